import { expect, test, type Page } from '@playwright/test';

/**
 * Guides and pages (issue 24), in Russian and Kazakh: the guide's categories and search, an article (contents, reading
 * time, related articles and cars, structured data, alternates), the managed pages, and real 404s.
 */

const RU = {
  prefix: '',
  guideTitle: 'Гид автовладельца',
  search: 'Поиск по гиду',
  find: 'Найти',
  query: 'предоплата',
  found: 'Найдено статей по запросу «предоплата»',
  article: 'Мошенничество с предоплатой: как распознать и не потерять деньги',
  category: 'Покупка',
  toc: 'Содержание',
  firstHeading: 'Признаки обмана',
  related: 'Читайте также',
  readingTime: /мин чтения/,
  aboutTitle: 'О Jolda',
  aboutText: 'Чего пока нет',
  termsTitle: 'Пользовательское соглашение',
  nothing: 'Ничего не нашлось',
};

const KK: typeof RU = {
  prefix: '/kk',
  guideTitle: 'Көлік иесінің нұсқаулығы',
  search: 'Нұсқаулықтан іздеу',
  find: 'Табу',
  query: 'алаяқтық',
  found: '«алаяқтық» сұрауы бойынша табылған мақалалар',
  article: 'Алдын ала төлем алаяқтығы: қалай танып, ақшаны жоғалтпау керек',
  category: 'Сатып алу',
  toc: 'Мазмұны',
  firstHeading: 'Алдау белгілері',
  related: 'Мұны да оқыңыз',
  readingTime: /оқуға \d+ мин/,
  aboutTitle: 'Jolda туралы',
  aboutText: 'Әзірге не жоқ',
  termsTitle: 'Пайдаланушы келісімі',
  nothing: 'Ештеңе табылмады',
};

/** Interactions wait for React to take over the server's HTML. */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

for (const L of [RU, KK]) {
  test.describe(`guides and pages (${L.prefix || 'ru'})`, () => {
    test('a visitor opens the guide, searches it and reads an article', async ({ page }) => {
      const res = await page.goto(`${L.prefix}/guide`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: L.guideTitle })).toBeVisible();
      expect(await page.getByTestId('guide-card').count()).toBeGreaterThan(3);
      await expect(page.getByTestId('guide-category').first()).toBeVisible();

      await hydrated(page);
      await page.getByRole('searchbox', { name: L.search }).fill(L.query);
      await page.getByRole('button', { name: L.find }).click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/guide\\?q=`));
      await expect(page.getByTestId('guide-found')).toContainText(L.found);
      await page.getByTestId('guide-card').filter({ hasText: L.article }).click();

      await expect(page).toHaveURL(`${L.prefix}/guide/pokupka/moshennichestvo-predoplata`);
      await expect(page.getByRole('heading', { level: 1, name: L.article })).toBeVisible();
      await expect(page.getByTestId('reading-time')).toHaveText(L.readingTime);
      const toc = page.getByTestId('toc');
      await expect(toc.getByRole('heading', { name: L.toc })).toBeVisible();
      await toc.getByRole('link', { name: L.firstHeading }).click();
      await expect(page).toHaveURL(/#/);
      await expect(page.getByRole('heading', { level: 2, name: L.firstHeading })).toBeInViewport();
      await expect(page.getByRole('heading', { name: L.related })).toBeVisible();
      expect(await page.locator('section').getByTestId('guide-card').count()).toBeGreaterThan(0);
    });

    test('an article has its structured data, canonical and alternates; the related cars open /cars', async ({ page }) => {
      await page.goto(`${L.prefix}/guide/pokupka/kak-kupit-avto-s-probegom`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = scripts.flatMap((s) => JSON.parse(s) as Array<Record<string, unknown>>);
      const article = data.find((d) => d['@type'] === 'Article')!;
      expect(article['headline']).toBe(await page.getByRole('heading', { level: 1 }).textContent());
      expect(article['inLanguage']).toBe(L.prefix ? 'kk-KZ' : 'ru-RU');
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!['itemListElement'] as Array<{ name: string }>;
      expect(crumbs.map((c) => c.name)[2]).toBe(L.category);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${L.prefix}/guide/pokupka/kak-kupit-avto-s-probegom`);
      await expect(page.locator('link[rel="alternate"][hreflang="kk-KZ"]')).toHaveAttribute('href', `${origin}/kk/guide/pokupka/kak-kupit-avto-s-probegom`);
      await expect(page.locator('link[rel="alternate"][hreflang="ru-RU"]')).toHaveAttribute('href', `${origin}/guide/pokupka/kak-kupit-avto-s-probegom`);

      await hydrated(page);
      await page.getByTestId('related-cars').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/cars\\?customsCleared=1&withPhotos=1`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a category lists its own articles; the pages exist; unknown addresses are 404', async ({ page }) => {
      const res = await page.goto(`${L.prefix}/guide/pokupka`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: L.category })).toBeVisible();
      const cards = page.getByTestId('guide-card');
      expect(await cards.count()).toBeGreaterThan(2);
      for (const href of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${L.prefix}/guide/pokupka/`));
      }

      await page.goto(`${L.prefix}/guide?q=${encodeURIComponent('квадрокоптер')}`);
      await expect(page.getByRole('heading', { name: L.nothing })).toBeVisible();

      expect((await page.goto(`${L.prefix}/about`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: L.aboutTitle })).toBeVisible();
      await expect(page.getByTestId('page-body')).toContainText(L.aboutText);
      expect((await page.goto(`${L.prefix}/terms`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: L.termsTitle })).toBeVisible();

      for (const path of ['/guide/no-such-category', '/guide/pokupka/no-such-article', '/guide/pokupka/proverka-vin/extra', '/no-such-page']) {
        expect((await page.goto(`${L.prefix}${path}`))?.status(), path).toBe(404);
      }
    });
  });
}

test('the old address of "about" moves for good', async ({ page }) => {
  const res = await page.goto('/o-nas');
  expect(res?.request().redirectedFrom()?.url()).toMatch(/\/o-nas$/);
  await expect(page).toHaveURL(/\/about$/);
});
