import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_VERSION, createBridge, type BridgeWindow } from './bridge';
import { BRIDGE_EXAMPLES, FROM_APP_TYPES, TO_APP_TYPES, parseFromApp, parseToApp, type FromAppType, type ToAppType } from './messages';

type Listener = (event: MessageEvent) => void;

/** A stand-in window: records what the bridge does with links, history and the transports. */
function fakeWindow(over: Partial<BridgeWindow> = {}) {
  const winListeners = new Set<Listener>();
  const docListeners = new Set<Listener>();
  const assigned: string[] = [];
  const opened: string[] = [];
  const back = vi.fn();
  const win: BridgeWindow & { fire(data: unknown, source?: unknown, origin?: string): void; fireDoc(data: unknown): void } = {
    name: '',
    parent: null,
    location: { origin: 'https://jolda.kz', pathname: '/web-view/online-dealer/models', search: '', href: 'https://jolda.kz/web-view/online-dealer/models', assign: (u: string | URL) => void assigned.push(String(u)) },
    history: { length: 1, back, state: null },
    navigator: {},
    document: {
      title: '',
      addEventListener: (_t: string, l: unknown) => void docListeners.add(l as Listener),
      removeEventListener: (_t: string, l: unknown) => void docListeners.delete(l as Listener),
    } as unknown as BridgeWindow['document'],
    open: (url: string) => void opened.push(url),
    addEventListener: (_t, l) => void winListeners.add(l),
    removeEventListener: (_t, l) => void winListeners.delete(l),
    fire(data, source = null, origin = '') {
      for (const l of winListeners) l({ data, source, origin } as MessageEvent);
    },
    fireDoc(data) {
      for (const l of docListeners) l({ data, source: null, origin: '' } as MessageEvent);
    },
    ...over,
  };
  win.parent = over.parent ?? win;
  return { win, assigned, opened, back, winListeners, docListeners };
}

const quiet = () => ({ warn: vi.fn() });

