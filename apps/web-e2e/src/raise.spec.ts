import { expect, test, type Page } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { type ApiSession, apiSession } from './session';

/**
 * "Поднять" paid with points (issue 20, issue 23 item 10): the dialog says what a raise does, its price and the
 * balance; a raise is charged and the announcement says when it can go up again; a balance that does not cover the
 * price is refused by the API and the refusal is shown. And the car checks a user ran, listed in the profile.
 */

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function asUser(page: Page, session: ApiSession, baseURL: string) {
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL, httpOnly: true },
  ]);
}

test('a seller raises an announcement for points: the price, the balance, what it does, and when again', async ({ page, request, baseURL }) => {
  const seller = await apiSession(request);
  const id = await publishCamryInAlmaty(request, seller);
  const auth = { authorization: `Bearer ${seller.access_token}` };
  expect((await request.post('/api/bonus/claims', { data: { action: 'phone_verified' }, headers: auth })).ok()).toBeTruthy();
  await asUser(page, seller, baseURL!);

  await page.goto('/profile/my-publications');
  await hydrated(page);
  const item = page.getByTestId(`my-announcement-${id}`);
  await item.getByTestId('raise-open').click();
  const dialog = page.getByTestId('raise-dialog');
  await expect(dialog).toContainText('встанет первым в поиске с сортировкой «сначала новые»');
  await expect(dialog).toContainText('раз в 24 ч');
  await expect(page.getByTestId('raise-price')).toHaveText('100 бонусных баллов');
  await expect(page.getByTestId('raise-balance')).toHaveText('200');
  await page.getByTestId('raise-confirm').click();

  await expect(page.getByRole('status').filter({ hasText: 'Объявление поднято в начало поиска' })).toContainText('на счёте: 100');
  await expect(item.getByTestId('raise-next')).toContainText('Снова поднять можно');
  await expect(item.getByTestId('raise-open')).toBeDisabled();
  // First in the default order.
  const newest = (await (await request.get('/api/announcements?sort=newest&pageSize=1')).json()) as { items: Array<{ id: number }> };
  expect(newest.items[0]!.id).toBe(id);
});

test('a raise the balance does not cover is refused and the dialog says so (kk)', async ({ page, request, baseURL }) => {
  const seller = await apiSession(request);
  const id = await publishCamryInAlmaty(request, seller);
  await asUser(page, seller, baseURL!);
  await page.goto('/kk/profile/my-publications');
  await hydrated(page);
  await page.getByTestId(`my-announcement-${id}`).getByTestId('raise-open').click();
  await expect(page.getByTestId('raise-balance')).toHaveText('0');
  await page.getByTestId('raise-confirm').click();
  const refusal = page.getByTestId('raise-refusal');
  await expect(refusal).toContainText('Ұпай жетпейді: шотта 0, ал көтеру құны — 100.');
  await expect(refusal.getByRole('link')).toHaveAttribute('href', '/kk/bonus');
});

test('the car checks a user ran are listed in the profile and reopen', async ({ page, request, baseURL }) => {
  const user = await apiSession(request);
  const vin = 'XW7BF4FK30S012345';
  const res = await request.get(`/api/autocheck/report?vin=${vin}`, { headers: { authorization: `Bearer ${user.access_token}` } });
  expect(res.ok()).toBeTruthy();
  await asUser(page, user, baseURL!);
  await page.goto('/profile');
  await hydrated(page);
  await page.getByRole('link', { name: 'Мои проверки автомобилей' }).click();
  await expect(page).toHaveURL(/\/profile\/autochecks$/);
  const row = page.getByTestId('my-check');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(vin);
  await expect(row.getByTestId('my-check-verdict')).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/autocheck/report\\?vin=${vin}`));
  await expect(page.getByTestId('verdict')).toBeVisible();

  await page.goto('/kk/profile/autochecks');
  await expect(page.getByRole('heading', { level: 1, name: 'Менің автокөлік тексерулерім' })).toBeVisible();
});
