import { expect, test } from '@playwright/test';

test.describe('search results on a phone (issue 23 item 4)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  for (const path of ['/cars/toyota/camry?fuel=petrol', '/kk/cars/toyota/camry?fuel=petrol']) {
    test(`${path}: the controls take one row, and the first card starts within the first quarter below the header`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const header = (await page.locator('header').first().boundingBox())!;
      const card = (await page.getByTestId('listing-card').first().boundingBox())!;
      expect((card.y - (header.y + header.height)) / 800).toBeLessThanOrEqual(0.25);
      // Filters (with their count), sort and save on one line.
      const filters = (await page.getByRole('button', { name: /^(Фильтры|Сүзгілер) \(3\)$/ }).boundingBox())!;
      const sort = (await page.getByRole('combobox').first().boundingBox())!;
      expect(Math.abs(filters.y + filters.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(8);
      // The save button keeps its words for screen readers.
      await expect(page.getByRole('link', { name: /Сохранить поиск|Іздеуді сақтау/ })).toBeVisible();
    });
  }
});
