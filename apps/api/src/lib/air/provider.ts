/**
 * The air-quality provider behind the ingestion job (`job.ts`): the generated demo series (`demo.ts`, the default) or
 * an OpenAQ-compatible JSON feed (`openaq.ts`, `AIR_PROVIDER=openaq` with `AIR_FEED_URL`). A provider answers the
 * stations it knows and their hourly readings in a time window; the job stores both.
 */

export type AirProviderName = 'demo' | 'openaq';

export interface AirStationInput {
  /** The provider's id of the station. */
  externalId: string;
  /** Our slug for it (lowercase latin, digits, `-`). */
  slug: string;
  citySlug: string;
  cityRu: string;
  cityKk: string;
  nameRu: string;
  nameKk: string;
  lat: number;
  lon: number;
}

/** One station's mean concentrations over one hour (µg/m³; CO mg/m³); null = not measured. */
export interface AirReadingInput {
  externalId: string;
  /** The hour's start (UTC, whole hour). */
  hour: Date;
  pm25: number | null;
  pm10: number | null;
  no2: number | null;
  so2: number | null;
  co: number | null;
}

export interface AirBatch {
  stations: AirStationInput[];
  readings: AirReadingInput[];
}

export interface AirProvider {
  readonly name: AirProviderName;
  /** Readings of the hours starting in [since, until), and the stations they belong to. */
  fetch(window: { since: Date; until: Date }): Promise<AirBatch>;
}

export interface AirConfig {
  provider: AirProviderName;
  /** The feed's URL (`{since}`/`{until}` are replaced by ISO instants); required with `openaq`. */
  feedUrl: string | undefined;
  /** Sent as `X-API-Key` (OpenAQ's v3 API needs one). */
  feedApiKey: string | undefined;
  /** How often the job runs (minutes). */
  refreshMinutes: number;
  /** Days of hourly readings kept (the page shows 30). */
  keepDays: number;
}

export const DEFAULT_AIR: AirConfig = { provider: 'demo', feedUrl: undefined, feedApiKey: undefined, refreshMinutes: 60, keepDays: 35 };

export const HOUR = 3_600_000;
export const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
