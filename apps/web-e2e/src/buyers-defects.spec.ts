import { expect, test, type Page } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { apiSession } from './session';

/** The page has hydrated: its buttons now answer (a click on the server's HTML before that does nothing). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

test('the filter sidebar comes with the cards, not as an empty box after them (issue 23 item 3)', async ({ page }) => {
  // The filter form's chunk is slow to come (a slow network): the cards must not appear before it.
  await page.route('**/assets/FilterPanel-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  // The home page's quick search, nothing chosen: all the cars (it replaced the hero's "Найти автомобиль" link).
  await page.getByRole('form', { name: 'Быстрый поиск' }).getByRole('button', { name: /^Показать/ }).click();
  await page.waitForURL(/\/cars\/?$/);
  // The search's own cards (the home page's cards stay on screen while the router loads the search).
  await expect(page.locator('section[aria-labelledby="search-results-heading"] [data-testid="listing-card"]').first()).toBeVisible();
  // Read at once, with no retry: the sidebar is there with its form the moment the cards are.
  const sidebar = page.getByTestId('filter-sidebar');
  expect(await sidebar.count()).toBe(1);
  expect(await sidebar.textContent()).toContain('Марка');

  // Prices are grouped as typed, as in the posting form.
  const priceTo = sidebar.getByLabel('Цена до');
  await priceTo.pressSequentially('12000000');
  await expect(priceTo).toHaveValue(/^12\s000\s000$/);
});

test('Kazakh pages label the breadcrumbs in Kazakh (issue 23 item 12)', async ({ page, request }) => {
  const found = (await (await request.get('/api/announcements?pageSize=1')).json()) as { items: Array<{ id: number }> };
  const id = found.items[0]!.id;
  await page.goto(`/kk/announcement/${id}`);
  await expect(page.getByRole('navigation', { name: 'Шарлау' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Навигация' })).toHaveCount(0);
});

test("a dealer's seller page shows its address, hours and phones (issue 23 item 12)", async ({ page, request }) => {
  const found = (await (await request.get('/api/announcements?sellerType=dealer&pageSize=1')).json()) as { items: Array<{ id: number }> };
  const detail = (await (await request.get(`/api/announcements/${found.items[0]!.id}`)).json()) as {
    seller: { id: number; type: string; dealer: { slug: string } | null };
  };
  expect(detail.seller.type).toBe('dealer');
  await page.goto(`/announcement/user/${detail.seller.id}`);
  await hydrated(page);
  const contacts = page.getByTestId('dealer-contacts');
  await expect(contacts.getByRole('heading', { name: 'Адрес и контакты' })).toBeVisible();
  await expect(contacts).toContainText('Часы работы');
  await expect(contacts).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await contacts.getByRole('button', { name: 'Показать телефон' }).click();
  await expect(contacts.getByTestId('dealer-phones')).toContainText(/\+7 \d{3} \d{3} \d{2} \d{2}/);
  await expect(contacts.getByRole('link', { name: 'Страница дилера' })).toHaveAttribute('href', `/dealer/${detail.seller.dealer!.slug}`);
});

test.describe('the filter sheet on a phone (issue 23 item 2)', () => {
  test.use({ viewport: { width: 375, height: 700 }, isMobile: true, hasTouch: true });

  test('nothing of the form shows below its sticky "Показать / Сбросить" footer, scrolled part way or to the end', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page);
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    const show = sheet.getByRole('button', { name: /^Показать/ });
    await expect(show).toBeVisible();
    /** Pixels between the footer's bottom edge and the bottom of the sheet's scrolling body: where the form would show. */
    const gapBelowFooter = (to: 'middle' | 'end') =>
      show.evaluate(async (button, where) => {
        const bar = button.parentElement!;
        let box: HTMLElement | null = bar.parentElement;
        while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
        box!.scrollTop = where === 'end' ? box!.scrollHeight : (box!.scrollHeight - box!.clientHeight) / 2;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const scroller = box!.getBoundingClientRect();
        const bottom = scroller.top + box!.clientTop + box!.clientHeight;
        return Math.round(bottom - bar.getBoundingClientRect().bottom);
      }, to);
    expect(await gapBelowFooter('middle')).toBeLessThanOrEqual(0);
    expect(await gapBelowFooter('end')).toBeLessThanOrEqual(0);
    // The last of the form is reachable above the footer at the end.
    const last = sheet.getByText('Возможен кредит');
    const lastBox = (await last.boundingBox())!;
    const barBox = (await show.locator('..').boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y + 1);
  });
});

test.describe('the price history chart (issue 23 item 11)', () => {
  for (const { lang, prefix, unit } of [
    { lang: 'ru', prefix: '', unit: 'млн ₸' },
    { lang: 'kk', prefix: '/kk', unit: 'млн ₸' },
  ]) {
    test(`two price changes on one day: a price axis in tenge, told apart, and the day printed once (${lang})`, async ({ page, request }) => {
      const seller = await apiSession(request);
      const id = await publishCamryInAlmaty(request, seller);
      const headers = { authorization: `Bearer ${seller.access_token}` };
      const { input } = (await (await request.get(`/api/my/announcements/${id}`, { headers })).json()) as { input: { price: number } };
      // Two small cuts on the same day, as a seller feeling the market would make: 40 000 ₸, then back up 20 000 ₸.
      for (const price of [input.price - 40_000, input.price - 20_000]) {
        const put = await request.put(`/api/announcements/${id}`, { headers, data: { ...input, price } });
        expect(put.status()).toBe(200);
      }
      await page.goto(`${prefix}/announcement/${id}`);
      await hydrated(page);
      const chart = page.getByTestId('price-history-chart');
      await chart.scrollIntoViewIfNeeded();
      const axis = await chart.getByTestId('price-axis').allTextContents();
      expect(axis).toHaveLength(2);
      for (const label of axis) expect(label).toMatch(new RegExp(`^\\d+(,\\d+)? ${unit}$`));
      expect(new Set(axis).size).toBe(2); // the highest and the lowest price, not one label twice
      // The three prices (published, cut, raised) were all today: one date under the chart.
      await expect(chart.getByTestId('date-axis')).toHaveCount(1);
    });
  }
});
