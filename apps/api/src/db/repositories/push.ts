import type { PushMessage, PushOutbox, PushSubscriptionInput, PushSubscriptionRow } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type Locale, iso, num } from './rows.js';

/** A subscription as the sender needs it. */
export interface PushTarget {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Locale;
}

const present = (r: Record<string, unknown>): PushSubscriptionRow => ({
  id: num(r['id']),
  endpoint: String(r['endpoint']),
  locale: r['locale'] === 'kk' ? 'kk' : 'ru',
  createdAt: iso(r['created_at']),
  lastSuccessAt: r['last_success_at'] ? iso(r['last_success_at']) : null,
  lastFailureAt: r['last_failure_at'] ? iso(r['last_failure_at']) : null,
});

/**
 * Keeps a browser's subscription for the user (one statement): an endpoint seen before is taken over — new keys, the
 * current user and language, its failures forgotten — since the browser that holds it is the one subscribing now.
 */
export async function upsertSubscription(db: Queryable, userId: number, s: PushSubscriptionInput, locale: Locale): Promise<PushSubscriptionRow> {
  const [row] = await db.query<Record<string, unknown>>(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, locale) values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       locale = excluded.locale, failures = 0,
       created_at = case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else now() end
     returning id, endpoint, locale, created_at, last_success_at, last_failure_at`,
    [userId, s.endpoint, s.keys.p256dh, s.keys.auth, locale],
  );
  return present(row!);
}

/** Removes the user's own subscription of this endpoint; false when the user has none (someone else's stays). */
export async function deleteSubscription(db: Queryable, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2 returning id', [userId, endpoint]);
  return rows.length > 0;
}

export async function subscriptionsOf(db: Queryable, userId: number): Promise<PushTarget[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select id, user_id, endpoint, p256dh, auth, locale from push_subscriptions where user_id = $1 order by id',
    [userId],
  );
  return rows.map((r) => ({
    id: num(r['id']),
    userId: num(r['user_id']),
    endpoint: String(r['endpoint']),
    p256dh: String(r['p256dh']),
    auth: String(r['auth']),
    locale: r['locale'] === 'kk' ? 'kk' : 'ru',
  }));
}

export async function listSubscriptions(db: Queryable, userId: number): Promise<PushSubscriptionRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select id, endpoint, locale, created_at, last_success_at, last_failure_at from push_subscriptions where user_id = $1 order by id',
    [userId],
  );
  return rows.map(present);
}

/** A delivery's outcome on its subscription: a success clears the failures, a failure counts one more. */
export async function markDelivery(db: Queryable, id: number, ok: boolean): Promise<void> {
  await db.query(
    ok
      ? 'update push_subscriptions set last_success_at = now(), failures = 0 where id = $1'
      : 'update push_subscriptions set last_failure_at = now(), failures = failures + 1 where id = $1',
    [id],
  );
}

/** A subscription its push service says is gone (404/410): removed, only if the endpoint still has these keys. */
export async function dropSubscription(db: Queryable, target: Pick<PushTarget, 'id' | 'p256dh'>): Promise<void> {
  await db.query('delete from push_subscriptions where id = $1 and p256dh = $2', [target.id, target.p256dh]);
}

export async function recordOutbox(db: Queryable, target: PushTarget, m: PushMessage): Promise<void> {
  await db.query('insert into push_outbox (user_id, endpoint, locale, title, body, url, tag, unsubscribe_url) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
    target.userId,
    target.endpoint,
    target.locale,
    m.title,
    m.body,
    m.url,
    m.tag,
    m.unsubscribeUrl ?? null,
  ]);
}

/** The user's latest outbox messages, newest first. */
export async function outboxOf(db: Queryable, userId: number, limit = 20): Promise<PushOutbox['items']> {
  const rows = await db.query<Record<string, unknown>>(
    `select id, title, body, url, tag, unsubscribe_url, created_at from push_outbox where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: num(r['id']),
    title: String(r['title']),
    body: String(r['body']),
    url: String(r['url']),
    tag: (r['tag'] as string | null) ?? null,
    unsubscribeUrl: (r['unsubscribe_url'] as string | null) ?? null,
    createdAt: iso(r['created_at']),
  }));
}
