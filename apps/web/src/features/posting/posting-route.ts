/**
 * What the posting routes need before their page's code loads (heads, the edit loader): kept apart from the pages so
 * the route tree does not pull the form into the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import { isApiRequestError, postingQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

/** The car fields another page may pre-fill in a new announcement (the garage's "Продать"). */
export const PREFILL_FIELDS = ['vin', 'plate', 'brand', 'model', 'year', 'engineVolume', 'mileage'] as const;
export type PostingPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

/** `/create-announcement?brand=toyota&model=camry&year=2019…`: the known car fields, as strings; anything else dropped. */
export function prefillSearch(search: Record<string, unknown>): PostingPrefill {
  const out: PostingPrefill = {};
  for (const key of PREFILL_FIELDS) {
    const v = search[key];
    if ((typeof v === 'string' || typeof v === 'number') && String(v).length > 0 && String(v).length <= 40) out[key] = String(v);
  }
  return out;
}

export const CREATE_TITLE = msg`Подать объявление о продаже автомобиля`;
const CREATE_LEAD = msg`VIN, характеристики, цена, фотографии и контакты — черновик сохраняется, пока вы заполняете форму.`;
export const EDIT_TITLE = msg`Редактирование объявления`;

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };
export const createHead = (ctx: HeadCtx) => {
  return pageHead(ctx, ctx.match.context.i18n._(CREATE_TITLE), ctx.match.context.i18n._(CREATE_LEAD), {
    noindex: true,
  });
};
export const editHead = (ctx: HeadCtx) => {
  return pageHead(ctx, ctx.match.context.i18n._(EDIT_TITLE), ctx.match.context.i18n._(EDIT_TITLE), {
    noindex: true,
  });
};

/**
 * Loader of /edit-announcement/{id} (after the sign-in guard): loads the announcement as its owner may edit it, so the
 * form renders on the server. Someone else's announcement answers 403 (the page says so), a missing one is a 404.
 */
export async function loadEditable(
  { queryClient, http, response }: Pick<RouterContext, 'queryClient' | 'http' | 'response'>,
  id: number,
): Promise<{ denied: 403 | null }> {
  try {
    await queryClient.ensureQueryData(postingQueries.editable(http, id));
    return { denied: null };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw notFound();
    if (isApiRequestError(error) && error.status === 403) {
      if (response) response.status = 403;
      return { denied: 403 };
    }
    // Anything else: the page shows the error with a retry.
    return { denied: null };
  }
}
