/**
 * Air quality: the US EPA Air Quality Index (AQI) and its categories, as plain values and pure functions (no zod), so
 * the API computes it and the pages name and colour it from one source.
 *
 * The formula (EPA, "Technical Assistance Document for the Reporting of Daily Air Quality – the AQI", EPA-454/B-24-002,
 * May 2024, with the PM2.5 breakpoints of the 2024 PM NAAQS revision):
 *
 *   I = (I_hi − I_lo) / (BP_hi − BP_lo) × (C − BP_lo) + I_lo, rounded to the nearest integer,
 *
 * where C is the concentration truncated as EPA prescribes (PM2.5 and CO to 0.1, PM10, SO₂ and NO₂ to integers) and
 * [BP_lo, BP_hi] the breakpoint row holding it. A station's AQI is the highest of its pollutants' sub-indices; that
 * pollutant is the dominant one. Averaging: PM2.5 and PM10 by EPA's NowCast over the last 12 hours (the hourly AQI
 * AirNow reports), CO over 8 hours, SO₂ and NO₂ as 1-hour values; a day's AQI uses the 24-hour mean of PM, the highest
 * 8-hour mean of CO and the highest hour of SO₂ and NO₂. Above the last row the index is 500.
 *
 * Units stored and shown: µg/m³ (PM2.5, PM10, NO₂, SO₂) and mg/m³ (CO), as Kazhydromet publishes them; NO₂, SO₂
 * (ppb) and CO (ppm) are converted at 25 °C and 1 atm (ppb = µg/m³ × 24.45 / molar mass) before the breakpoints.
 */

export const AIR_POLLUTANTS = ['pm25', 'pm10', 'no2', 'so2', 'co'] as const;
export type AirPollutant = (typeof AIR_POLLUTANTS)[number];

export const AQI_CATEGORIES = ['good', 'moderate', 'sensitive', 'unhealthy', 'very_unhealthy', 'hazardous'] as const;
export type AqiCategory = (typeof AQI_CATEGORIES)[number];

/** The EPA colour of each category (RGB as EPA publishes it). */
export const AQI_COLOURS: Record<AqiCategory, string> = {
  good: '#00e400',
  moderate: '#ffff00',
  sensitive: '#ff7e00',
  unhealthy: '#ff0000',
  very_unhealthy: '#8f3f97',
  hazardous: '#7e0023',
};

export const AIR_PERIODS = ['24h', '7d', '30d'] as const;
export type AirPeriod = (typeof AIR_PERIODS)[number];

/** The unit a pollutant is stored and shown in. */
export const AIR_UNITS: Record<AirPollutant, 'µg/m³' | 'mg/m³'> = { pm25: 'µg/m³', pm10: 'µg/m³', no2: 'µg/m³', so2: 'µg/m³', co: 'mg/m³' };

type Row = readonly [cLo: number, cHi: number, iLo: number, iHi: number];

/** Breakpoints in the units EPA uses: PM µg/m³, CO ppm, SO₂ and NO₂ ppb. */
export const AQI_BREAKPOINTS: Record<AirPollutant, readonly Row[]> = {
  pm25: [
    [0.0, 9.0, 0, 50],
    [9.1, 35.4, 51, 100],
    [35.5, 55.4, 101, 150],
    [55.5, 125.4, 151, 200],
    [125.5, 225.4, 201, 300],
    [225.5, 325.4, 301, 500],
  ],
  pm10: [
    [0, 54, 0, 50],
    [55, 154, 51, 100],
    [155, 254, 101, 150],
    [255, 354, 151, 200],
    [355, 424, 201, 300],
    [425, 604, 301, 500],
  ],
  co: [
    [0.0, 4.4, 0, 50],
    [4.5, 9.4, 51, 100],
    [9.5, 12.4, 101, 150],
    [12.5, 15.4, 151, 200],
    [15.5, 30.4, 201, 300],
    [30.5, 50.4, 301, 500],
  ],
  so2: [
    [0, 35, 0, 50],
    [36, 75, 51, 100],
    [76, 185, 101, 150],
    [186, 304, 151, 200],
    [305, 604, 201, 300],
    [605, 1004, 301, 500],
  ],
  no2: [
    [0, 53, 0, 50],
    [54, 100, 51, 100],
    [101, 360, 101, 150],
    [361, 649, 151, 200],
    [650, 1249, 201, 300],
    [1250, 2049, 301, 500],
  ],
};

const MOLAR_MASS = { no2: 46.0055, so2: 64.066, co: 28.01 } as const;
const MOLAR_VOLUME = 24.45;

/**
 * A stored concentration (µg/m³, CO mg/m³) in the unit of EPA's breakpoints (PM µg/m³, CO ppm, SO₂/NO₂ ppb), rounded
 * to 0.01 so that a value stored from a feed's ppb (50 ppb → 94.08 µg/m³ → 49.9995 ppb) is not truncated a unit lower.
 */
export function toEpaUnit(pollutant: AirPollutant, value: number): number {
  if (pollutant === 'pm25' || pollutant === 'pm10') return value;
  return Math.round(((value * MOLAR_VOLUME) / MOLAR_MASS[pollutant]) * 100) / 100;
}

/** Truncation EPA prescribes before the lookup (floating-point safe: 35.45 stays 35.4, 9.1 stays 9.1). */
export function truncateForAqi(pollutant: AirPollutant, c: number): number {
  const digits = pollutant === 'pm25' || pollutant === 'co' ? 1 : 0;
  const f = 10 ** digits;
  return Math.floor(c * f + 1e-9) / f;
}

