import type { FranchiseInvestment, FranchiseLead, Locale } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

/** Counts one lead of a visitor in the current hour; answers the count (this one included) and seconds to the next hour. */
export async function countFranchiseLead(db: Queryable, visitor: string): Promise<{ count: number; retryAfter: number }> {
  const rows = await db.query<{ count: number; left: number | string }>(
    `insert into franchise_usage (visitor, window_start, count) values ($1, date_trunc('hour', now()), 1)
     on conflict (visitor, window_start) do update set count = franchise_usage.count + 1
     returning count, extract(epoch from (window_start + interval '1 hour' - now())) as left`,
    [visitor],
  );
  await db.query(`delete from franchise_usage where window_start < now() - interval '1 day'`);
  return { count: num(rows[0]!.count), retryAfter: Math.max(1, Math.ceil(Number(rows[0]!.left))) };
}

/** Holds the phone until the transaction ends (two leads from one phone at once: one waits for the other). */
export async function lockFranchisePhone(db: Queryable, phone: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`franchise:${phone}`]);
}

export async function recentLeadOfPhone(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.query(`select 1 from franchise_leads where phone = $1 and created_at > now() - interval '24 hours' limit 1`, [phone]);
  return rows.length > 0;
}

export async function cityIdBySlug(db: Queryable, slug: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('select id from cities where slug = $1', [slug]);
  return rows[0] ? Number(rows[0].id) : null;
}

export async function insertFranchiseLead(
  db: Queryable,
  lead: { name: string; phone: string; cityId: number; investment: FranchiseInvestment; locale: Locale | null; visitor: string },
): Promise<{ id: number; createdAt: string }> {
  const rows = await db.query<{ id: string | number; created_at: Date }>(
    `insert into franchise_leads (name, phone, city_id, investment, locale, visitor) values ($1, $2, $3, $4, $5, $6)
     returning id, created_at`,
    [lead.name, lead.phone, lead.cityId, lead.investment, lead.locale, lead.visitor],
  );
  return { id: num(rows[0]!.id), createdAt: iso(rows[0]!.created_at) };
}

/** Leads, newest first, with the city's name in the reader's language. */
export async function listFranchiseLeads(db: Queryable, locale: Locale, limit: number, offset: number): Promise<{ items: FranchiseLead[]; total: number }> {
  const rows = await db.query<{
    id: string | number;
    name: string;
    phone: string;
    slug: string;
    city: string;
    investment: FranchiseInvestment;
    locale: Locale | null;
    created_at: Date;
    total: string | number;
  }>(
    `select l.id, l.name, l.phone, c.slug, ${locale === 'kk' ? 'c.name_kk' : 'c.name_ru'} as city, l.investment, l.locale, l.created_at,
       count(*) over () as total
     from franchise_leads l join cities c on c.id = l.city_id
     order by l.created_at desc, l.id desc limit $1 offset $2`,
    [limit, offset],
  );
  const total = rows[0] ? num(rows[0].total) : Number((await db.query<{ n: string }>('select count(*) as n from franchise_leads'))[0]!.n);
  return {
    total,
    items: rows.map((r) => ({
      id: num(r.id),
      name: r.name,
      phone: r.phone,
      city: { slug: r.slug, name: r.city },
      investment: r.investment,
      locale: r.locale,
      createdAt: iso(r.created_at),
    })),
  };
}

/** The cities with the most published announcements: where the demand a partner starts with is. */
export async function citiesByAnnouncements(db: Queryable, locale: Locale, limit: number): Promise<Array<{ slug: string; name: string; announcements: number }>> {
  const rows = await db.query<{ slug: string; name: string; n: string | number }>(
    `select c.slug, ${locale === 'kk' ? 'c.name_kk' : 'c.name_ru'} as name, count(*) as n
     from announcements a join cities c on c.id = a.city_id
     where a.status = 'published' group by c.id order by n desc, c.slug limit $1`,
    [limit],
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name, announcements: num(r.n) }));
}
