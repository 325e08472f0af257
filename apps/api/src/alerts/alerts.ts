/**
 * Alerts (issue 23) and the web push of new messages.
 *
 *   - Matching: the triggers of migration 0075 queue every publication, price change and sale of an announcement in
 *     the write's own transaction (only while some alert could care). `drain` claims queued rows (`for update skip
 *     locked`, so API instances running it at once take different rows), matches them against the saved searches with
 *     the alert on (one statement per such search and batch, by the search API's own `searchWhere`) and the favourites
 *     with the alert on, and records `alert_events`. The key (user, announcement, kind) makes each event exist once
 *     however many writes, drains and instances race for it; only the drain whose insert won pushes it.
 *   - Delivery: a user with a subscribed browser gets a push at once for up to ALERT_PUSHES_PER_DAY events a day
 *     (Kazakhstan time, UTC+5); the rest wait for the daily digest (`digest`, from 09:00 for the days before), one
 *     push per user. Every push carries a signed one-click unsubscribe link.
 *   - Messages: `messagePushed` pushes a new message to its recipient, at most once a minute per conversation and
 *     recipient (claimed in `message_pushes`, so also across instances), never for a blocked conversation.
 */
import { ALERT_PUSHES_PER_DAY, type AlertKind, type PushMessage, type SearchFilter } from '@jolda/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.js';
import { searchWhere } from '../db/repositories/announcements.js';
import type { Locale } from '../db/repositories/rows.js';
import type { PushSender } from '../push/sender.js';
import { type UnsubscribeTarget, unsubscribeToken } from './unsubscribe-token.js';

/** Queue rows one drain claims at most. */
const BATCH = 500;
/** Kazakhstan's offset from UTC (one time zone since 2024). */
const KZ_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** The digest goes out from this hour, Kazakhstan time. */
const DIGEST_HOUR = 9;

/** The start of `now`'s day in Kazakhstan, as an instant. */
export function kzDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + KZ_OFFSET_MS) / DAY_MS) * DAY_MS - KZ_OFFSET_MS);
}

interface QueueRow {
  announcement_id: number | string;
  change: 'published' | 'price' | 'sold';
  old_price: number | string | null;
  new_price: number | string | null;
}

export interface RecordedEvent {
  id: number;
  userId: number;
  announcementId: number;
  kind: AlertKind;
  savedSearchId: number | null;
  delivery: 'push' | 'digest' | 'none';
}

interface CarInfo {
  car: string;
  price: number;
}

