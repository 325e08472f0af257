/**
 * The one-click unsubscribe links of alert pushes (`/alerts/unsubscribe?token=…`): the token names what to turn off
 * and is signed with HMAC-SHA256 under `config.alertsSecret` (`ALERTS_SECRET`), so it works signed out and cannot be
 * made for someone else's alert. It never expires: an old push's link still turns its alert off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeTarget =
  | { scope: 'saved_search'; userId: number; savedSearchId: number }
  | { scope: 'favourite'; userId: number; announcementId: number }
  | { scope: 'all'; userId: number };

const SIG_BYTES = 18;

const payloadOf = (t: UnsubscribeTarget): string =>
  t.scope === 'saved_search'
    ? `s.${t.userId}.${t.savedSearchId}`
    : t.scope === 'favourite'
      ? `f.${t.userId}.${t.announcementId}`
      : `u.${t.userId}`;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`jolda.alerts.unsubscribe:${payload}`).digest().subarray(0, SIG_BYTES);

export function unsubscribeToken(secret: string, t: UnsubscribeTarget): string {
  const payload = payloadOf(t);
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

const ID = /^[1-9]\d{0,15}$/;

/** What a token turns off, or null when it is malformed or not signed with `secret`. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  const sig = parts.pop();
  if (!sig || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = sign(secret, parts.join('.'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [kind, a, b] = parts;
  if (!a || !ID.test(a)) return null;
  const userId = Number(a);
  if (kind === 'u' && parts.length === 2) return { scope: 'all', userId };
  if (parts.length !== 3 || !b || !ID.test(b)) return null;
  if (kind === 's') return { scope: 'saved_search', userId, savedSearchId: Number(b) };
  if (kind === 'f') return { scope: 'favourite', userId, announcementId: Number(b) };
  return null;
}
