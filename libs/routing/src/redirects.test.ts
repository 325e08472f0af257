import { describe, expect, it } from 'vitest';
import { findRedirect, LEGACY_REDIRECTS, resolveRedirect, type RedirectContext } from './redirects';

interface Case {
  row: string;
  from: string;
  to: string;
  status: 301 | 308;
  ctx?: RedirectContext;
}

const catalog: RedirectContext = {
  brands: ['toyota', 'land_rover', 'mercedes-benz', 'hyundai'],
  resolveModel: (nameOrId) =>
    nameOrId === '42' || nameOrId === 'Camry'
      ? { brand: 'toyota', model: 'camry', dealership: 'toyota-almaty' }
      : nameOrId === 'Land Cruiser'
        ? { brand: 'toyota', model: 'Land Cruiser' }
        : null,
  resolveEquipment: (id) => (id === 1234 ? { brand: 'hyundai', model: 'tucson' } : null),
};

/** One or more cases per row of the table; each is checked unprefixed (ru) and under /kk. */
const CASES: Case[] = [
  { row: 'new-auto-city', from: '/new-auto/almaty', to: '/cars/almaty?condition=new', status: 308 },
  { row: 'new-auto-city', from: '/new-auto/shymkent?utm_source=x', to: '/cars/shymkent?condition=new&utm_source=x', status: 308 },
  { row: 'new-auto-city', from: '/new-auto/nur-sultan', to: '/cars/astana?condition=new', status: 308 },
  { row: 'new-auto-brand-model-city', from: '/new-auto/toyota/camry/astana', to: '/market/toyota/camry?city=astana', status: 308 },
  { row: 'new-auto-brand-model-city', from: '/new-auto/kia/k5/nur-sultan?sort=price', to: '/market/kia/k5?city=astana&sort=price', status: 308 },
  { row: 'new-auto-equipment-numeric', from: '/new-auto/equipment/1234', to: '/market/hyundai/tucson', status: 308, ctx: catalog },
  { row: 'new-auto-equipment-numeric', from: '/new-auto/equipment/999?utm_medium=cpc', to: '/market?utm_medium=cpc', status: 308, ctx: catalog },
  { row: 'new-auto-equipment-numeric', from: '/new-auto/equipment/1234', to: '/market', status: 308 },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/42', to: '/market/toyota/camry?dealership=toyota-almaty', status: 308, ctx: catalog },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/Camry', to: '/market/toyota/camry?dealership=toyota-almaty', status: 308, ctx: catalog },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/Land%20Cruiser?dealer=astana-motors&x=1', to: '/market/toyota/land_cruiser?dealership=astana-motors&x=1', status: 308, ctx: catalog },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/mercedes-benz-e-class?dealership=mb-astana', to: '/market/mercedes-benz/e-class?dealership=mb-astana', status: 308, ctx: catalog },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/unknown-thing?dealer=x', to: '/market', status: 308, ctx: catalog },
  { row: 'online-dealer-detail', from: '/online-dealer/detail/42', to: '/market', status: 308 },
  { row: 'online-dealer-root', from: '/online-dealer', to: '/market', status: 308 },
  { row: 'online-dealer-root', from: '/online-dealer?utm_campaign=old', to: '/market?utm_campaign=old', status: 308 },
  { row: 'dealers-online', from: '/dealers/toyota-camry-online', to: '/market/toyota', status: 301 },
  { row: 'dealers-online', from: '/dealers/mercedes-benz-e-class-online', to: '/market/mercedes-benz', status: 301, ctx: catalog },
  { row: 'dealers-online', from: '/dealers/mercedes-benz-e-class-online', to: '/market/mercedes', status: 301 },
  { row: 'dealer-legacy-online', from: '/dealer/hyundai-tucson-online?a=b', to: '/market/hyundai?a=b', status: 301 },
  { row: 'dealer-legacy-nested', from: '/dealer/kia/sportage', to: '/market/kia', status: 301 },
  { row: 'dealer-legacy-nested', from: '/dealer/kia/sportage/options', to: '/market/kia', status: 301 },
  { row: 'market-city-id', from: '/market?city_id=1', to: '/market?city=almaty', status: 301 },
  { row: 'market-city-id', from: '/market?city_id=2', to: '/market?city=astana', status: 301 },
  { row: 'market-city-id', from: '/market?city_id=19&sort=new&utm_source=g', to: '/market?city=shymkent&sort=new&utm_source=g', status: 301 },
  { row: 'market-slug-spaces', from: '/market/land%20rover', to: '/market/land_rover', status: 301 },
  { row: 'market-slug-spaces', from: '/market/land rover', to: '/market/land_rover', status: 301 },
  { row: 'market-slug-spaces', from: '/market/Land%20Rover/range%20rover%20sport?x=1', to: '/market/land_rover/range_rover_sport?x=1', status: 301 },
  { row: 'market-slug-spaces', from: '/market/premium/land%20rover', to: '/market/premium/land_rover', status: 301 },
  { row: 'air-vision', from: '/air-vision', to: '/aua-sapasy', status: 301 },
  { row: 'air-vision', from: '/air-vision/details?city=almaty', to: '/aua-sapasy/details?city=almaty', status: 301 },
  { row: 'nur-sultan', from: '/cars/nur-sultan', to: '/cars/astana', status: 301 },
  { row: 'nur-sultan', from: '/cars/toyota/nur-sultan/camry?p=2', to: '/cars/toyota/astana/camry?p=2', status: 301 },
  { row: 'nur-sultan', from: '/market?city=nur-sultan&sort=price', to: '/market?city=astana&sort=price', status: 301 },
  { row: 'nur-sultan', from: '/aua-sapasy/details?city=nur-sultan', to: '/aua-sapasy/details?city=astana', status: 301 },
];

