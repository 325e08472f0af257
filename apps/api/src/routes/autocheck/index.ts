import { randomBytes } from 'node:crypto';
import {
  AUTOCHECK_ERROR,
  BONUS_EARN,
  BONUS_ERROR,
  BONUS_SPEND,
  autocheckUnlockSchema,
  insufficientPointsSchema,
  REGISTRY_SOURCES,
  type AutocheckQuery,
  type AutocheckReport,
  type RegistrySource,
  apiErrorSchema,
  autocheckQuerySchema,
  autocheckReportSchema,
  autocheckShareSchema,
  myAutocheckRunsSchema,
  myAutochecksSchema,
  shareTokenParamSchema,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeVinFacts } from '../../autocheck/decode.js';
import { buildHistory } from '../../autocheck/history.js';
import { type RegistryProvider, RegistryService, demoRegistryProvider, noRegistryProvider } from '../../autocheck/registry.js';
import { verdictOf } from '../../autocheck/verdict.js';
import {
  type Locale,
  type ShareRow,
  announcementKeys,
  brandsBySlug,
  createShare,
  findShare,
  historyFor,
  listRuns,
  listShares,
  plateRegion,
  recordRun,
  regionNames,
} from '../../db/repositories/autocheck.js';
import { maskVin } from '../../db/repositories/announcements.js';
import { addUnlock, balanceOf, hasUnlock, postEntry } from '../../db/repositories/bonus.js';
import { DEFAULT_AUTOCHECK } from '../../config.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { maybeSignedIn, optionalUserId, requireUser, signedIn } from '../auth/guard.js';

export interface AutocheckOptions {
  /** The registries' provider; the one `config.autocheck` names when omitted. */
  provider?: RegistryProvider;
}

/** The car a report is about, as resolved from the query (an announcement's VIN is never shown in full). */
interface Subject {
  kind: 'vin' | 'plate' | 'announcement';
  vin: string | null;
  plate: string | null;
  announcementId: number | null;
  /** The VIN and plate as the report may show them. */
  shownVin: string | null;
  shownPlate: string | null;
}

/** The key a car's registry answers, unlocks and share bonuses are kept under. */
const subjectKey = (s: Subject) => (s.vin ? `vin:${s.vin}` : `plate:${s.plate}`);

async function resolveSubject(app: FastifyInstance, q: AutocheckQuery): Promise<Subject> {
  if (q.announcement !== undefined) {
    const keys = await announcementKeys(app.db, q.announcement);
    if (!keys) throw notFound(AUTOCHECK_ERROR.announcementNotFound, 'No such announcement');
    if (!keys.vin && !keys.plate) throw notFound(AUTOCHECK_ERROR.announcementWithoutVin, 'The announcement has neither a VIN nor a plate');
    return { kind: 'announcement', vin: keys.vin, plate: keys.plate, announcementId: q.announcement, shownVin: maskVin(keys.vin), shownPlate: null };
  }
  if (q.vin) return { kind: 'vin', vin: q.vin, plate: null, announcementId: null, shownVin: q.vin, shownPlate: null };
  const plate = q.plate!;
  // A plate's VIN, when our listings know one: the latest listing's.
  const rows = await historyFor(app.db, { vin: null, plate }, 'ru');
  const vin = rows.filter((r) => r.vin).at(-1)?.vin ?? null;
  return { kind: 'plate', vin, plate, announcementId: null, shownVin: maskVin(vin), shownPlate: plate };
}