describe('messages to the app', () => {
  const transports = {
    'react-native': (post: (m: string) => void) => ({ ReactNativeWebView: { postMessage: post } }),
    ios: (post: (m: string) => void) => ({ webkit: { messageHandlers: { jolda: { postMessage: post } } } }),
    android: (post: (m: string) => void) => ({ JoldaAndroid: { postMessage: post } }),
  } as const;

  for (const [name, make] of Object.entries(transports)) {
    it.each(TO_APP_TYPES)(`sends %s over ${name} as a versioned JSON message`, async (type) => {
      const post = vi.fn();
      const { win, assigned, opened } = fakeWindow(make(post));
      const bridge = createBridge(win, quiet());
      expect(bridge.transport()).toBe(name);
      const payload = BRIDGE_EXAMPLES.toApp[type];
      expect(await bridge.send(type, payload as never)).toBe(true);
      expect(post).toHaveBeenCalledTimes(1);
      const sent = JSON.parse(post.mock.calls[0]![0] as string) as unknown;
      expect(sent).toEqual({ v: BRIDGE_VERSION, type, payload });
      // The app got it: the browser's fallbacks stay out of it.
      expect(assigned).toEqual([]);
      expect(opened).toEqual([]);
      expect(parseToApp(post.mock.calls[0]![0]).ok).toBe(true);
    });
  }

  it('prefers React Native, then iOS, then Android when a page has several', async () => {
    const rn = vi.fn();
    const ios = vi.fn();
    const { win } = fakeWindow({ ReactNativeWebView: { postMessage: rn }, webkit: { messageHandlers: { jolda: { postMessage: ios } } } });
    const bridge = createBridge(win, quiet());
    await bridge.send('haptic', { style: 'light' });
    expect(rn).toHaveBeenCalledTimes(1);
    expect(ios).not.toHaveBeenCalled();
  });

  it('finds a transport the app installs after the page started', async () => {
    const { win } = fakeWindow();
    const bridge = createBridge(win, quiet());
    expect(bridge.transport()).toBe('browser');
    const post = vi.fn();
    win.JoldaAndroid = { postMessage: post };
    await bridge.send('close', {});
    expect(post).toHaveBeenCalledWith(JSON.stringify({ v: 1, type: 'close', payload: {} }));
  });

  const badToApp: Array<[ToAppType, unknown]> = [
    ['ready', { screen: '/cars', locale: 'ru' }],
    ['ready', { screen: '/web-view/online-dealer', locale: 'en' }],
    ['share', { url: 'ftp://jolda.kz/x', title: 'Toyota Camry' }],
    ['share', { url: 'https://jolda.kz/market/toyota/camry' }],
    ['sign-in-required', { returnTo: 'https://evil.example/web-view/x' }],
    ['close', 'now'],
    ['call', { phone: '87012345678' }],
    ['call', { phone: '+7 701 234 56 78' }],
    ['open-url', { url: 'javascript:alert(1)' }],
    ['navigate', { path: 'https://evil.example/web-view/x' }],
    ['purchase-sent', { applicationId: 'short' }],
    ['test-drive-sent', { testDriveId: -1 }],
    ['haptic', { style: 'boom' }],
    ['title', { title: '' }],
    ['analytics', { name: 'Bad Name' }],
  ];
  it('has a malformed example of every message it sends', () => {
    expect(new Set(badToApp.map(([type]) => type))).toEqual(new Set(TO_APP_TYPES));
  });
  it.each(badToApp)('does not send a malformed %s (%j) and logs it', async (type, payload) => {
    const post = vi.fn();
    const logger = quiet();
    const { win } = fakeWindow({ ReactNativeWebView: { postMessage: post } });
    const bridge = createBridge(win, logger);
    expect(await bridge.send(type, payload as never)).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`bad ${type}`), expect.anything());
  });

  it('logs a transport that throws instead of crashing the screen', async () => {
    const logger = quiet();
    const { win } = fakeWindow({ ReactNativeWebView: { postMessage: () => { throw new Error('gone'); } } });
    expect(await createBridge(win, logger).send('close', {})).toBe(false);
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('an ordinary browser: links and history', () => {
  it('navigate opens the page', async () => {
    const { win, assigned } = fakeWindow();
    await createBridge(win, quiet()).send('navigate', { path: '/kk/web-view/online-dealer/detail/5' });
    expect(assigned).toEqual(['/kk/web-view/online-dealer/detail/5']);
  });
  it('call opens a tel: link', async () => {
    const { win, assigned } = fakeWindow();
    await createBridge(win, quiet()).send('call', { phone: '+77012345678' });
    expect(assigned).toEqual(['tel:+77012345678']);
  });
  it('open-url opens a new tab without the opener', async () => {
    const { win, opened } = fakeWindow();
    await createBridge(win, quiet()).send('open-url', { url: 'https://www.toyota.kz/' });
    expect(opened).toEqual(['https://www.toyota.kz/']);
  });
  it('share uses the browser share sheet when there is one, else opens the link', async () => {
    const share = vi.fn(() => Promise.resolve());
    const a = fakeWindow({ navigator: { share } });
    await createBridge(a.win, quiet()).send('share', BRIDGE_EXAMPLES.toApp.share);
    expect(share).toHaveBeenCalledWith({ url: 'https://jolda.kz/market/toyota/camry', title: 'Toyota Camry', text: 'от 17 900 000 ₸' });
    const b = fakeWindow();
    await createBridge(b.win, quiet()).send('share', BRIDGE_EXAMPLES.toApp.share);
    expect(b.opened).toEqual(['https://jolda.kz/market/toyota/camry']);
  });
  it('close goes back, or to the home page of the language when there is no history', async () => {
    const a = fakeWindow({ history: { length: 3, back: vi.fn(), state: null } });
    await createBridge(a.win, quiet()).send('close', {});
    expect(a.win.history.back).toHaveBeenCalled();
    const b = fakeWindow();
    await createBridge(b.win, quiet(), 'kk').send('close', {});
    expect(b.assigned).toEqual(['/kk/']);
  });
  it('sign-in-required opens the site sign-in with the way back', async () => {
    const { win, assigned } = fakeWindow();
    await createBridge(win, quiet(), 'kk').send('sign-in-required', { returnTo: '/kk/web-view/online-dealer/buy?offer=3' });
    expect(assigned).toEqual(['/kk/login?redirect=%2Fkk%2Fweb-view%2Fonline-dealer%2Fbuy%3Foffer%3D3']);
  });
  it('title sets the document title (and does so inside the app too)', async () => {
    const { win } = fakeWindow();
    await createBridge(win, quiet()).send('title', { title: 'Модели' });
    expect(win.document.title).toBe('Модели');
    const post = vi.fn();
    const app = fakeWindow({ ReactNativeWebView: { postMessage: post } });
    await createBridge(app.win, quiet()).send('title', { title: 'Үлгілер' });
    expect(app.win.document.title).toBe('Үлгілер');
  });
  it.each<ToAppType>(['ready', 'analytics', 'haptic', 'purchase-sent', 'test-drive-sent'])('%s has no browser effect', async (type) => {
    const { win, assigned, opened } = fakeWindow();
    expect(await createBridge(win, quiet()).send(type, BRIDGE_EXAMPLES.toApp[type] as never)).toBe(true);
    expect([assigned, opened]).toEqual([[], []]);
  });
});

describe('messages from the app', () => {
  const deliveries = {
    'a message event (string)': (win: ReturnType<typeof fakeWindow>['win'], m: unknown) => win.fire(JSON.stringify(m)),
    'a message event (object)': (win: ReturnType<typeof fakeWindow>['win'], m: unknown) => win.fire(m),
    'a document message event (React Native on Android)': (win: ReturnType<typeof fakeWindow>['win'], m: unknown) => win.fireDoc(JSON.stringify(m)),
    'joldaBridge.receive (evaluateJavascript)': (win: ReturnType<typeof fakeWindow>['win'], m: unknown) => win.joldaBridge!.receive(JSON.stringify(m)),
  };
  for (const [how, deliver] of Object.entries(deliveries)) {
    it.each(FROM_APP_TYPES)(`%s by ${how}`, async (type: FromAppType) => {
      const { win } = fakeWindow();
      const logger = quiet();
      const bridge = createBridge(win, logger);
      const seen = vi.fn();
      bridge.on(type, seen);
      const payload = BRIDGE_EXAMPLES.fromApp[type];
      deliver(win, { v: 1, type, payload });
      await bridge.settled();
      expect(seen).toHaveBeenCalledWith(payload);
      expect(bridge.last(type)).toEqual(payload);
      expect(logger.warn).not.toHaveBeenCalled();
    });
  }

  it('a message without a payload counts as an empty one (back)', async () => {
    const { win } = fakeWindow();
    const bridge = createBridge(win, quiet());
    const seen = vi.fn();
    bridge.on('back', seen);
    win.fire('{"v":1,"type":"back"}');
    await bridge.settled();
    expect(seen).toHaveBeenCalledWith({});
  });

  const badFromApp: Array<[string, unknown, string]> = [
    ['not JSON', '{"v":1,"type":', 'not JSON'],
    ['a number', 42, 'not a bridge message'],
    ['no version', { type: 'theme', payload: { theme: 'dark' } }, 'not a bridge message'],
    ['a newer version', { v: 2, type: 'theme', payload: { theme: 'dark' } }, 'version 2 is newer than 1'],
    ['an unknown type', { v: 1, type: 'self-destruct', payload: {} }, 'unknown type "self-destruct"'],
    ['a prototype key as type', { v: 1, type: 'constructor', payload: {} }, 'unknown type "constructor"'],
    ['a bad theme', { v: 1, type: 'theme', payload: { theme: 'sepia' } }, 'bad theme'],
    ['negative insets', { v: 1, type: 'insets', payload: { top: -5, right: 0, bottom: 0, left: 0 } }, 'bad insets'],
    ['a short token', { v: 1, type: 'session', payload: { accessToken: 'x' } }, 'bad session'],
    ['a bad locale', { v: 1, type: 'locale', payload: { locale: 'en' } }, 'bad locale'],
    ['a bad version', { v: 1, type: 'app-version', payload: { version: 'latest', platform: 'ios' } }, 'bad app-version'],
    ['a bad platform', { v: 1, type: 'app-version', payload: { version: '2.4.1', platform: 'symbian' } }, 'bad app-version'],
    ['a back with a number for its payload', { v: 1, type: 'back', payload: 42 }, 'bad back'],
    ['a signed-out session without its token field', { v: 1, type: 'session', payload: {} }, 'bad session'],
  ];
  it('has a malformed example of every message it reads', () => {
    const types = badFromApp.map(([, raw]) => (raw as { type?: string } | null)?.type).filter((t): t is string => typeof t === 'string');
    for (const type of FROM_APP_TYPES) expect(types, type).toContain(type);
  });
  it.each(badFromApp)('ignores and logs %s', async (_what, raw, reason) => {
    const { win } = fakeWindow();
    const logger = quiet();
    const bridge = createBridge(win, logger);
    const seen = vi.fn();
    for (const t of FROM_APP_TYPES) bridge.on(t, seen);
    expect(() => win.fire(raw)).not.toThrow();
    await bridge.settled();
    expect(seen).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(reason), raw);
    expect(parseFromApp(raw).ok).toBe(false);
  });

  it('ignores messages from other windows (another origin, an opened tab)', async () => {
    const { win } = fakeWindow();
    const bridge = createBridge(win, quiet());
    const seen = vi.fn();
    bridge.on('theme', seen);
    win.fire({ v: 1, type: 'theme', payload: { theme: 'dark' } }, {}, 'https://evil.example');
    await bridge.settled();
    expect(seen).not.toHaveBeenCalled();
  });

  it('a handler that throws is logged; the others still run', async () => {
    const { win } = fakeWindow();
    const logger = quiet();
    const bridge = createBridge(win, logger);
    const other = vi.fn();
    bridge.on('theme', () => {
      throw new Error('boom');
    });
    bridge.on('theme', other);
    win.fire({ v: 1, type: 'theme', payload: { theme: 'light' } });
    await bridge.settled();
    expect(other).toHaveBeenCalledWith({ theme: 'light' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('theme handler failed'), expect.any(Error));
  });

  it('unsubscribes and disposes', async () => {
    const { win, winListeners, docListeners } = fakeWindow();
    const bridge = createBridge(win, quiet());
    const seen = vi.fn();
    const off = bridge.on('back', seen);
    off();
    win.fire({ v: 1, type: 'back', payload: {} });
    await bridge.settled();
    expect(seen).not.toHaveBeenCalled();
    bridge.dispose();
    expect(winListeners.size + docListeners.size).toBe(0);
    expect(win.joldaBridge).toBeUndefined();
  });
});

describe('the development host page', () => {
  it('installs its transport when it names the frame, before the first message', async () => {
    const post = vi.fn();
    const parent = { joldaHost: { install: (w: BridgeWindow) => void (w.ReactNativeWebView = { postMessage: post }) } };
    const { win } = fakeWindow({ name: 'jolda-host:react-native', parent });
    const bridge = createBridge(win, quiet());
    expect(bridge.transport()).toBe('react-native');
    await bridge.send('ready', { screen: '/web-view/online-dealer/models', locale: 'ru' });
    expect(post).toHaveBeenCalledTimes(1);
  });
  it('a frame of another origin (its parent throws on access) stays a browser', async () => {
    const parent = new Proxy({}, { get: () => { throw new DOMException('cross-origin'); } });
    const { win } = fakeWindow({ name: 'jolda-host:ios', parent });
    expect(createBridge(win, quiet()).transport()).toBe('browser');
  });
});

describe('the catalogue', () => {
  it('has an example of every message, each valid', async () => {
    expect(Object.keys(BRIDGE_EXAMPLES.toApp).sort()).toEqual([...TO_APP_TYPES].sort());
    expect(Object.keys(BRIDGE_EXAMPLES.fromApp).sort()).toEqual([...FROM_APP_TYPES].sort());
    for (const type of TO_APP_TYPES) expect(parseToApp({ v: 1, type, payload: BRIDGE_EXAMPLES.toApp[type] })).toMatchObject({ ok: true });
    for (const type of FROM_APP_TYPES) expect(parseFromApp({ v: 1, type, payload: BRIDGE_EXAMPLES.fromApp[type] })).toMatchObject({ ok: true });
  });
});

describe('docs/web-view-bridge.md', () => {
  it('shows every message with its example, each valid', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/web-view-bridge.md'), 'utf8');
    for (const type of TO_APP_TYPES) {
      expect(doc).toContain(`### \`${type}\`\n`);
      expect(doc).toContain(JSON.stringify({ v: 1, type, payload: BRIDGE_EXAMPLES.toApp[type] }));
    }
    for (const type of FROM_APP_TYPES) {
      expect(doc).toContain(`### \`${type}\`\n`);
      expect(doc).toContain(JSON.stringify({ v: 1, type, payload: BRIDGE_EXAMPLES.fromApp[type] }));
    }
  });
});
