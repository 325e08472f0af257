/**
 * The catalogue of the web-view bridge: every message between a screen and the native app, both ways, with its zod
 * schema (`zod/mini`: the screens' first JavaScript stays small). Documented with an example of each in
 * `docs/web-view-bridge.md`; `BRIDGE_EXAMPLES` below are those examples (the unit tests check each one).
 *
 * A message is a JSON object `{ "v": 1, "type": "…", "payload": { … } }`. `v` is the bridge's version: a message of a
 * newer version than the screen knows is ignored (and logged), never guessed at.
 */
import * as z from 'zod/mini';

import { BRIDGE_VERSION } from './version';

export { BRIDGE_VERSION };

const path = z.string().check(z.regex(/^\/(kk\/)?web-view\/[\w\-/.%?=&]*$/), z.maxLength(500));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/), z.maxLength(2000));
const locale = z.enum(['ru', 'kk']);

/** Messages from a screen to the app. */
export const toAppPayloads = {
  /** The screen has rendered its first content (data or a definite state: not found, an error). */
  ready: z.object({ screen: path, locale }),
  /** The title for the app's navigation bar. */
  title: z.object({ title: text(200) }),
  /** Open another web-view screen as a new native screen. */
  navigate: z.object({ path }),
  /** Open an outside address in the system browser. */
  'open-url': z.object({ url: httpUrl }),
  /** The system share sheet. */
  share: z.object({ url: httpUrl, title: text(200), text: z.optional(z.string().check(z.maxLength(500))) }),
  /** Dial a phone number (Kazakhstan, +7 and ten digits). */
  call: z.object({ phone: z.string().check(z.regex(/^\+7\d{10}$/)) }),
  /** Close this web view (the app's back from the screen's first state). */
  close: z.object({}),
  /** An analytics event for the app's own analytics. */
  analytics: z.object({
    name: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,49}$/)),
    params: z.optional(z.record(z.string().check(z.maxLength(50)), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]))),
  }),
  /** The screen needs a signed-in user: the app signs in and sends `session`, then the screen goes on. */
  'sign-in-required': z.object({ returnTo: path }),
  /** A purchase application was sent to the dealer. */
  'purchase-sent': z.object({ applicationId: z.string().check(z.regex(/^[a-z][a-z0-9]{15}$/)) }),
  /** A test drive was booked. */
  'test-drive-sent': z.object({ testDriveId: z.number().check(z.int(), z.positive()) }),
  /** A haptic tap. */
  haptic: z.object({ style: z.enum(['selection', 'light', 'medium', 'heavy', 'success', 'warning', 'error']) }),
} as const;

/** Messages from the app to a screen. */
export const fromAppPayloads = {
  /** The signed-in user's access token (`null`: signed out). Checked by the same cascade as the site's. */
  session: z.object({ accessToken: z.nullable(z.string().check(z.minLength(10), z.maxLength(4000))) }),
  /** The app's language changed. */
  locale: z.object({ locale }),
  /** The app's theme. */
  theme: z.object({ theme: z.enum(['light', 'dark']) }),
  /** The safe-area insets the screen must keep clear, CSS px. */
  insets: z.object({
    top: z.number().check(z.gte(0), z.lte(500)),
    right: z.number().check(z.gte(0), z.lte(500)),
    bottom: z.number().check(z.gte(0), z.lte(500)),
    left: z.number().check(z.gte(0), z.lte(500)),
  }),
  /** The hardware or gesture back was pressed: the screen steps back, or asks to be closed. */
  back: z.object({}),
  /** The app's version and platform. */
  'app-version': z.object({ version: z.string().check(z.regex(/^\d{1,4}\.\d{1,4}(\.\d{1,4})?$/)), platform: z.enum(['ios', 'android']) }),
} as const;

