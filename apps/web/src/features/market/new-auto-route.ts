/** What `/new-auto/{filter…}` needs before its page's code loads: the deep link read, checked and loaded. */
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { OfferSearchResult } from '@jolda/contracts';
import { marketQueries } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { orNotFound } from './market-route';
import { type NewAutoFilter, newAutoHref, parseNewAutoLink, toOfferQuery } from './new-auto-link';

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

/** Reads the link; 404 when it cannot be a filter; 301 to the canonical spelling of the same filter. */
export function newAutoBeforeLoad({ params, location, context }: { params: { _splat: string }; location: ParsedLocation; context: RouterContext }): {
  newAuto: NewAutoFilter;
} {
  const query = Object.fromEntries(new URLSearchParams(location.searchStr));
  const filter = parseNewAutoLink(params._splat, query);
  if (!filter) throw notFound();
  const canonical = newAutoHref(filter);
  const current = `/new-auto${params._splat ? `/${params._splat}` : ''}${location.searchStr.replace(/%2C/gi, ',')}`;
  if (canonical !== current) throw redirect({ href: localizePath(canonical, context.locale), statusCode: 301, replace: true });
  return { newAuto: filter };
}

export interface NewAutoData {
  filter: NewAutoFilter;
  result: OfferSearchResult;
  names: { brand: string | null; model: string | null; city: string | null };
}

/** The brand and model must be on the market (404 otherwise), the city a market city; then the page of offers. */
export async function loadNewAuto({ queryClient, http }: RouterContext, filter: NewAutoFilter): Promise<NewAutoData> {
  const cities = queryClient.ensureQueryData(marketQueries.cities(http));
  let brand: string | null = null;
  let model: string | null = null;
  if (filter.brand) {
    const page = await orNotFound(queryClient.ensureQueryData(marketQueries.brand(http, filter.brand, { city: 'almaty' })));
    brand = page.brand.name;
    if (filter.model) {
      const m = page.models.find((x) => x.slug === filter.model);
      if (!m) throw notFound();
      model = m.name;
    }
  }
  const cityList = (await cities).items;
  const city = filter.city ? (cityList.find((c) => c.slug === filter.city)?.name ?? null) : null;
  if (filter.city && !city) throw notFound();
  const result = await queryClient.ensureQueryData(marketQueries.offers(http, toOfferQuery(filter)));
  return { filter, result, names: { brand, model, city } };
}

export function newAutoHead(ctx: HeadCtx & { loaderData?: NewAutoData }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData;
  const what = [d?.names.brand, d?.names.model].filter(Boolean).join(' ') || i18n._(msg`автомобили`);
  const total = d?.result.total ?? 0;
  const where = d?.names.city ? ` — ${d.names.city}` : '';
  return pageHead(
    ctx,
    i18n._(msg`Новые ${what} от дилеров${where}`),
    i18n._(msg`Предложения официальных дилеров: ${total}. Цены со скидками, в наличии и под заказ, кредит и тест-драйв.`),
  );
}
