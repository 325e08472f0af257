import type {
  AnnouncementCard,
  AnnouncementDetail,
  Photo,
  SearchFilter,
  Sort,
} from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type CardRow, cardFrom, cardSelect, rowToCard } from './cards.js';
import { type Locale, iso, num } from './rows.js';
import { toSeller } from './sellers.js';

/** ORDER BY per sort; each matches a partial index of migration 0001 and ends on a unique key. */
const ORDER: Record<Sort, string> = {
  newest: 'a.published_at desc, a.id desc',
  cheapest: 'a.price asc, a.id asc',
  expensive: 'a.price desc, a.id desc',
  year_desc: 'a.year desc, a.published_at desc, a.id desc',
  mileage_asc: 'a.mileage asc, a.id asc',
};

/** Builds the WHERE clause of a search; every value goes through a parameter. */
export function searchWhere(f: Partial<SearchFilter>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const w: string[] = [`a.status = 'published'`];
  const list = (col: string, v: readonly string[] | undefined) => {
    if (v && v.length) w.push(`${col} = any(${p(v)}::text[])`);
  };
  const range = (col: string, from: number | undefined, to: number | undefined) => {
    if (from !== undefined) w.push(`${col} >= ${p(from)}`);
    if (to !== undefined) w.push(`${col} <= ${p(to)}`);
  };
  const eq = (col: string, v: unknown) => {
    if (v !== undefined) w.push(`${col} = ${p(v)}`);
  };

  if (f.brand?.length) w.push(`a.brand_id = any(array(select id from brands where slug = any(${p(f.brand)}::text[])))`);
  if (f.model) w.push(`a.model_id = any(array(select id from models where slug = ${p(f.model)}))`);
  if (f.generation) w.push(`a.generation_id = any(array(select id from generations where slug = ${p(f.generation)}))`);
  range('a.year', f.yearFrom, f.yearTo);
  range('a.price', f.priceFrom, f.priceTo);
  range('a.mileage', f.mileageFrom, f.mileageTo);
  range('a.engine_volume', f.engineFrom, f.engineTo);
  list('a.body', f.body);
  list('a.fuel', f.fuel);
  list('a.transmission', f.transmission);
  list('a.drive', f.drive);
  eq('a.steering', f.steering);
  eq('a.customs_cleared', f.customsCleared);
  list('a.condition', f.condition);
  list('a.color', f.color);
  if (f.city) w.push(`a.city_id = (select id from cities where slug = ${p(f.city)})`);
  if (f.region) {
    w.push(
      `a.city_id = any(array(select c.id from cities c join regions r on r.id = c.region_id where r.slug = ${p(f.region)}))`,
    );
  }
  eq('a.seller_type', f.sellerType);
  if (f.withPhotos !== undefined) w.push(f.withPhotos ? 'a.photo_count > 0' : 'a.photo_count = 0');
  eq('a.exchange', f.exchange);
  eq('a.credit', f.credit);
  eq('a.user_id', f.seller);
  return { sql: w.join(' and '), params };
}

/** Number of published announcements matching a filter. */
export async function countAnnouncements(db: Queryable, f: Partial<SearchFilter>): Promise<number> {
  const { sql: where, params } = searchWhere(f);
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from announcements a where ${where}`, params);
  return num(rows[0]?.n);
}

/**
 * The same orders with the sort key wrapped in an expression, so the planner cannot walk the sort index. Used when
 * filters are present: a filter correlated with the sort (cheapest SUVs from 2015: cheap cars are old) would make an
 * index walk visit most of the table, while fetching the matches and sorting the top N is bounded.
 */
const ORDER_BY_SORTING: Record<Sort, string> = {
  newest: ORDER.newest,
  cheapest: '(a.price + 0) asc, a.id asc',
  expensive: '(a.price + 0) desc, a.id desc',
  year_desc: '(a.year + 0) desc, a.published_at desc, a.id desc',
  mileage_asc: '(a.mileage + 0) asc, a.id asc',
};

/** One page of cards for a filter, in the filter's sort order. */
export async function searchPage(db: Queryable, f: SearchFilter, locale: Locale): Promise<AnnouncementCard[]> {
  const { sql: where, params } = searchWhere(f);
  const order = params.length > 0 ? ORDER_BY_SORTING[f.sort] : ORDER[f.sort];
  const offset = (f.page - 1) * f.pageSize;
  const rows = await db.query<CardRow>(
    `select ${cardSelect(locale)}
     from (
       select a.* from announcements a where ${where}
       order by ${order} limit ${Number(f.pageSize)} offset ${Number(offset)}
     ) a
     ${cardFrom}
     order by ${order}`,
    params,
  );
  return rows.map(rowToCard);
}

/** Cards of these announcements, in the order of `ids` (primary-key probes; missing ids are left out). */
export async function cardsByIds(db: Queryable, ids: number[], locale: Locale): Promise<AnnouncementCard[]> {
  if (!ids.length) return [];
  const rows = await db.query<CardRow>(
    `select ${cardSelect(locale)} from announcements a ${cardFrom} where a.id = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [rowToCard(r)] : [];
  });
}

