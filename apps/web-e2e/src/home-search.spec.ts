import { expect, test, type Page } from '@playwright/test';

/** The page's code has run and hydrated it (see search.spec.ts): act only then. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('places: a city or a whole region, plainly (issue 23 item 5)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { lang, prefix, label, cities, regions, oblast, all, chips } of [
    { lang: 'ru', prefix: '', label: 'Город или регион', cities: 'Города', regions: 'Области', oblast: 'Алматинская область', all: 'Весь Казахстан', chips: 'Выбранные фильтры' },
    { lang: 'kk', prefix: '/kk', label: 'Қала немесе облыс', cities: 'Қалалар', regions: 'Облыстар', oblast: 'Алматы облысы', all: 'Бүкіл Қазақстан', chips: 'Таңдалған сүзгілер' },
  ]) {
    test(`the search's place list has cities and regions apart, Алматы once (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/cars`);
      await hydrated(page);
      const filters = page.locator('aside').getByRole('form');
      await filters.getByRole('button', { name: new RegExp(label) }).click();
      const list = page.getByRole('listbox');
      // "Весь Казахстан" first, on its own; then the two named sections.
      await expect(list.getByRole('option').first()).toHaveText(all);
      const groups = list.getByRole('group', { name: new RegExp(`^(${cities}|${regions})$`) });
      await expect(groups).toHaveCount(2);
      await expect(groups.nth(0)).toHaveAccessibleName(cities);
      await expect(groups.nth(1)).toHaveAccessibleName(regions);
      // The city Алматы is one entry; the region around it is the oblast, by its own name, with no "(весь регион)".
      await expect(groups.nth(0).getByRole('option', { name: /^Алматы$/ })).toHaveCount(1);
      await expect(groups.nth(1).getByRole('option', { name: /^Алматы$/ })).toHaveCount(0);
      await expect(list.getByText(/весь регион|бүкіл облыс/)).toHaveCount(0);
      await groups.nth(1).getByRole('option', { name: oblast }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/almaty-region$`));
      await expect(page.getByRole('list', { name: chips }).getByRole('listitem').first()).toHaveText(oblast);
    });
  }

  test('an old link to the city\'s region (?region=almaty) still finds the same cars, at the city\'s address', async ({ page, request }) => {
    const old = await request.get('/cars?region=almaty&priceTo=15000000', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toMatch(/\/cars\/almaty\?priceTo=15000000$/);
    // The same search: the API finds the same cars for the region and for the city.
    const byRegion = await (await request.get('/api/announcements?region=almaty&priceTo=15000000&pageSize=50')).json();
    const byCity = await (await request.get('/api/announcements?city=almaty&priceTo=15000000&pageSize=50')).json();
    expect(byRegion.total).toBeGreaterThan(0);
    expect(byCity.total).toBe(byRegion.total);
    expect(byCity.items.map((c: { id: number }) => c.id)).toEqual(byRegion.items.map((c: { id: number }) => c.id));
    await page.goto('/kk/cars?region=almaty');
    await expect(page).toHaveURL(/\/kk\/cars\/almaty$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Алматы');
  });
});
