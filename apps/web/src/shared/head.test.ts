import { describe, expect, it } from 'vitest';
import { pageHead } from './head';
import type { RouterContext } from './router-context';

const ctx = (locale: 'ru' | 'kk') => ({
  match: { context: { locale, boot: { origin: 'https://jolda.kz' } } as unknown as RouterContext, pathname: '/login', search: {} },
});

describe('pageHead', () => {
  it('lists a page for search engines unless it is noindex', () => {
    const robots = (head: ReturnType<typeof pageHead>) => (head.meta ?? []).filter((m) => m && 'name' in m && m.name === 'robots');
    expect(robots(pageHead(ctx('ru'), 'Вход', 'Вход в Jolda'))).toEqual([]);
    expect(robots(pageHead(ctx('kk'), 'Кіру', 'Jolda-ға кіру', { noindex: true }))).toEqual([{ name: 'robots', content: 'noindex' }]);
  });

  it('keeps the title, the canonical link and the language alternates with noindex', () => {
    const head = pageHead(ctx('ru'), 'Вход', 'Вход в Jolda', { noindex: true });
    expect(head.meta?.[0]).toEqual({ title: 'Вход — Jolda' });
    expect(head.links?.some((l) => l?.rel === 'canonical' && l.href === 'https://jolda.kz/login')).toBe(true);
  });

  it('names only the languages a page exists in: both → all alternates, one → none', () => {
    const alternates = (head: ReturnType<typeof pageHead>) => (head.links ?? []).filter((l) => l?.rel === 'alternate').map((l) => `${l!.hrefLang} ${l!.href}`);
    expect(alternates(pageHead(ctx('ru'), 'Статья', 'Текст', { locales: ['ru', 'kk'] }))).toEqual([
      'ru-RU https://jolda.kz/login',
      'kk-KZ https://jolda.kz/kk/login',
      'x-default https://jolda.kz/login',
    ]);
    expect(alternates(pageHead(ctx('kk'), 'Мақала', 'Мәтін', { locales: ['kk'] }))).toEqual([]);
    expect(pageHead(ctx('kk'), 'Мақала', 'Мәтін', { locales: ['kk'] }).links).toEqual([{ rel: 'canonical', href: 'https://jolda.kz/kk/login' }]);
  });
});
