/**
 * The bridge between a web-view screen and the native app (`messages.ts` is its catalogue).
 *
 * To the app, over whichever transport the app gave the page (looked up at every send, first match wins):
 * - React Native: `window.ReactNativeWebView.postMessage(json)`;
 * - iOS WKWebView: `window.webkit.messageHandlers.jolda.postMessage(json)`;
 * - Android: the JavaScript interface `window.JoldaAndroid.postMessage(json)`.
 * Without any (an ordinary browser) a message does what it can with links and history: `navigate` opens the page,
 * `call` a `tel:` link, `close` goes back, `sign-in-required` opens the site's sign-in, `share` the browser's share.
 *
 * From the app: a `message` event on `window` or `document` (React Native's `postMessage`/`injectJavaScript`; only from
 * the app itself, this window or a same-origin parent), or `window.joldaBridge.receive(json)` (`evaluateJavascript`).
 * Every message is checked against the catalogue; an unknown or malformed one is ignored and logged, never thrown.
 *
 * The catalogue's zod schemas (`messages.ts`) are a chunk of their own, requested as the bridge starts (with the zod
 * the API client's contract schemas use): a screen's first JavaScript does not wait for them. Messages both ways are
 * handled in order once they are there; `settled()` resolves when everything so far has been handled.
 */
import type { FromAppMessage, FromAppPayload, FromAppType, ToAppMessage, ToAppPayload, ToAppType } from './messages';

import { BRIDGE_VERSION } from './version';

export { BRIDGE_VERSION };
type Catalogue = typeof import('./messages');

export type TransportName = 'react-native' | 'ios' | 'android' | 'browser';

interface PostTarget {
  postMessage(message: string): void;
}

