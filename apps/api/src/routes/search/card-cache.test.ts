import { describe, expect, it } from 'vitest';
import { CardCache } from './card-cache.js';

const cards = (...ids: number[]) => new Map(ids.map((id) => [id, `{"id":${id}}`]));

describe('CardCache', () => {
  it('answers the cached cards in order and names the missing ones, per locale', () => {
    const c = new CardCache(10);
    c.put('ru', cards(1, 2, 3));
    expect(c.lookup('ru', [3, 9, 1])).toEqual({ cards: ['{"id":3}', undefined, '{"id":1}'], missing: [9] });
    expect(c.lookup('kk', [1])).toEqual({ cards: [undefined], missing: [1] });
    expect(c.size).toBe(3);
  });

  it('keeps `capacity` cards per locale, dropping the least recently used (a hit counts as a use)', () => {
    const c = new CardCache(3);
    c.put('ru', cards(1, 2, 3));
    c.lookup('ru', [1]);
    c.put('ru', cards(4));
    expect(c.lookup('ru', [1, 2, 3, 4]).missing).toEqual([2]);
  });

  it('shrinks to a new capacity keeping the most recently used, and keeps none at 0', () => {
    const c = new CardCache(5);
    c.put('ru', cards(1, 2, 3, 4, 5));
    c.lookup('ru', [2]);
    c.setCapacity(2);
    expect(c.lookup('ru', [1, 2, 3, 4, 5]).missing).toEqual([1, 3, 4]);
    c.setCapacity(0);
    c.put('ru', cards(6));
    expect(c.size).toBe(0);
  });

  it('evicts ids in every locale and clears', () => {
    const c = new CardCache(10);
    c.put('ru', cards(1, 2));
    c.put('kk', cards(1, 2));
    c.evict([1]);
    expect(c.lookup('ru', [1, 2]).missing).toEqual([1]);
    expect(c.lookup('kk', [1, 2]).missing).toEqual([1]);
    c.clear();
    expect(c.size).toBe(0);
  });
});
