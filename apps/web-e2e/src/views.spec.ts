import { type Request, expect, test } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { apiSession } from './session';

/**
 * Issue 17, defect 8: every GET of an announcement counted a view — a card's hover preload, the server render, bots and
 * reloads. A view counts once per visitor, announcement and day, when the page is shown, and the seller's counter says
 * the same.
 */

// A desktop Chrome as people use it (Playwright's headless Chromium says "HeadlessChrome", which the API counts as a bot).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

test('hovering a card does not count a view; opening the page counts one; a reload does not count again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await apiSession(request);
  const id = await publishCamryInAlmaty(request, seller);
  const sellerViews = async () => {
    const mine = await request.get('/api/my/announcements', { headers: { authorization: `Bearer ${seller.access_token}` } });
    return ((await mine.json()).items as Array<{ id: number; views: number }>).find((i) => i.id === id)?.views;
  };
  expect(await sellerViews()).toBe(0);

  const counts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/announcements/${id}/views`)) counts.push(r);
  });

  // The seller's page lists the car; hovering its card preloads the announcement (its loader asks the API for it).
  await page.goto(`/announcement/user/${seller.user.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const card = page.locator(`a[href$="/announcement/${id}"]`).first();
  const preload = page.waitForResponse((r) => r.url().endsWith(`/api/announcements/${id}`) && r.request().method() === 'GET');
  await card.hover();
  expect((await preload).status()).toBe(200);
  await page.mouse.move(0, 0);
  expect(counts).toHaveLength(0);

  // Opening it counts, once.
  const opened = page.waitForResponse((r) => r.url().endsWith(`/api/announcements/${id}/views`));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/announcement/${id}$`));
  expect(await (await opened).json()).toEqual({ counted: true });

  // A reload shows the page again (server render, then hydration) and asks again: the API does not count it.
  const again = page.waitForResponse((r) => r.url().endsWith(`/api/announcements/${id}/views`));
  await page.reload();
  expect(await (await again).json()).toEqual({ counted: false });
  expect(counts).toHaveLength(2);

  // The page, the API and the seller's publications all say one view (written within a second).
  await expect.poll(sellerViews).toBe(1);
  expect((await (await request.get(`/api/announcements/${id}`)).json()).views).toBe(1);
  await page.reload();
  // (the line is the eye icon, a space and the words: matched as text, whitespace normalised)
  await expect(page.getByText('1 просмотр', { exact: true })).toBeVisible();
});
