/**
 * What the /profile/my-publications route needs before its page's code loads (the head): kept apart from the page so
 * the route tree does not pull the page's UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export const MY_PUBLICATIONS_TITLE = msg`Мои объявления`;
export const myPublicationsHead = (ctx: {
  match: { context: RouterContext; pathname: string; search: unknown };
}) => {
  return pageHead(
    ctx,
    ctx.match.context.i18n._(MY_PUBLICATIONS_TITLE),
    ctx.match.context.i18n._(MY_PUBLICATIONS_TITLE),
    { noindex: true },
  );
};
