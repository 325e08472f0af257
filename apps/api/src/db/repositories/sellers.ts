import type { Seller } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

/**
 * A seller's public profile (`/announcement/user/{id}`): the name buyers see on the seller's announcements (a dealer's
 * trading name first), private or dealer, member since, and how many announcements are published now. Only someone who
 * has ever shown an announcement to buyers (published, sold or archived), or a dealer, has one: a live account that
 * never did, a deleted one and an unknown id answer null, so the endpoint does not list who has an account.
 */
export async function findSellerProfile(db: Queryable, id: number, locale: 'ru' | 'kk'): Promise<Seller | null> {
  const rows = await db.query<{
    name: string | null;
    created_at: Date;
    dealer_slug: string | null;
    dealer_name: string | null;
    active: number;
    listed: boolean;
  }>(
    `select u.name, u.created_at, d.slug as dealer_slug, d.name as dealer_name,
       (select count(*)::int from announcements x where x.user_id = u.id and x.status = 'published') as active,
       exists (select 1 from announcements x where x.user_id = u.id and x.status in ('published', 'sold', 'archived')) as listed
     from users u
     left join dealers d on d.user_id = u.id
     where u.id = $1 and u.deleted_at is null`,
    [id],
  );
  const r = rows[0];
  if (!r || (!r.listed && !r.dealer_slug)) return null;
  return toSeller(
    { id, name: r.name, since: r.created_at, active: r.active, dealerSlug: r.dealer_slug, dealerName: r.dealer_name, type: r.dealer_slug ? 'dealer' : 'private' },
    locale,
  );
}

/**
 * A seller as buyers see them, on an announcement and on their own page: a dealer's trading name first, then the
 * account's name, then "seller" in the visitor's language.
 */
export function toSeller(
  r: {
    id: number | string;
    name: string | null;
    since: Date;
    active: number | string;
    dealerSlug: string | null;
    dealerName: string | null;
    type: Seller['type'];
  },
  locale: 'ru' | 'kk',
): Seller {
  return {
    id: num(r.id),
    name: r.dealerName ?? r.name ?? (locale === 'kk' ? 'Сатушы' : 'Продавец'),
    type: r.type,
    memberSince: iso(r.since),
    activeCount: num(r.active),
    dealer: r.dealerSlug && r.dealerName ? { slug: r.dealerSlug, name: r.dealerName } : null,
  };
}