export interface DetailWithOwner {
  ownerId: number;
  detail: AnnouncementDetail;
}

export async function findAnnouncement(db: Queryable, id: number, locale: Locale): Promise<DetailWithOwner | null> {
  const rows = await db.query<
    CardRow & {
      user_id: number | string;
      description: string;
      color: AnnouncementDetail['color'];
      steering: AnnouncementDetail['steering'];
      customs_cleared: boolean;
      condition: AnnouncementDetail['condition'];
      exchange: boolean;
      credit: boolean;
      views: number;
      updated_at: Date;
      vin: string | null;
      seller_name: string | null;
      seller_since: Date;
      dealer_slug: string | null;
      dealer_name: string | null;
      seller_active: number;
    }
  >(
    `select ${cardSelect(locale)},
       a.user_id, a.description, a.color, a.steering, a.customs_cleared, a.condition, a.exchange, a.credit,
       a.views, a.updated_at, a.vin,
       u.name as seller_name, u.created_at as seller_since, d.slug as dealer_slug, d.name as dealer_name,
       (select count(*)::int from announcements x where x.user_id = a.user_id and x.status = 'published') as seller_active
     from announcements a
     ${cardFrom}
     join users u on u.id = a.user_id
     left join dealers d on d.user_id = a.user_id
     where a.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const photos = await db.query<{ id: number; url: string; width: number; height: number }>(
    'select id, url, width, height from photos where announcement_id = $1 order by position',
    [id],
  );
  const card = rowToCard(r);
  return {
    ownerId: num(r.user_id),
    detail: {
      ...card,
      description: r.description,
      color: r.color,
      steering: r.steering,
      customsCleared: r.customs_cleared,
      condition: r.condition,
      exchange: r.exchange,
      credit: r.credit,
      photos: photos.map(
        (p): Photo => ({ id: num(p.id), url: p.url, width: num(p.width), height: num(p.height) }),
      ),
      seller: toSeller(
        {
          id: r.user_id,
          name: r.seller_name,
          since: r.seller_since,
          active: r.seller_active,
          dealerSlug: r.dealer_slug,
          dealerName: r.dealer_name,
          type: r.seller_type,
        },
        locale,
      ),
      views: num(r.views),
      updatedAt: iso(r.updated_at),
      vinMasked: maskVin(r.vin),
    },
  };
}

/** `JTNBE46K373012345` → `JTNB***********45`. */
export function maskVin(vin: string | null): string | null {
  if (!vin) return null;
  return `${vin.slice(0, 4)}${'*'.repeat(Math.max(0, vin.length - 6))}${vin.slice(-2)}`;
}

/** What the photo renderer needs to draw a generated photo of an announcement. */
export async function findPhotoSubject(
  db: Queryable,
  key: string,
): Promise<{ color: string; body: string; brand: string; model: string; year: number } | null> {
  const rows = await db.query<{ color: string; body: string; brand: string; model: string; year: number }>(
    `select a.color, a.body, b.name as brand, m.name as model, a.year
     from photos p join announcements a on a.id = p.announcement_id
     join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where p.key = $1`,
    [key],
  );
  return rows[0] ? { ...rows[0], year: num(rows[0].year) } : null;
}
