import { createECDH, randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './session';

// Push needs the site's service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Garage reminders by web push (issue 20), in Russian and Kazakh: a driver whose policy ends in 5 days turns on
 * "Напоминать уведомлениями" (the context grants the notification permission), the browser subscribes with the API's
 * VAPID key, the API keeps the subscription and sends what is due at once — through the development provider, which
 * records it, and the garage lists it under "Уведомления (демо)" — then the driver turns it off. The states a browser
 * can be in (push unsupported, notifications blocked) are shown in words.
 *
 * What is NOT end-to-end here: no push service is reachable offline, so `PushManager.subscribe` (which asks Chromium's
 * push service for an endpoint) is replaced in the page by one that returns a browser-shaped subscription (a real
 * P-256 key) for the key it was given; and the outbox provider delivers nothing, so no real push reaches the worker.
 * The worker's handlers themselves are covered by `features/push/push-sw.test.ts`; the `web-push` request (VAPID
 * signature, aes128gcm payload) by `apps/api/test/push.test.ts`.
 */

const RU = {
  prefix: '',
  enable: 'Напоминать уведомлениями',
  on: 'Уведомления включены на этом устройстве.',
  off: 'Отключить',
  outbox: 'Уведомления (демо)',
  message: 'Полис ОГПО заканчивается через 5 дней',
  denied: 'Уведомления запрещены в настройках браузера',
  unsupported: 'Этот браузер не показывает уведомления сайтов',
};
const KK: typeof RU = {
  prefix: '/kk',
  enable: 'Ескертумен еске салу',
  on: 'Бұл құрылғыда ескертулер қосулы.',
  off: 'Өшіру',
  outbox: 'Ескертулер (демо)',
  message: 'ОГПО полисінің мерзімі 5 күннен кейін бітеді',
  denied: 'Ескертулерге браузер баптауларында тыйым салынған',
  unsupported: 'Бұл браузер сайт ескертулерін көрсетпейді',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Stands in for the browser's push service: `subscribe` answers with a subscription shaped as Chromium's (an FCM
 * endpoint, a real P-256 key, a 16-byte secret) and remembers the application server key it was given.
 */
async function fakePushService(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const sub = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(9).toString('base64url')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript((s) => {
    // The subscription outlives a reload, as the browser's does (kept in the tab's session storage).
    const w = window as unknown as { __pushKey?: string; __pushSubscribed?: boolean };
    const toB64 = (key: Uint8Array) => btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const fromB64 = (b64: string) => Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const make = (key: Uint8Array) => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
      unsubscribe: async () => {
        current = null;
        sessionStorage.removeItem('e2e-push');
        w.__pushSubscribed = false;
        return true;
      },
    });
    const stored = sessionStorage.getItem('e2e-push');
    let current: ReturnType<typeof make> | null = stored ? make(fromB64(stored)) : null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
      w.__pushKey = toB64(key);
      w.__pushSubscribed = true;
      sessionStorage.setItem('e2e-push', w.__pushKey);
      current = make(key);
      return current as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as unknown as PushSubscription | null;
    };
  }, sub);
  return sub;
}

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';
  test.describe(`garage push reminders (${lang})`, () => {
    test('a driver turns reminders on, the due one is recorded by the demo outbox, then turns them off', async ({ page, context, request, baseURL }) => {
      test.setTimeout(90_000);
      const session = await signIn(page, request, baseURL!);
      const auth = { authorization: `Bearer ${session.access_token}` };
      const car = await request.post('/api/garage/cars', {
        headers: auth,
        data: { vin: `JTNB11HK0K3${String(Math.floor(100000 + Math.random() * 899999))}`, brand: 'toyota', model: 'camry', year: 2019, mileage: 60000, insuranceUntil: day(5) },
      });
      expect(car.status()).toBe(201);
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      const sub = await fakePushService(page);

      await page.goto(`${L.prefix}/garage`);
      await hydrated(page);
      // The service worker's first install precaches the site; push needs it active (as a returning visitor has it).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      const optIn = page.getByTestId('push-opt-in');
      await expect(optIn).toHaveAttribute('data-state', 'off');
      // Nothing is recorded before the driver opts in.
      await expect(page.getByTestId('push-outbox')).toContainText(L.outbox);
      await expect(page.getByTestId('push-outbox-item')).toHaveCount(0);

      await optIn.getByRole('button', { name: L.enable }).click();
      await expect(optIn).toHaveAttribute('data-state', 'on');
      await expect(optIn).toContainText(L.on);
      // The browser subscribed with the API's VAPID key; the API keeps this browser's endpoint for the driver.
      const { publicKey } = (await (await request.get('/api/push/public-key')).json()) as { publicKey: string };
      expect(await page.evaluate(() => (window as unknown as { __pushKey?: string }).__pushKey)).toBe(publicKey);
      const kept = (await (await request.get('/api/push/subscriptions', { headers: auth })).json()) as { items: Array<{ endpoint: string; locale: string }> };
      expect(kept.items).toEqual([expect.objectContaining({ endpoint: sub.endpoint, locale: lang })]);
      // The policy's 7-day reminder went out at once: the demo outbox shows it in the page's language.
      const item = page.getByTestId('push-outbox-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(L.message);
      await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`^${L.prefix}/garage#car-${(await car.json()).id}$`));

      // A reload finds the subscription on; turning it off removes it from the API and the browser.
      await page.reload();
      await hydrated(page);
      await expect(optIn).toHaveAttribute('data-state', 'on');
      await expect(page.getByTestId('push-outbox-item')).toHaveCount(1);
      await optIn.getByRole('button', { name: L.off }).click();
      await expect(optIn).toHaveAttribute('data-state', 'off');
      await expect(optIn.getByRole('button', { name: L.enable })).toBeVisible();
      expect(((await (await request.get('/api/push/subscriptions', { headers: auth })).json()) as { items: unknown[] }).items).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __pushSubscribed?: boolean }).__pushSubscribed)).toBe(false);
    });

    test('blocked notifications and a browser without push are said in words', async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
      await page.goto(`${L.prefix}/garage`);
      await hydrated(page);
      await expect(page.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'denied');
      await expect(page.getByTestId('push-opt-in')).toContainText(L.denied);
      await expect(page.getByTestId('push-opt-in').getByRole('button')).toHaveCount(0);

      const other = await page.context().newPage();
      await other.addInitScript(() => {
        delete (window as unknown as { PushManager?: unknown }).PushManager;
      });
      await other.goto(`${L.prefix}/garage`);
      await hydrated(other);
      await expect(other.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'unsupported');
      await expect(other.getByTestId('push-opt-in')).toContainText(L.unsupported);
    });
  });
}
