import type { UserReportResult } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

export interface UserReportRow {
  userId: number | null;
  rating: number;
  text: string;
  screen: string;
  locale: 'ru' | 'kk';
  screenshot: string | null;
  appVersion: string | null;
  platform: 'ios' | 'android' | 'web' | null;
}

export async function insertUserReport(db: Queryable, r: UserReportRow): Promise<UserReportResult> {
  const rows = await db.query<{ id: number | string; created_at: Date }>(
    `insert into user_reports (user_id, rating, body, screen, locale, screenshot_id, app_version, platform)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at`,
    [r.userId, r.rating, r.text, r.screen, r.locale, r.screenshot, r.appVersion, r.platform],
  );
  const row = rows[0]!;
  return { id: num(row.id), createdAt: iso(row.created_at) };
}

/** A report as stored (tests, support tools). */
export async function getUserReport(db: Queryable, id: number): Promise<(UserReportRow & { id: number }) | null> {
  const rows = await db.query<{
    id: number | string;
    user_id: number | string | null;
    rating: number;
    body: string;
    screen: string;
    locale: 'ru' | 'kk';
    screenshot_id: string | null;
    app_version: string | null;
    platform: 'ios' | 'android' | 'web' | null;
  }>('select id, user_id, rating, body, screen, locale, screenshot_id, app_version, platform from user_reports where id = $1', [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    id: num(r.id),
    userId: r.user_id === null ? null : num(r.user_id),
    rating: Number(r.rating),
    text: r.body,
    screen: r.screen,
    locale: r.locale,
    screenshot: r.screenshot_id,
    appVersion: r.app_version,
    platform: r.platform,
  };
}

/** Counts one report of a visitor in the current hour; answers the count (this one included) and seconds to the next hour. */
export async function countUserReport(db: Queryable, visitor: string): Promise<{ count: number; retryAfter: number }> {
  const rows = await db.query<{ count: number; left: number | string }>(
    `insert into user_report_usage (visitor, window_start, count) values ($1, date_trunc('hour', now()), 1)
     on conflict (visitor, window_start) do update set count = user_report_usage.count + 1
     returning count, extract(epoch from (window_start + interval '1 hour' - now())) as left`,
    [visitor],
  );
  await db.query(`delete from user_report_usage where window_start < now() - interval '1 day'`);
  return { count: num(rows[0]!.count), retryAfter: Math.max(1, Math.ceil(Number(rows[0]!.left))) };
}
