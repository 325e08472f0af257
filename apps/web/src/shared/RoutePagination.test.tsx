import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoutePagination } from './RoutePagination';
import { renderScreen } from './testing';

/** A page of a seller's inspected cars, as /inspected/user/{id} links its pages. */
const seller = (page: number, pageCount: number) => () => (
  <RoutePagination
    page={page}
    pageCount={pageCount}
    link={(n) => ({ to: '/inspected/user/$id', params: { id: 4 }, search: n > 1 ? { page: n } : {} })}
  />
);

describe('RoutePagination', () => {
  it('links every page to its route address, page 1 without a number, with the labels', async () => {
    await renderScreen(seller(2, 12), { paths: ['/inspected/user/$id'] });
    const nav = within(await screen.findByRole('navigation', { name: 'Страницы' }));
    const href = (name: string) => nav.getByRole('link', { name }).getAttribute('href');
    expect(href('Предыдущая страница')).toBe('/inspected/user/4');
    expect(href('Страница 1')).toBe('/inspected/user/4');
    expect(href('Страница 3')).toBe('/inspected/user/4?page=3');
    expect(href('Страница 12')).toBe('/inspected/user/4?page=12');
    expect(href('Следующая страница')).toBe('/inspected/user/4?page=3');
    expect(nav.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    // 1 2 3 4 5 … 12: a page far from the current one is left out.
    expect(nav.queryByRole('link', { name: 'Страница 6' })).toBeNull();
  });

  it('a click goes to that page through the router', async () => {
    const { router } = await renderScreen(seller(1, 3), { paths: ['/inspected/user/$id'] });
    const nav = within(await screen.findByRole('navigation', { name: 'Страницы' }));
    expect(nav.getByRole('link', { name: 'Предыдущая страница' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(nav.getByRole('link', { name: 'Страница 3' }));
    await screen.findByText('/inspected/user/$id');
    expect(router.state.location.pathname).toBe('/inspected/user/4');
    expect(router.state.location.search).toEqual({ page: 3 });
  });

  it('one page shows no pagination', async () => {
    await renderScreen(seller(1, 1), { paths: ['/inspected/user/$id'] });
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });
});
