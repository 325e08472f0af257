/**
 * What the seller's pages (/announcement/user/{id}, /inspected/user/{id}) need before their page's code loads (head,
 * search validation, the loader's query): kept apart from the page so the route tree does not pull the page's UI into
 * the first JS of every page.
 */
import { msg } from '@lingui/core/macro';
import { pageHead } from '../../app/head';
import type { RouterContext } from '../../app/router';

export const SELLER_PAGE_SIZE = 20;

export const sellerSearch = (seller: number, page: number) => ({ seller, page, pageSize: SELLER_PAGE_SIZE, sort: 'newest' as const });

export function validateSellerSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search['page']);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

export function sellerHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown } }) {
  const { i18n } = ctx.match.context;
  return pageHead(ctx, i18n._(msg`Объявления продавца`), i18n._(msg`Все опубликованные объявления продавца на Jolda.`));
}
