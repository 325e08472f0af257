import type { Flag, FlagUpdate, MetricsBody } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso } from './rows.js';

interface FlagRow {
  name: string;
  description: string;
  enabled: boolean;
  rollout: number | string;
  stickiness: Flag['stickiness'];
  variants: unknown;
  impression_data: boolean;
  updated_at: Date;
}

const COLS = 'name, description, enabled, rollout, stickiness, variants, impression_data, updated_at';

function parseVariants(v: unknown): Flag['variants'] {
  const raw = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return Array.isArray(raw) ? (raw as Flag['variants']) : [];
}

const toFlag = (r: FlagRow): Flag => ({
  name: r.name,
  description: r.description,
  enabled: r.enabled,
  rollout: Number(r.rollout),
  stickiness: r.stickiness,
  variants: parseVariants(r.variants),
  impressionData: r.impression_data,
  updatedAt: iso(r.updated_at),
});

export async function listFlags(db: Queryable): Promise<Flag[]> {
  return (await db.query<FlagRow>(`select ${COLS} from flags order by name`)).map(toFlag);
}

export async function findFlag(db: Queryable, name: string): Promise<Flag | null> {
  const rows = await db.query<FlagRow>(`select ${COLS} from flags where name = $1`, [name]);
  return rows[0] ? toFlag(rows[0]) : null;
}

/** Creates the flag or changes the given fields of it; answers the stored flag. */
export async function upsertFlag(db: Queryable, name: string, patch: FlagUpdate): Promise<Flag> {
  const rows = await db.query<FlagRow>(
    `insert into flags as f (name, description, enabled, rollout, stickiness, variants, impression_data)
     values ($1, coalesce($2, ''), coalesce($3, false), coalesce($4, 100), coalesce($5, 'default'), coalesce($6::jsonb, '[]'::jsonb), coalesce($7, false))
     on conflict (name) do update set
       description = coalesce($2, f.description),
       enabled = coalesce($3, f.enabled),
       rollout = coalesce($4, f.rollout),
       stickiness = coalesce($5, f.stickiness),
       variants = coalesce($6::jsonb, f.variants),
       impression_data = coalesce($7, f.impression_data),
       updated_at = now()
     returning ${COLS}`,
    [
      name,
      patch.description ?? null,
      patch.enabled ?? null,
      patch.rollout ?? null,
      patch.stickiness ?? null,
      patch.variants ? JSON.stringify(patch.variants) : null,
      patch.impressionData ?? null,
    ],
  );
  return toFlag(rows[0]!);
}

/** Stores one metrics bucket: a row per toggle. Answers the number of rows written. */
export async function insertMetrics(db: Queryable, body: MetricsBody): Promise<number> {
  const entries = Object.entries(body.bucket.toggles);
  for (const [toggle, c] of entries) {
    await db.query(
      `insert into flag_metrics (app_name, instance_id, environment, toggle_name, yes, no, variants, bucket_start, bucket_stop)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
      [body.appName, body.instanceId, body.environment ?? null, toggle, c.yes, c.no, JSON.stringify(c.variants ?? {}), body.bucket.start, body.bucket.stop],
    );
  }
  return entries.length;
}

export interface ToggleMetricTotals {
  toggle: string;
  yes: number;
  no: number;
  variants: Record<string, number>;
}

/** Sums of the stored counts per toggle (optionally for one app). */
export async function metricTotals(db: Queryable, appName?: string): Promise<ToggleMetricTotals[]> {
  const rows = await db.query<{ toggle_name: string; yes: string | number; no: string | number; variants: unknown }>(
    `select toggle_name, sum(yes) as yes, sum(no) as no, jsonb_agg(variants) as variants
       from flag_metrics where ($1::text is null or app_name = $1) group by toggle_name order by toggle_name`,
    [appName ?? null],
  );
  return rows.map((r) => {
    const list = (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as Array<Record<string, number>>;
    const variants: Record<string, number> = {};
    for (const v of list ?? []) for (const [k, n] of Object.entries(v ?? {})) variants[k] = (variants[k] ?? 0) + Number(n);
    return { toggle: r.toggle_name, yes: Number(r.yes), no: Number(r.no), variants };
  });
}
