import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIR_POLLUTANTS,
  AQI_BREAKPOINTS,
  aqiCategory,
  aqiFromEpaConcentration,
  combineAqi,
  dailyAqi,
  hourlyAqi,
  nowCast,
  pollutantAqi,
  stationMapUrl,
  toEpaUnit,
} from './air-values.js';

describe('AQI (US EPA breakpoints, TAD EPA-454/B-24-002)', () => {
  it("matches EPA's worked example: 24-h PM2.5 of 35.9 µg/m³ is AQI 102", () => {
    // (150 − 101) / (55.4 − 35.5) × (35.9 − 35.5) + 101 = 101.98 → 102
    expect(aqiFromEpaConcentration('pm25', 35.9)).toBe(102);
  });

  it('matches the AirNow calculator: 8-h CO of 8.4 ppm is AQI 90', () => {
    // (100 − 51) / (9.4 − 4.5) × (8.4 − 4.5) + 51 = 90
    expect(aqiFromEpaConcentration('co', 8.4)).toBe(90);
  });

  it.each([
    ['pm25', 0, 0],
    ['pm25', 9.0, 50],
    ['pm25', 9.1, 51],
    ['pm25', 35.4, 100],
    ['pm25', 35.5, 101],
    ['pm25', 55.4, 150],
    ['pm25', 55.5, 151],
    ['pm25', 125.4, 200],
    ['pm25', 125.5, 201],
    ['pm25', 225.4, 300],
    ['pm25', 225.5, 301],
    ['pm25', 325.4, 500],
    ['pm25', 600, 500],
    ['pm10', 54, 50],
    ['pm10', 55, 51],
    ['pm10', 154, 100],
    ['pm10', 155, 101],
    ['pm10', 254, 150],
    ['pm10', 354, 200],
    ['pm10', 355, 201],
    ['pm10', 425, 301],
    ['pm10', 604, 500],
    ['co', 4.4, 50],
    ['co', 4.5, 51],
    ['co', 9.4, 100],
    ['co', 12.4, 150],
    ['co', 15.4, 200],
    ['co', 30.4, 300],
    ['so2', 35, 50],
    ['so2', 36, 51],
    ['so2', 75, 100],
    ['so2', 185, 150],
    ['so2', 304, 200],
    ['no2', 53, 50],
    ['no2', 54, 51],
    ['no2', 100, 100],
    ['no2', 360, 150],
    ['no2', 649, 200],
    ['no2', 1249, 300],
  ] as const)('%s %d → %d (the table’s edges)', (p, c, aqi) => {
    expect(aqiFromEpaConcentration(p, c)).toBe(aqi);
  });

  it('truncates before the lookup as EPA says (PM2.5 35.45 is 35.4 → 100, PM10 54.9 is 54 → 50)', () => {
    expect(aqiFromEpaConcentration('pm25', 35.45)).toBe(100);
    expect(aqiFromEpaConcentration('pm10', 54.9)).toBe(50);
    expect(aqiFromEpaConcentration('co', 4.49)).toBe(50);
  });

  it('is null for a missing or negative value', () => {
    expect(aqiFromEpaConcentration('pm25', null)).toBeNull();
    expect(aqiFromEpaConcentration('pm25', -1)).toBeNull();
    expect(aqiFromEpaConcentration('pm25', Number.NaN)).toBeNull();
  });

  it('never falls as the concentration rises, and stays within 0–500', () => {
    for (const p of AIR_POLLUTANTS) {
      const top = AQI_BREAKPOINTS[p].at(-1)![1] * 1.2;
      fc.assert(
        fc.property(fc.double({ min: 0, max: top, noNaN: true }), fc.double({ min: 0, max: top, noNaN: true }), (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const x = aqiFromEpaConcentration(p, lo)!;
          const y = aqiFromEpaConcentration(p, hi)!;
          return x <= y && x >= 0 && y <= 500;
        }),
      );
    }
  });

  it('converts stored units: 188.2 µg/m³ NO₂ is 100 ppb, 1.145 mg/m³ CO is 1 ppm, 91.75 µg/m³ SO₂ is 35.01 ppb', () => {
    expect(toEpaUnit('no2', 188.2)).toBe(100.02);
    expect(toEpaUnit('no2', 94.08)).toBe(50);
    expect(toEpaUnit('co', 1.1456)).toBe(1);
    expect(pollutantAqi('no2', 188.2)).toBe(100);
    expect(pollutantAqi('so2', 91.75)).toBe(50); // 35.01 ppb
    expect(pollutantAqi('so2', 94.4)).toBe(51); // 36.03 ppb
    expect(pollutantAqi('pm25', 35.9)).toBe(102);
  });

  it('names the categories at their edges', () => {
    expect([0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301, 500].map(aqiCategory)).toEqual([
      'good', 'good', 'moderate', 'moderate', 'sensitive', 'sensitive', 'unhealthy', 'unhealthy', 'very_unhealthy', 'very_unhealthy', 'hazardous', 'hazardous',
    ]);
  });

  it('takes the worst pollutant as the AQI', () => {
    expect(combineAqi({ pm25: 102, no2: 40, co: null })).toEqual({ aqi: 102, category: 'sensitive', dominant: 'pm25' });
    expect(combineAqi({ so2: 160, pm25: 151 })).toEqual({ aqi: 160, category: 'unhealthy', dominant: 'so2' });
    expect(combineAqi({})).toBeNull();
  });
});

