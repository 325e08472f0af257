/**
 * The server's decision for a request path, in order: redirect (trailing slash + legacy table) → route match
 * (locale prefix stripped) → 404 `Page not found: {path}`. The root-language redirect (`/` → `/kk`) is per visitor
 * and lives in `@jolda/i18n` (`rootRedirect`); the server checks it first.
 */
import { splitLocalePrefix } from './locale-prefix';
import { resolveRedirect, type RedirectContext, type RedirectStatus } from './redirects';
import { matchRoute, notFoundMessage, type RouteMatch } from './routes';
import { splitUrl } from './url-parts';

export type RequestResolution =
  | { type: 'redirect'; location: string; status: RedirectStatus; rules: string[] }
  | ({ type: 'route'; locale: 'ru' | 'kk'; pathname: string } & RouteMatch)
  | { type: 'not-found'; status: 404; message: string; locale: 'ru' | 'kk' };

export function resolveRequest(url: URL | string, ctx: RedirectContext = {}): RequestResolution {
  const redirect = resolveRedirect(url, ctx);
  if (redirect) return { type: 'redirect', ...redirect };
  const { pathname: full } = splitUrl(url);
  const { prefix, pathname } = splitLocalePrefix(full);
  const locale = prefix ? 'kk' : 'ru';
  const match = matchRoute(pathname);
  if (!match) return { type: 'not-found', status: 404, message: notFoundMessage(full), locale };
  return { type: 'route', locale, pathname, ...match };
}
