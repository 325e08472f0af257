/**
 * What the air-quality pages need before their code loads (search validation, loaders, heads), apart from the pages.
 * `/aua-sapasy?city=&period=` and `/aua-sapasy/details?city=&station=&period=`: an unknown city or station is a 404.
 */
import { notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AIR_PERIODS, type AirPeriod } from '@jolda/contracts';
import { ApiRequestError, airQueries } from '@jolda/api-client';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';

type Ctx = Pick<RouterContext, 'queryClient' | 'http'>;
type HeadCtx = { match: { context: RouterContext; pathname: string; search: unknown } };

export const DEFAULT_AIR_CITY = 'almaty';
const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export interface AirSearch {
  city?: string;
  station?: string;
  period?: AirPeriod;
}

/** Keeps what is well formed; a malformed city or station is kept too, so the loader can answer 404 for it. */
export function validateAirSearch(search: Record<string, unknown>): AirSearch {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const period = AIR_PERIODS.find((p) => p === search['period']);
  return {
    ...(text(search['city']) ? { city: text(search['city']) } : {}),
    ...(text(search['station']) ? { station: text(search['station']) } : {}),
    ...(period && period !== '24h' ? { period } : {}),
  };
}

export interface AirPageData {
  city: string;
  station: string | null;
  period: AirPeriod;
  /** For the head: the place's names and its AQI now. */
  cityName: string;
  stationName: string | null;
  aqi: number | null;
}

async function load(ctx: Ctx, search: AirSearch, withStation: boolean): Promise<AirPageData> {
  const overview = await ctx.queryClient.ensureQueryData(airQueries.overview(ctx.http));
  const city = search.city ?? (overview.cities.some((c) => c.slug === DEFAULT_AIR_CITY) ? DEFAULT_AIR_CITY : overview.cities[0]?.slug);
  const known = overview.cities.find((c) => c.slug === city);
  if (!city || !known || !SLUG.test(city)) throw notFound();
  const station = withStation ? (search.station ?? null) : null;
  if (station !== null && !known.stations.some((s) => s.slug === station)) throw notFound();
  const period = search.period ?? '24h';
  try {
    await ctx.queryClient.ensureQueryData(airQueries.series(ctx.http, { city, ...(station ? { station } : {}), period }));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
  const stationNow = station ? known.stations.find((s) => s.slug === station) : undefined;
  return {
    city,
    station,
    period,
    cityName: known.name,
    stationName: stationNow?.name ?? null,
    aqi: (stationNow ? stationNow.aqi?.aqi : known.aqi?.aqi) ?? null,
  };
}

export const loadAirHome = (ctx: Ctx, search: AirSearch) => load(ctx, search, false);
export const loadAirDetails = (ctx: Ctx, search: AirSearch) => load(ctx, search, true);

export function airHomeHead(ctx: HeadCtx & { loaderData?: AirPageData }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData;
  const title = d
    ? i18n._(msg`Качество воздуха: ${d.cityName} — AQI ${d.aqi ?? '—'}`)
    : i18n._(msg`Качество воздуха в городах Казахстана`);
  return pageHead(ctx, title, i18n._(msg`Индекс качества воздуха AQI, PM2.5, PM10, NO₂, SO₂ и CO по станциям, рейтинг городов, графики за сутки, неделю и месяц, советы водителям.`));
}

export function airDetailsHead(ctx: HeadCtx & { loaderData?: AirPageData }) {
  const { i18n } = ctx.match.context;
  const d = ctx.loaderData;
  const place = d ? (d.stationName ? `${d.cityName}, ${d.stationName}` : d.cityName) : '';
  return pageHead(
    ctx,
    i18n._(msg`Качество воздуха: ${place} — подробно`),
    i18n._(msg`Станции мониторинга, концентрации PM2.5, PM10, NO₂, SO₂ и CO, AQI по часам и дням, станция на карте.`),
  );
}
