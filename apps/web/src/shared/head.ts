import type { AnyRouteMatch } from '@tanstack/react-router';
import { alternateLinks, canonicalLink, localizePath } from '@jolda/i18n';
import type { RouterContext } from './router-context';

/** Title, description and the language alternates of a page, from its route's `head`. */
export function pageHead(
  ctx: { match: { context: RouterContext; pathname: string; search: unknown } },
  title: string,
  description: string,
  /** `noindex`: a page for one visitor (profile, forms, sign-in) that search engines should not list. */
  { noindex = false }: { noindex?: boolean } = {},
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
      ...alternateLinks({ origin: boot.origin, pathname, search }),
    ],
  };
}
