import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_TYPES, COLORS, CONDITIONS, DRIVES, FUELS, SORTS, TRANSMISSIONS } from '@jolda/contracts';
import {
  buildCarsPath,
  normalizeFilter,
  parseCarsPath,
  resolveCarsPath,
  splatToSegments,
  type CarsFilter,
  type DeepLinkCatalog,
  withMarketingParams,
} from './deep-link';

/** Slugs chosen to collide: region `almaty` is also a city, `niva` is a model of two brands, `aktau` a model of kia. */
const catalog: DeepLinkCatalog = {
  brands: ['toyota', 'kia', 'lada', 'chevrolet', 'mercedes-benz'],
  models: {
    toyota: ['camry', 'rav4', 'land_cruiser'],
    kia: ['k5', 'rio', 'aktau'],
    lada: ['granta', 'niva'],
    chevrolet: ['cobalt', 'niva'],
    'mercedes-benz': ['e-class'],
  },
  cities: ['almaty', 'astana', 'aktau', 'taraz'],
  regions: ['almaty', 'astana', 'mangystau', 'zhambyl'],
};
/** The catalogue as the API now tells it: the regions `almaty` and `astana` are those cities. */
const withCityRegions: DeepLinkCatalog = { ...catalog, cityRegions: { almaty: 'almaty', astana: 'astana' } };

function parseUrl(url: string) {
  const u = new URL(url, 'http://x');
  const segments = splatToSegments(u.pathname.replace(/^\/cars\/?/, ''));
  return parseCarsPath(segments, u.searchParams, catalog);
}
function build(f: CarsFilter) {
  const loc = buildCarsPath(f, catalog);
  return loc.pathname + loc.search;
}
function parseOk(url: string): CarsFilter {
  const r = parseUrl(url);
  if (r.type !== 'ok') throw new Error(`${url}: ${r.type}`);
  return r.filter;
}

describe('parseCarsPath', () => {
  it.each([
    ['/cars', {}],
    ['/cars/toyota', { brand: ['toyota'] }],
    ['/cars/toyota/camry/almaty', { brand: ['toyota'], model: 'camry', city: 'almaty' }],
    ['/cars/sedan', { body: ['sedan'] }],
    ['/cars/astana', { city: 'astana' }],
    ['/cars/mangystau', { region: 'mangystau' }],
    ['/cars/toyota/almaty/sedan', { brand: ['toyota'], city: 'almaty', body: ['sedan'] }],
    ['/cars/kia/aktau', { brand: ['kia'], model: 'aktau' }],
    ['/cars/kia/aktau/aktau', { brand: ['kia'], model: 'aktau', city: 'aktau' }],
    [
      '/cars/toyota/camry/almaty?priceTo=15000000',
      { brand: ['toyota'], model: 'camry', city: 'almaty', priceTo: 15_000_000 },
    ],
    [
      '/cars?brand=kia,toyota&yearFrom=2015&fuel=hybrid,petrol&customsCleared=1&sort=cheapest&page=3',
      { brand: ['kia', 'toyota'], fuel: ['hybrid', 'petrol'], yearFrom: 2015, customsCleared: true, sort: 'cheapest', page: 3 },
    ],
    ['/cars?engineFrom=1.6&engineTo=2.5&withPhotos=0', { engineFrom: 1.6, engineTo: 2.5, withPhotos: false }],
    ['/cars?region=almaty', { region: 'almaty' }],
  ] as const)('%s', (url, filter) => {
    expect(parseOk(url)).toEqual(filter);
  });

  it.each([
    ['/cars?region=almaty', '/cars/almaty'],
    ['/cars/toyota/camry?region=astana&priceTo=15000000', '/cars/toyota/camry/astana?priceTo=15000000'],
    ['/cars/sedan?region=almaty&sort=cheapest', '/cars/almaty/sedan?sort=cheapest'],
  ] as const)('an old link to a city\'s own region, %s, goes to the city: %s', (url, to) => {
    const u = new URL(url, 'http://x');
    const next = resolveCarsPath(splatToSegments(u.pathname.replace(/^\/cars\/?/, '')), u.searchParams, withCityRegions);
    if (next.type !== 'ok' || !next.redirected) throw new Error(`${url}: ${next.type}`);
    const loc = buildCarsPath(next.filter, withCityRegions);
    expect(loc.pathname + loc.search).toBe(to);
    expect(parseCarsPath(['mangystau'], '', withCityRegions)).toEqual({ type: 'ok', filter: { region: 'mangystau' } });
  });

  it('drops invalid query values and defaults, at the address without them', () => {
    expect(parseUrl('/cars?priceTo=abc&yearFrom=1800&fuel=coal&sort=newest&page=1&steering=middle&utm_source=x')).toEqual({
      type: 'redirect',
      segments: [],
      query: '',
    });
    expect(parseOk('/cars?utm_source=x')).toEqual({});
  });

  it.each([
    // The home page's quick search sent without the page's code (issue 23): empty fields, a grouped price, the place.
    ['/cars?brand=toyota&model=&priceTo=15+000+000&city=', '/cars/toyota?priceTo=15000000'],
    ['/cars?brand=toyota&model=camry&priceTo=15000000&city=almaty', '/cars/toyota/camry/almaty?priceTo=15000000'],
    ['/cars?brand=&priceTo=9%C2%A0500%C2%A0000&city=mangystau', '/cars/mangystau?priceTo=9500000'],
    ['/cars?brand=kia&city=aktau', '/cars/kia?city=aktau'],
    // Spelled otherwise: defaults, list order, booleans, a key twice, a place given twice.
    ['/cars?sort=newest&page=1', '/cars'],
    ['/cars?fuel=petrol,hybrid&withPhotos=true', '/cars?fuel=hybrid,petrol&withPhotos=1'],
    ['/cars?priceTo=5&priceTo=6', '/cars?priceTo=5'],
    ['/cars/toyota?brand=kia', '/cars/toyota'],
  ] as const)('a query spelled otherwise, %s, goes to the filter\'s own address %s', (url, to) => {
    const r = parseUrl(url);
    expect(r.type).toBe('redirect');
    const u = new URL(url, 'http://x');
    const next = resolveCarsPath(splatToSegments(u.pathname.replace(/^\/cars\/?/, '')), u.searchParams, catalog);
    if (next.type !== 'ok') throw new Error(`${url}: ${next.type}`);
    expect(build(next.filter)).toBe(to);
  });

  it.each(['/cars/nosuchbrand', '/cars/toyota/k5', '/cars/sedan/toyota', '/cars/almaty/toyota', '/cars/toyota/camry/rav4', '/cars/sedan/suv'])(
    'answers not-found for %s',
    (url) => {
      expect(parseUrl(url).type).toBe('not-found');
    },
  );

  it('redirects nur-sultan to astana, in the path and in the query', () => {
    expect(parseUrl('/cars/nur-sultan')).toEqual({ type: 'redirect', segments: ['astana'], query: '' });
    expect(parseUrl('/cars/toyota/nur-sultan?priceTo=5')).toEqual({
      type: 'redirect',
      segments: ['toyota', 'astana'],
      query: 'priceTo=5',
    });
    expect(parseUrl('/cars?city=nur-sultan')).toEqual({ type: 'redirect', segments: [], query: 'city=astana' });
  });
});

