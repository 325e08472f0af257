/**
 * The air-quality ingestion job: asks the configured provider for the hours since the last one stored (at most the
 * last `keepDays` days), stores stations and readings (upserts: several API instances running it at once write the
 * same rows), drops readings older than `keepDays`. It runs at start and then every `refreshMinutes`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.js';
import { latestAirHour, pruneAirMeasurements, upsertAirMeasurements, upsertAirStations } from '../../db/repositories/air.js';
import { createDemoProvider } from './demo.js';
import { createOpenAqProvider } from './openaq.js';
import { type AirConfig, type AirProvider, HOUR, floorHour } from './provider.js';

const DAY = 24 * HOUR;

export function createAirProvider(config: AirConfig): AirProvider {
  if (config.provider === 'openaq') {
    if (!config.feedUrl) throw new Error('AIR_FEED_URL is required with AIR_PROVIDER=openaq');
    return createOpenAqProvider({ url: config.feedUrl, apiKey: config.feedApiKey });
  }
  return createDemoProvider();
}

export interface IngestResult {
  stations: number;
  readings: number;
  since: string;
  until: string;
}

/** One run of the job at `now`. */
export async function ingestAir(db: Db, provider: AirProvider, config: Pick<AirConfig, 'keepDays'>, now = new Date()): Promise<IngestResult> {
  const until = new Date(floorHour(now.getTime()) + HOUR);
  const oldest = floorHour(now.getTime()) - config.keepDays * DAY;
  const latest = await latestAirHour(db, provider.name);
  // Re-read the last 3 hours: a feed's late measurements fill an hour in after it was first stored.
  const since = new Date(Math.max(oldest, latest ? latest.getTime() - 2 * HOUR : oldest));
  const batch = await provider.fetch({ since, until });
  const written = await db.transaction(async (tx) => {
    const ids = await upsertAirStations(tx, provider.name, batch.stations);
    const n = await upsertAirMeasurements(tx, ids, batch.readings);
    await pruneAirMeasurements(tx, new Date(oldest));
    return n;
  });
  return { stations: batch.stations.length, readings: written, since: since.toISOString(), until: until.toISOString() };
}

/** Runs the job now and then every `refreshMinutes`; `stop()` ends it. A failed run is logged and retried next time. */
export function startAirJob(db: Db, config: AirConfig, log: FastifyBaseLogger): { first: Promise<void>; stop(): void } {
  const provider = createAirProvider(config);
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= ingestAir(db, provider, config)
      .then((r) => log.info({ air: r, provider: provider.name }, 'air quality ingested'))
      .catch((err: unknown) => log.error({ err, provider: provider.name }, 'air quality ingestion failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = run();
  const timer = setInterval(run, config.refreshMinutes * 60_000);
  timer.unref();
  return {
    first,
    stop: () => clearInterval(timer),
  };
}