/** What the bridge uses of `window` (the tests hand it a stand-in). */
export interface BridgeWindow {
  ReactNativeWebView?: PostTarget;
  webkit?: { messageHandlers?: Record<string, PostTarget | undefined> };
  JoldaAndroid?: PostTarget;
  joldaBridge?: { receive(message: unknown): void; version: number };
  name: string;
  parent: unknown;
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'href' | 'assign'>;
  history: Pick<History, 'length' | 'back' | 'state'>;
  navigator: { share?: (data: ShareData) => Promise<void> };
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'title'>;
  open(url: string, target: string, features: string): unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeLogger {
  warn(message: string, detail?: unknown): void;
}

type Handler<T extends FromAppType> = (payload: FromAppPayload<T>) => void;

export interface Bridge {
  /** Which transport a message would go over now. */
  transport(): TransportName;
  /** Sends a message (checked against the catalogue first: a malformed one is logged and not sent); resolves with whether it went. */
  send<T extends ToAppType>(type: T, payload: ToAppPayload<T>): Promise<boolean>;
  /** Listens to one kind of message from the app; returns the unsubscribe. */
  on<T extends FromAppType>(type: T, handler: Handler<T>): () => void;
  /** Hands a raw message from the app to the bridge (what the event listeners and `joldaBridge.receive` call). */
  receive(raw: unknown): Promise<void>;
  /** Resolves when every message sent or received so far has been handled. */
  settled(): Promise<void>;
  /** The last message of each kind from the app (a screen that mounts late still learns the theme or session). */
  last<T extends FromAppType>(type: T): FromAppPayload<T> | undefined;
  dispose(): void;
}

/** The development host page (`/web-view/__host`) names its frame so and installs the transport it plays. */
const HOST_FRAME = 'jolda-host:';

function hostInstall(win: BridgeWindow): void {
  if (!win.name.startsWith(HOST_FRAME)) return;
  try {
    const host = (win.parent as { joldaHost?: { install(w: unknown): void } } | null)?.joldaHost;
    host?.install(win);
  } catch {
    // A parent of another origin: not the host page.
  }
}

export function createBridge(
  win: BridgeWindow,
  logger: BridgeLogger = console,
  locale: 'ru' | 'kk' = 'ru',
  loadCatalogue: () => Promise<Catalogue> = () => import('./messages'),
): Bridge {
  hostInstall(win);
  const catalogue = loadCatalogue();
  // One queue both ways: messages are checked and handled in the order they were sent or arrived.
  let queue: Promise<unknown> = catalogue.catch((error: unknown) => logger.warn('[bridge] the catalogue did not load', error));
  const enqueue = <R>(work: (c: Catalogue) => R, failed: R): Promise<R> => {
    const next = queue.then(() => catalogue).then(work, () => failed);
    queue = next;
    return next;
  };
  const handlers = new Map<FromAppType, Set<(payload: unknown) => void>>();
  const lastSeen = new Map<FromAppType, unknown>();

  const target = (): [TransportName, PostTarget | null] => {
    if (win.ReactNativeWebView && typeof win.ReactNativeWebView.postMessage === 'function') return ['react-native', win.ReactNativeWebView];
    const ios = win.webkit?.messageHandlers?.['jolda'];
    if (ios && typeof ios.postMessage === 'function') return ['ios', ios];
    if (win.JoldaAndroid && typeof win.JoldaAndroid.postMessage === 'function') return ['android', win.JoldaAndroid];
    return ['browser', null];
  };

  const withLocale = (p: string) => (locale === 'kk' ? `/kk${p}` : p);

  /** An ordinary browser: links and history instead of the app. */
  const degrade = (message: ToAppMessage) => {
    switch (message.type) {
      case 'navigate':
        win.location.assign(message.payload.path);
        return;
      case 'open-url':
        win.open(message.payload.url, '_blank', 'noopener,noreferrer');
        return;
      case 'share': {
        const { url, title, text } = message.payload;
        if (win.navigator.share) void win.navigator.share({ url, title, ...(text ? { text } : {}) }).catch(() => undefined);
        else win.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      case 'call':
        win.location.assign(`tel:${message.payload.phone}`);
        return;
      case 'close':
        if (win.history.length > 1) win.history.back();
        else win.location.assign(withLocale('/'));
        return;
      case 'sign-in-required':
        win.location.assign(`${withLocale('/login')}?redirect=${encodeURIComponent(message.payload.returnTo)}`);
        return;
      case 'title':
        win.document.title = message.payload.title;
        return;
      default:
        // ready, analytics, haptic, purchase-sent, test-drive-sent: the page itself shows the result.
        return;
    }
  };

  const bridge: Bridge = {
    transport: () => target()[0],
    send(type, payload) {
      if (type === 'title') win.document.title = (payload as ToAppPayload<'title'>).title;
      return enqueue((c) => {
        const checked = c.toAppPayloads[type].safeParse(payload);
        if (!checked.success) {
          logger.warn(`[bridge] not sent: bad ${type}`, checked.error.issues);
          return false;
        }
        const message = { v: BRIDGE_VERSION, type, payload: checked.data } as ToAppMessage;
        const [, post] = target();
        if (!post) {
          degrade(message);
          return true;
        }
        try {
          post.postMessage(JSON.stringify(message));
        } catch (error) {
          logger.warn(`[bridge] the app's transport failed on ${type}`, error);
          return false;
        }
        return true;
      }, false);
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => void set.delete(h);
    },
    receive(raw) {
      return enqueue((c) => {
        const parsed = c.parseFromApp(raw);
        if (!parsed.ok) {
          logger.warn(`[bridge] ignored a message from the app: ${parsed.reason}`, raw);
          return;
        }
        const message: FromAppMessage = parsed.message;
        lastSeen.set(message.type, message.payload);
        for (const h of handlers.get(message.type) ?? []) {
          try {
            h(message.payload);
          } catch (error) {
            logger.warn(`[bridge] a ${message.type} handler failed`, error);
          }
        }
      }, undefined);
    },
    settled: () => queue.then(() => undefined),
    last: (type) => lastSeen.get(type) as never,
    dispose() {
      win.removeEventListener('message', onEvent);
      win.document.removeEventListener('message', onEvent as EventListener);
      if (win.joldaBridge === api) delete win.joldaBridge;
    },
  };

  // Our own messages (a plain browser's other scripts, extensions) are not ours to read: only the app's own events
  // (no source: injected by the native side), this window's, or the same-origin host page's.
  function onEvent(event: MessageEvent) {
    const fromApp = event.source === null || event.source === win || (event.source === win.parent && event.origin === win.location.origin);
    if (!fromApp) return;
    void bridge.receive(event.data);
  }
  win.addEventListener('message', onEvent);
  win.document.addEventListener('message', onEvent as EventListener);
  const api = { receive: (m: unknown) => void bridge.receive(m), version: BRIDGE_VERSION };
  win.joldaBridge = api;
  return bridge;
}
