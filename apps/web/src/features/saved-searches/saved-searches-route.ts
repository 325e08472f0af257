import { msg } from '@lingui/core/macro';
import { savedSearchQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { loadDeepLinkCatalog } from '../search';

export const SAVED_SEARCHES_TITLE = msg`Сохранённые поиски`;

export function savedSearchesHead(ctx: {
  match: { context: RouterContext; pathname: string; search: unknown };
}) {
  const { i18n } = ctx.match.context;
  return pageHead(
    ctx,
    i18n._(SAVED_SEARCHES_TITLE),
    i18n._(msg`Ваши поиски автомобилей и новые объявления по ним`),
    { noindex: true },
  );
}

/**
 * The saved searches, and the catalogue their links to `/cars/…` are built with (models of the brands they name).
 * Fetched on every visit (not `ensureQueryData`): the search page's save button keeps the same list in the cache, and
 * this page is where the totals and new matches must be current.
 */
export async function loadSavedSearches({ context }: { context: RouterContext }) {
  const list = await context.queryClient.fetchQuery(savedSearchQueries.list(context.http));
  const brands = list.items.flatMap((s) => (Array.isArray(s.filter.brand) ? (s.filter.brand as string[]) : []));
  const catalog = await loadDeepLinkCatalog(context.queryClient, context.http, brands);
  return { catalog };
}
