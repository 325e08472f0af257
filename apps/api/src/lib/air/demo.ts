/**
 * The demo provider: a generated, deterministic, plausible series per station — the same station and hour give the
 * same figures on every machine and every run (a hash of the station and the hour, no state), so the hourly job only
 * adds the new hours. What shapes it (approximate, from Kazhydromet's bulletins and published studies of the cities):
 * - the season: coal and private-house heating from mid-October to mid-April; PM2.5 in Almaty's winter is several
 *   times its summer level, with smaller swings in windy Astana and in the western cities;
 * - the day: in winter, evening (around 21:00) and morning (around 9:00) peaks under the night inversion and a
 *   minimum in the afternoon when the air mixes; NO₂ follows the rush hours;
 * - the weather: multi-day spells of stagnant air and windy days that clean it, shared by a city's stations;
 * - the place: Almaty's north and west (houses heated with coal) worse than the foothills; SO₂ from metallurgy and
 *   coal power in Ust-Kamenogorsk, Temirtau, Karaganda, Pavlodar and Ekibastuz; summer dust in PM10 in the south and west.
 * The page labels these figures as demo data.
 */
import { CITIES } from '../../db/seed/places.js';
import { type AirBatch, type AirProvider, type AirReadingInput, type AirStationInput, HOUR, floorHour } from './provider.js';

interface CityProfile {
  /** PM2.5 µg/m³ in mid-summer and mid-winter (a typical day's mean). */
  summer: number;
  winter: number;
  /** Strength of the winter daily cycle (0–1). */
  diurnal: number;
  /** PM10 / PM2.5, and extra summer dust in PM10 (ratio points). */
  pm10Ratio: number;
  dust: number;
  /** NO₂ and SO₂ µg/m³ on an average day. */
  no2: number;
  so2: number;
  /** CO mg/m³ per µg/m³ of PM2.5 (combustion), on top of a 0.2 mg/m³ background. */
  coPerPm: number;
  /** How much the weather swings the level (log scale). */
  regime: number;
}

const PROFILES: Record<string, CityProfile> = {
  almaty: { summer: 12, winter: 115, diurnal: 1, pm10Ratio: 1.45, dust: 0, no2: 45, so2: 18, coPerPm: 0.018, regime: 0.45 },
  astana: { summer: 8, winter: 38, diurnal: 0.5, pm10Ratio: 1.6, dust: 0, no2: 32, so2: 22, coPerPm: 0.012, regime: 0.5 },
  karaganda: { summer: 12, winter: 62, diurnal: 0.7, pm10Ratio: 1.6, dust: 0, no2: 35, so2: 55, coPerPm: 0.015, regime: 0.45 },
  temirtau: { summer: 16, winter: 60, diurnal: 0.6, pm10Ratio: 1.7, dust: 0, no2: 30, so2: 85, coPerPm: 0.016, regime: 0.45 },
  shymkent: { summer: 20, winter: 50, diurnal: 0.6, pm10Ratio: 1.8, dust: 1, no2: 38, so2: 25, coPerPm: 0.014, regime: 0.4 },
  'ust-kamenogorsk': { summer: 12, winter: 75, diurnal: 0.9, pm10Ratio: 1.5, dust: 0, no2: 30, so2: 75, coPerPm: 0.016, regime: 0.45 },
  pavlodar: { summer: 10, winter: 40, diurnal: 0.5, pm10Ratio: 1.6, dust: 0, no2: 28, so2: 50, coPerPm: 0.013, regime: 0.45 },
  ekibastuz: { summer: 10, winter: 38, diurnal: 0.5, pm10Ratio: 1.7, dust: 0, no2: 22, so2: 45, coPerPm: 0.013, regime: 0.45 },
  aktobe: { summer: 9, winter: 30, diurnal: 0.5, pm10Ratio: 1.6, dust: 0.5, no2: 28, so2: 20, coPerPm: 0.012, regime: 0.45 },
  atyrau: { summer: 12, winter: 32, diurnal: 0.4, pm10Ratio: 1.9, dust: 0.8, no2: 30, so2: 25, coPerPm: 0.012, regime: 0.4 },
  semey: { summer: 10, winter: 48, diurnal: 0.7, pm10Ratio: 1.5, dust: 0, no2: 24, so2: 30, coPerPm: 0.014, regime: 0.45 },
  taraz: { summer: 14, winter: 45, diurnal: 0.6, pm10Ratio: 1.6, dust: 0.5, no2: 30, so2: 20, coPerPm: 0.013, regime: 0.4 },
  aktau: { summer: 7, winter: 14, diurnal: 0.3, pm10Ratio: 1.7, dust: 0.6, no2: 22, so2: 14, coPerPm: 0.01, regime: 0.4 },
  kostanay: { summer: 8, winter: 28, diurnal: 0.5, pm10Ratio: 1.6, dust: 0.3, no2: 24, so2: 18, coPerPm: 0.012, regime: 0.45 },
};

