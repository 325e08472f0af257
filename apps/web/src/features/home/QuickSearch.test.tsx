import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing';
import { QuickSearch } from './QuickSearch';

const toyota = { id: 1, slug: 'toyota', name: 'Toyota', country: 'JP', count: 5, popular: true };
const answers: Record<string, unknown> = {
  '/api/catalog/brands': { items: [toyota, { id: 2, slug: 'kia', name: 'Kia', country: 'KR', count: 1, popular: true }] },
  '/api/catalog/brands/toyota/models': {
    brand: toyota,
    items: [{ id: 7, brandId: 1, slug: 'camry', name: 'Camry', bodyTypes: ['sedan'], count: 4, generations: [] }],
  },
  '/api/catalog/cities': { items: [{ id: 1, slug: 'almaty', name: 'Алматы', regionId: 2 }, { id: 22, slug: 'konaev', name: 'Конаев', regionId: 5 }] },
  '/api/catalog/regions': {
    items: [
      { id: 2, slug: 'almaty', name: 'Алматы', plateCode: '02', city: 'almaty' },
      { id: 5, slug: 'almaty-region', name: 'Алматинская область', plateCode: '05', city: null },
    ],
  },
};
/** The count the API gives for a query: 1 for a model, 5 for a brand, 1234 otherwise. */
const countOf = (q: URLSearchParams) => (q.get('model') ? 1 : q.get('brand') ? 5 : 1234);

function open() {
  return renderScreen(() => <QuickSearch total={1234} />, {
    paths: ['/cars/$'],
    handler: (config) => {
      const url = new URL(config.url ?? '', 'http://api.test');
      if (url.pathname === '/api/announcements/count') return { status: 200, data: { total: countOf(url.searchParams) } };
      return url.pathname in answers ? { status: 200, data: answers[url.pathname] } : { status: 404, data: { code: 'not_found', message: '' } };
    },
  });
}
const counts = (calls: { url?: string }[]) => calls.filter((c) => c.url?.startsWith('/api/announcements/count'));

afterEach(() => {
  document.cookie = 'city=; Path=/; Max-Age=0';
});

describe('the home page quick search (issue 23 item 5)', () => {
  it('model after brand, grouped price, live count asked only after a change, then the search with those filters', async () => {
    const { adapter, router } = await open();
    const form = await screen.findByRole('form', { name: 'Быстрый поиск' }, { timeout: 5000 });
    const button = within(form).getByRole('button', { name: /Показать/ });
    expect(button.textContent).toMatch(/^Показать 1\s234 авто$/);
    // A plain GET form of the search, its fields named as the search's query keys: it works before the code has run.
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/cars']);
    expect([...(form as HTMLFormElement).elements].flatMap((e) => ((e as HTMLInputElement).name ? [(e as HTMLInputElement).name] : []))).toEqual([
      'brand',
      'model',
      'priceTo',
      'city',
    ]);
    expect(counts(adapter.calls)).toHaveLength(0); // the server's total: no request before the buyer changes something
    const model = within(form).getByLabelText('Модель') as HTMLSelectElement;
    expect(model.disabled).toBe(true);

    await userEvent.selectOptions(within(form).getByLabelText('Марка'), 'Toyota');
    await waitFor(() => expect(model.disabled).toBe(false));
    await waitFor(() => expect(button.textContent).toBe('Показать 5 авто'));
    await userEvent.selectOptions(model, 'Camry');
    await waitFor(() => expect(button.textContent).toBe('Показать 1 авто'));
    const price = within(form).getByLabelText('Цена до');
    await userEvent.type(price, '12000000');
    expect((price as HTMLInputElement).value).toMatch(/^12\s000\s000$/);
    // Debounced: typing eight digits did not ask eight times.
    await waitFor(() => expect(counts(adapter.calls).at(-1)?.url).toContain('priceTo=12000000'));
    expect(counts(adapter.calls).length).toBeLessThan(6);

    // Places: cities and oblasts apart, the city's own region not listed.
    const place = within(form).getByLabelText('Город или регион') as HTMLSelectElement;
    expect([...place.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)])).toEqual([
      ['Города', ['Алматы', 'Конаев']],
      ['Области', ['Алматинская область']],
    ]);
    await userEvent.selectOptions(place, 'Алматы');
    expect(document.cookie).toContain('city=almaty'); // remembered

    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars/toyota/camry/almaty'));
    expect(router.state.location.search).toEqual({ priceTo: 12_000_000 });
  }, 30_000);

  it("preselects the buyer's remembered city, and 'Весь Казахстан' forgets it", async () => {
    document.cookie = 'city=konaev; Path=/';
    await open();
    const place = (await screen.findByLabelText('Город или регион', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(place.value).toBe('konaev');
    await userEvent.selectOptions(place, 'Весь Казахстан');
    expect(document.cookie).not.toContain('city=konaev');
  }, 30_000);
});
