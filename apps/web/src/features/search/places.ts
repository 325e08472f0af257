/**
 * The places a buyer picks from (the search's filter, the home page's quick search), as the catalogue API tells them:
 * "Города" — every city, a city of republican significance (Алматы, Астана, Шымкент) once, as the city — then
 * "Области" — the oblasts, each meaning the whole region ("Алматинская область"). Values are `city:<slug>` or
 * `region:<slug>`.
 */
import type { City, Region } from '@jolda/contracts';

export interface PlaceOption {
  value: string;
  label: string;
  group: string;
}

export interface Place {
  city?: string;
  region?: string;
}

const collators = new Map<string, Intl.Collator>();

/**
 * One collator per locale, made once: `a.localeCompare(b, locale)` builds a new ICU collator on every call, and sorting
 * the ~130 places made hundreds of them — ~70 ms of the home page's hydration at 4× CPU (profiled), for the same order.
 */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

export function placeOptions(
  cities: readonly Pick<City, 'slug' | 'name'>[],
  regions: readonly Pick<Region, 'slug' | 'name' | 'city'>[],
  groups: { cities: string; regions: string },
  locale: string,
): PlaceOption[] {
  const collator = collatorFor(locale);
  const byName = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label);
  return [
    ...cities.map((c) => ({ value: `city:${c.slug}`, label: c.name, group: groups.cities })).sort(byName),
    ...regions
      .filter((r) => r.city === null)
      .map((r) => ({ value: `region:${r.slug}`, label: r.name, group: groups.regions }))
      .sort(byName),
  ];
}

/** The option value of a place (null: the whole country). */
export function placeValue(p: Place): string | null {
  return p.city ? `city:${p.city}` : p.region ? `region:${p.region}` : null;
}

/** The place an option value names (both undefined for the whole country: null, `all`). */
export function placeFrom(value: string | null): { city: string | undefined; region: string | undefined } {
  const [kind, slug] = (value ?? ':').split(':');
  return { city: kind === 'city' && slug ? slug : undefined, region: kind === 'region' && slug ? slug : undefined };
}
