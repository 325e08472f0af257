import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-errors';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://jolda.kz/assets/market-Bx12.js'),
    new TypeError('error loading dynamically imported module: https://jolda.kz/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/market-1.css'),
    new Error('Loading chunk 123 failed.'),
    new Error('Loading CSS chunk vendors-main failed.'),
    Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
    new Error('route failed', { cause: new TypeError('Failed to fetch dynamically imported module: /a.js') }),
    { type: 'vite:preloadError', payload: new Error('whatever') },
    { payload: new TypeError('Importing a module script failed.') },
    'Failed to fetch dynamically imported module: /x.js',
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    null,
    undefined,
    42,
    new Error('Network Error'),
    new TypeError('Failed to fetch'),
    new Error('Cannot read properties of undefined'),
    { message: 5 },
    'boom',
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('does not recurse forever on cyclic causes', () => {
    const e = new Error('a') as Error & { cause?: unknown };
    e.cause = e;
    expect(isChunkLoadError(e)).toBe(false);
  });
});