/** [slug suffix, name ru, name kk, lat, lon, level factor, traffic factor] per city. */
type StationSeed = [string, string, string, number, number, number, number];
const STATIONS: Record<string, StationSeed[]> = {
  almaty: [
    ['almaly', 'Алмалинский район, центр', 'Алмалы ауданы, орталық', 43.2521, 76.9091, 1, 1.3],
    ['medeu', 'Медеуский район, Самал', 'Медеу ауданы, Самал', 43.2331, 76.9552, 0.8, 1],
    ['bostandyk', 'Бостандыкский район, предгорье', 'Бостандық ауданы, тау бөктері', 43.1912, 76.9024, 0.6, 0.8],
    ['auezov', 'Ауэзовский район, Аксай', 'Әуезов ауданы, Ақсай', 43.2252, 76.8403, 1.15, 1.1],
    ['turksib', 'Турксибский район', 'Түрксіб ауданы', 43.3302, 76.9511, 1.25, 0.9],
    ['alatau', 'Алатауский район, Шанырак', 'Алатау ауданы, Шаңырақ', 43.3019, 76.8312, 1.35, 0.8],
  ],
  astana: [
    ['esil', 'район Есиль, левый берег', 'Есіл ауданы, сол жағалау', 51.1282, 71.4304, 0.8, 1.1],
    ['saryarka', 'район Сарыарка', 'Сарыарқа ауданы', 51.1905, 71.4021, 1, 1],
    ['baikonyr', 'район Байконур', 'Байқоңыр ауданы', 51.1633, 71.4712, 1.1, 1],
    ['almaty-district', 'Алматинский район', 'Алматы ауданы', 51.1571, 71.5203, 1.2, 0.9],
  ],
  karaganda: [
    ['kazybek-bi', 'район имени Казыбек би', 'Қазыбек би атындағы аудан', 49.8047, 73.1012, 1, 1.1],
    ['maikuduk', 'Майкудук', 'Майқұдық', 49.8714, 73.1703, 1.2, 0.9],
    ['yugo-vostok', 'Юго-Восток', 'Оңтүстік-Шығыс', 49.7712, 73.1421, 0.9, 1],
  ],
  temirtau: [['centre', 'центр города', 'қала орталығы', 50.0591, 72.9634, 1, 1]],
  shymkent: [
    ['abai', 'Абайский район', 'Абай ауданы', 42.3321, 69.5812, 1, 1.1],
    ['enbekshi', 'Енбекшинский район', 'Еңбекші ауданы', 42.3102, 69.6205, 1.1, 1],
    ['karatau', 'Каратауский район', 'Қаратау ауданы', 42.3803, 69.6011, 1.15, 0.9],
  ],
  'ust-kamenogorsk': [
    ['centre', 'центр города', 'қала орталығы', 49.9483, 82.6103, 1, 1.1],
    ['ulba', 'район Ульбы', 'Үлбі ауданы', 49.9721, 82.6612, 1.2, 0.9],
  ],
  pavlodar: [
    ['centre', 'центр города', 'қала орталығы', 52.2871, 76.9674, 1, 1.1],
    ['north', 'северная промзона', 'солтүстік өнеркәсіп аймағы', 52.3312, 76.9403, 1.2, 0.8],
  ],
  ekibastuz: [['centre', 'центр города', 'қала орталығы', 51.7234, 75.3221, 1, 1]],
  aktobe: [
    ['centre', 'центр города', 'қала орталығы', 50.2839, 57.1668, 1, 1.1],
    ['new-city', 'Новый город', 'Жаңа қала', 50.2961, 57.2104, 0.9, 1],
  ],
  atyrau: [['centre', 'центр города', 'қала орталығы', 47.0945, 51.9238, 1, 1]],
  semey: [['centre', 'центр города', 'қала орталығы', 50.4111, 80.2275, 1, 1]],
  taraz: [['centre', 'центр города', 'қала орталығы', 42.9012, 71.3667, 1, 1]],
  aktau: [['14-mkr', '14-й микрорайон', '14-шағын аудан', 43.6521, 51.1603, 1, 1]],
  kostanay: [['centre', 'центр города', 'қала орталығы', 53.2141, 63.6246, 1, 1]],
};

export interface DemoStation extends AirStationInput {
  profile: CityProfile;
  level: number;
  traffic: number;
  seed: number;
  citySeed: number;
}

