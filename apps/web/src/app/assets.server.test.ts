import { describe, expect, it } from 'vitest';
import { catalogueChunks, routeIdOfFile } from './assets.server';

describe('routeIdOfFile', () => {
  it('names flat route files as the route generator does', () => {
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/');
    expect(routeIdOfFile('src/routes/cars.$.tsx')).toBe('/cars/$');
    expect(routeIdOfFile('src/routes/profile.index.tsx')).toBe('/profile/');
    expect(routeIdOfFile('src/routes/announcement.user.$id.tsx')).toBe('/announcement/user/$id');
    expect(routeIdOfFile('src/routes/$slug.tsx')).toBe('/$slug');
  });
});

describe('catalogueChunks', () => {
  it("finds each locale's catalogue chunk in the client manifest", () => {
    const manifest = {
      'src/app/entry-client.tsx': { file: 'assets/entry-client-a1.js' },
      'src/locales/ru/messages.po': { file: 'assets/messages-r2.js' },
      'src/locales/kk/messages.po': { file: 'assets/messages-k3.js' },
    };
    expect([...catalogueChunks(manifest)]).toEqual([
      ['ru', '/assets/messages-r2.js'],
      ['kk', '/assets/messages-k3.js'],
    ]);
    expect(catalogueChunks({ 'src/locales/ru/messages.po': { file: 'assets/messages-r2.js' } }).has('kk')).toBe(false);
  });
});
