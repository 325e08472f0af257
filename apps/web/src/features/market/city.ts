/**
 * The buyer's city on the market pages: the `city` query wins, then the city remembered in the `city` cookie, then
 * Almaty. Choosing a city (or opening a link with `?city=`) remembers it for a year.
 */
import type { BootData } from '../../shared/boot';

export const CITY_COOKIE = 'city';
export const DEFAULT_MARKET_CITY = 'almaty';
const SLUG = /^[a-z0-9][a-z0-9-]{0,40}$/;
const YEAR = 365 * 24 * 60 * 60;

export const isCitySlug = (v: unknown): v is string => typeof v === 'string' && SLUG.test(v);

/** The remembered city: the browser's cookie as it is now, the server's from the request. */
export function rememberedCity(boot: Pick<BootData, 'marketCity'>): string | null {
  if (typeof document !== 'undefined') {
    const m = /(?:^|;\s*)city=([^;]*)/.exec(document.cookie);
    const v = m ? decodeURIComponent(m[1]!) : null;
    return isCitySlug(v) ? v : null;
  }
  return boot.marketCity ?? null;
}

export function marketCity(search: { city?: string }, boot: Pick<BootData, 'marketCity'>): string {
  return search.city ?? rememberedCity(boot) ?? DEFAULT_MARKET_CITY;
}

/** Remembers a city for a year (the market pages read it when the URL names none). */
export function rememberCity(slug: string): void {
  if (!isCitySlug(slug) || typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CITY_COOKIE}=${slug}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
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
