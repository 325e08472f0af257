import { expect, test } from '@playwright/test';

/** The compare page on a phone (issue 23, item 4): the other cars are never hidden without a hint. */
test.describe('compare on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the next car peeks in at the edge with a hint that the table scrolls; one car asks for another', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/announcements?pageSize=2')).json()) as { items: Array<{ id: number; title: string }> };
    expect(items.length).toBe(2);
    await page.goto(`/compare?ids=${items[0]!.id},${items[1]!.id}`);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th[scope=col]')).toHaveCount(3);
    await expect(page.getByTestId('compare-scroll-hint')).toHaveText('2 автомобиля в сравнении: листайте таблицу вбок →');
    // The second car's column starts inside the screen: part of it shows.
    const second = (await table.locator('thead th[scope=col]').nth(2).boundingBox())!;
    expect(second.x).toBeLessThan(375 - 24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    await page.goto(`/kk/compare?ids=${items[0]!.id}`);
    await expect(page.getByTestId('compare-add-hint')).toContainText('Салыстыруда бір көлік бар');
    await expect(page.getByTestId('compare-add-hint').getByRole('link')).toHaveAttribute('href', '/kk/cars');
    await expect(page.getByTestId('compare-scroll-hint')).toHaveCount(0);
  });
});
