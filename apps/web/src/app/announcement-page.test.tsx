import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { announcementDetailFixture, announcementExtrasFixture } from '@jolda/contracts/testing';
import { Route as AnnouncementRoute } from '../routes/announcement.$id';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { renderRoute } from '../shared/testing';
import { routeRulesBeforeLoad } from './route-rules';

/**
 * A car's page (/announcement/{id}) as a visitor opens it: the route's loader and component as in the app, the API
 * answered from the contract's fixtures (a 2020 Land Cruiser Prado from a dealer in Shymkent, parsed by the contract's
 * schemas there, and again by the client).
 */
const car = announcementDetailFixture();
const extras = announcementExtrasFixture();

function api(config: InternalAxiosRequestConfig) {
  const { pathname } = new URL(config.url ?? '', 'http://api.test');
  if (config.method === 'get' && pathname === `/api/announcements/${car.id}`) return { status: 200, data: car };
  if (config.method === 'get' && pathname === `/api/announcements/${car.id}/extras`) return { status: 200, data: extras };
  if (config.method === 'post' && pathname === `/api/announcements/${car.id}/views`) return { status: 200, data: { counted: true } };
  if (/^\/api\/announcements\/\d+(\/extras)?$/.test(pathname)) {
    return { status: 404, data: { code: 'announcement_not_found', message: 'Announcement not found' } };
  }
  return { status: 404, data: { code: 'not_found', message: pathname } };
}

const open = (url: string) =>
  renderRoute(url, {
    route: { path: '/announcement/$id', options: AnnouncementRoute.options },
    beforeLoad: routeRulesBeforeLoad,
    notFoundComponent: NotFoundPage,
    handler: api,
    paths: ['/cars/$', '/announcement/user/$id', '/autocheck/report', '/inspected/$id', '/login'],
  });

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('the car page (/announcement/{id})', () => {
  it('shows the car from the API: title, price, specs and the seller', async () => {
    const { adapter } = await open(`/announcement/${car.id}`);
    expect(text(await screen.findByRole('heading', { level: 1 }))).toBe('Toyota Land Cruiser Prado 150, 2020');
    expect(text(screen.getByTestId('announcement-price'))).toBe('27 800 000 ₸');

    const specs = within(screen.getByRole('region', { name: 'Характеристики' }));
    const spec = (term: string) => text(specs.getByText(term).nextElementSibling);
    expect(spec('Год выпуска')).toBe('2020');
    expect(spec('Пробег')).toBe('64 000 км');
    expect(spec('Двигатель')).toBe('2,7 л, бензин');
    expect(spec('Коробка передач')).toBe('Автомат');
    expect(spec('Город')).toBe('Шымкент');
    expect(spec('VIN')).toBe('JTEB***********82');
    expect(text(screen.getByRole('region', { name: 'Описание' }))).toContain('Один владелец');

    // The seller: a dealer shows under the dealership's name, with a link to all their announcements.
    expect(screen.getByText('Astana Motors Шымкент')).toBeTruthy();
    expect(screen.getByText(/на Jolda с 2021 года/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все объявления продавца (12)' }).getAttribute('href')).toBe('/announcement/user/77');
    // The price rating from the extras, and the crumbs back to the search of this brand and model.
    expect(text(await screen.findByTestId('price-rating'))).toContain('Рыночная цена');
    expect(screen.getByRole('link', { name: 'Land Cruiser Prado' }).getAttribute('href')).toBe('/cars/toyota/land_cruiser_prado');
    expect(adapter.calls.some((c) => c.method === 'get' && c.url === `/api/announcements/${car.id}`)).toBe(true);
  });

  it('an id the API does not know is the not-found page', async () => {
    await open('/announcement/999999');
    expect(await screen.findByText(/Страница не найдена/)).toBeTruthy();
    expect(screen.queryByTestId('announcement-price')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Toyota/ })).toBeNull();
  });
});