/** The car checks: decoding, our own history, the registries (signed in), a verdict; shared by unguessable links. */
const autocheck: FastifyPluginAsyncZod<AutocheckOptions> = async (app, opts) => {
  const cfg = app.config.autocheck ?? DEFAULT_AUTOCHECK;
  const provider =
    opts.provider ?? (cfg.provider === 'demo' ? demoRegistryProvider({ delays: cfg.demoDelays }) : noRegistryProvider);
  const registries = new RegistryService(app.db, provider, { timeoutMs: cfg.timeoutMs, waitMs: cfg.waitMs, freshSeconds: 24 * 3600 });
  app.addHook('onClose', () => registries.close());

  async function report(subject: Subject, locale: Locale, access: 'open' | 'pay' | 'sign_in', shared: ShareRow | null): Promise<AutocheckReport> {
    const open = access === 'open';
    const now = new Date();
    const facts = subject.vin ? decodeVinFacts(subject.vin) : null;
    const [rows, brands, region] = await Promise.all([
      historyFor(app.db, { vin: subject.vin, plate: subject.plate }, locale),
      facts ? brandsBySlug(app.db, facts.brandSlugs) : Promise.resolve([]),
      subject.plate ? plateRegion(app.db, subject.plate.slice(-2), locale) : Promise.resolve(null),
    ]);
    const history = buildHistory(rows, now);
    const decoding = facts
      ? { wmi: facts.wmi, manufacturer: facts.manufacturer, country: facts.country, brands, modelYear: facts.modelYear, checkDigit: facts.checkDigit }
      : null;
    let sources: RegistrySource[];
    if (!open) {
      sources = REGISTRY_SOURCES.map((id) => ({ id, status: 'locked', checkedAt: null, ms: null, demo: provider.demo, data: null }) as RegistrySource);
    } else {
      const key = subjectKey(subject);
      const car = { vin: subject.vin, plate: subject.plate, modelYear: facts?.modelYear ?? null, country: facts?.country ?? null };
      const stored = await registries.read(key, car);
      const names = stored.some((s) => s.source === 'registrations' && s.data) ? await regionNames(app.db, locale) : new Map<string, string>();
      sources = REGISTRY_SOURCES.map((id) => {
        const row = stored.find((s) => s.source === id);
        if (!row) return { id, status: 'unavailable', checkedAt: null, ms: null, demo: provider.demo, data: null } as RegistrySource;
        let data = row.status === 'ok' ? row.data : null;
        if (id === 'registrations' && data) {
          const reg = data as { owners: number; events: Array<{ region: string | null }> };
          data = { ...reg, events: reg.events.map((e) => ({ ...e, region: e.region ? (names.get(e.region) ?? null) : null })) };
        }
        return {
          id,
          status: row.status,
          checkedAt: (row.finishedAt ?? row.startedAt).toISOString(),
          ms: row.ms,
          demo: provider.demo,
          data,
        } as RegistrySource;
      });
    }
    const latest = history.listings.at(-1);
    const partial = {
      decoding,
      history,
      registries: { access, price: BONUS_SPEND.autocheck_registries, provider: provider.name, sources },
    };
    return {
      subject: { kind: subject.kind, vin: subject.shownVin, plate: subject.shownPlate, announcementId: subject.announcementId, plateRegion: region },
      car: {
        brand: latest?.brand.name ?? (brands.length === 1 ? brands[0]!.name : null),
        model: latest?.model.name ?? null,
        year: latest?.year ?? facts?.modelYear ?? null,
      },
      ...partial,
      verdict: verdictOf(partial),
      generatedAt: now.toISOString(),
      shared: shared ? { token: shared.token, createdAt: shared.createdAt.toISOString() } : null,
    };
  }

  const reader = async (req: FastifyRequest) => optionalUserId(app, req);
  /** Open for a reader who paid for this car's registries, `pay` for one who did not yet, `sign_in` for a visitor. */
  const accessOf = async (userId: number | null, subject: Subject) =>
    userId === null ? ('sign_in' as const) : (await hasUnlock(app.db, userId, subjectKey(subject))) ? ('open' as const) : ('pay' as const);

  app.get(
    '/report',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'getAutocheckReport',
        summary: 'A car check by VIN, plate or announcement: decoding, our own history, registries (signed in), verdict',
        querystring: autocheckQuerySchema,
        response: { 200: autocheckReportSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const subject = await resolveSubject(app, req.query);
      const userId = await reader(req);
      reply.header('cache-control', 'private, no-store');
      const access = await accessOf(userId, subject);
      const answer = await report(subject, requestLocale(req), access, null);
      // A signed-in reader's run is kept in their profile (one row per car; a repeat moves it up).
      if (userId !== null) {
        const c = answer.car;
        await recordRun(app.db, {
          userId,
          subject: subject.kind === 'announcement' ? `announcement:${subject.announcementId}` : subjectKey(subject),
          kind: subject.kind,
          vin: subject.kind === 'vin' ? subject.vin : null,
          plate: subject.kind === 'plate' ? subject.plate : null,
          announcementId: subject.announcementId,
          label: subject.kind === 'announcement' ? (subject.shownVin ?? `#${subject.announcementId}`) : (subject.shownVin ?? subject.shownPlate ?? ''),
          car: c.brand ? [c.brand, c.model].filter(Boolean).join(' ') + (c.year ? `, ${c.year}` : '') : null,
          verdict: answer.verdict.level,
          registries: access === 'open',
        });
      }
      return answer;
    },
  );

  app.post(
    '/shares',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'shareAutocheckReport',
        summary: 'A link to a report (an unguessable token); a signed-in sharer shares the registries they can read',
        body: autocheckQuerySchema,
        response: { 201: autocheckShareSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const subject = await resolveSubject(app, req.body);
      const userId = await reader(req);
      const paid = (await accessOf(userId, subject)) === 'open';
      const share = await createShare(app.db, {
        token: randomBytes(18).toString('base64url'),
        userId,
        vin: subject.kind === 'vin' ? subject.vin : null,
        plate: subject.kind === 'plate' ? subject.plate : null,
        announcementId: subject.announcementId,
        registries: paid,
      });
      // Sharing a checked car (registries paid) earns points, once per car.
      if (paid && userId !== null) {
        const key = subjectKey(subject);
        await postEntry(app.db, { userId, delta: BONUS_EARN.report_shared, reason: 'report_shared', ref: subject.shownVin ?? subject.shownPlate, key: `report_shared:${key}` });
      }
      return reply.code(201).send({ token: share.token, createdAt: share.createdAt.toISOString() });
    },
  );

  app.get(
    '/shares/:token',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'getSharedAutocheckReport',
        summary: 'A shared report, as fresh as the data (the registries when the sharer paid for them, else as the reader may see them)',
        params: shareTokenParamSchema,
        response: { 200: autocheckReportSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const share = await findShare(app.db, req.params.token);
      if (!share) throw notFound(AUTOCHECK_ERROR.shareNotFound, 'No such shared report');
      const q: AutocheckQuery = share.announcementId
        ? { announcement: share.announcementId }
        : share.vin
          ? { vin: share.vin }
          : { plate: share.plate! };
      const subject = await resolveSubject(app, q);
      reply.header('cache-control', 'private, no-store');
      // What the sharer paid for is in the link; otherwise the reader's own access.
      return report(subject, requestLocale(req), share.registries ? 'open' : await accessOf(await reader(req), subject), share);
    },
  );

  app.post(
    '/unlocks',
    {
      onRequest: signedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'unlockAutocheckRegistries',
        summary: "Pays for a car's registry part with bonus points, once per car (a repeat or a retry charges nothing)",
        body: autocheckQuerySchema,
        response: { 200: autocheckUnlockSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: insufficientPointsSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const subject = await resolveSubject(app, req.body);
      const key = subjectKey(subject);
      const price = BONUS_SPEND.autocheck_registries;
      const r = await postEntry(
        app.db,
        { userId: user.id, delta: -price, reason: 'autocheck_registries', ref: subject.shownVin ?? subject.shownPlate, key: `autocheck:${key}` },
        (tx) => addUnlock(tx, user.id, key),
      );
      if (!r.ok) {
        throw new HttpError(409, BONUS_ERROR.insufficientPoints, `The registry part costs ${price} points`, { balance: r.balance, price });
      }
      return { charged: r.duplicate ? 0 : price, balance: r.duplicate ? await balanceOf(app.db, user.id) : r.balance };
    },
  );

  app.get(
    '/runs',
    {
      onRequest: signedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'listMyAutocheckRuns',
        summary: 'The reports the signed-in user ran, one per car, the latest first (to reopen from the profile)',
        response: { 200: myAutocheckRunsSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      const runs = await listRuns(app.db, user.id);
      return {
        items: runs.map((r) => ({
          kind: r.kind,
          label: r.label,
          car: r.car,
          query: r.kind === 'announcement' ? { announcement: r.announcementId! } : r.kind === 'vin' ? { vin: r.vin! } : { plate: r.plate! },
          verdict: r.verdict,
          registries: r.registries,
          runs: r.runs,
          firstRunAt: r.firstRunAt.toISOString(),
          lastRunAt: r.lastRunAt.toISOString(),
          token: r.token,
        })),
      };
    },
  );

  app.get(
    '/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['autocheck'],
        operationId: 'listMyAutochecks',
        summary: "The reader's saved (shared) reports, newest first",
        response: { 200: myAutochecksSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const shares = await listShares(app.db, user.id);
      const locale = requestLocale(req);
      const items = await Promise.all(
        shares.map(async (s) => {
          const rows = s.vin || s.plate ? await historyFor(app.db, { vin: s.vin, plate: s.plate }, locale) : [];
          const latest = rows.at(-1);
          const kind = s.announcementId ? ('announcement' as const) : s.vin ? ('vin' as const) : ('plate' as const);
          return {
            token: s.token,
            createdAt: s.createdAt.toISOString(),
            kind,
            label: kind === 'announcement' ? `#${s.announcementId}` : (s.vin ?? s.plate ?? ''),
            car: latest ? `${latest.brandName} ${latest.modelName}, ${latest.year}` : null,
          };
        }),
      );
      return { items };
    },
  );
};
export default autocheck;
