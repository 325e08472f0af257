import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { publishCamryInAlmaty } from './publish';
import { apiSession, signIn, signedInContext } from './session';

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

test.describe('messages between buyer and seller', () => {
  // Two browsers, sign-ins and a publication: several server round trips on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test('the buyer writes from the car page, the seller sees it live and answers, counts and receipts follow, a block stops delivery', async ({
    browser,
    request,
    baseURL,
  }) => {
    const sellerSession = await apiSession(request);
    const announcementId = await publishCamryInAlmaty(request, sellerSession);

    // The seller, on a phone, waits on the messages page.
    const sellerContext = await signedInContext(browser, sellerSession, baseURL!, { width: 375, height: 800 });
    const seller = await sellerContext.newPage();
    await seller.goto('/profile/messages');
    await hydrated(seller);
    await expect(seller.getByRole('heading', { name: 'Сообщений пока нет' })).toBeVisible();
    await expect(seller.getByTestId('messages-unread')).toHaveCount(0);

    // The buyer, on a desktop, writes from the car page.
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, request, baseURL!);
    await buyer.goto(`/announcement/${announcementId}`);
    await hydrated(buyer);
    await buyer.getByTestId('write-to-seller').click();
    await expect(buyer).toHaveURL(new RegExp(`/profile/messages\\?announcement=${announcementId}$`));
    await hydrated(buyer);
    await expect(buyer.getByTestId('new-conversation')).toContainText('Toyota Camry');
    await buyer.getByTestId('message-text').fill('Здравствуйте! Машина ещё продаётся?');
    await buyer.getByTestId('send-message').click();
    await expect(buyer).toHaveURL(/\/profile\/messages\?c=\d+$/);
    await expect(buyer.getByTestId('message-mine')).toHaveText(/Здравствуйте! Машина ещё продаётся\?/);
    await expect(buyer.getByTestId('receipt-sent')).toHaveCount(1);
    await expect(buyer.getByTestId('conversation-phone')).toHaveCount(0);

    // Live on the seller's page: the header's count (on the avatar, at 375 px), the notification and the list, without
    // a reload.
    await expect(seller.getByTestId('messages-unread')).toHaveText('1');
    await expect(seller.getByTestId('messages-unread')).toBeVisible();
    await expect(seller.getByRole('button', { name: /Непрочитанных сообщений: 1/ })).toBeVisible();
    await expect(seller.getByRole('status').filter({ hasText: 'Новое сообщение: Toyota Camry' })).toBeVisible();
    await expect(seller.getByTestId('conversation-item')).toHaveCount(1);
    await expect(seller.getByTestId('conversation-unread')).toHaveText('1');
    await seller.getByTestId('conversation-item').click();
    await expect(seller.getByTestId('message-theirs')).toContainText('Машина ещё продаётся?');
    // Opening it reads it: the count goes, and the buyer sees the receipt live.
    await expect(seller.getByTestId('messages-unread')).toHaveCount(0);
    await expect(buyer.getByTestId('receipt-read')).toHaveCount(1);

    // The seller answers and shares the phone; the buyer sees both live.
    await seller.getByTestId('message-text').fill('Да, продаётся. Приезжайте завтра в 10.');
    await seller.getByTestId('send-message').click();
    await expect(seller.getByTestId('message-mine')).toContainText('Приезжайте завтра');
    await expect(buyer.getByTestId('message-theirs')).toContainText('Приезжайте завтра в 10.');
    await seller.getByText('Показать покупателю мой телефон').click();
    await expect(buyer.getByTestId('conversation-phone')).toContainText('+7 701 123 45 67');

    // A refused message keeps what was typed, with the reason next to the field.
    await buyer.getByTestId('message-text').fill('Вот фото: www.example.kz/camry');
    await buyer.getByTestId('send-message').click();
    await expect(buyer.getByText('Ссылки в сообщениях запрещены')).toBeVisible();
    await expect(buyer.getByTestId('message-text')).toHaveValue('Вот фото: www.example.kz/camry');

    // The seller blocks: the buyer's page says so at once, and nothing more reaches the seller.
    await seller.getByTestId('block-toggle').click();
    await expect(seller.getByTestId('blocked-notice')).toBeVisible();
    await expect(buyer.getByTestId('blocked-notice')).toContainText('Собеседник ограничил переписку');
    await expect(buyer.getByTestId('composer')).toHaveCount(0);
    const token = (await buyerContext.cookies()).find((c) => c.name === 'access_token')!.value;
    const conversationId = Number(new URL(buyer.url()).searchParams.get('c'));
    const refused = await request.post(`/api/messages/conversations/${conversationId}/messages`, {
      headers: { authorization: `Bearer ${token}` },
      data: { text: 'Ответьте, пожалуйста' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('conversation_blocked');
    await expect(seller.getByTestId('message-theirs')).toHaveCount(1);
    await expect(seller.getByTestId('messages-unread')).toHaveCount(0);

    await buyerContext.close();
    await sellerContext.close();
  });

  test('under /kk the header counts unread messages on the avatar and in the menu, and the messages page speaks Kazakh', async ({
    browser,
    request,
    baseURL,
  }) => {
    const sellerSession = await apiSession(request);
    const announcementId = await publishCamryInAlmaty(request, sellerSession);
    const buyerSession = await apiSession(request);
    for (const text of ['Сәлеметсіз бе! Көлік әлі сатылады ма?', 'Бағасы келісімді ме?']) {
      const sent = await request.post('/api/messages/conversations', {
        headers: { authorization: `Bearer ${buyerSession.access_token}` },
        data: { announcementId, text },
      });
      expect(sent.ok()).toBeTruthy();
    }
    const context = await signedInContext(browser, sellerSession, baseURL!, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto('/kk/cars');
    await hydrated(page);
    await expect(page.getByTestId('messages-unread')).toHaveText('2');
    const menu = page.getByRole('button', { name: /Профиль мәзірі/ });
    await expect(menu).toHaveAccessibleName(/Оқылмаған хабарламалар: 2/);
    await menu.click();
    const item = page.getByTestId('menu-messages');
    await expect(item).toContainText('Хабарламалар');
    await expect(item.getByTestId('menu-messages-unread')).toHaveText('2');
    await item.click();
    await expect(page).toHaveURL(/\/kk\/profile\/messages$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хабарламалар');
    await expect(page.getByTestId('conversation-unread')).toHaveText('2');
    await page.getByTestId('conversation-item').click();
    await expect(page.getByTestId('message-theirs')).toHaveCount(2);
    // Read: the count leaves the header.
    await expect(page.getByTestId('messages-unread')).toHaveCount(0);
    await expect(page.getByTestId('message-text')).toHaveAttribute('placeholder', 'Хабарлама');
    await context.close();
  });

  test('a photo goes with a message: a thumbnail in both threads, full size on a click, for the two participants only', async ({
    browser,
    request,
    baseURL,
  }) => {
    const sellerSession = await apiSession(request);
    const announcementId = await publishCamryInAlmaty(request, sellerSession);
    const buyerSession = await apiSession(request);
    const open = async (session: typeof sellerSession, width: number) => {
      const context = await signedInContext(browser, session, baseURL!, { width, height: 900 });
      return { context, page: await context.newPage() };
    };
    const buyer = await open(buyerSession, 1280);
    await buyer.page.goto(`/profile/messages?announcement=${announcementId}`);
    await hydrated(buyer.page);
    const raw = Buffer.alloc(320 * 240 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 256;
    const png = await sharp(raw, { raw: { width: 320, height: 240, channels: 3 } }).png().toBuffer();
    await buyer.page.getByTestId('composer').locator('input[type=file]').setInputFiles({ name: 'pts.png', mimeType: 'image/png', buffer: png });
    await expect(buyer.page.getByTestId('attachment')).toHaveAttribute('data-state', 'ready');
    await buyer.page.getByTestId('message-text').fill('Вот фото ПТС');
    await buyer.page.getByTestId('send-message').click();
    await expect(buyer.page).toHaveURL(/\/profile\/messages\?c=\d+$/);
    await expect(buyer.page.getByTestId('message-mine')).toContainText('Вот фото ПТС');
    // The thumbnail's file came (with the participant's token) and decoded.
    const loaded = async (page: Page) => {
      const img = page.getByTestId('message-photo').locator('img');
      await expect(img).toHaveJSProperty('complete', true);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    };
    await loaded(buyer.page);
    const conversation = new URL(buyer.page.url()).searchParams.get('c');

    // The seller, on a phone: the thumbnail, then the photo full size.
    const seller = await open(sellerSession, 375);
    await seller.page.goto(`/profile/messages?c=${conversation}`);
    await hydrated(seller.page);
    await loaded(seller.page);
    await seller.page.getByTestId('message-photo').click();
    const full = seller.page.getByTestId('message-photo-full');
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

    // Its file answers nobody else: another signed-in user and a visitor.
    const src = (await request.get(`/api/messages/conversations/${conversation}`, { headers: { authorization: `Bearer ${sellerSession.access_token}` } }).then((r) => r.json())) as {
      messages: Array<{ photos: Array<{ sizes: { card: string } }> }>;
    };
    const card = src.messages[0]!.photos[0]!.sizes.card;
    const stranger = await apiSession(request);
    expect((await request.get(card, { headers: { authorization: `Bearer ${stranger.access_token}` } })).status()).toBe(404);
    expect((await request.get(card)).status()).toBe(401);
    await buyer.context.close();
    await seller.context.close();
  });

  test('a visitor is asked to sign in first and comes back to write; the page speaks Kazakh under /kk', async ({ page, request }) => {
    const announcementId = await publishCamryInAlmaty(request);
    await page.goto(`/kk/announcement/${announcementId}`);
    await hydrated(page);
    await expect(page.getByTestId('write-to-seller')).toHaveText('Жазу');
    await page.getByTestId('write-to-seller').click();
    await expect(page).toHaveURL(/\/login\?redirect=.*messages.*announcement/);
  });
});
