/**
 * The buyer's city on the market pages: the `city` query wins, then the remembered city (`shared/buyer-city.ts`, the
 * `city` cookie), then Almaty. Choosing a city (or opening a link with `?city=`) remembers it for a year.
 */
import type { BootData } from '../../shared/boot';
import { isCitySlug, rememberedCity } from '../../shared/buyer-city';

export { CITY_COOKIE, forgetCity, isCitySlug, rememberCity, rememberedCity } from '../../shared/buyer-city';
export const DEFAULT_MARKET_CITY = 'almaty';

export function marketCity(search: { city?: string }, boot: Pick<BootData, 'marketCity'>): string {
  return search.city ?? rememberedCity(boot) ?? DEFAULT_MARKET_CITY;
}

/** `?city=` of the market pages: a slug, else nothing (an unknown city falls back to the remembered one). */
export function validateCitySearch(search: Record<string, unknown>): { city?: string } {
  return isCitySlug(search['city']) ? { city: search['city'] } : {};
}

/** `?city=&trim=&colour=` of a model page (a deep link to a trim and a paint). */
export function validateModelSearch(search: Record<string, unknown>): { city?: string; trim?: string; colour?: string } {
  const slug = (v: unknown) => (typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,80}$/.test(v) ? v : undefined);
  return { ...validateCitySearch(search), ...(slug(search['trim']) ? { trim: slug(search['trim']) } : {}), ...(slug(search['colour']) ? { colour: slug(search['colour']) } : {}) };
}
