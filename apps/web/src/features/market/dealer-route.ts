/** What the dealers' and autocentres' pages need before their code loads. */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { AutocentreDetail, AutocentreList, DealerDetail, DealerList } from '@jolda/contracts';
import { marketQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { orNotFound } from './market-route';

type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

export const loadDealer = ({ queryClient, http }: RouterContext, slug: string) =>
  orNotFound(queryClient.ensureQueryData(marketQueries.dealer(http, slug)));

/** `/dealers/{city or brand}`: a market city's dealers, or a brand's in every city; anything else is a 404. */
export async function loadDealers({ queryClient, http }: RouterContext, address: string): Promise<{ by: { city?: string; brand?: string }; list: DealerList }> {
  const cities = await queryClient.ensureQueryData(marketQueries.cities(http));
  const by = cities.items.some((c) => c.slug === address) ? { city: address } : { brand: address };
  const list = await orNotFound(queryClient.ensureQueryData(marketQueries.dealers(http, by)));
  if (!list.items.length) throw notFound();
  return { by, list };
}

/** `/autocenters/{…}`: no tail (every city), a market city's slug, or an autocentre's slug. */
export type AutocentresData = { kind: 'list'; city?: string; list: AutocentreList } | { kind: 'centre'; slug: string; centre: AutocentreDetail };

export async function loadAutocentres({ queryClient, http }: RouterContext, splat: string): Promise<AutocentresData> {
  const segments = splat ? splat.split('/') : [];
  if (segments.length > 1) throw notFound();
  const first = segments[0];
  // The market's city picker (MarketNav) reads the cities: loaded here, or the server's render would suspend on them.
  await queryClient.ensureQueryData(marketQueries.cities(http));
  if (!first) return { kind: 'list', list: await queryClient.ensureQueryData(marketQueries.autocentres(http, undefined)) };
  const all = await queryClient.ensureQueryData(marketQueries.autocentres(http, undefined));
  if (all.cities.some((c) => c.slug === first)) {
    return { kind: 'list', city: first, list: await queryClient.ensureQueryData(marketQueries.autocentres(http, first)) };
  }
  return { kind: 'centre', slug: first, centre: await orNotFound(queryClient.ensureQueryData(marketQueries.autocentre(http, first))) };
}

export function dealerHead(ctx: HeadCtx & { loaderData?: DealerDetail }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData?.dealer;
  if (!d) return pageHead(ctx, i18n._(msg`Дилер`), i18n._(msg`Автосалон: адрес, часы работы, автомобили в наличии.`));
  const brands = d.brands.map((b) => b.name).join(', ');
  return pageHead(ctx, i18n._(msg`${d.name} — ${d.city.name}`), i18n._(msg`${d.name}: ${brands}. Адрес ${d.address}, часы работы, автомобили в наличии, тест-драйв, кредит и отзывы.`));
}

export function dealersHead(ctx: HeadCtx & { loaderData?: { list: DealerList } }) {
  const { i18n } = ctx.match.context;
  const l = ctx.loaderData?.list;
  const what = l?.brand ? l.brand.name : (l?.city?.name ?? '');
  return pageHead(ctx, i18n._(msg`Автосалоны и дилеры — ${what}`), i18n._(msg`Официальные дилеры: адреса, часы работы, рейтинг по отзывам покупателей, автомобили в наличии.`));
}

export function autocentresHead(ctx: HeadCtx & { loaderData?: Awaited<ReturnType<typeof loadAutocentres>> }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData;
  if (d?.kind === 'centre') {
    const c = d.centre.autocentre;
    return pageHead(ctx, i18n._(msg`${c.name} — ${c.city.name}`), i18n._(msg`${c.name}, ${c.address}: дилеры и автомобили в наличии.`));
  }
  const city = d?.list.city?.name;
  return pageHead(
    ctx,
    city ? i18n._(msg`Автоцентры — ${city}`) : i18n._(msg`Автоцентры Казахстана`),
    i18n._(msg`Автоцентры, где в одном месте работают несколько официальных дилеров: адреса, марки, автомобили в наличии.`),
  );
}
