import type { Queryable } from '../db.js';
import type { AirProviderName, AirReadingInput, AirStationInput } from '../../lib/air/provider.js';

export interface AirStationRow {
  id: number;
  slug: string;
  citySlug: string;
  cityRu: string;
  cityKk: string;
  nameRu: string;
  nameKk: string;
  lat: number;
  lon: number;
}

export interface AirMeasurementRow {
  stationId: number;
  /** The hour's start, ms since the epoch. */
  at: number;
  pm25: number | null;
  pm10: number | null;
  no2: number | null;
  so2: number | null;
  co: number | null;
}

/** Inserts or updates the provider's stations; answers our id per external id. */
export async function upsertAirStations(db: Queryable, provider: AirProviderName, stations: AirStationInput[]): Promise<Map<string, number>> {
  if (!stations.length) return new Map();
  const col = <K extends keyof AirStationInput>(k: K) => stations.map((s) => s[k]);
  const rows = await db.query<{ id: number; external_id: string }>(
    `insert into air_stations (provider, external_id, slug, city_slug, city_ru, city_kk, name_ru, name_kk, lat, lon)
     select $1::text, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::float8[], $10::float8[])
     on conflict (provider, external_id) do update set
       slug = excluded.slug, city_slug = excluded.city_slug, city_ru = excluded.city_ru, city_kk = excluded.city_kk,
       name_ru = excluded.name_ru, name_kk = excluded.name_kk, lat = excluded.lat, lon = excluded.lon, updated_at = now()
     returning id, external_id`,
    [provider, col('externalId'), col('slug'), col('citySlug'), col('cityRu'), col('cityKk'), col('nameRu'), col('nameKk'), col('lat'), col('lon')],
  );
  return new Map(rows.map((r) => [r.external_id, Number(r.id)]));
}

/** Stores hourly readings (a repeated hour is replaced: a feed may correct itself). Answers the rows written. */
export async function upsertAirMeasurements(db: Queryable, ids: Map<string, number>, readings: AirReadingInput[], batch = 5000): Promise<number> {
  const known = readings.filter((r) => ids.has(r.externalId));
  for (let i = 0; i < known.length; i += batch) {
    const part = known.slice(i, i + batch);
    const col = (k: 'pm25' | 'pm10' | 'no2' | 'so2' | 'co') => part.map((r) => r[k]);
    await db.query(
      `insert into air_measurements (station_id, measured_at, pm25, pm10, no2, so2, co)
       select * from unnest($1::int[], $2::timestamptz[], $3::real[], $4::real[], $5::real[], $6::real[], $7::real[])
       on conflict (station_id, measured_at) do update set
         pm25 = excluded.pm25, pm10 = excluded.pm10, no2 = excluded.no2, so2 = excluded.so2, co = excluded.co`,
      [part.map((r) => ids.get(r.externalId)), part.map((r) => r.hour.toISOString()), col('pm25'), col('pm10'), col('no2'), col('so2'), col('co')],
    );
  }
  return known.length;
}

/** The latest stored hour of a provider's stations, or null. */
export async function latestAirHour(db: Queryable, provider?: AirProviderName): Promise<Date | null> {
  const rows = await db.query<{ at: Date | string | null }>(
    `select max(m.measured_at) as at from air_measurements m join air_stations s on s.id = m.station_id
     where $1::text is null or s.provider = $1`,
    [provider ?? null],
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

export async function pruneAirMeasurements(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from air_measurements where measured_at < $1', [before.toISOString()]);
}

/** Stations of a provider (every provider when none), by city then name. */
export async function listAirStations(db: Queryable, provider?: AirProviderName): Promise<AirStationRow[]> {
  const rows = await db.query<{
    id: number;
    slug: string;
    city_slug: string;
    city_ru: string;
    city_kk: string;
    name_ru: string;
    name_kk: string;
    lat: number;
    lon: number;
  }>(
    `select id, slug, city_slug, city_ru, city_kk, name_ru, name_kk, lat, lon from air_stations
     where $1::text is null or provider = $1 order by city_slug, id`,
    [provider ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    citySlug: r.city_slug,
    cityRu: r.city_ru,
    cityKk: r.city_kk,
    nameRu: r.name_ru,
    nameKk: r.name_kk,
    lat: Number(r.lat),
    lon: Number(r.lon),
  }));
}

/** Readings of the stations in [from, to), oldest first. */
export async function airMeasurements(db: Queryable, stationIds: number[], from: Date, to: Date): Promise<AirMeasurementRow[]> {
  if (!stationIds.length) return [];
  const rows = await db.query<{
    station_id: number;
    at: Date | string;
    pm25: number | null;
    pm10: number | null;
    no2: number | null;
    so2: number | null;
    co: number | null;
  }>(
    `select station_id, measured_at as at, pm25, pm10, no2, so2, co from air_measurements
     where station_id = any($1::int[]) and measured_at >= $2 and measured_at < $3
     order by measured_at, station_id`,
    [stationIds, from.toISOString(), to.toISOString()],
  );
  // `real` reads back with float noise (85.3 → 85.30000305): two decimals are all a reading has.
  const n = (v: number | null) => (v == null ? null : Math.round(Number(v) * 100) / 100);
  return rows.map((r) => ({
    stationId: Number(r.station_id),
    at: new Date(r.at).getTime(),
    pm25: n(r.pm25),
    pm10: n(r.pm10),
    no2: n(r.no2),
    so2: n(r.so2),
    co: n(r.co),
  }));
}