export type ToAppType = keyof typeof toAppPayloads;
export type FromAppType = keyof typeof fromAppPayloads;
export type ToAppPayload<T extends ToAppType> = z.infer<(typeof toAppPayloads)[T]>;
export type FromAppPayload<T extends FromAppType> = z.infer<(typeof fromAppPayloads)[T]>;
export type ToAppMessage = { [T in ToAppType]: { v: typeof BRIDGE_VERSION; type: T; payload: ToAppPayload<T> } }[ToAppType];
export type FromAppMessage = { [T in FromAppType]: { v: typeof BRIDGE_VERSION; type: T; payload: FromAppPayload<T> } }[FromAppType];

export const TO_APP_TYPES = Object.keys(toAppPayloads) as ToAppType[];
export const FROM_APP_TYPES = Object.keys(fromAppPayloads) as FromAppType[];

const envelope = z.object({ v: z.number().check(z.int(), z.positive()), type: z.string().check(z.maxLength(50)), payload: z.optional(z.unknown()) });

export type Parsed<M> = { ok: true; message: M } | { ok: false; reason: string };

function parse<M>(raw: unknown, payloads: Record<string, z.ZodMiniType>): Parsed<M> {
  let data = raw;
  if (typeof raw === 'string') {
    if (raw.length > 20_000) return { ok: false, reason: 'too long' };
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
  }
  const env = envelope.safeParse(data);
  if (!env.success) return { ok: false, reason: 'not a bridge message' };
  if (env.data.v > BRIDGE_VERSION) return { ok: false, reason: `version ${env.data.v} is newer than ${BRIDGE_VERSION}` };
  const schema = Object.hasOwn(payloads, env.data.type) ? payloads[env.data.type] : undefined;
  if (!schema) return { ok: false, reason: `unknown type "${env.data.type}"` };
  const payload = schema.safeParse(env.data.payload ?? {});
  if (!payload.success) {
    const issue = payload.error.issues[0];
    return { ok: false, reason: `bad ${env.data.type}: ${issue ? `${issue.path.join('.') || '(payload)'} ${issue.message}` : 'invalid'}` };
  }
  return { ok: true, message: { v: BRIDGE_VERSION, type: env.data.type, payload: payload.data } as M };
}

/** Reads a message from the app (a JSON string or an object); anything else is `{ ok: false, reason }`. */
export function parseFromApp(raw: unknown): Parsed<FromAppMessage> {
  return parse<FromAppMessage>(raw, fromAppPayloads);
}

/** Reads a message to the app (the host page and the tests check what a screen sends). */
export function parseToApp(raw: unknown): Parsed<ToAppMessage> {
  return parse<ToAppMessage>(raw, toAppPayloads);
}

/** One example of every message, both ways (the docs show them; the host page's buttons send `fromApp`). */
export const BRIDGE_EXAMPLES: {
  toApp: { [T in ToAppType]: ToAppPayload<T> };
  fromApp: { [T in FromAppType]: FromAppPayload<T> };
} = {
  toApp: {
    ready: { screen: '/web-view/online-dealer/models', locale: 'ru' },
    title: { title: 'Toyota Camry' },
    navigate: { path: '/web-view/online-dealer/detail/12' },
    'open-url': { url: 'https://www.toyota.kz/' },
    share: { url: 'https://jolda.kz/market/toyota/camry', title: 'Toyota Camry', text: 'от 17 900 000 ₸' },
    call: { phone: '+77012345678' },
    close: {},
    analytics: { name: 'offer_view', params: { offer: 12, brand: 'toyota' } },
    'sign-in-required': { returnTo: '/web-view/online-dealer/buy?offer=12' },
    'purchase-sent': { applicationId: 'a1b2c3d4e5f6g7h8' },
    'test-drive-sent': { testDriveId: 42 },
    haptic: { style: 'success' },
  },
  fromApp: {
    session: { accessToken: 'eyJhbGciOiJIUzI1NiJ9.example.signature' },
    locale: { locale: 'kk' },
    theme: { theme: 'dark' },
    insets: { top: 47, right: 0, bottom: 34, left: 0 },
    back: {},
    'app-version': { version: '5.12.0', platform: 'ios' },
  },
};
