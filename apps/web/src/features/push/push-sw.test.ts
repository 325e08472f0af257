import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keyBytes, subscriptionBody } from './push-client';

/** The worker's push script run against a stand-in `self`: what it shows and which window a click opens. */
function worker(windows: Array<{ url: string }> = []) {
  const code = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../public/scripts/push-sw.js'), 'utf8');
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const clients = windows.map((w) => ({ url: w.url, focus: async () => focused.push(w.url) }));
  const scope = {
    location: { origin: 'https://jolda.kz' },
    addEventListener: (type: string, fn: (event: unknown) => void) => (handlers[type] = fn),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url) },
  };
  new Function('self', 'URL', code)(scope, URL);
  const waited: Array<Promise<unknown>> = [];
  const fire = async (type: string, event: Record<string, unknown>) => {
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  return { fire, shown, opened, focused };
}
const data = (value: unknown) => ({ json: () => value, text: () => String(value) });

describe('the service worker’s push handler', () => {
  it('shows the message with its tag and keeps the page to open', async () => {
    const w = worker();
    await w.fire('push', { data: data({ title: 'ОГПО полисінің мерзімі ертең бітеді', body: 'Toyota Camry', url: '/kk/garage#car-3', tag: 'garage-3-insurance' }) });
    expect(w.shown).toEqual([
      {
        title: 'ОГПО полисінің мерзімі ертең бітеді',
        options: expect.objectContaining({ body: 'Toyota Camry', tag: 'garage-3-insurance', lang: 'kk', data: { url: '/kk/garage#car-3', unsubscribeUrl: null }, actions: [] }),
      },
    ]);
  });

  it('shows something sensible for an empty or unreadable push, and never keeps an outside URL', async () => {
    const w = worker();
    await w.fire('push', { data: null });
    await w.fire('push', { data: { json: () => JSON.parse('{'), text: () => 'plain text' } });
    await w.fire('push', { data: data({ title: 'x', url: 'https://evil.example/' }) });
    await w.fire('push', { data: data({ title: 'y', url: '//evil.example/' }) });
    expect(w.shown.map((s) => [s.title, s.options['body'], (s.options['data'] as { url: string }).url])).toEqual([
      ['Jolda', '', '/'],
      ['Jolda', 'plain text', '/'],
      ['x', '', '/'],
      ['y', '', '/'],
    ]);
  });

  it("offers an alert's one-click unsubscribe link as an action, in the message's language, and only a path of this site", async () => {
    const w = worker();
    const unsubscribeUrl = '/kk/alerts/unsubscribe?token=s.1.2.abc';
    await w.fire('push', { data: data({ title: 'Баға төмендеді', body: 'Toyota', url: '/kk/announcement/7', tag: 'alert-7-price_drop', unsubscribeUrl }) });
    await w.fire('push', { data: data({ title: 'x', url: '/announcement/7', unsubscribeUrl: 'https://evil.example/' }) });
    expect(w.shown[0]!.options).toEqual(
      expect.objectContaining({ data: { url: '/kk/announcement/7', unsubscribeUrl }, actions: [{ action: 'unsubscribe', title: 'Жазылымнан шығу' }] }),
    );
    expect(w.shown[1]!.options).toEqual(expect.objectContaining({ data: { url: '/announcement/7', unsubscribeUrl: null }, actions: [] }));
  });
});

describe('a click on the notification', () => {
  const click = (url: unknown) => ({ notification: { data: { url }, close: () => undefined } });

  it('focuses a tab already on that page, else opens it', async () => {
    const w = worker([{ url: 'https://jolda.kz/cars' }, { url: 'https://jolda.kz/garage' }]);
    await w.fire('notificationclick', click('/garage#car-3'));
    expect(w.focused).toEqual(['https://jolda.kz/garage']);
    expect(w.opened).toEqual([]);
    await w.fire('notificationclick', click('/kk/garage#car-3'));
    expect(w.opened).toEqual(['https://jolda.kz/kk/garage#car-3']);
  });

  it("the unsubscribe action opens the alert's link, a click elsewhere the car", async () => {
    const w = worker();
    const data = { url: '/announcement/7', unsubscribeUrl: '/alerts/unsubscribe?token=f.1.7.abc' };
    await w.fire('notificationclick', { action: 'unsubscribe', notification: { data, close: () => undefined } });
    await w.fire('notificationclick', { action: '', notification: { data, close: () => undefined } });
    expect(w.opened).toEqual(['https://jolda.kz/alerts/unsubscribe?token=f.1.7.abc', 'https://jolda.kz/announcement/7']);
  });

  it('opens only pages of this site', async () => {
    const w = worker();
    await w.fire('notificationclick', click('https://evil.example/phish'));
    await w.fire('notificationclick', click(undefined));
    expect(w.opened).toEqual(['https://jolda.kz/', 'https://jolda.kz/']);
  });
});

describe('the page side', () => {
  it('turns the base64url VAPID key into its 65 bytes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('sends the subscription as the browser describes it', () => {
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    } as unknown as PushSubscription;
    expect(subscriptionBody(sub)).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } });
  });
});
