import type { AnyRouteMatch } from '@tanstack/react-router';
import { HREFLANG, X_DEFAULT_HREFLANG, alternateLinks, canonicalLink, localizePath, type Locale } from '@jolda/i18n';
import type { RouterContext } from './router-context';

/** Title, description and the language alternates of a page, from its route's `head`. */
export function pageHead(
  ctx: { match: { context: RouterContext; pathname: string; search: unknown } },
  title: string,
  description: string,
  /** `noindex`: a page for one visitor (profile, forms, sign-in) that search engines should not list. */
  {
    noindex = false,
    locales,
  }: {
    noindex?: boolean;
    /** The languages the page exists in (content written per language): alternates name only these. All when omitted. */
    locales?: readonly Locale[];
  } = {},
): { meta: AnyRouteMatch['meta']; links: AnyRouteMatch['links'] } {
  const { context, pathname } = ctx.match;
  const { boot } = context;
  const search = new URLSearchParams(
    Object.entries((ctx.match.search ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const fullTitle = title.includes('Jolda') ? title : `${title} — Jolda`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: context.locale === 'kk' ? 'kk_KZ' : 'ru_RU' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      canonicalLink({ origin: boot.origin, pathname: localizePath(pathname, context.locale), search }),
      ...alternatesOf(alternateLinks({ origin: boot.origin, pathname, search }), locales),
    ],
  };
}

/**
 * Alternates of a page that exists only in some languages: those languages, and `x-default` → the Russian version if
 * it exists, else the one language there is. A page in one language alone has no alternates at all.
 */
function alternatesOf<L extends { hrefLang?: string; href: string }>(links: L[], locales: readonly Locale[] | undefined): L[] {
  if (!locales) return links;
  if (locales.length < 2) return [];
  const tags = new Set(locales.map((l) => HREFLANG[l]));
  return links.filter((l) => l.hrefLang === X_DEFAULT_HREFLANG || (l.hrefLang !== undefined && tags.has(l.hrefLang)));
}
