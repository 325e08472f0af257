import type { HistoryListing, MileageRollback, OwnHistory } from '@jolda/contracts';
import type { HistoryRow } from '../db/repositories/autocheck.js';

const DAY = 86_400_000;
/** A later listing this many km under an earlier one is a roll-back, not a typo in the last digits. */
export const ROLLBACK_TOLERANCE_KM = 1000;

/**
 * Mileage roll-backs: listings in publication order, each compared with the highest mileage any earlier listing
 * showed; a later one more than `ROLLBACK_TOLERANCE_KM` below it is a roll-back (one entry per later listing, against
 * the earlier listing that showed the most).
 */
export function detectRollbacks(listings: ReadonlyArray<{ id: number; publishedAt: Date; mileage: number }>): MileageRollback[] {
  const sorted = [...listings].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id);
  const out: MileageRollback[] = [];
  let top: (typeof sorted)[number] | null = null;
  for (const l of sorted) {
    if (top && top.mileage - l.mileage > ROLLBACK_TOLERANCE_KM) {
      out.push({
        earlier: { announcementId: top.id, at: top.publishedAt.toISOString(), mileage: top.mileage },
        later: { announcementId: l.id, at: l.publishedAt.toISOString(), mileage: l.mileage },
        drop: top.mileage - l.mileage,
      });
    }
    if (!top || l.mileage > top.mileage) top = l;
  }
  return out;
}

/** Our own history of a car from its listings (oldest first), as the report shows it. */
export function buildHistory(rows: readonly HistoryRow[], now: Date): OwnHistory {
  const listings: HistoryListing[] = rows.map((r) => {
    const ended = r.status === 'published' ? null : r.updatedAt;
    const until = ended ?? now;
    const first = r.prices[0]?.price;
    return {
      id: r.id,
      status: r.status,
      brand: { slug: r.brandSlug, name: r.brandName },
      model: { slug: r.modelSlug, name: r.modelName },
      year: r.year,
      publishedAt: r.publishedAt.toISOString(),
      endedAt: ended ? ended.toISOString() : null,
      daysOnMarket: Math.max(0, Math.floor((until.getTime() - r.publishedAt.getTime()) / DAY)),
      price: r.price,
      firstPrice: first !== undefined && first !== r.price ? first : null,
      priceChanges: r.prices.map((p) => ({ price: p.price, at: p.at.toISOString() })),
      mileage: r.mileage,
      city: r.city,
      sellerType: r.sellerType,
      photoUrl: r.photoUrl,
      photoCount: r.photoCount,
    };
  });
  return {
    listings,
    rollbacks: detectRollbacks(rows),
    onSaleNow: rows.filter((r) => r.status === 'published').length,
  };
}
