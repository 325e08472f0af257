import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router';

/**
 * `beforeLoad` of the routes that need a signed-in user: an anonymous visitor goes to
 * `/login?redirect=<path>` (a server redirect on first load, a client one on navigation) and
 * comes back after signing in.
 */
export function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: { pathname: string; searchStr: string };
}): void {
  if (context.session.isSignedIn()) return;
  throw redirect({
    to: '/login',
    search: { redirect: `${location.pathname}${location.searchStr}` },
    statusCode: 302,
  });
}
