import {
  type AnnouncementCard,
  type AnnouncementStatus,
  PRICE_RATING_RULE,
  type PriceRatingResult,
  mileageBand,
  ratePrice,
} from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type Locale, iso, nameCol, num, numOrNull } from './rows.js';

/**
 * Cards and price ratings for the buyer's screens (favourites, similar cars, compare). The search keeps its own,
 * tuned queries in announcements.ts; these read a handful of rows by id.
 */

interface CardRow {
  id: number | string;
  brand_name: string;
  brand_id: number;
  brand_slug: string;
  model_id: number;
  model_slug: string;
  model_name: string;
  generation: string | null;
  year: number;
  price: number | string;
  mileage: number;
  engine_volume: number | null;
  fuel: AnnouncementCard['fuel'];
  transmission: AnnouncementCard['transmission'];
  body: AnnouncementCard['body'];
  drive: AnnouncementCard['drive'];
  city_id: number;
  city_slug: string;
  city_name: string;
  photo_id: number | string | null;
  photo_url: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_count: number;
  seller_type: AnnouncementCard['sellerType'];
  inspected: boolean;
  status: AnnouncementStatus;
  published_at: Date | string;
}

export const cardSelect = (locale: Locale) => `
  a.id, b.name as brand_name, b.id as brand_id, b.slug as brand_slug,
  m.id as model_id, m.slug as model_slug, m.name as model_name, g.name as generation,
  a.year, a.price, a.mileage, a.engine_volume::float8 as engine_volume, a.fuel, a.transmission, a.body, a.drive,
  c.id as city_id, c.slug as city_slug, ${nameCol(locale, 'c')} as city_name,
  ph.id as photo_id, ph.url as photo_url, ph.width as photo_width, ph.height as photo_height, a.photo_count,
  a.seller_type, a.inspected, a.status, coalesce(a.published_at, a.created_at) as published_at`;

export const cardFrom = `
  join brands b on b.id = a.brand_id
  join models m on m.id = a.model_id
  left join generations g on g.id = a.generation_id
  join cities c on c.id = a.city_id
  left join lateral (
    select p.id, p.url, p.width, p.height from photos p where p.announcement_id = a.id order by p.position limit 1
  ) ph on true`;

export function rowToCard(r: CardRow): AnnouncementCard {
  return {
    id: num(r.id),
    title: `${r.brand_name} ${r.model_name}`,
    brand: { id: num(r.brand_id), slug: r.brand_slug, name: r.brand_name },
    model: { id: num(r.model_id), slug: r.model_slug, name: r.model_name },
    generation: r.generation,
    year: num(r.year),
    price: num(r.price),
    mileage: num(r.mileage),
    engineVolume: numOrNull(r.engine_volume),
    fuel: r.fuel,
    transmission: r.transmission,
    body: r.body,
    drive: r.drive,
    city: { id: num(r.city_id), slug: r.city_slug, name: r.city_name },
    photo:
      r.photo_id === null
        ? null
        : { id: num(r.photo_id), url: r.photo_url ?? '', width: num(r.photo_width), height: num(r.photo_height) },
    photoCount: num(r.photo_count),
    sellerType: r.seller_type,
    inspected: r.inspected,
    status: r.status,
    publishedAt: iso(r.published_at),
  };
}

export type { CardRow };

/** Cards of the given ids that anyone may see (published, sold, archived), in the order of `ids`. */
export async function cardsByIds(db: Queryable, ids: readonly number[], locale: Locale): Promise<AnnouncementCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `select ${cardSelect(locale)} from announcements a ${cardFrom}
     where a.id = any($1::bigint[]) and a.status in ('published', 'sold', 'archived')`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [num(r.id), rowToCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface RatingSubject {
  id: number;
  modelId: number;
  year: number;
  mileage: number;
  price: number;
}

function criteriaOf(s: RatingSubject): PriceRatingResult['criteria'] {
  const band = mileageBand(s.mileage);
  return {
    yearFrom: s.year - PRICE_RATING_RULE.yearSpan,
    yearTo: s.year + PRICE_RATING_RULE.yearSpan,
    mileageFrom: band.from,
    mileageTo: band.to,
    lower: PRICE_RATING_RULE.lower,
    upper: PRICE_RATING_RULE.upper,
    minComparables: PRICE_RATING_RULE.minComparables,
  };
}

/**
 * Price ratings of several announcements in one statement: per subject, the median price of the published
 * announcements of the same model, year ±1 and mileage band, the subject itself excluded.
 */
export async function priceRatings(db: Queryable, subjects: readonly RatingSubject[]): Promise<Map<number, PriceRatingResult>> {
  const out = new Map<number, PriceRatingResult>();
  if (subjects.length === 0) return out;
  const crit = subjects.map(criteriaOf);
  const rows = await db.query<{ id: number | string; median: number | string | null; n: number | string }>(
    `select s.id, r.median, r.n
     from unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
       as s(id, model_id, year_from, year_to, mileage_from, mileage_to)
     cross join lateral (
       select percentile_cont(0.5) within group (order by x.price) as median, count(*)::int as n
       from announcements x
       where x.status = 'published' and x.model_id = s.model_id
         and x.year between s.year_from and s.year_to
         and x.mileage >= s.mileage_from and (s.mileage_to is null or x.mileage < s.mileage_to)
         and x.id <> s.id
     ) r`,
    [
      subjects.map((s) => s.id),
      subjects.map((s) => s.modelId),
      crit.map((c) => c.yearFrom),
      crit.map((c) => c.yearTo),
      crit.map((c) => c.mileageFrom),
      crit.map((c) => c.mileageTo),
    ],
  );
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  subjects.forEach((s, i) => {
    const r = byId.get(s.id);
    const n = num(r?.n);
    const med = r?.median === null || r?.median === undefined ? null : Number(r.median);
    const enough = med !== null && med > 0 && n >= PRICE_RATING_RULE.minComparables;
    out.set(s.id, {
      rating: enough ? ratePrice(s.price, med) : null,
      median: med === null ? null : Math.round(med),
      comparables: n,
      ratio: enough ? Math.round((s.price / med) * 1000) / 1000 : null,
      criteria: crit[i]!,
    });
  });
  return out;
}

/** Adds `priceRating` to cards (published ones only; a sold car has no market price). */
export async function withPriceRatings(db: Queryable, cards: AnnouncementCard[]): Promise<AnnouncementCard[]> {
  const live = cards.filter((c) => c.status === 'published');
  const ratings = await priceRatings(
    db,
    live.map((c) => ({ id: c.id, modelId: c.model.id, year: c.year, mileage: c.mileage, price: c.price })),
  );
  return cards.map((c) => ({ ...c, priceRating: ratings.get(c.id)?.rating ?? null }));
}
