import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

interface Card {
  id: number;
  title: string;
  year: number;
  price: number;
}

test.describe('foundation', () => {
  test('the home page shows the latest announcements from the database', async ({ page, request }) => {
    const api = await request.get('/api/announcements?sort=newest&pageSize=8');
    expect(api.ok()).toBeTruthy();
    const latest = (await api.json()) as { items: Card[]; total: number };
    expect(latest.total).toBeGreaterThan(100);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Jolda/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    // The newest announcement in the database is the first card, with its title and year.
    const first = latest.items[0]!;
    const firstCard = cards.first();
    await expect(firstCard).toContainText(first.title);
    await expect(firstCard).toContainText(String(first.year));
    await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', `/announcement/${first.id}`);

    // Popular brands with their counts.
    const brands = page.getByTestId('popular-brands');
    await expect(brands.getByRole('link', { name: /Toyota/ })).toBeVisible();
  });

  test('the page is server-rendered with its data (no client fetch needed)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="listing-card"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/);
    expect(html).toMatch(/hreflang="kk-KZ" href="[^"]+\/kk"/i);
    expect(html).toMatch(/hreflang="ru-RU"/i);
    expect(html).toMatch(/hreflang="x-default"/i);
  });

  test('every script a page loads asks V8 to compile it while it downloads (compile hint on its first line)', async ({ page }) => {
    const scripts: Promise<{ url: string; head: string }>[] = [];
    page.on('response', (res) => {
      if (/\/assets\/[^/]+\.js$/.test(res.url())) scripts.push(res.text().then((text) => ({ url: res.url(), head: text.slice(0, 40) })));
    });
    await page.goto('/cars');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(5);
    for (const { url, head } of loaded) expect(head, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  test('a card opens its announcement page', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('listing-card').first();
    const title = (await card.getByTestId('listing-title').textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/announcement\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByTestId('announcement-price')).toContainText('₸');
  });

  test('the language switch goes to /kk and shows Kazakh', async ({ page, context }) => {
    await page.goto('/');
    // The link stores the choice from its click handler: once the page is hydrated.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Қазақша' }).first().click();
    await expect(page).toHaveURL(/\/kk$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/көлік|автокөлік/i);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('kk');
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Страница не найдена: /no-such-page/at-all')).toBeVisible();
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a missing announcement is a 404 and a malformed id too', async ({ request }) => {
    expect((await request.get('/announcement/999999999')).status()).toBe(404);
    expect((await request.get('/announcement/abc')).status()).toBe(404);
  });

  test('the built Storybook is served at /design', async ({ page }) => {
    const response = await page.goto('/design');
    expect(response?.status()).toBe(200);
    await expect(page.locator('iframe[title="Design System 3.0"]')).toBeVisible();
    const sb = await page.request.get('/design/storybook/index.html');
    expect(sb.status()).toBe(200);
    expect(await sb.text()).toContain('<title>');
  });

  test('the web view renders a car from the API', async ({ page, request }) => {
    const latest = (await (await request.get('/api/announcements?pageSize=1')).json()) as { items: Card[] };
    const car = latest.items[0]!;
    await page.goto(`/web-view/car-info/${car.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(car.title);
    await expect(page.getByText(String(car.year)).first()).toBeVisible();
  });
});

/** A phone screen never scrolls sideways: long Kazakh words and unbreakable links must wrap inside the page. */
test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ['/', '/kk', '/cars', '/kk/cars', '/kk/announcement/1', '/kk/create-announcement', '/kk/nope']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

/**
 * Laptop and tablet widths: the header's sections and actions (longer in Kazakh, with a signed-in user's menu) never
 * widen the page nor lose a section out of sight. Below 1280 px the sections have a row of their own.
 */
test.describe('the header fits from a tablet to a wide screen', () => {
  const widths = [768, 1024, 1100, 1200, 1279, 1280, 1366, 1536];
  /** One load, then the window is resized as a user would: the header is laid out by CSS and re-measured on resize. */
  const overflow = async (page: Page, path: string) => {
    const found: string[] = [];
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const page_ = await page.evaluate(() => document.documentElement.scrollWidth);
      // From 1024 px every section is in sight (narrower, their row scrolls sideways, as on a phone).
      const cut = width >= 1024 && await page.evaluate(() =>
        [...document.querySelectorAll('header nav')]
          .filter((nav) => getComputedStyle(nav).display !== 'none')
          .some((nav) => nav.scrollWidth > nav.clientWidth + 1),
      );
      if (page_ > width || cut) found.push(`${width}: page ${page_}, sections cut ${cut}`);
    }
    return found;
  };
  // Signed out and signed in are separate tests: each is one load and eight widths.
  for (const path of ['/cars', '/kk/cars']) {
    test(`${path}, signed out`, async ({ page }) => {
      expect(await overflow(page, path)).toEqual([]);
    });
    test(`${path}, signed in (the user's menu takes room)`, async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      expect(await overflow(page, path)).toEqual([]);
    });
  }
});
