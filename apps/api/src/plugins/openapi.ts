import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { rateLimitedSchema } from '@jolda/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { deriveSecurity } from '../lib/guards.js';

/**
 * `onRoute`: documents the 429 of the global rate limit (plugins/security.ts) on every route it applies to (not
 * media, not routes with `config.rateLimit: false`), unless the route documents a 429 of its own.
 */
export function documentRateLimit(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Record<string | number, unknown> } | undefined;
  if (!schema || schema.hide || route.config?.rateLimit === false || route.url.startsWith('/media/')) return;
  if (schema.response && (429 in schema.response || '429' in schema.response)) return;
  // The schema object `deriveSecurity` made for this route (registered first): changed in place.
  schema.response = { ...schema.response, 429: rateLimitedSchema };
}

/**
 * OpenAPI generated from the zod route schemas: JSON at `/api/openapi.json`, Scalar reference at `/api/docs`.
 * Conventions (docs/architecture.md, held by `test/openapi.test.ts` and `redocly lint`): every operation has a
 * camelCase `operationId`; its `security` comes from the route's guard (`lib/guards.ts`), never by hand.
 */
export async function openapi(app: FastifyInstance) {
  app.addHook('onRoute', deriveSecurity);
  app.addHook('onRoute', documentRateLimit);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jolda API',
        description: 'Car marketplace for Kazakhstan: catalogue, announcements search and auth.',
        version: app.config.version,
      },
      servers: [{ url: '/', description: 'The API behind the site, on the same origin' }],
      tags: [
        { name: 'health', description: 'Liveness and database check' },
        { name: 'catalog', description: 'Brands, models, cities, regions' },
        {
          name: 'announcements',
          description: 'Search, announcement pages, sellers, and posting and editing',
        },
        { name: 'auth', description: 'Phone sign-in (OTP), tokens and profile' },
        { name: 'media', description: 'Generated and uploaded photos (immutable)' },
        { name: 'uploads', description: 'Photo uploads for the posting form' },
        { name: 'drafts', description: 'The posting form kept between visits' },
        { name: 'posting', description: "The user's own announcements, VIN and plate look-ups" },
        { name: 'favourites', description: "The signed-in user's favourites" },
        { name: 'shortlists', description: 'Named lists of cars a user shares read-only by link (/myroll/{id})' },
        { name: 'compare', description: 'The compare list and its table' },
        { name: 'saved searches', description: 'Saved search filters and their new matches' },
        { name: 'flags', description: 'Feature flags: the Unleash frontend API and the flags themselves' },
        { name: 'nps', description: 'Satisfaction (NPS) answers' },
        { name: 'user-reports', description: "User reports from the native app's web views" },
        { name: 'content', description: 'Guides and managed pages (Markdown rendered to sanitised HTML), their editing and roles' },
        { name: 'assistant', description: 'The AI assistant: requests read into search filters, answers streamed as events' },
        { name: 'franchise', description: 'The franchise offer, leads from its page, and the leads for admins (JSON, CSV)' },
        { name: 'air', description: 'Air quality in Kazakh cities: stations, AQI (US EPA), hourly and daily series' },
        {
          name: 'market',
          description: 'New cars and the online dealer market: catalogue, offers, dealers, credit, test drives, surveys, applications, personal offers',
        },
        { name: 'autocheck', description: 'Car checks by VIN, plate or announcement: decoding, our own history, registries, shared reports' },
        { name: 'bonus', description: 'Bonus points: rules, balance, history, claims for verified actions' },
        { name: 'garage', description: "A driver's cars: due dates, vehicle tax, service log, fines (adapter), market value from our listings" },
        { name: 'messages', description: 'Messages between buyer and seller: conversations per announcement, read receipts, block and report, live events (SSE)' },
        { name: 'inspections', description: 'Jolda inspections of cars on sale: the checklist, the grade; written by inspectors' },
        { name: 'push', description: "Web push: a signed-in user's browser subscriptions, the VAPID key, the development outbox" },
        { name: 'alerts', description: 'Alerts of saved searches and favourites: toggles, notifications, one-click unsubscribe' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from /auth/otp/verify or /auth/refresh-token/',
          },
          unleashClientKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'An Unleash frontend client key, as it is (not a bearer token; frontend keys are public)',
          },
          postingSession: {
            type: 'apiKey',
            in: 'header',
            name: 'x-posting-session',
            description: 'A posting session of a visitor who is not signed in (POST /api/uploads/sessions): photo uploads only',
          },
          flagsAdmin: {
            type: 'http',
            scheme: 'bearer',
            description: '`FLAGS_ADMIN_TOKEN` (not needed in test mode)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Jolda API' },
    logLevel: 'warn',
  });
}
