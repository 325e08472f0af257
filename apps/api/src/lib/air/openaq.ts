/**
 * The production provider: an OpenAQ-compatible JSON feed (`AIR_PROVIDER=openaq`, `AIR_FEED_URL`). It reads the
 * `results` of OpenAQ's measurements answers — v2 (`locationId`, `location`, `city`, `parameter`, `value`, `unit`,
 * `date.utc`, `coordinates`) and v3 (`locationsId`, `parameter: { name, units }`, `period.datetimeFrom.utc` or
 * `datetime.utc`, `locality`) — averages them per station and hour, converts units to ours (µg/m³; CO mg/m³) and keeps
 * stations whose city is one of ours. `{since}` and `{until}` in the URL become the window's ISO instants (e.g.
 * `https://api.openaq.org/v2/measurements?country=KZ&date_from={since}&date_to={until}&limit=10000`); `AIR_FEED_API_KEY`
 * is sent as `X-API-Key`.
 */
import type { AirPollutant } from '@jolda/contracts';
import { CITIES } from '../../db/seed/places.js';
import { type AirBatch, type AirProvider, type AirReadingInput, type AirStationInput, floorHour } from './provider.js';

const ALIASES: Record<string, string> = {
  'nur-sultan': 'astana',
  'нур-султан': 'astana',
  oskemen: 'ust-kamenogorsk',
  'ust-kamenogorsk': 'ust-kamenogorsk',
  'ust kamenogorsk': 'ust-kamenogorsk',
  karagandy: 'karaganda',
  qaraghandy: 'karaganda',
  aqtobe: 'aktobe',
  aqtau: 'aktau',
  uralsk: 'oral',
  petropavlovsk: 'petropavl',
  semipalatinsk: 'semey',
  kostanai: 'kostanay',
  qostanay: 'kostanay',
  temirtaū: 'temirtau',
  almaty: 'almaty',
  'alma-ata': 'almaty',
};

/** Our city for a feed's city name (latin, Russian or Kazakh spelling), or null. */
export function cityFromFeed(name: unknown): (typeof CITIES)[number] | null {
  if (typeof name !== 'string') return null;
  const n = name.trim().toLowerCase();
  const slug = ALIASES[n] ?? n.replace(/\s+/g, '-');
  return CITIES.find((c) => c.slug === slug || c.ru.toLowerCase() === n || c.kk.toLowerCase() === n) ?? null;
}

const PARAMETERS: Record<string, AirPollutant> = { pm25: 'pm25', 'pm2.5': 'pm25', pm10: 'pm10', no2: 'no2', so2: 'so2', co: 'co' };
const MOLAR = { no2: 46.0055, so2: 64.066, co: 28.01 } as const;

/** A feed value in our unit (µg/m³; CO mg/m³), or null for a unit we do not know or a negative value. */
export function toStoredUnit(p: AirPollutant, value: number, unit: string): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const u = unit.trim().toLowerCase().replace('μ', 'µ').replace('³', '3');
  const ugm3 = u === 'µg/m3' || u === 'ug/m3';
  const mgm3 = u === 'mg/m3';
  if (p === 'pm25' || p === 'pm10') return ugm3 ? value : mgm3 ? value * 1000 : null;
  const m = MOLAR[p];
  const ppb = u === 'ppb' ? value : u === 'ppm' ? value * 1000 : null;
  if (p === 'co') {
    if (mgm3) return value;
    if (ugm3) return value / 1000;
    return ppb == null ? null : ((ppb / 1000) * m) / 24.45;
  }
  if (ugm3) return value;
  if (mgm3) return value * 1000;
  return ppb == null ? null : (ppb * m) / 24.45;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** Station and hourly readings from a feed answer's `results`. */
export function parseOpenAqResults(body: unknown): AirBatch {
  const results = obj(body)['results'];
  if (!Array.isArray(results)) throw new Error('air feed: no `results` array');
  const stations = new Map<string, AirStationInput>();
  const sums = new Map<string, { externalId: string; hour: number; sum: Partial<Record<AirPollutant, [number, number]>> }>();
  for (const raw of results) {
    const r = obj(raw);
    const param = obj(r['parameter']);
    const pollutant = PARAMETERS[(str(r['parameter']) ?? str(param['name']) ?? '').toLowerCase()];
    const id = str(r['locationId']) ?? str(r['locationsId']) ?? str(r['location_id']);
    // v3's `period.datetimeFrom` is the hour's start; v2's `date` and v3's `datetime` are stamped at its end.
    const from = str(obj(obj(r['period'])['datetimeFrom'])['utc']);
    const when = from ?? str(obj(r['date'])['utc']) ?? str(obj(r['datetime'])['utc']);
    const value = typeof r['value'] === 'number' ? r['value'] : Number.NaN;
    const unit = str(r['unit']) ?? str(param['units']) ?? '';
    const coords = obj(r['coordinates']);
    const lat = Number(coords['latitude']);
    const lon = Number(coords['longitude']);
    const city = cityFromFeed(r['city'] ?? r['locality']);
    if (!pollutant || !id || !when || !city || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const at = Date.parse(when);
    const stored = toStoredUnit(pollutant, value, unit);
    if (!Number.isFinite(at) || stored == null) continue;
    const externalId = `openaq:${id}`;
    if (!stations.has(externalId)) {
      const name = (str(r['location']) ?? str(r['locationName']) ?? `OpenAQ ${id}`).slice(0, 120);
      stations.set(externalId, {
        externalId,
        slug: `${city.slug}-openaq-${id.replace(/[^a-z0-9]/gi, '').toLowerCase()}`.slice(0, 64),
        citySlug: city.slug,
        cityRu: city.ru,
        cityKk: city.kk,
        nameRu: name,
        nameKk: name,
        lat,
        lon,
      });
    }
    const hour = floorHour(from ? at : at - 1);
    const key = `${externalId}|${hour}`;
    const entry = sums.get(key) ?? { externalId, hour, sum: {} };
    const [s, n] = entry.sum[pollutant] ?? [0, 0];
    entry.sum[pollutant] = [s + stored, n + 1];
    sums.set(key, entry);
  }
  const mean = (v: [number, number] | undefined) => (v ? Math.round((v[0] / v[1]) * 100) / 100 : null);
  const readings: AirReadingInput[] = [...sums.values()].map((e) => ({
    externalId: e.externalId,
    hour: new Date(e.hour),
    pm25: mean(e.sum.pm25),
    pm10: mean(e.sum.pm10),
    no2: mean(e.sum.no2),
    so2: mean(e.sum.so2),
    co: mean(e.sum.co),
  }));
  return { stations: [...stations.values()], readings };
}

export function createOpenAqProvider(opts: { url: string; apiKey?: string; timeoutMs?: number; fetchImpl?: typeof fetch }): AirProvider {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    name: 'openaq',
    async fetch({ since, until }) {
      const url = opts.url.replaceAll('{since}', encodeURIComponent(since.toISOString())).replaceAll('{until}', encodeURIComponent(until.toISOString()));
      const res = await fetchImpl(url, {
        headers: { accept: 'application/json', ...(opts.apiKey ? { 'x-api-key': opts.apiKey } : {}) },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      if (!res.ok) throw new Error(`air feed: HTTP ${res.status}`);
      const batch = parseOpenAqResults(await res.json());
      const from = since.getTime();
      const to = until.getTime();
      return { ...batch, readings: batch.readings.filter((r) => r.hour.getTime() >= from && r.hour.getTime() < to) };
    },
  };
}
