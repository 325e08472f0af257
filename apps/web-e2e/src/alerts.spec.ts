import { createECDH, randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { type ApiSession, apiSession, signIn } from './session';

/**
 * Alerts (issue 23), as a buyer meets them: a saved search with its alert on, a seller publishes a matching car, and it
 * is in the buyer's notifications (with the count in the profile menu) and in the push outbox; a favourite whose
 * price drops does the same; the push's one-click unsubscribe link, opened signed out in Kazakh, turns that alert off.
 *
 * The buyer's browser subscription is registered through the API (the opt-in's own flow, with a stand-in push service,
 * is push.spec.ts): with the development provider the push is recorded in the outbox, which the API and the
 * notifications page show. The API's alert job matches within ALERTS_POLL_MS (1 s) of the publication.
 */

const bearer = (s: ApiSession) => ({ authorization: `Bearer ${s.access_token}` });

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** A browser-shaped push subscription (a real P-256 key) for the buyer, in a language. */
async function subscribePush(request: APIRequestContext, s: ApiSession, lang: 'ru' | 'kk') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const res = await request.post('/api/push/subscriptions', {
    headers: { ...bearer(s), 'accept-language': lang },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(9).toString('base64url')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  });
  expect(res.ok()).toBeTruthy();
}

interface Notification {
  id: number;
  kind: string;
  announcementId: number;
  price: number | null;
  oldPrice: number | null;
}
const notificationsOf = async (request: APIRequestContext, s: ApiSession): Promise<Notification[]> =>
  ((await (await request.get('/api/alerts/notifications', { headers: bearer(s) })).json()) as { items: Notification[] }).items;
const outboxOf = async (request: APIRequestContext, s: ApiSession) =>
  ((await (await request.get('/api/push/outbox', { headers: bearer(s) })).json()) as {
    items: Array<{ title: string; body: string; url: string; unsubscribeUrl: string | null }>;
  }).items;