describe('buildCarsPath', () => {
  it.each([
    [{}, '/cars'],
    [{ brand: ['toyota'], model: 'camry', city: 'almaty', priceTo: 15_000_000 }, '/cars/toyota/camry/almaty?priceTo=15000000'],
    [{ brand: ['toyota', 'kia'], model: 'camry' }, '/cars?brand=kia,toyota&model=camry'],
    [{ model: 'niva' }, '/cars?model=niva'],
    [{ region: 'almaty' }, '/cars?region=almaty'],
    [{ region: 'zhambyl', body: ['suv'] }, '/cars/zhambyl/suv'],
    [{ body: ['suv', 'sedan'] }, '/cars?body=sedan,suv'],
    [{ city: 'astana', region: 'mangystau' }, '/cars/astana?region=mangystau'],
    [{ brand: ['kia'], city: 'aktau' }, '/cars/kia?city=aktau'],
    [{ sort: 'cheapest', page: 1 }, '/cars?sort=cheapest'],
    [{ brand: ['unknown'] }, '/cars?brand=unknown'],
    [{ fuel: [], withPhotos: true, engineTo: 2 }, '/cars?engineTo=2&withPhotos=1'],
  ] as const)('%j → %s', (filter, url) => {
    expect(build(filter as CarsFilter)).toBe(url);
  });

  it('gives the router numbers as numbers and lists as text', () => {
    expect(buildCarsPath({ brand: ['toyota'], priceTo: 5, fuel: ['petrol', 'diesel'], credit: true }, catalog)).toEqual({
      pathname: '/cars/toyota',
      search: '?priceTo=5&fuel=diesel,petrol&credit=1',
      splat: 'toyota',
      searchObject: { priceTo: 5, fuel: 'diesel,petrol', credit: 1 },
    });
  });
});

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });
const list = <T>(xs: readonly T[]) => opt(fc.uniqueArray(fc.constantFrom(...xs), { minLength: 1, maxLength: 4 }));
const allModels = [...new Set(Object.values(catalog.models).flat()), 'unknown-model'];
const places = [...new Set([...catalog.cities, ...catalog.regions, 'zzz'])];
const filterArb: fc.Arbitrary<CarsFilter> = fc
  .record({
    brand: list([...catalog.brands, 'other-brand']),
    model: opt(fc.constantFrom(...allModels)),
    generation: opt(fc.constantFrom('xv70', 'ii')),
    yearFrom: opt(fc.integer({ min: 1950, max: 2100 })),
    yearTo: opt(fc.integer({ min: 1950, max: 2100 })),
    priceFrom: opt(fc.integer({ min: 0, max: 10_000_000_000 })),
    priceTo: opt(fc.integer({ min: 0, max: 10_000_000_000 })),
    mileageFrom: opt(fc.integer({ min: 0, max: 5_000_000 })),
    mileageTo: opt(fc.integer({ min: 0, max: 5_000_000 })),
    engineFrom: opt(fc.integer({ min: 0, max: 100 }).map((n) => n / 10)),
    engineTo: opt(fc.integer({ min: 0, max: 100 }).map((n) => n / 10)),
    body: list(BODY_TYPES),
    fuel: list(FUELS),
    transmission: list(TRANSMISSIONS),
    drive: list(DRIVES),
    steering: opt(fc.constantFrom('left' as const, 'right' as const)),
    customsCleared: opt(fc.boolean()),
    condition: list(CONDITIONS),
    color: list(COLORS),
    // A region's slug in `city=` is read as the region (the home page's one place field): a city is a city's slug.
    city: opt(fc.constantFrom(...catalog.cities, 'zzz')),
    region: opt(fc.constantFrom(...places)),
    sellerType: opt(fc.constantFrom('private' as const, 'dealer' as const)),
    withPhotos: opt(fc.boolean()),
    exchange: opt(fc.boolean()),
    credit: opt(fc.boolean()),
    sort: opt(fc.constantFrom(...SORTS.filter((s) => s !== 'newest'))),
    page: opt(fc.integer({ min: 2, max: 10_000 })),
  })
  .map((r) => normalizeFilter(Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as CarsFilter));

