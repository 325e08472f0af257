import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Web push (/api/push): a signed-in user's browser subscriptions and what is sent to them. Generic: the garage's
// reminders are its first user. The sender sits behind a provider (`PUSH_PROVIDER`): `webpush` delivers through the
// browsers' push services (VAPID), `outbox` (development, the default) delivers nothing and records each message in
// a table the user's pages show as a demo.

export const PUSH_PROVIDERS = ['outbox', 'webpush'] as const;
export type PushProviderName = (typeof PUSH_PROVIDERS)[number];

export const PUSH_ERROR = {
  endpointInvalid: 'endpoint_invalid',
  keysInvalid: 'keys_invalid',
  subscriptionNotFound: 'push_subscription_not_found',
} as const;

/** Base64url without padding (what `PushSubscription.toJSON()` gives). */
const base64url = (min: number, max: number) =>
  z.string({ error: PUSH_ERROR.keysInvalid }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), { error: PUSH_ERROR.keysInvalid });

/**
 * A push service's address: https on a named host (never an address literal, `localhost` or a single-label name), so
 * the sender cannot be pointed at the server's own network.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    host.includes('.') &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal') &&
    !/^[\d.]+$/.test(host) &&
    !host.startsWith('[')
  );
}

export const pushEndpointSchema = z
  .string({ error: PUSH_ERROR.endpointInvalid })
  .max(2048, { error: PUSH_ERROR.endpointInvalid })
  .refine(isPushEndpoint, { error: PUSH_ERROR.endpointInvalid });

/** `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key: 65 bytes, uncompressed (87 characters). */
      p256dh: base64url(80, 100),
      /** The 16-byte authentication secret (22 characters). */
      auth: base64url(16, 32),
    },
    { error: PUSH_ERROR.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointQuerySchema = z.object({ endpoint: pushEndpointSchema });

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  locale: z.enum(['ru', 'kk']),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});
export type PushSubscriptionRow = z.infer<typeof pushSubscriptionSchema>;

/** `GET /api/push/public-key`: what a browser needs to subscribe. */
export const pushConfigSchema = z.object({
  provider: z.enum(PUSH_PROVIDERS),
  /** Nothing reaches a device: messages are recorded and shown as a demo. */
  demo: z.boolean(),
  /** The VAPID public key (base64url, 65 bytes uncompressed) for `PushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** One notification: what the service worker shows and the page it opens (a path of this site). */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  url: z.string().regex(/^\/[^/\\]/),
  /** A notification with the same tag replaces the earlier one on the device. */
  tag: z.string().max(120).nullable(),
  /** A one-click unsubscribe link (a path of this site) the notification offers as an action (alerts). */
  unsubscribeUrl: z.string().regex(/^\/[^/\\]/).nullable().optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** `GET /api/push/outbox`: the messages the `outbox` provider recorded for me instead of sending them, newest first. */
export const pushOutboxSchema = z.object({
  provider: z.enum(PUSH_PROVIDERS),
  demo: z.boolean(),
  items: z.array(pushMessageSchema.extend({ id: z.number().int(), createdAt: z.string() })),
});
export type PushOutbox = z.infer<typeof pushOutboxSchema>;