/** The seller edits the announcement's price only (the edit form's own data, sent back). */
async function changePrice(request: APIRequestContext, seller: ApiSession, id: number, price: number) {
  const editable = await (await request.get(`/api/my/announcements/${id}`, { headers: bearer(seller) })).json();
  const input = Object.fromEntries(Object.entries(editable.input as Record<string, unknown>).filter(([, v]) => v !== null));
  const res = await request.put(`/api/announcements/${id}`, {
    headers: bearer(seller),
    data: { ...input, price, photos: (editable.photos as Array<{ id: string }>).map((p) => p.id) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('alerts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 120_000 });

  test('a saved search and a favourite notify the buyer in-app and by push; the unsubscribe link works signed out in Kazakh', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const buyer = await signIn(page, request, baseURL!);
    await subscribePush(request, buyer, 'kk');
    const seller = await apiSession(request);

    // The buyer saves a search with its alert, as the save dialog offers it (on); the profile shows it on.
    await page.goto('/cars/toyota/almaty?transmission=automatic');
    await hydrated(page);
    await page.getByRole('button', { name: 'Сохранить поиск' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохранить поиск' });
    await expect(dialog.getByRole('switch', { name: 'Уведомлять о новых объявлениях' })).toBeChecked();
    const savedWithAlert = page.waitForResponse((r) => r.url().endsWith('/api/saved-searches') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    expect((await savedWithAlert).request().postDataJSON()).toMatchObject({ alert: true });
    await page.getByRole('link', { name: 'Поиск сохранён' }).click();
    await expect(page).toHaveURL(/\/profile\/saved-searches$/);
    await hydrated(page);
    const alert = page.getByTestId('saved-search').getByRole('switch', { name: 'Уведомлять о новых объявлениях' });
    await expect(alert).toBeChecked();

    // A seller publishes a matching car: it reaches the buyer's notifications and the push outbox.
    const car = await publishCamryInAlmaty(request, seller);
    await expect.poll(async () => (await notificationsOf(request, buyer)).map((n) => [n.kind, n.announcementId])).toEqual([['new_match', car]]);
    const pushed = await outboxOf(request, buyer);
    expect(pushed[0]).toMatchObject({ title: 'Іздеуіңіз бойынша жаңа хабарландыру', url: `/kk/announcement/${car}` });
    expect(pushed[0]!.unsubscribeUrl).toMatch(/^\/kk\/alerts\/unsubscribe\?token=/);

    await page.goto('/profile');
    await hydrated(page);
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await expect(page.getByTestId('menu-notifications-unread')).toHaveText('1');
    await page.getByTestId('menu-notifications').click();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уведомления');
    const item = page.getByTestId('notification');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Новое объявление по сохранённому поиску');
    await expect(item.getByRole('link', { name: /^Toyota Camry, 2019$/ })).toHaveAttribute('href', `/announcement/${car}`);
    await expect(item).toHaveAttribute('data-read', 'false');
    // The demo outbox on the same page shows what went to the device.
    await expect(page.getByTestId('push-outbox')).toContainText('Іздеуіңіз бойынша жаңа хабарландыру');
    await hydrated(page);
    await page.getByRole('button', { name: 'Отметить все прочитанными' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('notifications-unread')).toHaveCount(0);

    // The buyer adds the car to favourites and turns its alert on; the seller lowers the price.
    expect((await request.post(`/api/favourites/${car}`, { headers: bearer(buyer) })).ok()).toBeTruthy();
    await page.goto('/profile/favourites');
    await hydrated(page);
    const favAlert = page.getByTestId('favourite-item').getByRole('switch', { name: 'Уведомить о снижении цены и продаже' });
    const favOn = page.waitForResponse((r) => r.url().includes(`/api/alerts/favourites/${car}`) && r.request().method() === 'PUT');
    await expect(favAlert).not.toBeChecked();
    await page.getByTestId('favourite-item').getByText('Уведомить о снижении цены и продаже').click();
    expect((await favOn).status()).toBe(200);
    await expect(favAlert).toBeChecked();
    const before = ((await (await request.get(`/api/my/announcements/${car}`, { headers: bearer(seller) })).json()).input as { price: number }).price;
    const after = before - 300_000;
    await changePrice(request, seller, car, after);
    await expect
      .poll(async () => (await notificationsOf(request, buyer)).filter((n) => n.kind === 'price_drop').map((n) => [n.price, n.oldPrice]))
      .toEqual([[after, before]]);
    await page.goto('/profile/notifications');
    await expect(page.getByTestId('notification').first()).toContainText('Цена снижена');
    const drop = (await outboxOf(request, buyer)).find((m) => m.title === 'Таңдаулыдағы көліктің бағасы төмендеді');
    expect(drop?.unsubscribeUrl).toMatch(/^\/kk\/alerts\/unsubscribe\?token=/);

    // The push's link, opened signed out (another browser), in Kazakh: the favourite's alert is off.
    const signedOut = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await signedOut.newPage();
    await phone.goto(drop!.unsubscribeUrl!);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Ескертулерден бас тарту');
    await expect(phone.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'done');
    await expect(phone.getByText('Сіз жазылымнан шықтыңыз')).toBeVisible();
    await expect(phone.getByText('Toyota Camry, 2019 бағасының төмендеуі және сатылуы туралы ескертулер өшірілді.')).toBeVisible();
    const favourites = await (await request.get('/api/favourites', { headers: bearer(buyer) })).json();
    expect((favourites.items as Array<{ announcement: { id: number }; alert: boolean }>).find((f) => f.announcement.id === car)?.alert).toBe(false);
    // A broken link says so.
    await phone.goto('/kk/alerts/unsubscribe?token=broken-token-123');
    await expect(phone.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'invalid');
    await expect(phone.getByText('Жазылымнан шығу сілтемесі жарамсыз')).toBeVisible();
    await signedOut.close();
  });
});
