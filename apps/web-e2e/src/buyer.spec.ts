import { expect, test, type Page } from '@playwright/test';

/** The page has hydrated: its buttons now answer (a click on the server's HTML before that does nothing). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/**
 * Opens the n-th announcement card of the home page and answers its id. The home page must hydrate first: a click on
 * the card before that followed the plain link (a full page load), and the next click, on the favourite toggle, landed
 * on the new page's server HTML before it hydrated and was lost (seen once in the whole suite at 08:00 on 2026-11-26).
 */
async function openCardFromHome(page: Page, n: number): Promise<number> {
  await page.goto('/');
  await hydrated(page);
  const card = page.getByTestId('listing-card').nth(n);
  await card.getByTestId('listing-title').click();
  await page.waitForURL(/\/announcement\/\d+$/);
  await hydrated(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The favourite and compare toggles next to the page title (the first ones in <main>). */
const titleToggle = (page: Page, kind: 'favourite-toggle' | 'compare-toggle') =>
  page.getByRole('main').getByTestId(kind).first();

test('a buyer keeps a favourite, compares two cars and reveals a phone number', async ({ page }) => {
  // Open an announcement from the home page.
  const first = await openCardFromHome(page, 0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('credit-estimate')).toContainText('в месяц');

  // Favourite it anonymously: kept in the browser and still shown after a reload.
  const heart = titleToggle(page, 'favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('jolda.favourites'))).toContain(String(first));
  await page.reload();
  await expect(titleToggle(page, 'favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

  // Reveal the seller's phone number.
  await page.getByRole('button', { name: 'Показать телефон' }).click();
  await expect(page.getByTestId('phone-number')).toHaveText(/\+7 7\d{2} \d{3} \d{2} \d{2}/);

  // Add it and a second car to compare: the tray shows the count.
  await titleToggle(page, 'compare-toggle').click();
  await expect(titleToggle(page, 'compare-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('compare-tray')).toContainText('1 из 4');
  const second = await openCardFromHome(page, 1);
  expect(second).not.toBe(first);
  await titleToggle(page, 'compare-toggle').click();
  const tray = page.getByTestId('compare-tray');
  await expect(tray).toContainText('2 из 4');

  // The compare table: both cars, in order, with at least one differing row highlighted.
  await tray.getByRole('link', { name: 'Сравнить' }).click();
  await page.waitForURL(/\/compare\?ids=/);
  expect(new URL(page.url()).searchParams.get('ids')).toBe(`${first},${second}`);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const differing = table.locator('tbody tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  const background = await differing.first().locator('td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  // Kept across reloads.
  await page.reload();
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
});

test("the seller's page: who sells (name, private or dealer, since when) and every car they sell; an unknown seller is a 404", async ({ page, request }) => {
  await openCardFromHome(page, 0);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const link = page.getByRole('link', { name: /^Все объявления продавца \(\d+\)$/ });
  const active = Number(/\((\d+)\)/.exec((await link.textContent()) ?? '')?.[1]);
  const sellerUrl = `/api/sellers/${(await link.getAttribute('href'))!.split('/').pop()}`;
  const { name, type } = (await (await request.get(sellerUrl)).json()) as { name: string; type: 'private' | 'dealer' };
  // A seller without a name is shown by a word in the page's language ("Продавец", "Сатушы").
  const kkName = ((await (await request.get(sellerUrl, { headers: { 'accept-language': 'kk' } })).json()) as { name: string }).name;
  await link.click();
  await page.waitForURL(/\/announcement\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main')).toContainText(type === 'dealer' ? 'Дилер · на Jolda с' : 'Частное лицо · на Jolda с');
  await expect(page).toHaveTitle(`${name}: объявления о продаже автомобилей — Jolda`);
  await expect(page.getByTestId('listing-card')).toHaveCount(Math.min(active, 20));

  // The same page in Kazakh, server-rendered.
  const kk = await request.get(`/kk${new URL(page.url()).pathname}`);
  expect(kk.status()).toBe(200);
  expect(await kk.text()).toContain(`<title>${kkName}: көлік сату туралы хабарландырулар — Jolda</title>`);

  const missing = await page.goto('/announcement/user/987654321');
  expect(missing?.status()).toBe(404);
});
