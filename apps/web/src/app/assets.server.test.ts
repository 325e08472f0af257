import { describe, expect, it } from 'vitest';
import { routeIdOfFile } from './assets.server';

describe('routeIdOfFile', () => {
  it('names flat route files as the route generator does', () => {
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/');
    expect(routeIdOfFile('src/routes/cars.$.tsx')).toBe('/cars/$');
    expect(routeIdOfFile('src/routes/profile.index.tsx')).toBe('/profile/');
    expect(routeIdOfFile('src/routes/announcement.user.$id.tsx')).toBe('/announcement/user/$id');
    expect(routeIdOfFile('src/routes/$slug.tsx')).toBe('/$slug');
  });
});