describe('NowCast (EPA, PM)', () => {
  it('weights recent hours by min/max, at least 0.5 (computed by hand)', () => {
    // min 10, max 90: w* = 0.11 → 0.5. Σ 0.5^i·c = 34.8191…, Σ 0.5^i = 1.99951 → 17.41
    const hours = [13, 16, 10, 21, 74, 64, 53, 82, 90, 75, 80, 50];
    expect(nowCast(hours)).toBeCloseTo(17.41, 2);
    // Steady air: w = 1, the plain mean.
    expect(nowCast([20, 20, 20, 20])).toBe(20);
    // w = min/max = 0.8: (40 + 0.8·50) / 1.8 = 44.44
    expect(nowCast([40, 50])).toBeCloseTo(44.444, 3);
  });

  it('needs two of the three latest hours', () => {
    expect(nowCast([null, null, 30, 30])).toBeNull();
    expect(nowCast([30, null, null, 30])).toBeNull();
    expect(nowCast([30, null, 30])).toBe(30);
  });

  it('an hourly AQI from 12 hours: NowCast PM, 8-hour CO, the hour’s NO₂', () => {
    const hours = Array.from({ length: 12 }, () => ({ pm25: 35.9, pm10: 40, no2: 30, so2: 10, co: 1 }));
    expect(hourlyAqi(hours)).toEqual({ aqi: 102, category: 'sensitive', dominant: 'pm25' });
    expect(hourlyAqi([{ pm25: null, no2: 188.2 }, { pm25: null }])).toEqual({ aqi: 100, category: 'moderate', dominant: 'no2' });
  });

  it("a day's AQI: the 24-hour PM mean, the highest NO₂ hour", () => {
    const day = Array.from({ length: 24 }, (_, h) => ({ pm25: h < 12 ? 30 : 41.8, no2: h === 5 ? 188.2 : 20 }));
    // mean PM2.5 35.9 → 102; NO₂'s worst hour is 100 ppb → 100
    expect(dailyAqi(day)).toEqual({ aqi: 102, category: 'sensitive', dominant: 'pm25' });
    expect(dailyAqi(day.slice(0, 10))).toEqual({ aqi: 100, category: 'moderate', dominant: 'no2' });
  });
});

it('links a station to OpenStreetMap', () => {
  expect(stationMapUrl(43.2521, 76.9091)).toBe('https://www.openstreetmap.org/?mlat=43.25210&mlon=76.90910#map=15/43.25210/76.90910');
});
