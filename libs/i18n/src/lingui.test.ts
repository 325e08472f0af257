import { describe, expect, it } from 'vitest';
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
});
