import { z } from 'zod';
import { AIR_PERIODS, AIR_POLLUTANTS, AQI_CATEGORIES } from './air-values.js';
import { slugSchema } from './catalog.js';

export const airPollutantSchema = z.enum(AIR_POLLUTANTS);
export const aqiCategorySchema = z.enum(AQI_CATEGORIES);
export const airPeriodSchema = z.enum(AIR_PERIODS);

/** Where the figures come from: `demo` is the generated series (the page labels it), `openaq` a real feed. */
export const airSourceSchema = z.object({
  provider: z.enum(['demo', 'openaq']),
  demo: z.boolean(),
  /** The latest hour stored (ISO), null before the first ingestion. */
  updatedAt: z.string().nullable(),
});
export type AirSource = z.infer<typeof airSourceSchema>;

const concentration = z.number().nonnegative().nullable();

/** Concentrations of one hour (µg/m³; CO mg/m³), null when the station does not measure it. */
export const airReadingSchema = z.object({
  pm25: concentration,
  pm10: concentration,
  no2: concentration,
  so2: concentration,
  co: concentration,
});
export type AirReadingValues = z.infer<typeof airReadingSchema>;

export const aqiSchema = z.object({
  aqi: z.number().int().min(0).max(500),
  category: aqiCategorySchema,
  dominant: airPollutantSchema,
});

export const airStationNowSchema = z.object({
  slug: slugSchema,
  /** Localised by Accept-Language. */
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** OpenStreetMap at the station. */
  mapUrl: z.string(),
  /** The hour of the latest reading (ISO), null when the station has none in the last 3 hours. */
  measuredAt: z.string().nullable(),
  aqi: aqiSchema.nullable(),
  reading: airReadingSchema.nullable(),
});
export type AirStationNow = z.infer<typeof airStationNowSchema>;

export const airCitySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** The city's AQI: its most polluted station's (as AirNow reports an area), null when no station reports. */
  aqi: aqiSchema.nullable(),
  /** 1-based place in the ranking, the most polluted first. */
  rank: z.number().int().positive(),
  stations: z.array(airStationNowSchema),
});
export type AirCity = z.infer<typeof airCitySchema>;

/** `GET /api/air`: every city with its stations now, ranked by AQI (worst first). */
export const airOverviewSchema = z.object({
  source: airSourceSchema,
  cities: z.array(airCitySchema),
});
export type AirOverview = z.infer<typeof airOverviewSchema>;

export const airSeriesQuerySchema = z.object({
  city: slugSchema,
  station: slugSchema.optional(),
  period: airPeriodSchema.default('24h'),
});
export type AirSeriesQuery = z.input<typeof airSeriesQuerySchema>;

export const airPointSchema = z.object({
  /** The hour (24h, 7d) or the Almaty day's start (30d), ISO. */
  t: z.string(),
  aqi: z.number().int().min(0).max(500).nullable(),
  category: aqiCategorySchema.nullable(),
  reading: airReadingSchema,
});
export type AirPoint = z.infer<typeof airPointSchema>;

/**
 * `GET /api/air/series`: a city's (its worst station per point) or a station's AQI and mean concentrations over the
 * period: hourly points for 24h and 7d, Almaty days for 30d.
 */
export const airSeriesSchema = z.object({
  city: z.object({ slug: slugSchema, name: z.string() }),
  station: z.object({ slug: slugSchema, name: z.string() }).nullable(),
  period: airPeriodSchema,
  step: z.enum(['hour', 'day']),
  points: z.array(airPointSchema),
});
export type AirSeries = z.infer<typeof airSeriesSchema>;
