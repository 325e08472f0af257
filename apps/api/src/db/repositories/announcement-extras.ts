import type { AnnouncementCard, PricePoint } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type CardRow, cardFrom, cardSelect, rowToCard } from './cards.js';
import { type Locale, iso, num } from './rows.js';

export interface ExtrasSubject {
  id: number;
  userId: number;
  status: string;
  modelId: number;
  body: string;
  year: number;
  mileage: number;
  price: number;
  publishedAt: string;
}

/** What the extras need of an announcement anyone may open (published, sold, archived), or null. */
export async function findExtrasSubject(db: Queryable, id: number): Promise<ExtrasSubject | null> {
  const rows = await db.query<{
    id: number | string;
    user_id: number | string;
    status: string;
    model_id: number;
    body: string;
    year: number;
    mileage: number;
    price: number | string;
    published_at: Date | string;
  }>(
    `select id, user_id, status, model_id, body, year, mileage, price, coalesce(published_at, created_at) as published_at
     from announcements where id = $1 and status in ('published', 'sold', 'archived')`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: num(r.id),
    userId: num(r.user_id),
    status: r.status,
    modelId: num(r.model_id),
    body: r.body,
    year: num(r.year),
    mileage: num(r.mileage),
    price: num(r.price),
    publishedAt: iso(r.published_at),
  };
}

/** Price changes, oldest first; the current price closes the list when the history does not end on it. */
export async function priceHistory(db: Queryable, s: Pick<ExtrasSubject, 'id' | 'price' | 'publishedAt'>): Promise<PricePoint[]> {
  const rows = await db.query<{ price: number | string; changed_at: Date | string }>(
    'select price, changed_at from price_history where announcement_id = $1 order by changed_at, id',
    [s.id],
  );
  const points: PricePoint[] = [];
  for (const r of rows) {
    const price = num(r.price);
    // Consecutive equal prices are one step of the chart.
    if (points.at(-1)?.price !== price) points.push({ price, at: iso(r.changed_at) });
  }
  if (points.length === 0) points.push({ price: s.price, at: s.publishedAt });
  else if (points.at(-1)!.price !== s.price) points.push({ price: s.price, at: new Date().toISOString() });
  return points;
}

/**
 * Similar cars: the same model in a ±25% price band first, nearest in year and then in price (prices are often round,
 * so "nearest price" alone showed eight cars at one price); then the same body nearest in price; never itself.
 */
export async function similarCards(db: Queryable, s: ExtrasSubject, locale: Locale, limit = 8): Promise<AnnouncementCard[]> {
  const lo = Math.floor(s.price * 0.75);
  const hi = Math.ceil(s.price * 1.25);
  const sameModel = await db.query<CardRow>(
    `select ${cardSelect(locale)} from (
       select a.* from announcements a
       where a.status = 'published' and a.model_id = $1 and a.price between $2 and $3 and a.id <> $4
       order by abs(a.year - $6), abs(a.price - $5), a.id limit ${Number(limit)}
     ) a ${cardFrom}
     order by abs(a.year - $6), abs(a.price - $5), a.id`,
    [s.modelId, lo, hi, s.id, s.price, s.year],
  );
  const cards = sameModel.map(rowToCard);
  const left = limit - cards.length;
  if (left <= 0) return cards;
  const seen = [s.id, ...cards.map((c) => c.id)];
  // Nearest prices above and below through the (body, price) index, then the closest of both.
  const sameBody = await db.query<CardRow>(
    `select ${cardSelect(locale)} from (
       (select a.* from announcements a
        where a.status = 'published' and a.body = $1 and a.price >= $2 and a.price <= $3 and a.id <> all($4::bigint[])
        order by a.price asc limit ${Number(left)})
       union all
       (select a.* from announcements a
        where a.status = 'published' and a.body = $1 and a.price < $2 and a.price >= $5 and a.id <> all($4::bigint[])
        order by a.price desc limit ${Number(left)})
     ) a ${cardFrom}
     order by abs(a.price - $2), a.id
     limit ${Number(left)}`,
    [s.body, s.price, hi, seen, lo],
  );
  return [...cards, ...sameBody.map(rowToCard)];
}

/** The number to call: the announcement's contact phone, else the seller's account phone. */
export async function sellerPhone(db: Queryable, id: number): Promise<string | null> {
  const rows = await db.query<{ phone: string | null }>(
    `select coalesce(a.contact_phone, u.phone) as phone
     from announcements a join users u on u.id = a.user_id where a.id = $1`,
    [id],
  );
  return rows[0]?.phone ?? null;
}

export interface Viewer {
  userId: number | null;
  ip: string;
}

const viewerSql = (first: number) =>
  `(case when $${first}::bigint is not null then user_id = $${first}::bigint else ip = $${first + 1} end)`;

/** Whether this visitor already had this announcement's phone counted within the last day. */
export async function revealedRecently(db: Queryable, announcementId: number, v: Viewer): Promise<boolean> {
  const rows = await db.query(
    `select 1 from phone_reveals
     where announcement_id = $1 and ${viewerSql(2)} and created_at > now() - interval '1 day' limit 1`,
    [announcementId, v.userId, v.ip],
  );
  return rows.length > 0;
}

/** Counted reveals of a visitor (the user when signed in, else the IP) since `windowSeconds` ago. */
export async function recentReveals(db: Queryable, v: Viewer, windowSeconds: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from phone_reveals
     where ${viewerSql(1)} and created_at > now() - make_interval(secs => $3)`,
    [v.userId, v.ip, windowSeconds],
  );
  return num(rows[0]?.n);
}

export async function recordReveal(db: Queryable, announcementId: number, v: Viewer): Promise<void> {
  await db.query('insert into phone_reveals (announcement_id, user_id, ip) values ($1, $2, $3)', [
    announcementId,
    v.userId,
    v.ip,
  ]);
}

export async function countReveals(db: Queryable, announcementId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from phone_reveals where announcement_id = $1',
    [announcementId],
  );
  return num(rows[0]?.n);
}

export async function recentReports(db: Queryable, v: Viewer, windowSeconds: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from announcement_reports
     where ${viewerSql(1)} and created_at > now() - make_interval(secs => $3)`,
    [v.userId, v.ip, windowSeconds],
  );
  return num(rows[0]?.n);
}

export async function insertReport(
  db: Queryable,
  announcementId: number,
  v: Viewer,
  reason: string,
  comment: string,
): Promise<number> {
  const rows = await db.query<{ id: number | string }>(
    `insert into announcement_reports (announcement_id, user_id, ip, reason, comment)
     values ($1, $2, $3, $4, $5) returning id`,
    [announcementId, v.userId, v.ip, reason, comment],
  );
  return num(rows[0]?.id);
}