const tenge = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0₸`;
const prefix = (locale: Locale) => (locale === 'kk' ? '/kk' : '');

/** The push of one alert event in a language. */
export function alertMessage(
  e: { kind: AlertKind; announcementId: number; price: number | null; oldPrice: number | null; car: string },
  locale: Locale,
  unsubscribeUrl: string,
): PushMessage {
  const kk = locale === 'kk';
  const price = e.price === null ? '' : tenge(e.price);
  let title: string;
  let body: string;
  switch (e.kind) {
    case 'new_match':
      title = kk ? 'Іздеуіңіз бойынша жаңа хабарландыру' : 'Новое объявление по вашему поиску';
      body = price ? `${e.car} — ${price}` : e.car;
      break;
    case 'price_drop':
      title = kk ? 'Таңдаулыдағы көліктің бағасы төмендеді' : 'Цена автомобиля из избранного снижена';
      body =
        e.oldPrice !== null && e.price !== null
          ? `${e.car}: ${tenge(e.oldPrice)} → ${tenge(e.price)}`
          : e.car;
      break;
    case 'sold':
      title = kk ? 'Таңдаулыдағы көлік сатылды' : 'Автомобиль из избранного продан';
      body = e.car;
      break;
  }
  return {
    title,
    body,
    url: `${prefix(locale)}/announcement/${e.announcementId}`,
    tag: `alert-${e.announcementId}-${e.kind}`,
    unsubscribeUrl,
  };
}

const ruNotifications = (n: number) => {
  const t = n % 100;
  const u = n % 10;
  return t >= 11 && t <= 14
    ? 'новых уведомлений'
    : u === 1
      ? 'новое уведомление'
      : u >= 2 && u <= 4
        ? 'новых уведомления'
        : 'новых уведомлений';
};

/** The daily digest of a user's waiting events in a language. */
export function digestMessage(cars: string[], locale: Locale, unsubscribeUrl: string): PushMessage {
  const n = cars.length;
  const shown = cars.slice(0, 3).join('; ');
  const more = n > 3 ? (locale === 'kk' ? ` және тағы ${n - 3}` : ` и ещё ${n - 3}`) : '';
  return {
    title: locale === 'kk' ? `Jolda: ${n} жаңа ескерту` : `Jolda: ${n} ${ruNotifications(n)}`,
    body: `${shown}${more}`,
    url: `${prefix(locale)}/profile/notifications`,
    tag: 'alert-digest',
    unsubscribeUrl,
  };
}

/** The push of a new message in a language. */
export function messagePushMessage(
  m: { conversationId: number; car: string; text: string; photos: number },
  locale: Locale,
): PushMessage {
  const kk = locale === 'kk';
  const text = m.text.length > 140 ? `${m.text.slice(0, 139)}…` : m.text;
  const body = text || (kk ? `Фото (${m.photos})` : `Фото (${m.photos})`);
  return {
    title: kk ? `Жаңа хабарлама: ${m.car}` : `Новое сообщение: ${m.car}`,
    body,
    url: `${prefix(locale)}/profile/messages?c=${m.conversationId}`,
    tag: `message-${m.conversationId}`,
  };
}

async function carsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, CarInfo>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{
    id: number | string;
    brand: string;
    model: string;
    year: number;
    price: number | string;
  }>(
    `select a.id, b.name as brand, m.name as model, a.year, a.price
     from announcements a join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where a.id = any($1::bigint[])`,
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((r) => [Number(r.id), { car: `${r.brand} ${r.model}, ${r.year}`, price: Number(r.price) }]),
  );
}

/** Whether a price lies within a filter's price bounds. */
const priceFits = (f: Partial<SearchFilter>, price: number) =>
  (f.priceFrom === undefined || price >= f.priceFrom) && (f.priceTo === undefined || price <= f.priceTo);

/**
 * Claims up to BATCH queued changes and records the events they make, in one transaction; answers the events this
 * call recorded (each event is recorded by exactly one call).
 */
export async function recordAlerts(
  db: Db,
  now: Date,
  perDay = ALERT_PUSHES_PER_DAY,
  batch = BATCH,
): Promise<RecordedEvent[]> {
  return db.transaction(async (tx) => {
    const queued = await tx.query<QueueRow>(
      `delete from alert_queue where id in (select id from alert_queue order by id limit ${Math.max(1, Math.trunc(batch))} for update skip locked)
       returning announcement_id, change, old_price, new_price`,
    );
    if (!queued.length) return [];
    const rows = queued.map((q) => ({
      id: Number(q.announcement_id),
      change: q.change,
      oldPrice: q.old_price === null ? null : Number(q.old_price),
      newPrice: q.new_price === null ? null : Number(q.new_price),
    }));
    const won: Array<{
      id: number;
      user_id: number | string;
      announcement_id: number | string;
      kind: AlertKind;
      saved_search_id: number | string | null;
    }> = [];
    const RETURNING = 'returning id, user_id, announcement_id, kind, saved_search_id';

    // New matches: a publication, or a price change that brought the price into a search's bounds.
    const matchable = rows.filter((r) => r.change === 'published' || r.change === 'price');
    if (matchable.length) {
      const searches = await tx.query<{
        id: number | string;
        user_id: number | string;
        filter: Partial<SearchFilter>;
        created_at: Date | string;
      }>('select id, user_id, filter, created_at from saved_searches where alert order by id');
      const published = [...new Set(matchable.filter((r) => r.change === 'published').map((r) => r.id))];
      for (const s of searches) {
        const f = s.filter;
        // A price change counts when the price was outside the search's bounds before.
        const priced = [
          ...new Set(
            matchable
              .filter((r) => r.change === 'price' && r.oldPrice !== null && !priceFits(f, r.oldPrice))
              .map((r) => r.id),
          ),
        ];
        if (!published.length && !priced.length) continue;
        const { sql, params } = searchWhere(f);
        const n = params.length;
        won.push(
          ...(await tx.query<(typeof won)[number]>(
            `insert into alert_events (user_id, announcement_id, kind, saved_search_id, price, created_at)
             select $${n + 3}::bigint, a.id, 'new_match', $${n + 4}::bigint, a.price, $${n + 6}::timestamptz from announcements a
             where ${sql} and a.user_id <> $${n + 3}::bigint
               and ((a.id = any($${n + 1}::bigint[]) and a.published_at >= $${n + 5}::timestamptz) or a.id = any($${n + 2}::bigint[]))
             order by a.id
           on conflict (user_id, announcement_id, kind) do nothing ${RETURNING}`,
            [
              ...params,
              published,
              priced,
              Number(s.user_id),
              Number(s.id),
              s.created_at instanceof Date ? s.created_at.toISOString() : s.created_at,
              now.toISOString(),
            ],
          )),
        );
      }
    }

    // Favourites: a price drop (the first drop of a batch's changes per announcement), the sale.
    const drops = new Map<number, { oldPrice: number; newPrice: number }>();
    for (const r of rows) {
      if (
        r.change === 'price' &&
        r.oldPrice !== null &&
        r.newPrice !== null &&
        r.newPrice < r.oldPrice &&
        !drops.has(r.id)
      ) {
        drops.set(r.id, { oldPrice: r.oldPrice, newPrice: r.newPrice });
      }
    }
    if (drops.size) {
      const ids = [...drops.keys()];
      won.push(
        ...(await tx.query<(typeof won)[number]>(
          `insert into alert_events (user_id, announcement_id, kind, price, old_price, created_at)
           select f.user_id, d.id, 'price_drop', d.new_price, d.old_price, $4::timestamptz
           from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as d(id, old_price, new_price)
           join favourites f on f.announcement_id = d.id and f.alert
           order by f.user_id, d.id
         on conflict (user_id, announcement_id, kind) do nothing ${RETURNING}`,
          [
            ids,
            ids.map((i) => drops.get(i)!.oldPrice),
            ids.map((i) => drops.get(i)!.newPrice),
            now.toISOString(),
          ],
        )),
      );
    }
    const sold = [...new Set(rows.filter((r) => r.change === 'sold').map((r) => r.id))];
    if (sold.length) {
      won.push(
        ...(await tx.query<(typeof won)[number]>(
          `insert into alert_events (user_id, announcement_id, kind, price, created_at)
           select f.user_id, a.id, 'sold', a.price, $2::timestamptz from announcements a
           join favourites f on f.announcement_id = a.id and f.alert
           where a.id = any($1::bigint[])
           order by f.user_id, a.id
         on conflict (user_id, announcement_id, kind) do nothing ${RETURNING}`,
          [sold, now.toISOString()],
        )),
      );
    }
    if (!won.length) return [];

    // Delivery, per user under a lock of their row (two drains for one user count the same pushes). `for no key update`,
    // not `for update`: the events inserted above hold `for key share` on their users (the foreign key), and so does a
    // drain waiting on one of our events' unique keys; `for update` conflicts with that lock: a deadlock on PostgreSQL.
    const users = [...new Set(won.map((w) => Number(w.user_id)))].sort((a, b) => a - b);
    await tx.query('select id from users where id = any($1::bigint[]) order by id for no key update', [users]);
    const counts = await tx.query<{ user_id: number | string; subscribed: boolean; pushed: number | string }>(
      `select u.id as user_id,
         exists (select 1 from push_subscriptions s where s.user_id = u.id) as subscribed,
         (select count(*) from alert_events e where e.user_id = u.id and e.delivery = 'push' and e.created_at >= $2) as pushed
       from users u where u.id = any($1::bigint[])`,
      [users, kzDayStart(now).toISOString()],
    );
    const state = new Map(
      counts.map((c) => [Number(c.user_id), { subscribed: c.subscribed, pushed: Number(c.pushed) }]),
    );
    const events: RecordedEvent[] = won
      .map((w) => ({
        id: Number(w.id),
        userId: Number(w.user_id),
        announcementId: Number(w.announcement_id),
        kind: w.kind,
        savedSearchId: w.saved_search_id === null ? null : Number(w.saved_search_id),
        delivery: 'none' as RecordedEvent['delivery'],
      }))
      .sort((a, b) => a.id - b.id);
    for (const e of events) {
      const s = state.get(e.userId);
      if (!s?.subscribed) continue;
      e.delivery = s.pushed < perDay ? 'push' : 'digest';
      if (e.delivery === 'push') s.pushed++;
    }
    for (const delivery of ['push', 'digest'] as const) {
      const ids = events.filter((e) => e.delivery === delivery).map((e) => e.id);
      if (ids.length)
        await tx.query('update alert_events set delivery = $2 where id = any($1::bigint[])', [ids, delivery]);
    }
    return events;
  });
}

export interface AlertService {
  /** Records what the queue holds and pushes what is due at once; resolves when done (tests call it directly). */
  drain(): Promise<RecordedEvent[]>;
  /** Sends the daily digests due at the clock's now; answers the users who got one. */
  digest(): Promise<number>;
  /** A new message was sent: pushes it to the recipient (not awaited by the request; see `settled`). */
  messageSent(m: {
    conversationId: number;
    senderId: number;
    recipientId: number;
    text: string;
    photos: number;
  }): void;
  /** Resolves once the pushes started so far are done (tests). */
  settled(): Promise<void>;
  /** The unsubscribe link of a target, in a language (a path of the site). */
  unsubscribeUrl(target: UnsubscribeTarget, locale: Locale): string;
}

export function createAlertService(
  db: Db,
  sender: PushSender,
  o: { secret: string; clock?: () => Date; log: FastifyBaseLogger; perDay?: number },
): AlertService {
  const clock = o.clock ?? (() => new Date());
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const t = p.catch((err: unknown) => o.log.error({ err }, 'push failed')).finally(() => pending.delete(t));
    pending.add(t);
  };
  const unsubscribeUrl = (target: UnsubscribeTarget, locale: Locale) =>
    `${prefix(locale)}/alerts/unsubscribe?token=${unsubscribeToken(o.secret, target)}`;
  const targetOf = (e: RecordedEvent): UnsubscribeTarget =>
    e.kind === 'new_match'
      ? e.savedSearchId === null
        ? { scope: 'all', userId: e.userId }
        : { scope: 'saved_search', userId: e.userId, savedSearchId: e.savedSearchId }
      : { scope: 'favourite', userId: e.userId, announcementId: e.announcementId };

  let draining: Promise<RecordedEvent[]> | null = null;
  const drainOnce = async (): Promise<RecordedEvent[]> => {
    const all: RecordedEvent[] = [];
    for (;;) {
      const events = await recordAlerts(db, clock(), o.perDay);
      if (!events.length) break;
      all.push(...events);
      const due = events.filter((e) => e.delivery === 'push');
      const cars = await carsOf(
        db,
        due.map((e) => e.announcementId),
      );
      const details = await db.query<{
        id: number | string;
        price: number | string | null;
        old_price: number | string | null;
      }>('select id, price, old_price from alert_events where id = any($1::bigint[])', [
        due.map((e) => e.id),
      ]);
      const byId = new Map(details.map((d) => [Number(d.id), d]));
      for (const e of due) {
        const car = cars.get(e.announcementId);
        const d = byId.get(e.id);
        if (!car || !d) continue;
        const price = d.price === null ? null : Number(d.price);
        const oldPrice = d.old_price === null ? null : Number(d.old_price);
        await sender.sendToUser(e.userId, (locale) =>
          alertMessage(
            { kind: e.kind, announcementId: e.announcementId, price, oldPrice, car: car.car },
            locale,
            unsubscribeUrl(targetOf(e), locale),
          ),
        );
        await db.query('update alert_events set pushed_at = $2 where id = $1', [e.id, clock().toISOString()]);
      }
    }
    return all;
  };

  return {
    unsubscribeUrl,
    drain() {
      // One drain at a time in this process; a caller arriving meanwhile waits for it and then drains again.
      const run = (draining ?? Promise.resolve([] as RecordedEvent[]))
        .catch(() => [])
        .then(() => drainOnce());
      draining = run.finally(() => {
        if (draining === run) draining = null;
      }) as Promise<RecordedEvent[]>;
      return run;
    },
    async digest() {
      const now = clock();
      const dayStart = kzDayStart(now);
      if (now.getTime() < dayStart.getTime() + DIGEST_HOUR * 3600_000) return 0;
      const claimed = await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('jolda.alert-digest:' || current_schema()))`);
        return tx.query<{ user_id: number | string; announcement_id: number | string }>(
          `update alert_events set pushed_at = $2
           where delivery = 'digest' and pushed_at is null and created_at < $1
           returning user_id, announcement_id`,
          [dayStart.toISOString(), now.toISOString()],
        );
      });
      const byUser = new Map<number, number[]>();
      for (const c of claimed) {
        const list = byUser.get(Number(c.user_id)) ?? [];
        list.push(Number(c.announcement_id));
        byUser.set(Number(c.user_id), list);
      }
      for (const [userId, ids] of byUser) {
        const cars = await carsOf(db, ids);
        const names = ids.map((id) => cars.get(id)?.car).filter((c): c is string => Boolean(c));
        await sender.sendToUser(userId, (locale) =>
          digestMessage(names, locale, unsubscribeUrl({ scope: 'all', userId }, locale)),
        );
      }
      return byUser.size;
    },
    messageSent(m) {
      track(
        (async () => {
          const now = clock();
          const rows = await db.query<{ claimed: boolean; brand: string; model: string; year: number }>(
            `with c as (
               select c.id, b.name as brand, m.name as model, a.year from conversations c
               join announcements a on a.id = c.announcement_id join brands b on b.id = a.brand_id join models m on m.id = a.model_id
               where c.id = $1 and not c.blocked_by_buyer and not c.blocked_by_seller and $2 in (c.buyer_id, c.seller_id)
                 and exists (select 1 from push_subscriptions s where s.user_id = $2)
             ), claim as (
               insert into message_pushes (conversation_id, user_id, pushed_at) select c.id, $2, $3 from c
               on conflict (conversation_id, user_id) do update set pushed_at = excluded.pushed_at
                 where message_pushes.pushed_at <= excluded.pushed_at - interval '1 minute'
               returning 1
             )
             select exists (select 1 from claim) as claimed, brand, model, year from c`,
            [m.conversationId, m.recipientId, now.toISOString()],
          );
          const r = rows[0];
          if (!r?.claimed || m.recipientId === m.senderId) return;
          const car = `${r.brand} ${r.model}, ${r.year}`;
          await sender.sendToUser(m.recipientId, (locale) => messagePushMessage({ ...m, car }, locale));
        })(),
      );
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** Drains the queue every `pollMs` (on PGlite only after a write of this process) and sends digests every minute. */
export function startAlertJob(
  db: Db,
  alerts: AlertService,
  o: { pollMs: number; log: FastifyBaseLogger },
): { stop(): Promise<void> } {
  let writesSeen = -1;
  let running: Promise<unknown> | null = null;
  let lastDigest = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      if (db.writeCount === undefined || db.writeCount() !== writesSeen) {
        writesSeen = db.writeCount?.() ?? -1;
        const [q] = await db.query<{ any: boolean }>('select exists (select 1 from alert_queue) as any');
        if (q?.any) {
          const events = await alerts.drain();
          if (events.length) o.log.info({ alerts: events.length }, 'alerts recorded');
        }
        writesSeen = db.writeCount?.() ?? -1;
      }
      if (Date.now() - lastDigest > 60_000) {
        lastDigest = Date.now();
        const users = await alerts.digest();
        if (users) o.log.info({ users }, 'alert digests sent');
      }
    })()
      .catch((err: unknown) => o.log.error({ err }, 'alerts failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, o.pollMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
