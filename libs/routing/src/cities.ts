/**
 * City slugs known to the router. Used to tell legacy `/new-auto/{city}` URLs apart from the current
 * `/new-auto/{filter…}` route, and for the `city_id` → slug mapping of the old market URLs.
 */
export const CITY_SLUGS = [
  'almaty',
  'astana',
  'shymkent',
  'aktobe',
  'karaganda',
  'taraz',
  'pavlodar',
  'ust-kamenogorsk',
  'semey',
  'atyrau',
  'kostanay',
  'kyzylorda',
  'oral',
  'petropavl',
  'aktau',
  'turkestan',
  'taldykorgan',
  'zhezkazgan',
  'kokshetau',
  'konaev',
  'ekibastuz',
  'temirtau',
  'rudny',
  'zhanaozen',
] as const;

export type CitySlug = (typeof CITY_SLUGS)[number];

const CITY_SET: ReadonlySet<string> = new Set(CITY_SLUGS);

/** Old city slugs that redirect (301) to the current one. Nur-Sultan was the capital's name in 2019–2022. */
export const LEGACY_CITY_SLUGS: Readonly<Record<string, CitySlug>> = Object.freeze({ 'nur-sultan': 'astana' });

/** The spec's numeric city ids of the old market URLs (`/market?city_id=1`). */
export const CITY_ID_TO_SLUG: Readonly<Record<number, CitySlug>> = Object.freeze({
  1: 'almaty',
  2: 'astana',
  19: 'shymkent',
});

export function isCitySlug(value: string): value is CitySlug {
  return CITY_SET.has(value);
}

/** A current city slug, or the current slug a legacy one stands for; otherwise null. */
export function canonicalCitySlug(value: string): CitySlug | null {
  if (isCitySlug(value)) return value;
  return Object.hasOwn(LEGACY_CITY_SLUGS, value) ? (LEGACY_CITY_SLUGS[value] ?? null) : null;
}

export function citySlugById(id: number | string): CitySlug | null {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return Object.hasOwn(CITY_ID_TO_SLUG, n) ? (CITY_ID_TO_SLUG[n] ?? null) : null;
}
