import {
  type AnnouncementCard,
  PRICE_RATING_RULE,
  type PriceRatingResult,
  mileageBand,
  ratePrice,
} from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type CardRow, cardFrom, cardSelect, rowToCard } from './cards.js';
import { type Locale, num } from './rows.js';

/** Cards by id and price ratings for the buyer's screens (favourites, similar cars, compare). */



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

/**
 * An announcement's price rating as its page shows it: a sold or archived car is off the market, so its median is
 * still given and its rating is not. The car page's public extras and its owner's panel both answer with this.
 */
export async function pageRating(db: Queryable, s: RatingSubject & { status: string }): Promise<PriceRatingResult> {
  const rating = (await priceRatings(db, [{ id: s.id, modelId: s.modelId, year: s.year, mileage: s.mileage, price: s.price }])).get(s.id)!;
  return s.status === 'published' ? rating : { ...rating, rating: null, ratio: null };
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
