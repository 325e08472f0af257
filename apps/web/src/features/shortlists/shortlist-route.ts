/**
 * What the /myroll/{id} route needs before its page's code loads (params, loader, head): kept apart from the page so
 * the route tree does not pull the page's UI into the first JS of every page.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { Shortlist } from '@jolda/contracts';
import { SHORTLIST_ID } from '@jolda/contracts';
import { ApiRequestError, shortlistQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

/** `{id}` of /myroll/{id}: the 24-character link id; anything else is the not-found page (404). */
export const shortlistParams = {
  parse: ({ id }: { id: string }): { id: string } => {
    if (!SHORTLIST_ID.test(id)) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};

/** The list by its link, signed in or not; an unknown list is a 404. */
export async function loadShortlist({ queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>, id: string): Promise<Shortlist> {
  try {
    return await queryClient.ensureQueryData(shortlistQueries.detail(http, id));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

/** A private list shared by link: its name as the title, never indexed. */
export function shortlistHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown }; loaderData?: Shortlist }) {
  const { i18n } = ctx.match.context;
  const title = ctx.loaderData ? i18n._(msg`Подборка «${ctx.loaderData.name}»`) : i18n._(msg`Подборка`);
  return pageHead(ctx, title, i18n._(msg`Автомобили из подборки с текущими ценами и статусом`), { noindex: true });
}
