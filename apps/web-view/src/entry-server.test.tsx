// @vitest-environment node
/**
 * The web views as the web server renders them (entry-server.tsx, what `ssr/entry-server.js` is built from): with the
 * first answers the server fetched, the screen's content is in the markup, in the page's language; without them, the
 * screen's loading state (what the bundle renders first, then fills in by asking the API itself).
 */
import { describe, expect, it } from 'vitest';
import { announcementDetailFixture } from '@jolda/contracts/testing';
import type { Locale, MarketHome } from '@jolda/contracts';
import { announcementQueries, createHttp, marketQueries } from '@jolda/api-client';
import { render } from './entry-server';

const car = announcementDetailFixture({ id: 7, title: 'Toyota Land Cruiser Prado', year: 2019, price: 23_500_000, engineVolume: 2.7, mileage: 84_000 });
const home: MarketHome = {
  city: { slug: 'almaty', name: 'Алматы' },
  cities: [],
  brands: [{ slug: 'haval', name: 'Haval', premium: false, country: 'Китай', modelCount: 3, offerCount: 5, priceFrom: 9_990_000, photo: '/media/haval.svg' }],
  bestOffers: [],
  dealers: [],
  offerCount: 5,
};
// The keys the screens' queries use (the web server takes them from the same query options).
const http = (locale: Locale) => createHttp({ baseURL: 'http://api.invalid', getLocale: () => locale, getAccessToken: () => undefined });
const carData = (locale: Locale) => [{ key: announcementQueries.detail(http(locale), 7).queryKey, data: car, at: Date.now() }];
const homeData = (locale: Locale) => [{ key: marketQueries.home(http(locale), {}).queryKey, data: home, at: Date.now() }];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');

describe('the server render of the web views', () => {
  it('car-info: the car, its price and facts, in Russian and in Kazakh (the decimal comma in both)', async () => {
    const ru = text(await render({ pathname: '/web-view/car-info/7', search: '', locale: 'ru', data: carData('ru'), signedIn: false }));
    expect(ru).toContain('Toyota Land Cruiser Prado');
    expect(ru).toContain('23 500 000 ₸');
    expect(ru).toContain('Характеристики');
    expect(ru).toContain('84 000 км');
    expect(ru).toContain('2,7 л');
    expect(ru).toContain('Позвонить продавцу');

    const kk = text(await render({ pathname: '/web-view/car-info/7', search: '', locale: 'kk', data: carData('kk'), signedIn: false }));
    expect(kk).toContain('Toyota Land Cruiser Prado');
    expect(kk).toContain('23 500 000 ₸');
    expect(kk).toContain('Сипаттамалары');
    expect(kk).toContain('Сатушыға қоңырау шалу');
    expect(kk).toContain('2,7 л');
    expect(kk).not.toContain('Характеристики');
  });

  it('models: the brands with their prices, in Russian and in Kazakh', async () => {
    const ru = text(await render({ pathname: '/web-view/online-dealer', search: '', locale: 'ru', data: homeData('ru'), signedIn: false }));
    expect(ru).toContain('Новые автомобили');
    expect(ru).toContain('Haval');
    expect(ru).toContain('от 9 990 000 ₸');
    const kk = text(await render({ pathname: '/web-view/online-dealer', search: '', locale: 'kk', data: homeData('kk'), signedIn: false }));
    expect(kk).toContain('Жаңа автокөліктер');
    expect(kk).toContain('9 990 000 ₸ бастап');
  });

  it('without the server’s data a screen renders its loading state, which the bundle fills in', async () => {
    const html = await render({ pathname: '/web-view/car-info/7', search: '', locale: 'kk', data: [], signedIn: false });
    expect(html).toMatch(/^<main aria-busy="true" aria-label="Жүктелуде"/);
    expect(html).not.toContain('Toyota');
  });

  it('an unknown address renders the "no such screen" state', async () => {
    expect(text(await render({ pathname: '/web-view/nothing', search: '', locale: 'ru', data: [], signedIn: false }))).toContain('Экран не найден');
  });
});
