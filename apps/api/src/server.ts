import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import type { Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { openDb, openServingDb } from './db/open.js';
import { isEmpty } from './db/repositories/catalog.js';
import { seed } from './db/seed/index.js';
import { isMarketEmpty, seedMarket } from './db/seed/market.js';
import { areMarketVideosEmpty } from './db/repositories/market-videos.js';
import { seedMarketVideos } from './db/seed/market-videos.js';
import { startAirJob } from './lib/air/job.js';
import { DEFAULT_AIR } from './lib/air/provider.js';
import { startGarageReminderJob } from './garage/reminder-push.js';
import { startAlertJob } from './alerts/alerts.js';

/** Opens and migrates the database, seeds it on first start, listens, and shuts down cleanly on SIGINT/SIGTERM. */
export async function startServer(config: Config = loadConfig()): Promise<{ app: FastifyInstance; db: Db }> {
  const logger = pino({
    level: config.logLevel,
    ...(config.nodeEnv === 'production' ? {} : { base: { service: 'api' } }),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  logger.info(`opening ${where}`);
  // Migrations and the first seed run unbounded (a migration may take minutes); requests get the bounded database.
  const setup = await openDb(config);
  const applied = await migrate(setup);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (await isEmpty(setup)) {
    const t = Date.now();
    logger.info(`empty database: seeding ${config.seedAnnouncements} announcements`);
    const stats = await seed(setup, { announcements: config.seedAnnouncements });
    logger.info({ ...stats, ms: Date.now() - t }, 'seed done');
  } else if (await isMarketEmpty(setup)) {
    // A database seeded before the market existed: add the market's data once.
    const t = Date.now();
    const stats = await setup.transaction((tx) => seedMarket(tx));
    logger.info({ ...stats, ms: Date.now() - t }, 'market seed done');
  } else if (await areMarketVideosEmpty(setup)) {
    // A database seeded before the market's videos existed (migration 0022): add them once.
    const videos = await setup.transaction((tx) => seedMarketVideos(tx));
    logger.info({ videos }, 'market videos seed done');
  }
  if (config.databaseUrl) await setup.close();
  const db = await openServingDb(config, config.databaseUrl ? null : setup);

  const app = await buildApp({ db, config, logger });
  // Air quality: the job fills the last days on the first start and adds every new hour. The demo series is made
  // here, so the first run is awaited (the page has figures from the first request); a remote feed is not.
  const airConfig = config.air ?? DEFAULT_AIR;
  const air = startAirJob(db, airConfig, logger);
  if (airConfig.provider === 'demo') await air.first;
  // The garage's push reminders: at start and every GARAGE_REMINDER_MINUTES (safe on several instances).
  const reminders = startGarageReminderJob(db, app.push.sender, { minutes: config.garageReminderMinutes ?? 60, log: logger });
  // Alerts: the queue the announcement triggers fill, every ALERTS_POLL_MS, and the daily digests.
  const alertJob = startAlertJob(db, app.alerts, { pollMs: config.alertsPollMs ?? 1000, log: logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      air.stop();
      await reminders.stop();
      await alertJob.stop();
      await app.alerts.settled();
      await app.close();
      await db.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return { app, db };
}
