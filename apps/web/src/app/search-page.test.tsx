import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  brandListSchema,
  cityListSchema,
  modelListSchema,
  regionListSchema,
  searchResultSchema,
  type AnnouncementCard,
} from '@jolda/contracts';
import { Route as CarsRoute } from '../routes/cars.$';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { renderRoute } from '../shared/testing';
import { routeRulesBeforeLoad } from './route-rules';

/**
 * The search page (/cars/…) as a visitor opens it: the route's deep-link step and loader run as in the app (the root's
 * route rules), then the page renders. The API is a small in-memory one over a list of cards: it filters and sorts
 * what the query asks for, and every answer is checked against the contract's schema (here, and again by the client).
 */
const ref = (id: number, slug: string, name: string) => ({ id, slug, name });
const toyota = ref(1, 'toyota', 'Toyota');
const kia = ref(2, 'kia', 'Kia');
const camry = ref(11, 'camry', 'Camry');
const rav4 = ref(12, 'rav4', 'RAV4');
const rio = ref(21, 'rio', 'Rio');
const almaty = ref(1, 'almaty', 'Алматы');
const astana = ref(2, 'astana', 'Астана');

function card(id: number, over: Partial<AnnouncementCard>): AnnouncementCard {
  return {
    id,
    title: 'Toyota Camry',
    brand: toyota,
    model: camry,
    generation: 'XV70',
    year: 2019,
    price: 12_500_000,
    mileage: 85_000,
    engineVolume: 2.5,
    fuel: 'petrol',
    transmission: 'automatic',
    body: 'sedan',
    drive: 'fwd',
    city: almaty,
    photo: { id: id * 10, url: `/media/generated/${id}-0.svg`, width: 800, height: 600 },
    photoCount: 3,
    sellerType: 'private',
    inspected: false,
    status: 'published',
    publishedAt: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T09:00:00.000Z`,
    ...over,
  };
}

const cards: AnnouncementCard[] = [
  card(1, { price: 14_900_000, year: 2021, mileage: 40_000 }),
  card(2, { price: 11_200_000, year: 2018, mileage: 120_000, city: astana, sellerType: 'dealer', priceRating: 'below' }),
  card(3, { price: 16_300_000, year: 2022, mileage: 15_000, generation: null, inspected: true }),
  card(4, { price: 18_000_000 }), // above the price limit of the deep link below
  card(5, { title: 'Toyota RAV4', model: rav4, body: 'crossover', price: 13_000_000 }),
  card(6, { title: 'Kia Rio', brand: kia, model: rio, generation: null, price: 7_400_000, engineVolume: 1.6 }),
];

const catalog: Record<string, unknown> = {
  '/api/catalog/brands': brandListSchema.parse({
    items: [
      { ...toyota, country: 'JP', count: 5, popular: true },
      { ...kia, country: 'KR', count: 1, popular: true },
    ],
  }),
  '/api/catalog/brands/toyota/models': modelListSchema.parse({
    brand: { ...toyota, country: 'JP', count: 5, popular: true },
    items: [
      { ...camry, brandId: 1, bodyTypes: ['sedan'], count: 4, generations: [] },
      { ...rav4, brandId: 1, bodyTypes: ['crossover'], count: 1, generations: [] },
    ],
  }),
  '/api/catalog/cities': cityListSchema.parse({ items: [{ ...almaty, regionId: 1 }, { ...astana, regionId: 2 }] }),
  '/api/catalog/regions': regionListSchema.parse({
    items: [
      { id: 1, slug: 'almaty', name: 'Алматы', plateCode: '02', city: 'almaty' },
      { id: 2, slug: 'astana', name: 'Астана', plateCode: '01', city: 'astana' },
    ],
  }),
};

const SORTS: Record<string, (a: AnnouncementCard, b: AnnouncementCard) => number> = {
  newest: (a, b) => b.publishedAt.localeCompare(a.publishedAt),
  cheapest: (a, b) => a.price - b.price,
  expensive: (a, b) => b.price - a.price,
};

/** `GET /api/announcements`: the cards the query's brand, model, price limits and city select, in its order. */
function search(query: URLSearchParams) {
  const num = (k: string) => (query.has(k) ? Number(query.get(k)) : undefined);
  const [priceFrom, priceTo] = [num('priceFrom'), num('priceTo')];
  const items = cards
    .filter((c) => !query.get('brand') || (query.get('brand') ?? '').split(',').includes(c.brand.slug))
    .filter((c) => !query.get('model') || c.model.slug === query.get('model'))
    .filter((c) => !query.get('city') || c.city.slug === query.get('city'))
    .filter((c) => (priceFrom === undefined || c.price >= priceFrom) && (priceTo === undefined || c.price <= priceTo))
    .sort(SORTS[query.get('sort') ?? 'newest'] ?? SORTS['newest']);
  return searchResultSchema.parse({ items, total: items.length, page: 1, pageSize: 20, pages: items.length ? 1 : 0 });
}

function api(config: InternalAxiosRequestConfig) {
  const url = new URL(config.url ?? '', 'http://api.test');
  if (url.pathname === '/api/announcements') return { status: 200, data: search(url.searchParams) };
  if (url.pathname in catalog) return { status: 200, data: catalog[url.pathname] };
  return { status: 404, data: { code: 'not_found', message: url.pathname } };
}

const searches = (calls: InternalAxiosRequestConfig[]) =>
  calls
    .map((c) => new URL(c.url ?? '', 'http://api.test'))
    .filter((u) => u.pathname === '/api/announcements')
    .map((u) => Object.fromEntries(u.searchParams));

const open = (url: string) =>
  renderRoute(url, {
    route: { path: '/cars/$', options: CarsRoute.options },
    beforeLoad: routeRulesBeforeLoad,
    notFoundComponent: NotFoundPage,
    handler: api,
    paths: ['/announcement/$id', '/inspected/$id'],
  });

const titles = () => screen.getAllByTestId('listing-card').map((c) => within(c).getByTestId('listing-title').textContent);
const prices = () =>
  screen.getAllByTestId('listing-card').map((c) => Number((c.querySelector('data')?.getAttribute('value') ?? 'NaN')));

describe('the search page (/cars)', () => {
  it('a deep link (brand and model in the path, price and order in the query) shows what the API found for it', async () => {
    const { adapter } = await open('/cars/toyota/camry?priceTo=15000000&sort=cheapest');
    expect(searches(adapter.calls)).toEqual([
      expect.objectContaining({ brand: 'toyota', model: 'camry', priceTo: '15000000', sort: 'cheapest' }),
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/Toyota Camry/);
    expect(screen.getByText(/Найдено 2 объявления/)).toBeTruthy();
    // The cards are the API's, in its order: the Camrys up to 15 000 000 ₸, cheapest first (not #4, #5 or #6).
    expect(prices()).toEqual([11_200_000, 14_900_000]);
    expect(titles()).toEqual(['Toyota Camry', 'Toyota Camry']);
    const [first] = screen.getAllByTestId('listing-card');
    if (!first) throw new Error('no card');
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toBe('/announcement/2');
    expect(first.textContent?.replace(/\s/g, ' ')).toMatch(/XV70 · 2018 · 120 000 км/);
    expect(first.textContent).toContain('Астана');
    expect(within(first).getByTestId('price-rating-badge').textContent).toBe('Ниже рынка');
    expect(within(first).getByText('Дилер')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement).value).toBe('cheapest');
  });

  it('changing the order asks the API again and shows its answer, the address following', async () => {
    const user = userEvent.setup();
    const { adapter, router } = await open('/cars/toyota?sort=cheapest');
    await screen.findAllByTestId('listing-card');
    expect(prices()).toEqual([11_200_000, 13_000_000, 14_900_000, 16_300_000, 18_000_000]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'expensive');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'expensive' }));
    expect(router.state.location.pathname).toBe('/cars/toyota');
    await waitFor(() => expect(prices()).toEqual([18_000_000, 16_300_000, 14_900_000, 13_000_000, 11_200_000]));
    expect(searches(adapter.calls).at(-1)).toEqual(expect.objectContaining({ brand: 'toyota', sort: 'expensive' }));
  });

  it('an unknown brand in the path is the not-found page, and the API is not searched', async () => {
    const { adapter } = await open('/cars/no-such-brand');
    expect(await screen.findByText(/Страница не найдена/)).toBeTruthy();
    expect(screen.queryByTestId('listing-card')).toBeNull();
    expect(searches(adapter.calls)).toEqual([]);
  });
});
