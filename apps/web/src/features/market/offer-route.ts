/** What `/new-auto/detail/{id}`, `/new-auto/equipment/{id}` and `/new-auto/compare/{id}` need before their code loads. */
import { msg } from '@lingui/core/macro';
import type { Comparison, OfferDetail, TrimDetail } from '@jolda/contracts';
import { marketQueries } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { orNotFound } from './market-route';

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

export const loadOffer = ({ queryClient, http }: RouterContext, id: number) =>
  orNotFound(queryClient.ensureQueryData(marketQueries.offer(http, id)));

export const loadTrim = ({ queryClient, http }: RouterContext, slug: string) =>
  orNotFound(queryClient.ensureQueryData(marketQueries.trim(http, slug)));

export const loadComparison = ({ queryClient, http }: RouterContext, id: number) =>
  orNotFound(queryClient.ensureQueryData(marketQueries.comparison(http, id)));

export function offerHead(ctx: HeadCtx & { loaderData?: OfferDetail }) {
  const { i18n, locale } = ctx.match.context;
  const d = ctx.loaderData;
  if (!d) return pageHead(ctx, i18n._(msg`Предложение дилера`), i18n._(msg`Новый автомобиль у официального дилера.`));
  const o = d.offer;
  const car = `${o.brand.name} ${o.model.name} ${o.trim.name} ${o.year}`;
  const amount = formatPrice(o.finalPrice, locale);
  const dealer = o.dealer.name;
  return pageHead(ctx, i18n._(msg`${car} за ${amount} — ${dealer}`), i18n._(msg`Новый ${car}, цвет ${o.colour.name}: цена ${amount}, оснащение, кредит и тест-драйв у дилера ${dealer}.`));
}

export function trimHead(ctx: HeadCtx & { loaderData?: TrimDetail }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData;
  if (!d) return pageHead(ctx, i18n._(msg`Оснащение комплектации`), i18n._(msg`Полное оснащение комплектации.`));
  const car = `${d.brand.name} ${d.model.name} ${d.trim.name}`;
  return pageHead(ctx, i18n._(msg`${car}: оснащение и характеристики`), i18n._(msg`Полный список оснащения ${car} по группам: стандарт, опции с ценами.`));
}

export function compareHead(ctx: HeadCtx & { loaderData?: Comparison }) {
  const { i18n } = ctx.match.context;
  const names = ctx.loaderData?.columns.map((c) => `${c.brand.name} ${c.model.name} ${c.trim.name}`).join(', ') ?? '';
  return pageHead(ctx, i18n._(msg`Сравнение: ${names}`), i18n._(msg`Характеристики, цены и оснащение рядом, отличия отмечены.`), { noindex: true });
}
