import {
  AIR_POLLUTANTS,
  type AirCity,
  type AirOverview,
  type AirPoint,
  type AirReading,
  type AirSeries,
  type AirStationNow,
  type AqiResult,
  airOverviewSchema,
  airSeriesQuerySchema,
  airSeriesSchema,
  apiErrorSchema,
  dailyAqi,
  hourlyAqi,
  stationMapUrl,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AirMeasurementRow, type AirStationRow, airMeasurements, listAirStations } from '../../db/repositories/air.js';
import { DEFAULT_AIR, HOUR, floorHour } from '../../lib/air/provider.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';

const DAY = 24 * HOUR;
/** Almaty time (UTC+5 since 1 March 2024): the days of the 30-day chart. */
const ALMATY_OFFSET = 5 * HOUR;
/** A station with no reading in the last 3 hours has no "now". */
const FRESH_HOURS = 3;

type Readings = Map<number, AirMeasurementRow>;

const byStation = (rows: AirMeasurementRow[]) => {
  const out = new Map<number, Readings>();
  for (const r of rows) {
    let m = out.get(r.stationId);
    if (!m) out.set(r.stationId, (m = new Map()));
    m.set(r.at, r);
  }
  return out;
};

const reading = (r: AirMeasurementRow | AirReading | undefined | null) =>
  Object.fromEntries(AIR_POLLUTANTS.map((p) => [p, r?.[p] ?? null])) as Record<(typeof AIR_POLLUTANTS)[number], number | null>;

/** The 12 hours ending at `t`, latest first. */
const last12 = (m: Readings | undefined, t: number) => Array.from({ length: 12 }, (_, i) => m?.get(t - i * HOUR) ?? null);

const worst = (results: Array<AqiResult | null>): AqiResult | null =>
  results.reduce<AqiResult | null>((best, r) => (r && (!best || r.aqi > best.aqi) ? r : best), null);

/** The mean of each pollutant over the readings that have it (2 decimals). */
function meanReading(rows: Array<AirMeasurementRow | null | undefined>) {
  const out = reading(null);
  for (const p of AIR_POLLUTANTS) {
    const values = rows.map((r) => r?.[p]).filter((v): v is number => v != null);
    out[p] = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;
  }
  return out;
}

