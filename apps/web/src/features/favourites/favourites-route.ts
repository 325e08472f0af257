/**
 * What the /profile/favourites route needs before its page's code loads (head, loader): kept apart from the page so
 * the route tree does not pull the page's UI into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { favouriteQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export function favouritesHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Избранное`), i18n._(msg`Сохранённые объявления`));
}

export function loadFavourites({ context }: { context: RouterContext }) {
  return context.queryClient.ensureQueryData(favouriteQueries.list(context.http));
}
