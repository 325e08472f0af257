/**
 * The buyer's city, remembered in the `city` cookie (a city slug, a year, SameSite=Lax) when they choose one in the
 * market, the search's place filter or the home page's quick search, and forgotten when they remove it there ("Весь
 * Казахстан"). The market pages: the `city` query wins, then the remembered city, then Almaty. The cars search: a URL
 * with no place goes to the remembered city's address (`deep-link-step.ts`). The assistant: a first question naming no
 * place looks there. A page made with the cookie is private (the web server shares only pages without it).
 */
import type { BootData } from './boot';

export const CITY_COOKIE = 'city';
/**
 * The place field's explicit "Весь Казахстан" (`city=all`): the home page's form sent without its code says the buyer
 * chose the whole country, so `/cars` forgets the remembered city (on the server too) instead of applying it.
 */
export const WHOLE_COUNTRY = 'all';
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

/** Remembers a city for a year. */
export function rememberCity(slug: string): void {
  if (!isCitySlug(slug) || typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CITY_COOKIE}=${slug}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
}

/** Forgets the remembered city (the buyer chose the whole country). */
export function forgetCity(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${CITY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
