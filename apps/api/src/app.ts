import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type ZodTypeProvider, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { RecordingSmsSender, type SmsSender, createSmsProvider } from './lib/sms.js';
import { TokenService } from './lib/tokens.js';
import { errorHandler } from './plugins/error-handler.js';
import { openapi } from './plugins/openapi.js';
import { security } from './plugins/security.js';
import { validatorCompiler } from './plugins/validation.js';
import announcements from './routes/announcements/index.js';
import auth from './routes/auth/index.js';
import catalog from './routes/catalog/index.js';
import health from './routes/health/index.js';
import media from './routes/media/index.js';
import drafts from './routes/drafts/index.js';
import myAnnouncements from './routes/my-announcements/index.js';
import uploads from './routes/uploads/index.js';
import vin from './routes/vin/index.js';
import favourites from './routes/favourites/index.js';
import shortlists from './routes/shortlists/index.js';
import savedSearches from './routes/saved-searches/index.js';
import compare from './routes/compare/index.js';
import flags from './routes/flags/index.js';
import nps from './routes/nps/index.js';
import userReports from './routes/user-reports/index.js';
import sellers from './routes/sellers/index.js';
import assistant from './routes/assistant/index.js';
import market from './routes/market/index.js';
import marketMedia from './routes/market/media.js';
import air from './routes/air/index.js';
import franchise from './routes/franchise/index.js';
import autocheck from './routes/autocheck/index.js';
import bonus from './routes/bonus/index.js';
import garage from './routes/garage/index.js';
import inspections from './routes/inspections/index.js';
import raise from './routes/raise/index.js';
import type { FinesProvider } from './garage/fines.js';
import type { RegistryProvider } from './autocheck/registry.js';
import content from './routes/content/index.js';
import sitemap from './routes/sitemap/index.js';
import contentEditor from './routes/content/editor.js';
import messages from './routes/messages/index.js';
import push from './routes/push/index.js';
import alerts from './routes/alerts/index.js';
import { createAlertService } from './alerts/alerts.js';
import { createPushService } from './push/service.js';
import type { PushProvider } from './push/sender.js';
import './types.js';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** A pino logger; none (silent) when omitted. */
  logger?: FastifyBaseLogger;
  /** The SMS provider; the one `config.sms` names when omitted. */
  smsSender?: SmsSender;
  /** The clock of the assistant's per-visitor limit (tests); the database's otherwise. */
  assistantClock?: () => Date;
  /** The air-quality pages' "now" (tests); the system clock otherwise. */
  airClock?: () => number;
  /** The car checks' registry provider (tests); the one `config.autocheck` names otherwise. */
  registryProvider?: RegistryProvider;
  /** The garage's "today" and fines provider (tests); the system clock and `config.garage` otherwise. */
  garageClock?: () => Date;
  finesProvider?: FinesProvider;
  /** The web push provider (tests); the one `config.push` names otherwise. */
  pushProvider?: PushProvider;
  /** The clock of alerts (daily limits, digests) and message pushes (tests); the system clock otherwise. */
  alertsClock?: () => Date;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The API as a Fastify instance: plugins and routes, not listening. */
export async function buildApp({
  db,
  config,
  logger,
  smsSender,
  assistantClock,
  airClock,
  registryProvider,
  garageClock,
  finesProvider,
  pushProvider,
  alertsClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Accept a sane incoming x-request-id (from the web server), otherwise make one.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Forwarded headers are kept only when the web server signed them (`lib/visitor.ts`); the rest are dropped first.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sender = smsSender ?? createSmsProvider(config, app.log);
  const recorder = config.testMode ? new RecordingSmsSender(sender) : null;
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', new TokenService(config.jwtSecret, config.accessTokenTtl));
  app.decorate('sms', recorder ?? sender);
  app.decorate('smsRecorder', recorder);
  app.decorate('push', createPushService(db, config, pushProvider));
  app.decorate(
    'alerts',
    createAlertService(db, app.push.sender, { secret: config.alertsSecret ?? config.jwtSecret, log: app.log, ...(alertsClock ? { clock: alertsClock } : {}) }),
  );
  app.decorateRequest('user', null);

  errorHandler(app);
  // Load shedding first: a process whose event loop is over the delay answers 503 with Retry-After at once instead of
  // queueing requests for seconds.
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      // The mean delay over a second: a process that keeps lagging, not one long task (a start-up index load) that is over.
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: 1000,
      retryAfter: 5,
      pressureHandler: (req, reply, type) => {
        req.log.warn({ type }, 'under pressure: shedding load');
        void reply
          .code(503)
          .header('retry-after', '5')
          .send({ code: 'service_unavailable', message: 'The server is overloaded; retry shortly', retryAfter: 5, requestId: req.id });
      },
    });
  }
  await security(app);
  await app.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'] });
  // Set-Cookie for the site's session calls; cookies are parsed only where read (auth routes), not on every request.
  await app.register(cookie, { hook: false });
  await openapi(app);

  await app.register(health);
  await app.register(catalog, { prefix: '/api/catalog' });
  await app.register(announcements, { prefix: '/api/announcements' });
  await app.register(sellers, { prefix: '/api/sellers' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(media, { prefix: '/media' });
  await app.register(uploads);
  await app.register(drafts, { prefix: '/api/drafts' });
  await app.register(myAnnouncements, { prefix: '/api/my' });
  await app.register(vin, { prefix: '/api' });
  await app.register(favourites, { prefix: '/api/favourites' });
  await app.register(shortlists, { prefix: '/api/shortlists' });
  await app.register(compare, { prefix: '/api/compare' });
  await app.register(savedSearches, { prefix: '/api/saved-searches' });
  await app.register(flags, { prefix: '/api' });
  await app.register(nps, { prefix: '/api/nps' });
  await app.register(userReports, { prefix: '/api/user-reports' });
  await app.register(assistant, { prefix: '/api/assistant', clock: assistantClock });
  await app.register(market, { prefix: '/api/market' });
  await app.register(marketMedia, { prefix: '/media/market' });
  await app.register(air, { prefix: '/api/air', clock: airClock });
  await app.register(franchise, { prefix: '/api/franchise' });
  await app.register(autocheck, { prefix: '/api/autocheck', ...(registryProvider ? { provider: registryProvider } : {}) });
  await app.register(bonus, { prefix: '/api/bonus' });
  await app.register(garage, {
    prefix: '/api/garage',
    ...(garageClock ? { clock: garageClock } : {}),
    ...(finesProvider ? { finesProvider } : {}),
  });
  await app.register(inspections, { prefix: '/api/inspections' });
  await app.register(raise, { prefix: '/api' });
  await app.register(content, { prefix: '/api' });
  await app.register(sitemap);
  await app.register(contentEditor, { prefix: '/api/editor' });
  await app.register(messages, { prefix: '/api/messages' });
  await app.register(push, { prefix: '/api/push' });
  await app.register(alerts, { prefix: '/api/alerts' });

  await app.ready();
  return app;
}
