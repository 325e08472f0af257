/**
 * `/inspected/user/{id}` before its page's code loads: the seller and the page of their inspected cars, together.
 * Someone who never listed a car (or an unknown id) is a 404.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { Seller } from '@jolda/contracts';
import { ApiRequestError, announcementQueries, inspectionQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export async function loadInspectedSeller({ queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>, id: number, page: number): Promise<Seller> {
  try {
    const [seller] = await Promise.all([
      queryClient.ensureQueryData(announcementQueries.seller(http, id)),
      queryClient.ensureQueryData(inspectionQueries.seller(http, id, page)),
    ]);
    return seller;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

export function inspectedSellerHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown }; loaderData?: Seller }) {
  const { i18n } = ctx.match.context;
  const name = ctx.loaderData?.name;
  if (!name) return pageHead(ctx, i18n._(msg`Проверенные автомобили продавца`), i18n._(msg`Автомобили продавца, осмотренные инспекторами Jolda.`));
  return pageHead(
    ctx,
    i18n._(msg`${name}: проверенные автомобили`),
    i18n._(msg`Автомобили продавца ${name}, осмотренные инспекторами Jolda: оценка, чек-лист осмотра и фото.`),
  );
}
