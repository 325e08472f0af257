/**
 * What the market's pages need before their code loads (loaders, heads, search validation): kept apart from the pages
 * so the route tree does not pull the pages' UI into every page's first JS.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MarketBrandPage, MarketHome, MarketModelPage } from '@jolda/contracts';
import { ApiRequestError, marketQueries } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { marketCity } from './city';

type Ctx = Pick<RouterContext, 'queryClient' | 'http' | 'boot'>;
type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

/** An API 404 (unknown brand, model, dealer, trim, offer…) is the page's 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export interface MarketPlaceDeps {
  city: string;
  premium: boolean;
}

export const marketDeps = (search: { city?: string }, boot: RouterContext['boot'], premium: boolean): MarketPlaceDeps => ({
  city: marketCity(search, boot),
  premium,
});

/** The place the pages show: a city with dealers (an unknown or dealer-less one falls back to Almaty). */
async function resolvePlace({ queryClient, http }: Ctx, deps: MarketPlaceDeps): Promise<MarketPlaceDeps> {
  const cities = await queryClient.ensureQueryData(marketQueries.cities(http));
  return cities.items.some((c) => c.slug === deps.city) ? deps : { ...deps, city: 'almaty' };
}

/** `/market`, `/market/premium`: the city's page and the list of cities. */
export async function loadMarketHome(ctx: Ctx, deps: MarketPlaceDeps): Promise<{ place: MarketPlaceDeps; home: MarketHome }> {
  const place = await resolvePlace(ctx, deps);
  return { place, home: await ctx.queryClient.ensureQueryData(marketQueries.home(ctx.http, place)) };
}

export async function loadMarketBrand(ctx: Ctx, brand: string, deps: MarketPlaceDeps): Promise<{ place: MarketPlaceDeps; page: MarketBrandPage }> {
  const place = await resolvePlace(ctx, deps);
  return { place, page: await orNotFound(ctx.queryClient.ensureQueryData(marketQueries.brand(ctx.http, brand, place))) };
}

export async function loadMarketModel(
  ctx: Ctx,
  brand: string,
  model: string,
  deps: MarketPlaceDeps,
): Promise<{ place: MarketPlaceDeps; page: MarketModelPage }> {
  const place = await resolvePlace(ctx, deps);
  return { place, page: await orNotFound(ctx.queryClient.ensureQueryData(marketQueries.model(ctx.http, brand, model, place))) };
}

export function marketHomeHead(premium: boolean) {
  return (ctx: HeadCtx & { loaderData?: { home: MarketHome } }) => {
    const { i18n } = ctx.match.context;
    const city = ctx.loaderData?.home.city.name ?? '';
    return premium
      ? pageHead(ctx, i18n._(msg`Премиальные автомобили от официальных дилеров — ${city}`), i18n._(msg`Новые премиальные автомобили у официальных дилеров: цены, комплектации, тест-драйв и кредит.`))
      : pageHead(ctx, i18n._(msg`Новые автомобили от официальных дилеров — ${city}`), i18n._(msg`Маркет новых автомобилей: цены дилеров, комплектации, кредит с ГЭСВ, запись на тест-драйв и заявка на покупку.`));
  };
}

export function marketBrandHead(ctx: HeadCtx & { loaderData?: { page: MarketBrandPage } }) {
  const { i18n, locale } = ctx.match.context;
  const page = ctx.loaderData?.page;
  if (!page) return pageHead(ctx, i18n._(msg`Маркет`), i18n._(msg`Новые автомобили от официальных дилеров.`));
  const brand = page.brand.name;
  const city = page.city.name;
  const from = formatPrice(Math.min(...page.models.map((m) => m.offerPriceFrom ?? m.priceFrom)), locale);
  return pageHead(
    ctx,
    i18n._(msg`Новые ${brand}: модели и цены — ${city}`),
    i18n._(msg`Новые автомобили ${brand} у официальных дилеров: цены от ${from}, комплектации, кредит и тест-драйв.`),
  );
}

export function marketModelHead(ctx: HeadCtx & { loaderData?: { page: MarketModelPage } }) {
  const { i18n, locale } = ctx.match.context;
  const page = ctx.loaderData?.page;
  if (!page) return pageHead(ctx, i18n._(msg`Маркет`), i18n._(msg`Новые автомобили от официальных дилеров.`));
  const car = `${page.brand.name} ${page.model.name}`;
  const city = page.city.name;
  const from = formatPrice(Math.min(...page.trims.map((t) => t.price)), locale);
  return pageHead(
    ctx,
    i18n._(msg`${car}: цены, комплектации и дилеры — ${city}`),
    i18n._(msg`Новый ${car} от ${from}: комплектации и оснащение, цвета, предложения дилеров, расчёт кредита и запись на тест-драйв.`),
  );
}