/** Air quality: the cities and their stations now, and the series behind the charts. */
const air: FastifyPluginAsyncZod<{ clock?: () => number }> = async (app, opts) => {
  const clock = opts.clock ?? Date.now;
  const provider = () => (app.config.air ?? DEFAULT_AIR).provider;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getAirOverview',
        tags: ['air'],
        summary: 'Every city with its stations now (AQI by US EPA breakpoints, concentrations), ranked worst first',
        response: { 200: airOverviewSchema },
      },
    },
    async (req): Promise<AirOverview> => {
      const locale = requestLocale(req);
      const stations = await listAirStations(app.db, provider());
      const now = floorHour(clock());
      const rows = await airMeasurements(app.db, stations.map((s) => s.id), new Date(now - (12 + FRESH_HOURS) * HOUR), new Date(now + HOUR));
      const readings = byStation(rows);
      const updatedAt = rows.length ? Math.max(...rows.map((r) => r.at)) : null;

      const cities = new Map<string, { slug: string; name: string; stations: AirStationNow[] }>();
      for (const s of stations) {
        const m = readings.get(s.id);
        const latest = m ? Math.max(...m.keys()) : null;
        const fresh = latest != null && latest >= now - FRESH_HOURS * HOUR ? latest : null;
        const station: AirStationNow = {
          slug: s.slug,
          name: locale === 'kk' ? s.nameKk : s.nameRu,
          lat: s.lat,
          lon: s.lon,
          mapUrl: stationMapUrl(s.lat, s.lon),
          measuredAt: fresh == null ? null : new Date(fresh).toISOString(),
          aqi: fresh == null ? null : hourlyAqi(last12(m, fresh)),
          reading: fresh == null ? null : reading(m!.get(fresh)),
        };
        const city = cities.get(s.citySlug) ?? { slug: s.citySlug, name: locale === 'kk' ? s.cityKk : s.cityRu, stations: [] };
        city.stations.push(station);
        cities.set(s.citySlug, city);
      }
      const ranked: AirCity[] = [...cities.values()]
        .map((c) => ({ ...c, aqi: worst(c.stations.map((s) => s.aqi)), rank: 0 }))
        .sort((a, b) => (b.aqi?.aqi ?? -1) - (a.aqi?.aqi ?? -1) || a.name.localeCompare(b.name, locale));
      ranked.forEach((c, i) => (c.rank = i + 1));
      return {
        source: { provider: provider(), demo: provider() === 'demo', updatedAt: updatedAt == null ? null : new Date(updatedAt).toISOString() },
        cities: ranked,
      };
    },
  );

  app.get(
    '/series',
    {
      schema: {
        operationId: 'getAirSeries',
        tags: ['air'],
        summary: "A city's or a station's AQI and concentrations: hourly over 24 hours or 7 days, by Almaty day over 30 days",
        querystring: airSeriesQuerySchema,
        response: { 200: airSeriesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req): Promise<AirSeries> => {
      const locale = requestLocale(req);
      const { city: citySlug, station: stationSlug, period } = req.query;
      const all = await listAirStations(app.db, provider());
      const inCity = all.filter((s) => s.citySlug === citySlug);
      if (!inCity.length) throw notFound('air_city_not_found', `No air-quality stations in ${citySlug}`);
      let chosen: AirStationRow[] = inCity;
      if (stationSlug) {
        const one = inCity.find((s) => s.slug === stationSlug);
        if (!one) throw notFound('air_station_not_found', `No station ${stationSlug} in ${citySlug}`);
        chosen = [one];
      }
      const name = (s: AirStationRow) => (locale === 'kk' ? s.nameKk : s.nameRu);
      const first = inCity[0]!;
      const now = floorHour(clock());
      const ids = chosen.map((s) => s.id);

      let points: AirPoint[];
      if (period === '30d') {
        // Almaty days: the day of the last hour that is over (today, so far) and the 29 before it.
        const today = Math.floor((now - HOUR + ALMATY_OFFSET) / DAY) * DAY - ALMATY_OFFSET;
        const from = today - 29 * DAY;
        const readings = byStation(await airMeasurements(app.db, ids, new Date(from), new Date(now + HOUR)));
        const latest = Math.max(from, ...[...readings.values()].flatMap((m) => [...m.keys()]));
        points = Array.from({ length: 30 }, (_, d) => {
          const start = from + d * DAY;
          const hoursSoFar = Math.min(24, Math.floor((latest - start) / HOUR) + 1);
          const minHours = Math.max(1, Math.min(18, Math.floor(hoursSoFar * 0.75)));
          const perStation = chosen.map((s) => Array.from({ length: 24 }, (_, h) => readings.get(s.id)?.get(start + h * HOUR) ?? null));
          const aqi = worst(perStation.map((hours) => dailyAqi(hours, minHours)));
          return { t: new Date(start).toISOString(), aqi: aqi?.aqi ?? null, category: aqi?.category ?? null, reading: meanReading(perStation.flat()) };
        });
      } else {
        const count = period === '24h' ? 24 : 7 * 24;
        const readings = byStation(await airMeasurements(app.db, ids, new Date(now - (count + 12) * HOUR), new Date(now + HOUR)));
        const stored = [...readings.values()].flatMap((m) => [...m.keys()]);
        const end = stored.length ? Math.max(...stored) : now - HOUR;
        points = Array.from({ length: count }, (_, i) => {
          const t = end - (count - 1 - i) * HOUR;
          const aqi = worst(chosen.map((s) => (readings.get(s.id)?.has(t) ? hourlyAqi(last12(readings.get(s.id), t)) : null)));
          return {
            t: new Date(t).toISOString(),
            aqi: aqi?.aqi ?? null,
            category: aqi?.category ?? null,
            reading: meanReading(chosen.map((s) => readings.get(s.id)?.get(t))),
          };
        });
      }
      return {
        city: { slug: first.citySlug, name: locale === 'kk' ? first.cityKk : first.cityRu },
        station: stationSlug ? { slug: chosen[0]!.slug, name: name(chosen[0]!) } : null,
        period,
        step: period === '30d' ? 'day' : 'hour',
        points,
      };
    },
  );
};
export default air;
