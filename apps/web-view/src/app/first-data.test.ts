import { describe, expect, it } from 'vitest';
import { readFirstData } from './first-data';

const doc = (text: string | null) => ({
  getElementById: (id: string) => (id === 'wv-data' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('the first data the server wrote into the page', () => {
  it('reads each answer with its key and age', () => {
    const text = JSON.stringify([{ key: ['announcements', 'ru', 'detail', 5], data: { id: 5 }, at: 1700000000000 }]);
    expect(readFirstData(doc(text))).toEqual([{ key: ['announcements', 'ru', 'detail', 5], data: { id: 5 }, at: 1700000000000 }]);
  });

  it('is nothing when the page has none, or it is not readable', () => {
    expect(readFirstData(doc(null))).toEqual([]);
    expect(readFirstData(doc('{not json'))).toEqual([]);
    expect(readFirstData(doc('{"key":1}'))).toEqual([]);
  });

  it('leaves out entries without a key, data or time', () => {
    const text = JSON.stringify([{ key: 'x', data: 1, at: 1 }, { key: ['a'], at: 1 }, { key: ['b'], data: null, at: 'now' }, { key: ['c'], data: null, at: 2 }]);
    expect(readFirstData(doc(text))).toEqual([{ key: ['c'], data: null, at: 2 }]);
  });
});
