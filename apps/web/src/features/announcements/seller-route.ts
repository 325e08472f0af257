/**
 * What the seller's page (/announcement/user/{id}; /inspected/user/{id} reuses its search validation) needs before their page's code loads (head,
 * search validation, the loader's query): kept apart from the page so the route tree does not pull the page's UI into
 * the first JS of every page.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { Seller } from '@jolda/contracts';
import { announcementQueries, ApiRequestError, inspectionQueries, marketQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

export const SELLER_PAGE_SIZE = 20;

export const sellerSearch = (seller: number, page: number) => ({ seller, page, pageSize: SELLER_PAGE_SIZE, sort: 'newest' as const });

export function validateSellerSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search['page']);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

/**
 * Loader of the seller's pages: the seller's profile and the page of their announcements, together (and a dealer's
 * contacts). Someone who never listed a car (or an unknown id) is a 404.
 */
export async function loadSeller(
  { queryClient, http }: Pick<RouterContext, 'queryClient' | 'http'>,
  id: number,
  page: number,
): Promise<Seller> {
  const cars = queryClient.ensureQueryData(announcementQueries.search(http, sellerSearch(id, page)));
  // How many of the seller's cars were inspected (the link to /inspected/user/{id}); the page does without it.
  const inspected = queryClient.prefetchQuery(inspectionQueries.seller(http, id, 1));
  try {
    const [seller] = await Promise.all([queryClient.ensureQueryData(announcementQueries.seller(http, id)), cars, inspected]);
    // A dealer's address and hours are rendered with the page; without them the page still shows the cars.
    if (seller.dealer) await queryClient.ensureQueryData(marketQueries.dealer(http, seller.dealer.slug)).catch(() => null);
    return seller;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

export function sellerHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown }; loaderData?: Seller }) {
  const { i18n } = ctx.match.context;
  const seller = ctx.loaderData;
  if (!seller) return pageHead(ctx, i18n._(msg`Объявления продавца`), i18n._(msg`Все опубликованные объявления продавца на Jolda.`));
  const { name } = seller;
  return pageHead(
    ctx,
    i18n._(msg`${name}: объявления о продаже автомобилей`),
    seller.type === 'dealer'
      ? i18n._(msg`Все автомобили дилера ${name} на Jolda: цены, фото и характеристики.`)
      : i18n._(msg`Все автомобили продавца ${name} на Jolda: цены, фото и характеристики.`),
  );
}