const kk = (path: string) => (path.startsWith('/?') || path === '/' ? `/kk${path.slice(1)}` : `/kk${path}`);

describe('LEGACY_REDIRECTS', () => {
  it('has unique row ids, a description and a 301/308 status per row', () => {
    const ids = LEGACY_REDIRECTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of LEGACY_REDIRECTS) {
      expect(row.description.length).toBeGreaterThan(10);
      expect([301, 308]).toContain(row.status);
    }
  });

  it('has a test case for every row', () => {
    const tested = new Set(CASES.map((c) => c.row));
    expect(LEGACY_REDIRECTS.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  describe.each(CASES)('$row: $from', ({ row, from, to, status, ctx }) => {
    it(`ru → ${to} (${status})`, () => {
      const result = findRedirect(from, ctx);
      expect(result).toMatchObject({ location: to, status });
      expect(result?.rules[0]).toBe(row);
    });
    it(`kk keeps the prefix → /kk${to}`, () => {
      expect(findRedirect(kk(from), ctx)).toMatchObject({ location: kk(to), status });
    });
    it('accepts an absolute URL object', () => {
      expect(findRedirect(new URL(from, 'https://jolda.kz'), ctx)).toMatchObject({ location: new URL(to, 'https://x').pathname + new URL(to, 'https://x').search, status });
    });
  });
});

describe('current routes of the same shape are not redirected', () => {
  it.each([
    '/',
    '/kk',
    '/market',
    '/market?city=almaty',
    '/market?city_id=7', // unknown city id: no redirect
    '/market/toyota',
    '/market/land_rover/range_rover',
    '/market/premium',
    '/new-auto', // current catch-all
    '/new-auto/toyota', // a filter, not a city
    '/new-auto/sedan/toyota/camry', // third segment not a city
    '/new-auto/detail/5/almaty', // static segment of a current route
    '/new-auto/equipment/camry-comfort', // current slug id
    '/new-auto/equipment/12a',
    '/new-auto/detail/123',
    '/new-auto/compare/123',
    '/dealers/astana-motors', // a dealer address
    '/dealers/online', // no brand/product
    '/dealer/astana-motors',
    '/online-dealer/models', // the legacy route itself, no redirect row
    '/aua-sapasy',
    '/cars/astana',
    '/kkx/new-auto/almaty', // not a locale prefix and not a legacy path
    '/kk/kk/air-vision',
    '/market/Bad%20Slug', // with the catalogue: not a brand, so left to the 404 of param validation
    '/market/bad slug/x',
  ])('%s', (path) => {
    expect(findRedirect(path, catalog)).toBeNull();
  });
});

describe('market slugs with spaces and the catalogue', () => {
  it('redirects a known brand with the catalogue, any slug without it', () => {
    expect(findRedirect('/market/land%20rover', catalog)?.location).toBe('/market/land_rover');
    expect(findRedirect('/market/Land%20Rover/range%20rover', catalog)?.location).toBe('/market/land_rover/range_rover');
    expect(findRedirect('/market/bad%20slug')?.location).toBe('/market/bad_slug');
  });
});

describe('findRedirect composition and safety', () => {
  it('composes several rows into one hop (spaces + nur-sultan)', () => {
    expect(findRedirect('/market/land%20rover?city=nur-sultan')).toEqual({
      location: '/market/land_rover?city=astana',
      status: 301,
      rules: ['market-slug-spaces', 'nur-sultan'],
    });
  });

  it('keeps a client-side hash', () => {
    expect(findRedirect('/air-vision?x=1#map')?.location).toBe('/aua-sapasy?x=1#map');
  });

  it('never matches paths with empty segments, so no protocol-relative target can come out', () => {
    expect(findRedirect('//nur-sultan')).toBeNull();
    expect(findRedirect('//evil.com/air-vision')).toBeNull();
  });

  it('ignores malformed percent-encoding', () => {
    expect(findRedirect('/market/%E0%A4%A')).toBeNull();
  });
});

describe('resolveRedirect (trailing slash + table)', () => {
  it.each([
    ['/market/', '/market', 301, ['trailing-slash']],
    ['/kk/', '/kk', 301, ['trailing-slash']],
    ['/air-vision/', '/aua-sapasy', 301, ['trailing-slash', 'air-vision']],
    ['/kk/new-auto/nur-sultan/?utm_term=a', '/kk/cars/astana?condition=new&utm_term=a', 308, ['trailing-slash', 'new-auto-city']],
    ['/online-dealer', '/market', 308, ['online-dealer-root']],
    ['//evil.com/', '/evil.com', 301, ['trailing-slash']],
  ] as const)('%s → %s (%i)', (from, location, status, rules) => {
    expect(resolveRedirect(from)).toEqual({ location, status, rules: [...rules] });
  });

  it('returns null for a clean current path', () => {
    expect(resolveRedirect('/market/toyota?x=1')).toBeNull();
    expect(resolveRedirect('/')).toBeNull();
  });
});