// 2,000 runs each: CPU-bound, ~2 s on a quiet core, more on a loaded CI machine; the wall-clock limit is not what
// these tests measure, so each has room beyond vitest's 5 s default.
const PROPERTY_TIMEOUT = 30_000;

describe('deep links round-trip (fast-check)', () => {
  it('parse(build(filter)) deep-equals the filter', () => {
    fc.assert(
      fc.property(filterArb, (f) => {
        expect(parseOk(build(f))).toEqual(f);
      }),
      { numRuns: 2000, seed: 6 },
    );
  }, PROPERTY_TIMEOUT);

  it('build(parse(url)) === url for canonical URLs', () => {
    // Canonical URLs are those the builder writes; also check them re-parsed after a trip through URL().
    fc.assert(
      fc.property(filterArb, (f) => {
        const url = build(f);
        expect(build(parseOk(url))).toBe(url);
        const u = new URL(url, 'http://x');
        expect(u.pathname + u.search).toBe(url);
      }),
      { numRuns: 2000, seed: 7 },
    );
  }, PROPERTY_TIMEOUT);

  it('any well-formed path either parses to a filter whose URL re-parses the same, or is not found', () => {
    const seg = fc.constantFrom(...catalog.brands, ...allModels, ...places, ...BODY_TYPES);
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 4 }), (segments) => {
        const r = parseCarsPath(segments, '', catalog);
        if (r.type !== 'ok') return;
        expect(parseOk(build(r.filter))).toEqual(r.filter);
      }),
      { numRuns: 2000, seed: 8 },
    );
  }, PROPERTY_TIMEOUT);
});

describe('the whole country and marketing links (issue 23)', () => {
  it('reads `city=all` as no place, at the filter\'s own address (the step forgets the remembered city)', () => {
    expect(parseUrl('/cars?brand=toyota&model=&priceTo=&city=all')).toEqual({ type: 'redirect', segments: ['toyota'], query: '' });
    const r = resolveCarsPath([], new URLSearchParams('city=all'), catalog);
    expect(r).toEqual({ type: 'ok', filter: {}, redirected: true });
  });

  it('keeps utm_*, gclid, fbclid and yclid through a redirect, after the canonical query, and nothing else', () => {
    const from = new URLSearchParams('brand=toyota&ref=x&utm_source=yandex&UTM_Term=a%20b&gclid=g&fbclid=f&yclid=y&utm=no');
    expect(withMarketingParams('/cars/toyota?priceTo=15000000', from)).toBe(
      '/cars/toyota?priceTo=15000000&utm_source=yandex&UTM_Term=a+b&gclid=g&fbclid=f&yclid=y',
    );
    expect(withMarketingParams('/cars/toyota', new URLSearchParams('utm_campaign=x'))).toBe('/cars/toyota?utm_campaign=x');
    expect(withMarketingParams('/cars/toyota#top', new URLSearchParams('gclid=1'))).toBe('/cars/toyota?gclid=1#top');
    expect(withMarketingParams('/cars/toyota', new URLSearchParams('brand=kia&ref=x'))).toBe('/cars/toyota');
  });
});
