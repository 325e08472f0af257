import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A seller's inspected cars (issue 20, `/inspected/user/{id}`: "the same screen as /announcement/user/{id}") lists only
 * the seller's cars Jolda inspected, each with its grade and a link to its report — whose points carry the seed's
 * generated photos — and links to and from the seller's full list; an unknown seller is a real 404. Russian and Kazakh.
 */

type Card = { id: number; inspected: boolean };

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** A seller with inspected cars on sale, with how many they have and how many cars in all. */
async function sellerWithInspected(request: APIRequestContext): Promise<{ seller: number; inspected: number[]; total: number }> {
  const { items } = (await (await request.get('/api/announcements?pageSize=50')).json()) as { items: Card[] };
  for (const car of items.filter((c) => c.inspected)) {
    const detail = (await (await request.get(`/api/announcements/${car.id}`)).json()) as { seller: { id: number } };
    const mine = (await (await request.get(`/api/inspections/sellers/${detail.seller.id}`)).json()) as { items: Card[]; total: number };
    const all = (await (await request.get(`/api/announcements?seller=${detail.seller.id}&pageSize=20`)).json()) as { total: number };
    if (mine.total > 0 && mine.total <= 20 && all.total > mine.total) return { seller: detail.seller.id, inspected: mine.items.map((c) => c.id), total: all.total };
  }
  throw new Error('no seller with both inspected and other cars among the 50 newest');
}

for (const L of [
  { prefix: '', inspectedLink: /Проверенные Jolda: \d+/, report: 'Отчёт об осмотре Jolda' },
  { prefix: '/kk', inspectedLink: /Jolda тексергендері: \d+/, report: 'Jolda тексеру есебі' },
]) {
  test(`a seller's inspected cars, linked both ways, with photos on the report (${L.prefix ? 'kk' : 'ru'})`, async ({ page, request }) => {
    const { seller, inspected } = await sellerWithInspected(request);
    const res = await page.goto(`${L.prefix}/inspected/user/${seller}`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    const cars = page.getByTestId('inspected-seller-car');
    await expect(cars).toHaveCount(inspected.length);
    for (const id of inspected) await expect(page.locator(`[data-testid="inspected-seller-car"] a[href$="/inspected/${id}"]`).first()).toBeVisible();

    // To the seller's whole list and back.
    await page.getByTestId('inspected-seller-all').click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/announcement/user/${seller}$`));
    await hydrated(page);
    const back = page.getByTestId('seller-inspected-link');
    await expect(back).toHaveText(L.inspectedLink);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/inspected/user/${seller}$`));
    await expect(page.getByTestId('inspected-seller-car')).toHaveCount(inspected.length);

    // The report of the first: its points photographed by the seed (generated pictures that load).
    await page.goto(`${L.prefix}/inspected/${inspected[0]}`);
    const report = page.getByTestId('inspection-report');
    await expect(report.getByRole('heading', { name: L.report })).toBeVisible();
    const photo = report.getByTestId('inspection-point-hood').locator('img');
    await expect(photo).toHaveAttribute('src', new RegExp(`/media/inspections/${inspected[0]}/hood\\.svg$`));
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await report.locator('img[src*="/media/inspections/"]').count()).toBeGreaterThanOrEqual(3);
  });
}

test('an unknown seller has no inspected-cars page (404)', async ({ page }) => {
  const res = await page.goto('/inspected/user/999999999');
  expect(res?.status()).toBe(404);
});