/** The sub-index of a concentration already in EPA units (ppm/ppb/µg/m³), or null for a missing or negative value. */
export function aqiFromEpaConcentration(pollutant: AirPollutant, concentration: number | null | undefined): number | null {
  if (concentration == null || !Number.isFinite(concentration) || concentration < 0) return null;
  const c = truncateForAqi(pollutant, concentration);
  const rows = AQI_BREAKPOINTS[pollutant];
  for (const [cLo, cHi, iLo, iHi] of rows) {
    if (c <= cHi) {
      const from = Math.max(c, cLo); // a value between two truncated rows (never after truncation) belongs to the upper one
      return Math.round(((iHi - iLo) / (cHi - cLo)) * (from - cLo) + iLo);
    }
  }
  return 500;
}

/** The sub-index of a stored concentration (µg/m³; CO mg/m³). */
export function pollutantAqi(pollutant: AirPollutant, stored: number | null | undefined): number | null {
  return stored == null ? null : aqiFromEpaConcentration(pollutant, toEpaUnit(pollutant, stored));
}

export function aqiCategory(aqi: number): AqiCategory {
  if (aqi <= 50) return 'good';
  if (aqi <= 100) return 'moderate';
  if (aqi <= 150) return 'sensitive';
  if (aqi <= 200) return 'unhealthy';
  if (aqi <= 300) return 'very_unhealthy';
  return 'hazardous';
}

/**
 * EPA's NowCast of PM over the last 12 hours, `hours[0]` the latest (null = no reading). Needs two of the three latest
 * hours; the weight factor is min/max of the 12 hours, at least 0.5.
 */
export function nowCast(hours: ReadonlyArray<number | null | undefined>): number | null {
  const last12 = hours.slice(0, 12);
  const recent = last12.slice(0, 3).filter((v) => v != null).length;
  if (recent < 2) return null;
  const present = last12.filter((v): v is number => v != null);
  const max = Math.max(...present);
  const min = Math.min(...present);
  const w = max === 0 ? 1 : Math.max(min / max, 0.5);
  let num = 0;
  let den = 0;
  last12.forEach((v, i) => {
    if (v == null) return;
    num += w ** i * v;
    den += w ** i;
  });
  return num / den;
}

export type AirReading = Partial<Record<AirPollutant, number | null>>;

export interface AqiResult {
  aqi: number;
  category: AqiCategory;
  dominant: AirPollutant;
}

/** The highest sub-index of a set of (already averaged) concentrations, or null when none is known. */
export function combineAqi(subIndices: Partial<Record<AirPollutant, number | null>>): AqiResult | null {
  let best: AqiResult | null = null;
  for (const p of AIR_POLLUTANTS) {
    const v = subIndices[p];
    if (v == null) continue;
    if (!best || v > best.aqi) best = { aqi: v, category: aqiCategory(v), dominant: p };
  }
  return best;
}

const mean = (values: ReadonlyArray<number | null | undefined>, need: number): number | null => {
  const present = values.filter((v): v is number => v != null);
  return present.length >= need ? present.reduce((a, b) => a + b, 0) / present.length : null;
};

/**
 * The AQI at an hour from the readings of that hour and the 11 before it, `hours[0]` the latest: NowCast PM, the
 * 8-hour mean of CO (6 of 8 hours, else none), the hour's SO₂ and NO₂.
 */
export function hourlyAqi(hours: ReadonlyArray<AirReading | null | undefined>): AqiResult | null {
  const series = (p: AirPollutant) => hours.slice(0, 12).map((h) => h?.[p] ?? null);
  return combineAqi({
    pm25: pollutantAqi('pm25', nowCast(series('pm25'))),
    pm10: pollutantAqi('pm10', nowCast(series('pm10'))),
    co: pollutantAqi('co', mean(series('co').slice(0, 8), 6)),
    so2: pollutantAqi('so2', hours[0]?.so2 ?? null),
    no2: pollutantAqi('no2', hours[0]?.no2 ?? null),
  });
}

/** A day's AQI from its hourly readings in order (`minHours` of them for the means: 18 of 24 for a whole day). */
export function dailyAqi(hours: ReadonlyArray<AirReading | null | undefined>, minHours = 18): AqiResult | null {
  const series = (p: AirPollutant) => hours.map((h) => h?.[p] ?? null);
  const co = series('co');
  let coMax: number | null = null;
  for (let i = 0; i + 8 <= co.length; i++) {
    const m = mean(co.slice(i, i + 8), Math.min(6, minHours));
    if (m != null && (coMax == null || m > coMax)) coMax = m;
  }
  const maxOf = (p: AirPollutant) => {
    const present = series(p).filter((v): v is number => v != null);
    return present.length ? Math.max(...present) : null;
  };
  return combineAqi({
    pm25: pollutantAqi('pm25', mean(series('pm25'), minHours)),
    pm10: pollutantAqi('pm10', mean(series('pm10'), minHours)),
    co: pollutantAqi('co', coMax),
    so2: pollutantAqi('so2', maxOf('so2')),
    no2: pollutantAqi('no2', maxOf('no2')),
  });
}

/** A map link for a station: OpenStreetMap with a marker at its coordinates. */
export function stationMapUrl(lat: number, lon: number): string {
  const la = lat.toFixed(5);
  const lo = lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}
