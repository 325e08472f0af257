import type { Queryable } from '../db.js';

export type Locale = 'ru' | 'kk';

export interface HistoryRow {
  id: number;
  status: 'published' | 'sold' | 'archived';
  brandSlug: string;
  brandName: string;
  modelSlug: string;
  modelName: string;
  year: number;
  vin: string | null;
  plate: string | null;
  publishedAt: Date;
  updatedAt: Date;
  price: number;
  mileage: number;
  city: string;
  sellerType: 'private' | 'dealer';
  photoUrl: string | null;
  photoCount: number;
  /** Every price the listing asked, oldest first (from `price_history`). */
  prices: Array<{ price: number; at: Date }>;
}

/**
 * The statement of `historyFor` ($1 the VIN, $2 the plate, either may be null): the car's listings by VIN (its own, and
 * any VIN a listing with this plate showed) or by plate, found through the partial indexes on announcements (vin) and
 * (plate). A single `vin in (…) or plate = …` condition cannot use them and read every announcement for every report.
 */
export function historySql(locale: Locale): string {
  const city = locale === 'kk' ? 'c.name_kk' : 'c.name_ru';
  return `select a.id, a.status, b.slug as brand_slug, b.name as brand_name, m.slug as model_slug, m.name as model_name,
     a.year, a.vin, a.plate, a.published_at, a.updated_at, a.price, a.mileage, ${city} as city, a.seller_type,
     (select p.url from photos p where p.announcement_id = a.id order by p.position limit 1) as photo_url,
     a.photo_count,
     (select coalesce(json_agg(json_build_object('price', h.price, 'at', h.changed_at) order by h.changed_at, h.id), '[]'::json)
        from price_history h where h.announcement_id = a.id) as prices
   from announcements a
   join brands b on b.id = a.brand_id
   join models m on m.id = a.model_id
   join cities c on c.id = a.city_id
   where a.id = any (array(
       select h.id from announcements h
        where h.vin = any (array(
          select $1::text where $1::text is not null
          union
          select p.vin from announcements p where $2::text is not null and p.plate = $2 and p.vin is not null))
       union
       select h.id from announcements h where $2::text is not null and h.plate = $2))
     and a.status in ('published', 'sold', 'archived') and a.published_at is not null
   order by a.published_at, a.id`;
}

/**
 * Every announcement ever published with this VIN or plate (or, for a plate, with a VIN any of them carries):
 * published, sold and archived ones, oldest first. Drafts, moderation and rejected ones were never shown, so they are
 * no history.
 */
export async function historyFor(db: Queryable, by: { vin: string | null; plate: string | null }, locale: Locale): Promise<HistoryRow[]> {
  if (!by.vin && !by.plate) return [];
  const rows = await db.query<{
    id: string | number;
    status: HistoryRow['status'];
    brand_slug: string;
    brand_name: string;
    model_slug: string;
    model_name: string;
    year: number;
    vin: string | null;
    plate: string | null;
    published_at: Date | string;
    updated_at: Date | string;
    price: string | number;
    mileage: number;
    city: string;
    seller_type: HistoryRow['sellerType'];
    photo_url: string | null;
    photo_count: number;
    prices: Array<{ price: string | number; at: string }> | string | null;
  }>(
    historySql(locale),
    [by.vin, by.plate],
  );
  return rows.map((r) => {
    const prices = typeof r.prices === 'string' ? (JSON.parse(r.prices) as Array<{ price: number; at: string }>) : (r.prices ?? []);
    return {
      id: Number(r.id),
      status: r.status,
      brandSlug: r.brand_slug,
      brandName: r.brand_name,
      modelSlug: r.model_slug,
      modelName: r.model_name,
      year: Number(r.year),
      vin: r.vin,
      plate: r.plate,
      publishedAt: new Date(r.published_at),
      updatedAt: new Date(r.updated_at),
      price: Number(r.price),
      mileage: Number(r.mileage),
      city: r.city,
      sellerType: r.seller_type,
      photoUrl: r.photo_url,
      photoCount: Number(r.photo_count),
      prices: prices.map((p) => ({ price: Number(p.price), at: new Date(p.at) })),
    };
  });
}

/** The VIN and plate of an announcement that was shown (published, sold or archived), or null when there is none. */
export async function announcementKeys(db: Queryable, id: number): Promise<{ vin: string | null; plate: string | null } | null> {
  const [r] = await db.query<{ vin: string | null; plate: string | null }>(
    `select vin, plate from announcements where id = $1 and status in ('published', 'sold', 'archived')`,
    [id],
  );
  return r ?? null;
}

