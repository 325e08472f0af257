/**
 * What the /login route needs before its page's code loads (head, the target after signing in): kept apart from the
 * page so the route tree does not pull the form into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { safeRedirectTarget, stripLocalePrefix } from '@jolda/auth';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

const TITLE = msg`Вход`;
const DESCRIPTION = msg`Вход в Jolda по номеру телефона и коду из СМС`;
export const loginHead = (ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) => {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(TITLE), i18n._(DESCRIPTION), { noindex: true });
};

/** Where to go after signing in: a safe same-site path from `?redirect=`, without the locale prefix, else `/`. */
export function afterLoginTarget(redirect: unknown): string {
  const safe = safeRedirectTarget(redirect, '/');
  const url = new URL(safe, 'http://x.invalid');
  return `${stripLocalePrefix(url.pathname)}${url.search}${url.hash}`;
}
