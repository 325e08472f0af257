import type { AnnouncementStatus } from '@jolda/contracts';
import { POSTING_ERROR, vinCheckDigitWarning } from '@jolda/contracts';
import type { Db, Queryable } from '../../db/db.js';
import { activeWithPhotos, activeWithVin, marketFor } from '../../db/repositories/posting.js';
import type { UploadRow } from '../../db/repositories/uploads.js';
import { searchReadSideFor } from '../search/read-side.js';

/**
 * Automatic moderation, run when an announcement is posted, edited or republished.
 *
 * Market plausibility compares against published cars of the same model within ±1 year (at least
 * `MARKET_MIN_COMPARABLES` of them): a price under 10% or over 10× their median is refused outright (a typo such as a
 * missing or extra zero); under 40% or over 3× it is held for a moderator (the prepayment-fraud pattern is a price far
 * under the market). Mileage above 100 000 km per year of age is refused; "junk" mileage (777 777) or over 4× the median
 * of comparables is held.
 */
export const MARKET_MIN_COMPARABLES = 3;
export const PRICE_REFUSE = { below: 0.1, above: 10 } as const;
export const PRICE_HOLD = { below: 0.4, above: 3 } as const;
export const MILEAGE_REFUSE_PER_YEAR = 100_000;
export const MILEAGE_HOLD_MEDIAN_FACTOR = 4;

export interface Market {
  count: number;
  medianPrice: number | null;
  medianMileage: number | null;
}

export interface Plausibility {
  /** Refusals per field (400 `validation_failed`). */
  errors: Record<string, string[]>;
  /** Reasons to hold for manual moderation. */
  flags: string[];
}

const isJunkMileage = (m: number) => m >= 100_000 && /^(\d)\1+$/.test(String(m));

export function plausibility(
  v: { price: number; mileage: number; year: number; condition: string },
  market: Market,
  now: Date = new Date(),
): Plausibility {
  const errors: Record<string, string[]> = {};
  const flags: string[] = [];
  if (market.count >= MARKET_MIN_COMPARABLES && market.medianPrice) {
    const ratio = v.price / market.medianPrice;
    if (ratio < PRICE_REFUSE.below || ratio > PRICE_REFUSE.above) errors['price'] = [POSTING_ERROR.priceImplausible];
    else if (ratio < PRICE_HOLD.below || ratio > PRICE_HOLD.above) flags.push('price_out_of_market');
  }
  const age = Math.max(0, now.getFullYear() - v.year);
  if (v.condition !== 'new' && v.mileage > MILEAGE_REFUSE_PER_YEAR * (age + 1)) {
    errors['mileage'] = [POSTING_ERROR.mileageImplausible];
  } else if (
    isJunkMileage(v.mileage) ||
    (market.count >= MARKET_MIN_COMPARABLES &&
      market.medianMileage !== null &&
      market.medianMileage >= 10_000 &&
      v.mileage > MILEAGE_HOLD_MEDIAN_FACTOR * market.medianMileage)
  ) {
    flags.push('mileage_suspicious');
  }
  return { errors, flags };
}

/**
 * The plausibility of a posting or edit. The market comes from the search index (current with every commit, see
 * read-side.ts), or from SQL while the index loads: the same answer, but the SQL reads every comparable row (7,800
 * Camrys of 2018–2020 at 1,000,000 announcements) and on PGlite holds the API's only thread for 20–110 ms.
 */
export async function checkPlausibility(
  db: Db,
  v: { modelId: number; price: number; mileage: number; year: number; condition: string },
  excludeId: number | null,
): Promise<Plausibility> {
  const index = await searchReadSideFor(db).answerer(db);
  const market = index
    ? index.market(v.modelId, v.year - 1, v.year + 1, excludeId ?? 0)
    : await marketFor(db, v.modelId, v.year, excludeId);
  return plausibility(v, market);
}

/** A flat picture has a dHash of (nearly) all zeros: it says nothing about identity, so only informative ones count. */
function informativeHash(phash: string): boolean {
  let bits = 0;
  for (const ch of phash) bits += Number.parseInt(ch, 16).toString(2).replaceAll('0', '').length;
  return bits >= 8 && bits <= 56;
}

export interface Verdict {
  status: Extract<AnnouncementStatus, 'published' | 'moderation' | 'rejected'>;
  rejectReason: string | null;
  moderationNote: string | null;
  warnings: string[];
}

/** Duplicates reject; plausibility flags hold for a moderator; otherwise published. */
export async function verdict(
  db: Queryable,
  a: { id: number; vin: string | null; uploads: UploadRow[]; flags: string[] },
): Promise<Verdict> {
  const warnings = a.vin && vinCheckDigitWarning(a.vin) ? ['vin_check_digit'] : [];
  if (a.uploads.length === 0) return { status: 'rejected', rejectReason: 'no_photos', moderationNote: null, warnings };
  if (a.vin && (await activeWithVin(db, a.vin, a.id)) !== null) {
    return { status: 'rejected', rejectReason: 'duplicate_vin', moderationNote: null, warnings };
  }
  const dup = await activeWithPhotos(
    db,
    a.uploads.map((u) => u.contentHash),
    a.uploads.map((u) => u.phash).filter(informativeHash),
    a.id,
  );
  if (dup !== null) return { status: 'rejected', rejectReason: 'duplicate_photos', moderationNote: null, warnings };
  if (a.flags.length) return { status: 'moderation', rejectReason: null, moderationNote: a.flags.join(','), warnings };
  return { status: 'published', rejectReason: null, moderationNote: null, warnings };
}