/** Catalogue brands by slug, in the order asked (unknown slugs left out). */
export async function brandsBySlug(db: Queryable, slugs: readonly string[]): Promise<Array<{ slug: string; name: string }>> {
  if (!slugs.length) return [];
  const rows = await db.query<{ slug: string; name: string }>('select slug, name from brands where slug = any($1::text[])', [slugs]);
  return slugs.flatMap((s) => rows.filter((r) => r.slug === s));
}

/** The region whose plate code this is (`02` → Almaty), in the reader's language. */
export async function plateRegion(db: Queryable, code: string, locale: Locale): Promise<string | null> {
  const [r] = await db.query<{ name: string }>(
    `select ${locale === 'kk' ? 'name_kk' : 'name_ru'} as name from regions where plate_code = $1 order by sort_order limit 1`,
    [code],
  );
  return r?.name ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Registry answers, kept per car, source and provider (every API instance reads the same rows)

export interface SourceRow {
  source: string;
  status: 'pending' | 'ok' | 'not_found' | 'unavailable';
  data: unknown;
  startedAt: Date;
  finishedAt: Date | null;
  ms: number | null;
}

const toSource = (r: Record<string, unknown>): SourceRow => ({
  source: String(r['source']),
  status: r['status'] as SourceRow['status'],
  data: typeof r['data'] === 'string' ? JSON.parse(r['data']) : (r['data'] ?? null),
  startedAt: new Date(r['started_at'] as string),
  finishedAt: r['finished_at'] ? new Date(r['finished_at'] as string) : null,
  ms: r['ms'] === null || r['ms'] === undefined ? null : Number(r['ms']),
});

export async function sourceRows(db: Queryable, subject: string, provider: string): Promise<SourceRow[]> {
  const rows = await db.query(
    'select source, status, data, started_at, finished_at, ms from autocheck_sources where subject = $1 and provider = $2',
    [subject, provider],
  );
  return rows.map(toSource);
}

/**
 * Claims sources of a car for asking: a new row, or one whose answer is older than `freshSeconds` or whose ask was left
 * pending longer than `stuckSeconds` (a process that stopped mid-way). Returns the sources this caller should ask; one
 * statement, so of several instances exactly one asks each source.
 */
export async function claimSources<S extends string>(
  db: Queryable,
  subject: string,
  sources: readonly S[],
  provider: string,
  o: { freshSeconds: number; stuckSeconds: number },
): Promise<S[]> {
  const rows = await db.query<{ source: string }>(
    `insert into autocheck_sources (subject, source, provider, status, started_at)
     select $1, s, $3, 'pending', now() from unnest($2::text[]) as s
     on conflict (subject, source, provider) do update set status = 'pending', data = null, started_at = now(),
       finished_at = null, ms = null
     where (autocheck_sources.status = 'pending' and autocheck_sources.started_at < now() - make_interval(secs => $5))
        or (autocheck_sources.status <> 'pending' and autocheck_sources.finished_at < now() - make_interval(secs => $4))
        or (autocheck_sources.status = 'unavailable' and autocheck_sources.finished_at < now() - interval '1 minute')
     returning source`,
    [subject, sources, provider, o.freshSeconds, o.stuckSeconds],
  );
  // In the order asked (the answer's order is the table's).
  const claimed = new Set(rows.map((r) => r.source));
  return sources.filter((s) => claimed.has(s));
}

/** Stores several answers in one statement (each row still only while it is pending). */
export async function finishSources(
  db: Queryable,
  provider: string,
  answers: ReadonlyArray<{ subject: string; source: string; status: 'ok' | 'not_found' | 'unavailable'; data: unknown; ms: number }>,
): Promise<void> {
  if (!answers.length) return;
  await db.query(
    `update autocheck_sources s set status = v.status, data = v.data::jsonb, finished_at = now(), ms = v.ms
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as v(subject, source, status, data, ms)
     where s.subject = v.subject and s.source = v.source and s.provider = $1 and s.status = 'pending'`,
    [
      provider,
      answers.map((a) => a.subject),
      answers.map((a) => a.source),
      answers.map((a) => a.status),
      answers.map((a) => (a.data === null ? null : JSON.stringify(a.data))),
      answers.map((a) => a.ms),
    ],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Shared reports

export interface ShareRow {
  token: string;
  userId: number | null;
  vin: string | null;
  plate: string | null;
  announcementId: number | null;
  registries: boolean;
  createdAt: Date;
}

const toShare = (r: Record<string, unknown>): ShareRow => ({
  token: String(r['token']),
  userId: r['user_id'] === null ? null : Number(r['user_id']),
  vin: (r['vin'] as string | null) ?? null,
  plate: (r['plate'] as string | null) ?? null,
  announcementId: r['announcement_id'] === null ? null : Number(r['announcement_id']),
  registries: Boolean(r['registries']),
  createdAt: new Date(r['created_at'] as string),
});

export async function createShare(db: Queryable, s: Omit<ShareRow, 'createdAt'>): Promise<ShareRow> {
  const [r] = await db.query(
    `insert into autocheck_shares (token, user_id, vin, plate, announcement_id, registries)
     values ($1, $2, $3, $4, $5, $6) returning token, user_id, vin, plate, announcement_id, registries, created_at`,
    [s.token, s.userId, s.vin, s.plate, s.announcementId, s.registries],
  );
  return toShare(r!);
}

export async function findShare(db: Queryable, token: string): Promise<ShareRow | null> {
  const [r] = await db.query(
    'select token, user_id, vin, plate, announcement_id, registries, created_at from autocheck_shares where token = $1',
    [token],
  );
  return r ? toShare(r) : null;
}

export async function listShares(db: Queryable, userId: number, limit = 50): Promise<ShareRow[]> {
  const rows = await db.query(
    `select token, user_id, vin, plate, announcement_id, registries, created_at from autocheck_shares
     where user_id = $1 order by created_at desc, token limit $2`,
    [userId, limit],
  );
  return rows.map(toShare);
}

/** Region slug → name in the reader's language. */
export async function regionNames(db: Queryable, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.query<{ slug: string; name: string }>(`select slug, ${locale === 'kk' ? 'name_kk' : 'name_ru'} as name from regions`);
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** A report a signed-in user ran, as their profile lists it. */
export interface RunRow {
  kind: 'vin' | 'plate' | 'announcement';
  vin: string | null;
  plate: string | null;
  announcementId: number | null;
  label: string;
  car: string | null;
  verdict: 'green' | 'amber' | 'red';
  registries: boolean;
  runs: number;
  firstRunAt: Date;
  lastRunAt: Date;
  /** The user's latest share link of the same car, if any. */
  token: string | null;
}

/** Records a run of a report (one row per user and car: the count, the last verdict and time move). */
export async function recordRun(
  db: Queryable,
  r: Omit<RunRow, 'runs' | 'firstRunAt' | 'lastRunAt' | 'token'> & { userId: number; subject: string },
): Promise<void> {
  await db.query(
    `insert into autocheck_runs (user_id, subject, kind, vin, plate, announcement_id, label, car, verdict, registries)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (user_id, subject) do update set label = excluded.label, car = excluded.car, verdict = excluded.verdict,
       registries = excluded.registries, runs = autocheck_runs.runs + 1, last_run_at = now()`,
    [r.userId, r.subject, r.kind, r.vin, r.plate, r.announcementId, r.label, r.car, r.verdict, r.registries],
  );
}

export async function listRuns(db: Queryable, userId: number, limit = 100): Promise<RunRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select r.kind, r.vin, r.plate, r.announcement_id, r.label, r.car, r.verdict, r.registries, r.runs, r.first_run_at, r.last_run_at,
       (select s.token from autocheck_shares s
        where s.user_id = r.user_id and (s.announcement_id = r.announcement_id
          or (r.announcement_id is null and s.announcement_id is null and (s.vin = r.vin or (r.vin is null and s.plate = r.plate))))
        order by s.created_at desc limit 1) as token
     from autocheck_runs r where r.user_id = $1 order by r.last_run_at desc, r.subject limit $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    kind: r['kind'] as RunRow['kind'],
    vin: (r['vin'] as string | null) ?? null,
    plate: (r['plate'] as string | null) ?? null,
    announcementId: r['announcement_id'] === null ? null : Number(r['announcement_id']),
    label: String(r['label']),
    car: (r['car'] as string | null) ?? null,
    verdict: r['verdict'] as RunRow['verdict'],
    registries: Boolean(r['registries']),
    runs: Number(r['runs']),
    firstRunAt: new Date(r['first_run_at'] as string),
    lastRunAt: new Date(r['last_run_at'] as string),
    token: (r['token'] as string | null) ?? null,
  }));
}
