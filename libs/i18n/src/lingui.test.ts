import { describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from './lingui';

describe('createI18nInstance', () => {
  it('creates independent, activated instances (one per SSR request)', () => {
    const ru = createI18nInstance('ru', { hello: 'Привет, {name}' });
    const kk = createI18nInstance('kk', { hello: 'Сәлем, {name}' });
    expect(ru).not.toBe(kk);
    expect(ru.locale).toBe('ru');
    expect(kk.locale).toBe('kk');
    expect(ru._('hello', { name: 'Айгерим' })).toBe('Привет, Айгерим');
    expect(kk._('hello', { name: 'Айгерим' })).toBe('Сәлем, Айгерим');
  });

  it('formats ICU plurals with the locale rules', () => {
    const msg = '{n, plural, one {# объявление} few {# объявления} many {# объявлений} other {# объявления}}';
    const ru = createI18nInstance('ru', { ads: msg });
    expect(ru._('ads', { n: 1 })).toBe('1 объявление');
    expect(ru._('ads', { n: 3 })).toBe('3 объявления');
    expect(ru._('ads', { n: 5 })).toBe('5 объявлений');
  });

  it('builds no Intl formatter until a message needs one (the first costs a phone 30–50 ms)', () => {
    const spies = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat')];
    const kk = createI18nInstance('kk', { hi: 'Сәлем, {name}', ads: '{n, plural, one {# хабарландыру} other {# хабарландыру}}' });
    expect(kk._('hi', { name: 'Айгерим' })).toBe('Сәлем, Айгерим');
    expect(spies.map((s) => s.mock.calls.length)).toEqual([0, 0]);
    vi.restoreAllMocks();
    // A plural's # still prints grouped digits, as in Russian.
    expect(kk._('ads', { n: 12500 }).replace(/\s/g, ' ')).toBe('12 500 хабарландыру');
  });
});
