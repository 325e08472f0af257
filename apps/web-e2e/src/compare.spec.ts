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

/** Issue 23 item 4: on a phone the table moves a car at a time and says which car of how many is in front. */
test.describe('compare on a phone: snapping columns and a position indicator', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const [prefix, label] of [
    ['', 'Автомобиль 2 из 3'],
    ['/kk', 'Көлік: 2, барлығы 3'],
  ] as const) {
    test(`${prefix || '/'}: "1 / 3" follows the scroll; each car's column stops at the labels' edge`, async ({ page, request }) => {
      const { items } = (await (await request.get('/api/announcements?pageSize=3')).json()) as { items: Array<{ id: number }> };
      expect(items.length).toBe(3);
      await page.goto(`${prefix}/compare?ids=${items.map((i) => i.id).join(',')}`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const position = page.getByTestId('compare-position');
      await expect(position).toHaveText(/^1 \/ 3/);
      const region = page.getByRole('region', { name: /Таблица сравнения|Салыстыру кестесі/ });
      const cols = page.getByTestId('compare-table').locator('thead th[scope=col]');

      // A short swipe's worth of scroll snaps to the second car: its column starts where the sticky labels end.
      await region.evaluate((el) => el.scrollBy({ left: 90, behavior: 'instant' }));
      await expect(position).toHaveText(/^2 \/ 3/);
      await expect(position).toContainText(label);
      await expect
        .poll(async () => {
          const labels = (await cols.nth(0).boundingBox())!;
          const second = (await cols.nth(2).boundingBox())!;
          return Math.round(second.x - (labels.x + labels.width));
        })
        .toBe(0);
      // The labels stay in place and whole.
      const labelCell = page.getByTestId('compare-row-mileage').locator('th');
      expect((await labelCell.boundingBox())!.x).toBeLessThan(40);

      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      await expect(position).toHaveText(/^3 \/ 3/);
      await region.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
      await expect(position).toHaveText(/^1 \/ 3/);
    });
  }

  test('a wide screen shows every car and no indicator', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { items } = (await (await request.get('/api/announcements?pageSize=3')).json()) as { items: Array<{ id: number }> };
    await page.goto(`/compare?ids=${items.map((i) => i.id).join(',')}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByTestId('compare-position')).toBeHidden();
  });
});
