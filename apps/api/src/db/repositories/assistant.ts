import type { AssistantContext, AssistantFilters, PriceStats } from '@jolda/contracts';
import type { CatalogueData } from '../../assistant/lexicon.js';
import type { Queryable } from '../db.js';
import { iso, num, numOrNull } from './rows.js';

/** The catalogue the interpreter reads requests against: names of brands, models, generations, cities and regions. */
export async function loadAssistantCatalogue(db: Queryable): Promise<CatalogueData> {
  const [brands, models, generations, cities, regions] = await Promise.all([
    db.query<{ slug: string; name: string; popular: boolean }>('select slug, name, popular from brands order by id'),
    db.query<{ brand: string; slug: string; name: string }>(
      'select b.slug as brand, m.slug, m.name from models m join brands b on b.id = m.brand_id order by m.id',
    ),
    db.query<{ brand: string; model: string; slug: string; name: string; year_from: number }>(
      `select b.slug as brand, m.slug as model, g.slug, g.name, g.year_from
       from generations g join models m on m.id = g.model_id join brands b on b.id = m.brand_id order by g.id`,
    ),
    db.query<{ slug: string; ru: string; kk: string }>('select slug, name_ru as ru, name_kk as kk from cities order by id'),
    db.query<{ slug: string; ru: string; kk: string }>('select slug, name_ru as ru, name_kk as kk from regions order by id'),
  ]);
  return {
    brands,
    models,
    generations: generations.map((g) => ({ brand: g.brand, model: g.model, slug: g.slug, name: g.name, yearFrom: num(g.year_from) })),
    cities,
    regions,
  };
}

export interface PriceFigures extends PriceStats {
  /** Share with an automatic gearbox of any kind (0–1), null without announcements. */
  automaticShare: number | null;
  topFuel: string | null;
}

/**
 * Price figures of these published announcements (the search index finds them, so the figures are of exactly the
 * announcements the same search shows): count, median and quartiles of the price, median year and mileage.
 */
export async function priceFigures(db: Queryable, ids: readonly number[]): Promise<PriceFigures> {
  const rows = await db.query<Record<string, unknown>>(
    `select count(*)::int as count,
       percentile_cont(0.25) within group (order by price)::float8 as q1,
       percentile_cont(0.5) within group (order by price)::float8 as median,
       percentile_cont(0.75) within group (order by price)::float8 as q3,
       min(price)::float8 as min, max(price)::float8 as max,
       percentile_cont(0.5) within group (order by year)::float8 as median_year,
       percentile_cont(0.5) within group (order by mileage)::float8 as median_mileage,
       avg(case when transmission = 'manual' then 0 else 1 end)::float8 as automatic_share,
       mode() within group (order by fuel) as top_fuel
     from announcements where status = 'published' and id = any($1::bigint[])`,
    [ids],
  );
  const r = rows[0] ?? {};
  const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    count: num(r['count']),
    median: round(r['median']),
    q1: round(r['q1']),
    q3: round(r['q3']),
    min: round(r['min']),
    max: round(r['max']),
    medianYear: round(r['median_year']),
    medianMileage: round(r['median_mileage']),
    automaticShare: numOrNull(r['automatic_share']),
    topFuel: (r['top_fuel'] as string | null) ?? null,
  };
}

/**
 * Counts one chat request of a visitor in the current minute (the database's clock, shared by every API instance, or
 * `at` when given) and answers the minute's count with it and the seconds left in the minute. One statement:
 * simultaneous requests are counted one after another on the row.
 */
export async function countAssistantRequest(
  db: Queryable,
  visitor: string,
  at: Date | null = null,
): Promise<{ count: number; retryAfter: number }> {
  const rows = await db.query<{ count: number; left: number | string; fresh: boolean }>(
    `insert into assistant_usage (visitor, window_start, count)
     values ($1, date_trunc('minute', coalesce($2::timestamptz, now())), 1)
     on conflict (visitor, window_start) do update set count = assistant_usage.count + 1
     returning count, extract(epoch from (window_start + interval '1 minute' - coalesce($2::timestamptz, now()))) as left,
       (count = 1) as fresh`,
    [visitor, at ? at.toISOString() : null],
  );
  const row = rows[0]!;
  // A visitor's first request of a minute clears counters of minutes long gone.
  if (row.fresh)
    await db.query(`delete from assistant_usage where window_start < coalesce($1::timestamptz, now()) - interval '10 minutes'`, [
      at ? at.toISOString() : null,
    ]);
  return { count: num(row.count), retryAfter: Math.max(1, Math.ceil(Number(row.left))) };
}

export interface StoredMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  filters: AssistantFilters | null;
  cardIds: number[];
  /** The guide's articles the answer linked. */
  guideIds: number[];
  context: AssistantContext | null;
  /** The provider that wrote an answer (null for questions and for answers stored before it was kept). */
  provider: 'local' | 'llm' | null;
  createdAt: string;
}

/** How many messages of a user's conversation are kept (the oldest go first). */
export const ASSISTANT_HISTORY_KEEP = 200;

/** Adds a user's question and the answer to their conversation; answers the answer's id. */
export async function appendExchange(
  db: Queryable,
  userId: number,
  question: string,
  answer: {
    text: string;
    filters: AssistantFilters | null;
    cardIds: number[];
    context: AssistantContext | null;
    provider: 'local' | 'llm';
    guideIds: number[];
  },
): Promise<number> {
  await db.query(`insert into assistant_messages (user_id, role, text) values ($1, 'user', $2)`, [userId, question]);
  const rows = await db.query<{ id: number | string }>(
    `insert into assistant_messages (user_id, role, text, filters, card_ids, context, provider, guide_ids)
     values ($1, 'assistant', $2, $3::jsonb, $4::bigint[], $5::jsonb, $6, $7::bigint[]) returning id`,
    [
      userId,
      answer.text,
      answer.filters ? JSON.stringify(answer.filters) : null,
      answer.cardIds,
      answer.context ? JSON.stringify(answer.context) : null,
      answer.provider,
      answer.guideIds,
    ],
  );
  await db.query(
    `delete from assistant_messages where user_id = $1 and id < (
       select id from assistant_messages where user_id = $1 order by id desc offset $2 limit 1)`,
    [userId, ASSISTANT_HISTORY_KEEP - 1],
  );
  return num(rows[0]!.id);
}

/** A user's conversation, oldest first (at most the last `limit` messages). */
export async function listMessages(db: Queryable, userId: number, limit = 100): Promise<StoredMessage[]> {
  const rows = await db.query<{
    id: number | string;
    role: 'user' | 'assistant';
    text: string;
    filters: AssistantFilters | string | null;
    card_ids: Array<number | string> | null;
    guide_ids: Array<number | string> | null;
    context: AssistantContext | string | null;
    provider: 'local' | 'llm' | null;
    created_at: Date | string;
  }>(
    `select id, role, text, filters, card_ids, guide_ids, context, provider, created_at from (
       select * from assistant_messages where user_id = $1 order by id desc limit $2) m order by id`,
    [userId, limit],
  );
  const json = <T>(v: T | string | null): T | null => (v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return rows.map((r) => ({
    id: num(r.id),
    role: r.role,
    text: r.text,
    filters: json(r.filters),
    cardIds: (r.card_ids ?? []).map(num),
    guideIds: (r.guide_ids ?? []).map(num),
    context: json(r.context),
    provider: r.provider,
    createdAt: iso(r.created_at),
  }));
}

export async function clearMessages(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from assistant_messages where user_id = $1', [userId]);
}
