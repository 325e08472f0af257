/**
 * Web push, generic: a provider delivers one message to one browser subscription; the sender sends a user's message to
 * every browser they subscribed, in each browser's language, keeps each subscription's last success and failure, and
 * drops the ones their push service says are gone (404/410).
 *
 * Providers (`PUSH_PROVIDER`): `webpush` (the `web-push` package, VAPID keys from the environment) and `outbox` (the
 * development default: nothing leaves the server; each message is recorded in `push_outbox` and shown to its user as a
 * demo — deterministic, so tests and developers see exactly what would have gone out).
 */
import type { PushMessage, PushProviderName } from '@jolda/contracts';
import type { Queryable } from '../db/db.js';
import { type PushTarget, dropSubscription, markDelivery, recordOutbox, subscriptionsOf } from '../db/repositories/push.js';
import type { Locale } from '../db/repositories/rows.js';

export type Delivery = 'ok' | 'gone' | 'failed';

export interface PushProvider {
  readonly name: PushProviderName;
  /** Nothing reaches a device (the pages label what it recorded as a demo). */
  readonly demo: boolean;
  deliver(target: PushTarget, message: PushMessage): Promise<Delivery>;
}

/** The development provider: records the message in the outbox instead of sending it. */
export function outboxProvider(db: Queryable): PushProvider {
  return {
    name: 'outbox',
    demo: true,
    async deliver(target, message) {
      await recordOutbox(db, target, message);
      return 'ok';
    },
  };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use. */
  subject: string;
}

/** Minimal surface of the `web-push` package the provider uses (injected in tests). */
export interface WebPushLib {
  sendNotification(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: { vapidDetails: VapidKeys; TTL: number; urgency: 'normal'; timeout: number; topic?: string },
  ): Promise<{ statusCode: number }>;
}

/** A push service's answer: 404/410 mean the subscription is gone for good; anything else may pass. */
export function deliveryOf(statusCode: number | undefined): Delivery {
  if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) return 'ok';
  return statusCode === 404 || statusCode === 410 ? 'gone' : 'failed';
}

/** Delivers through the browsers' push services (RFC 8030 with VAPID, RFC 8291 payload encryption, by `web-push`). */
export function webPushProvider(keys: VapidKeys, lib?: WebPushLib, timeoutMs = 10_000): PushProvider {
  let loaded: Promise<WebPushLib> | undefined;
  const webpush = () => (loaded ??= lib ? Promise.resolve(lib) : import('web-push').then((m) => (m.default ?? m) as unknown as WebPushLib));
  return {
    name: 'webpush',
    demo: false,
    async deliver(target, message) {
      const topic = message.tag ? message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) : '';
      try {
        const res = await (await webpush()).sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails: keys, TTL: 24 * 3600, urgency: 'normal', timeout: timeoutMs, ...(topic ? { topic } : {}) },
        );
        return deliveryOf(res.statusCode);
      } catch (err) {
        return deliveryOf((err as { statusCode?: number }).statusCode);
      }
    },
  };
}

export interface SendResult {
  /** Subscriptions the message was delivered (or, with `outbox`, recorded) for. */
  delivered: number;
  failed: number;
  /** Subscriptions removed because their push service said they are gone. */
  removed: number;
}

export class PushSender {
  constructor(
    private readonly db: Queryable,
    readonly provider: PushProvider,
  ) {}

  /** Sends a message, written in each browser's language by `compose`, to every browser the user subscribed. */
  async sendToUser(userId: number, compose: (locale: Locale) => PushMessage): Promise<SendResult> {
    const targets = await subscriptionsOf(this.db, userId);
    const result: SendResult = { delivered: 0, failed: 0, removed: 0 };
    await Promise.all(
      targets.map(async (target) => {
        let outcome: Delivery;
        try {
          outcome = await this.provider.deliver(target, compose(target.locale));
        } catch {
          outcome = 'failed';
        }
        if (outcome === 'gone') {
          await dropSubscription(this.db, target);
          result.removed++;
        } else {
          await markDelivery(this.db, target.id, outcome === 'ok');
          if (outcome === 'ok') result.delivered++;
          else result.failed++;
        }
      }),
    );
    return result;
  }
}