const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** A uniform number in [0, 1) for (seed, n): a murmur3-style finaliser, so every hour is independent of the last. */
export function hash01(seed: number, n: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(n | 0, 0xc2b2ae35) + Math.floor(n / 4294967296)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth noise in [-1, 1] with knots every `period` hours (cosine interpolation). */
function smooth(seed: number, hours: number, period: number): number {
  const x = hours / period;
  const k = Math.floor(x);
  const f = (1 - Math.cos((x - k) * Math.PI)) / 2;
  const a = hash01(seed, k) * 2 - 1;
  const b = hash01(seed, k + 1) * 2 - 1;
  return a + (b - a) * f;
}

/** A bump around `centre` (hours, on the 24-hour circle). */
const bump = (h: number, centre: number, width: number) => {
  const d = Math.min(Math.abs(h - centre), 24 - Math.abs(h - centre));
  return Math.exp(-(d * d) / (2 * width * width));
};

export const DEMO_STATIONS: DemoStation[] = Object.entries(STATIONS).flatMap(([citySlug, seeds]) => {
  const city = CITIES.find((c) => c.slug === citySlug);
  if (!city) throw new Error(`demo air: unknown city ${citySlug}`);
  const profile = PROFILES[citySlug]!;
  return seeds.map(([suffix, nameRu, nameKk, lat, lon, level, traffic]) => {
    const slug = `${citySlug}-${suffix}`;
    return {
      externalId: `demo:${slug}`,
      slug,
      citySlug,
      cityRu: city.ru,
      cityKk: city.kk,
      nameRu,
      nameKk,
      lat,
      lon,
      profile,
      level,
      traffic,
      seed: fnv(slug),
      citySeed: fnv(citySlug),
    };
  });
});

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The demo reading of a station for the hour starting at `hourMs` (UTC). */
export function demoReading(station: DemoStation, hourMs: number): AirReadingInput {
  const p = station.profile;
  const mid = hourMs + HOUR / 2;
  const hours = mid / HOUR;
  const local = new Date(mid + 5 * HOUR); // Almaty time (UTC+5) for the daily cycle and the season
  const h = local.getUTCHours() + local.getUTCMinutes() / 60;
  const start = Date.UTC(local.getUTCFullYear(), 0, 1);
  const doy = (local.getTime() - start) / 86_400_000;
  // 1 in mid-January, 0 in mid-July; heating makes the cold half steeper.
  const season = 0.5 + 0.5 * Math.cos((2 * Math.PI * (doy - 15)) / 365.25);
  const heating = season ** 1.5;

  const cycle = p.diurnal * (0.35 + 0.65 * season);
  const daily = Math.max(0.25, 1 + cycle * (0.95 * bump(h, 21, 2.5) + 0.4 * bump(h, 9, 1.5) - 0.5 * bump(h, 15, 3)));
  // Weather: stagnant spells and windy days, the same over the city; a little of the station's own.
  const weather = Math.exp(p.regime * (0.7 * smooth(station.citySeed, hours, 41) + 0.3 * smooth(station.citySeed + 1, hours, 13)));
  const local5 = Math.exp(0.15 * smooth(station.seed, hours, 5) + 0.06 * (hash01(station.seed + 2, Math.floor(hours)) * 2 - 1));

  const pm25 = (p.summer + (p.winter - p.summer) * heating) * daily * weather * station.level * local5;
  const pm10 = pm25 * (p.pm10Ratio + p.dust * (1 - season) * (0.8 + 0.4 * hash01(station.seed + 3, Math.floor(hours / 3))));
  const rush = 1 + 0.6 * bump(h, 8.5, 1.5) + 0.5 * bump(h, 19, 2) - 0.35 * bump(h, 3.5, 2.5);
  const no2 = p.no2 * station.traffic * rush * (0.8 + 0.4 * season) * weather ** 0.5 * local5;
  const so2 = p.so2 * (0.5 + season) * weather ** 0.6 * Math.exp(0.2 * smooth(station.seed + 4, hours, 7));
  const co = 0.2 + pm25 * p.coPerPm * (0.9 + 0.2 * hash01(station.seed + 5, Math.floor(hours)));
  return {
    externalId: station.externalId,
    hour: new Date(hourMs),
    pm25: round(pm25, 1),
    pm10: round(pm10, 1),
    no2: round(no2, 1),
    so2: round(so2, 1),
    co: round(co, 2),
  };
}

/** The generated series: every station, every hour in the window that has ended. */
export function createDemoProvider(now: () => number = Date.now): AirProvider {
  return {
    name: 'demo',
    async fetch({ since, until }): Promise<AirBatch> {
      const readings: AirReadingInput[] = [];
      // Only hours that are over: the current hour is not measured yet.
      const last = Math.min(floorHour(until.getTime()), floorHour(now()));
      for (let t = floorHour(since.getTime()); t < last; t += HOUR) {
        if (t < since.getTime()) continue;
        for (const s of DEMO_STATIONS) readings.push(demoReading(s, t));
      }
      return { stations: DEMO_STATIONS.map(({ profile: _p, level: _l, traffic: _t, seed: _s, citySeed: _c, ...s }) => s), readings };
    },
  };
}
