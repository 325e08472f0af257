import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AirOverview, type AirSeries, airOverviewSchema, airSeriesSchema, hourlyAqi } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airMeasurements, listAirStations } from '../src/db/repositories/air.js';
import { DEMO_STATIONS, createDemoProvider, demoReading } from '../src/lib/air/demo.js';
import { ingestAir } from '../src/lib/air/job.js';
import { createOpenAqProvider, parseOpenAqResults } from '../src/lib/air/openaq.js';
import { DEFAULT_AIR, HOUR, floorHour } from '../src/lib/air/provider.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { type TestDb, createTestDb, testConfig } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
const now = new Date();
const thisHour = floorHour(now.getTime());
/** The API at the test's "now", so a run across an hour's end sees the same hours. */
const airApp = (overrides: Partial<Config> = {}) => buildApp({ db: t.db, config: testConfig(overrides), airClock: () => now.getTime() });

beforeAll(async () => {
  t = await createTestDb();
  app = await airApp();
  await ingestAir(t.db, createDemoProvider(), DEFAULT_AIR, now);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string, locale = 'ru') => app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

describe('the ingestion job (demo provider)', () => {
  it('stores every station and the last 35 days of hours, up to the hour that is over', async () => {
    const stations = await listAirStations(t.db, 'demo');
    expect(stations.map((s) => s.slug)).toEqual(expect.arrayContaining(['almaty-almaly', 'astana-esil', 'karaganda-maikuduk', 'shymkent-abai', 'ust-kamenogorsk-ulba', 'pavlodar-centre']));
    expect(stations).toHaveLength(DEMO_STATIONS.length);
    const almaty = stations.find((s) => s.slug === 'almaty-almaly')!;
    const rows = await airMeasurements(t.db, [almaty.id], new Date(thisHour - 40 * 24 * HOUR), new Date(thisHour + 2 * HOUR));
    expect(rows).toHaveLength(35 * 24);
    expect(rows.at(-1)!.at).toBe(thisHour - HOUR);
    expect(rows[0]!.at).toBe(thisHour - 35 * 24 * HOUR);
    // What is stored is what the generator says for that hour.
    const g = demoReading(DEMO_STATIONS.find((s) => s.slug === 'almaty-almaly')!, rows.at(-1)!.at);
    expect(rows.at(-1)).toMatchObject({ pm25: g.pm25, pm10: g.pm10, no2: g.no2, so2: g.so2, co: g.co });
  });

  it('is deterministic and incremental: a later run adds only the new hours, a repeated one changes nothing', async () => {
    const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from air_measurements'))[0]!.n);
    const before = await count();
    const again = await ingestAir(t.db, createDemoProvider(() => now.getTime()), DEFAULT_AIR, now);
    expect(again.readings).toBe(3 * DEMO_STATIONS.length); // the last stored hour and the two before it, re-read
    expect(await count()).toBe(before);
    const later = new Date(thisHour + 2 * HOUR + 60_000);
    const next = await ingestAir(t.db, createDemoProvider(() => later.getTime()), DEFAULT_AIR, later);
    expect(next.readings).toBe(5 * DEMO_STATIONS.length); // 3 re-read + 2 new hours
    // The oldest two hours left the 35-day window.
    expect(await count()).toBe(before);
    // Back to the test's "now" for the pages below.
    await t.db.query('delete from air_measurements where measured_at >= $1', [new Date(thisHour).toISOString()]);
  });

  it('makes Almaty’s winter smog with its daily cycle, clean summers and cleaner western cities', () => {
    const almaty = DEMO_STATIONS.find((s) => s.slug === 'almaty-almaly')!;
    const aktau = DEMO_STATIONS.find((s) => s.citySlug === 'aktau')!;
    const meanPm = (s: (typeof DEMO_STATIONS)[number], from: number, days: number, hourOfDay?: number) => {
      let sum = 0;
      let n = 0;
      for (let h = 0; h < days * 24; h++) {
        const at = from + h * HOUR;
        if (hourOfDay !== undefined && (new Date(at).getUTCHours() + 5) % 24 !== hourOfDay) continue;
        sum += demoReading(s, at).pm25!;
        n++;
      }
      return sum / n;
    };
    const january = Date.UTC(2026, 0, 5);
    const july = Date.UTC(2026, 6, 5);
    expect(meanPm(almaty, january, 28)).toBeGreaterThan(4 * meanPm(almaty, july, 28));
    expect(meanPm(almaty, january, 28)).toBeGreaterThan(60);
    expect(meanPm(almaty, july, 28)).toBeLessThan(25);
    // Evening (21:00) over the afternoon (15:00), Almaty time.
    expect(meanPm(almaty, january, 28, 21)).toBeGreaterThan(2 * meanPm(almaty, january, 28, 15));
    expect(meanPm(almaty, january, 28)).toBeGreaterThan(3 * meanPm(aktau, january, 28));
    // The same station and hour give the same figures.
    expect(demoReading(almaty, january)).toEqual(demoReading(almaty, january));
  });
});

describe('GET /api/air', () => {
  let overview: AirOverview;
  beforeAll(async () => {
    const res = await get('/api/air');
    expect(res.statusCode).toBe(200);
    overview = airOverviewSchema.parse(res.json());
  });

  it('says the figures are demo data and when they were measured', () => {
    expect(overview.source).toEqual({ provider: 'demo', demo: true, updatedAt: new Date(thisHour - HOUR).toISOString() });
  });

  it('ranks the cities worst first, a city being its worst station', () => {
    expect(overview.cities.length).toBe(new Set(DEMO_STATIONS.map((s) => s.citySlug)).size);
    const aqis = overview.cities.map((c) => c.aqi!.aqi);
    expect(aqis).toEqual([...aqis].sort((a, b) => b - a));
    expect(overview.cities.map((c) => c.rank)).toEqual(overview.cities.map((_, i) => i + 1));
    for (const city of overview.cities) {
      expect(city.aqi!.aqi).toBe(Math.max(...city.stations.map((s) => s.aqi!.aqi)));
    }
    const almaty = overview.cities.find((c) => c.slug === 'almaty')!;
    expect(almaty.name).toBe('Алматы');
    expect(almaty.stations).toHaveLength(6);
  });

  it("gives each station's AQI from its last 12 hours (NowCast), its readings and a map link", async () => {
    const station = overview.cities.find((c) => c.slug === 'karaganda')!.stations.find((s) => s.slug === 'karaganda-maikuduk')!;
    const demo = DEMO_STATIONS.find((s) => s.slug === 'karaganda-maikuduk')!;
    const last = thisHour - HOUR;
    expect(station.measuredAt).toBe(new Date(last).toISOString());
    const hours = Array.from({ length: 12 }, (_, i) => demoReading(demo, last - i * HOUR));
    expect(station.aqi).toEqual(hourlyAqi(hours));
    expect(station.reading).toEqual({ pm25: hours[0]!.pm25, pm10: hours[0]!.pm10, no2: hours[0]!.no2, so2: hours[0]!.so2, co: hours[0]!.co });
    expect(station.mapUrl).toBe(`https://www.openstreetmap.org/?mlat=${demo.lat.toFixed(5)}&mlon=${demo.lon.toFixed(5)}#map=15/${demo.lat.toFixed(5)}/${demo.lon.toFixed(5)}`);
  });

  it('names cities and stations in Kazakh', async () => {
    const kk = airOverviewSchema.parse((await get('/api/air', 'kk')).json());
    const uk = kk.cities.find((c) => c.slug === 'ust-kamenogorsk')!;
    expect(uk.name).toBe('Өскемен');
    expect(uk.stations.map((s) => s.name)).toContain('Үлбі ауданы');
  });
});

describe('GET /api/air/series', () => {
  const series = async (q: string) => {
    const res = await get(`/api/air/series?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return airSeriesSchema.parse(res.json());
  };

  it('24 hourly points for a city ending at the last hour, each the worst of its stations', async () => {
    const s: AirSeries = await series('city=almaty&period=24h');
    expect(s).toMatchObject({ city: { slug: 'almaty', name: 'Алматы' }, station: null, period: '24h', step: 'hour' });
    expect(s.points).toHaveLength(24);
    expect(s.points.at(-1)!.t).toBe(new Date(thisHour - HOUR).toISOString());
    expect(Date.parse(s.points[1]!.t) - Date.parse(s.points[0]!.t)).toBe(HOUR);
    const overview = airOverviewSchema.parse((await get('/api/air')).json());
    expect(s.points.at(-1)!.aqi).toBe(overview.cities.find((c) => c.slug === 'almaty')!.aqi!.aqi);
    const stations = DEMO_STATIONS.filter((x) => x.citySlug === 'almaty').map((x) => demoReading(x, thisHour - HOUR).pm25!);
    expect(s.points.at(-1)!.reading.pm25).toBeCloseTo(stations.reduce((a, b) => a + b, 0) / stations.length, 1);
  });

  it('a station over 7 days (168 hours) and 30 Almaty days', async () => {
    const week = await series('city=astana&station=astana-esil&period=7d');
    expect(week.station).toEqual({ slug: 'astana-esil', name: 'район Есиль, левый берег' });
    expect(week.points).toHaveLength(168);
    expect(week.points.every((p) => p.aqi !== null && p.category !== null)).toBe(true);
    const month = await series('city=astana&station=astana-esil&period=30d');
    expect(month.step).toBe('day');
    expect(month.points).toHaveLength(30);
    // Days start at midnight in Almaty (19:00 UTC).
    expect(month.points.every((p) => new Date(p.t).getUTCHours() === 19)).toBe(true);
    expect(month.points.slice(0, 29).every((p) => p.aqi !== null)).toBe(true);
  });

  it('just after midnight in Almaty the last day is yesterday (today has no hour over yet)', async () => {
    const midnight = Math.floor((thisHour + 5 * HOUR) / (24 * HOUR)) * 24 * HOUR - 5 * HOUR - 2 * 24 * HOUR;
    const early = await buildApp({ db: t.db, config: testConfig(), airClock: () => midnight + 30 * 60_000 });
    try {
      const month = airSeriesSchema.parse((await early.inject({ method: 'GET', url: '/api/air/series?city=almaty&period=30d' })).json());
      expect(month.points.at(-1)!.t).toBe(new Date(midnight - 24 * HOUR).toISOString());
      expect(month.points.at(-1)!.aqi).not.toBeNull();
    } finally {
      await early.close();
    }
  });

  it('an unknown city or station is a 404 with a stable code; a bad period a 400', async () => {
    const city = await get('/api/air/series?city=atlantis');
    expect(city.statusCode).toBe(404);
    expect(city.json().code).toBe('air_city_not_found');
    const station = await get('/api/air/series?city=almaty&station=astana-esil');
    expect(station.statusCode).toBe(404);
    expect(station.json().code).toBe('air_station_not_found');
    const period = await get('/api/air/series?city=almaty&period=1y');
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ code: 'validation_failed', fields: { period: expect.any(Array) } });
  });
});

describe('the OpenAQ-compatible feed', () => {
  const hour = thisHour - 2 * HOUR;
  const feed = {
    results: [
      // v2: two PM2.5 measurements in one hour are averaged; NO₂ in ppm becomes µg/m³.
      { locationId: 7701, location: 'Almaty Tole bi', city: 'Almaty', parameter: 'pm25', value: 80, unit: 'µg/m³', date: { utc: new Date(hour + 20 * 60_000).toISOString() }, coordinates: { latitude: 43.25, longitude: 76.92 } },
      { locationId: 7701, location: 'Almaty Tole bi', city: 'Almaty', parameter: 'pm25', value: 90, unit: 'µg/m³', date: { utc: new Date(hour + 50 * 60_000).toISOString() }, coordinates: { latitude: 43.25, longitude: 76.92 } },
      { locationId: 7701, location: 'Almaty Tole bi', city: 'Almaty', parameter: 'no2', value: 0.05, unit: 'ppm', date: { utc: new Date(hour + 30 * 60_000).toISOString() }, coordinates: { latitude: 43.25, longitude: 76.92 } },
      // v3 shape, a Kazakh city name.
      { locationsId: 9100, location: 'Oskemen-1', locality: 'Өскемен', parameter: { name: 'so2', units: 'ppb' }, value: 40, period: { datetimeFrom: { utc: new Date(hour).toISOString() } }, coordinates: { latitude: 49.95, longitude: 82.61 } },
      // Not ours (a city we do not list), and a unit we do not know: skipped.
      { locationId: 1, location: 'Bishkek', city: 'Bishkek', parameter: 'pm25', value: 10, unit: 'µg/m³', date: { utc: new Date(hour).toISOString() }, coordinates: { latitude: 42.87, longitude: 74.59 } },
      { locationId: 7701, location: 'Almaty Tole bi', city: 'Almaty', parameter: 'pm10', value: 10, unit: 'grains', date: { utc: new Date(hour).toISOString() }, coordinates: { latitude: 43.25, longitude: 76.92 } },
    ],
  };

  it('reads v2 and v3 results into hourly means in our units', () => {
    const batch = parseOpenAqResults(feed);
    expect(batch.stations.map((s) => [s.slug, s.citySlug])).toEqual([
      ['almaty-openaq-7701', 'almaty'],
      ['ust-kamenogorsk-openaq-9100', 'ust-kamenogorsk'],
    ]);
    const almaty = batch.readings.find((r) => r.externalId === 'openaq:7701')!;
    expect(almaty).toMatchObject({ pm25: 85, pm10: null, co: null });
    expect(almaty.hour.getTime()).toBe(hour);
    expect(almaty.no2).toBeCloseTo((50 * 46.0055) / 24.45, 1);
    expect(batch.readings.find((r) => r.externalId === 'openaq:9100')).toMatchObject({ so2: Math.round(((40 * 64.066) / 24.45) * 100) / 100 });
  });

  it('is fetched by the job from AIR_FEED_URL and served without the demo label', async () => {
    const seen: string[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers['x-api-key']}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(feed));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const config = { ...DEFAULT_AIR, provider: 'openaq' as const, feedUrl: `http://127.0.0.1:${port}/v2/measurements?country=KZ&date_from={since}&date_to={until}`, feedApiKey: 'k-1' };
    try {
      const provider = createOpenAqProvider({ url: config.feedUrl, apiKey: config.feedApiKey });
      const r = await ingestAir(t.db, provider, config, now);
      expect(r).toMatchObject({ stations: 2, readings: 2 });
      expect(seen[0]).toMatch(/^\/v2\/measurements\?country=KZ&date_from=\d{4}-\d\d-\d\dT\d\d%3A00%3A00\.000Z&date_to=.+ k-1$/);
      const feedApp = await airApp({ air: config });
      try {
        const overview = airOverviewSchema.parse((await feedApp.inject({ method: 'GET', url: '/api/air' })).json());
        expect(overview.source).toEqual({ provider: 'openaq', demo: false, updatedAt: new Date(hour).toISOString() });
        // SO₂ 40 ppb is AQI 56; in Almaty one hour of PM2.5 is no NowCast (two of three hours needed), NO₂ 50 ppb is 47.
        expect(overview.cities.map((c) => [c.slug, c.aqi?.aqi])).toEqual([['ust-kamenogorsk', 56], ['almaty', 47]]);
        expect(overview.cities[1]!.stations[0]).toMatchObject({ name: 'Almaty Tole bi', aqi: { aqi: 47, dominant: 'no2' }, reading: { pm25: 85 } });
      } finally {
        await feedApp.close();
      }
    } finally {
      server.close();
    }
  });
});
