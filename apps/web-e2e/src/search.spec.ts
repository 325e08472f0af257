import { expect, test, type Page } from '@playwright/test';

/** "12 500 000 ₸" → 12500000. */
const tenge = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * The page's code has loaded and hydrated it (its buttons and forms work): `networkidle` alone is not that — the page's
 * first JavaScript can arrive well before it has run (one large chunk evaluated on a busy machine).
 */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function pick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  // Options may carry a count after the name ("Camry 12").
  await page.getByRole('option', { name: new RegExp(`^${option}(\\s|\\d|$)`) }).first().click();
}

test.describe('cars search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Toyota Camry in Almaty up to 15 000 000 ₸, as a user: each change applies by itself, with chips (issue 23 item 1)', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page); // the form's handlers are attached
    const filters = page.locator('aside').getByRole('form', { name: 'Фильтры' });
    // No apply button on a wide screen: the sidebar applies each change by itself.
    await expect(filters.getByRole('button', { name: /^Показать/ })).toHaveCount(0);
    await filters.locator('label').filter({ hasText: /^Toyota\s*\d/ }).click();
    await expect(filters.getByRole('checkbox', { name: /^Toyota\b/ })).toBeChecked();
    await expect(page).toHaveURL(/\/cars\/toyota$/);
    await pick(page, filters, 'Модель', 'Camry');
    await expect(page).toHaveURL(/\/cars\/toyota\/camry$/);
    await pick(page, filters, 'Город или регион', 'Алматы');
    await expect(page).toHaveURL(/\/cars\/toyota\/camry\/almaty$/);
    await filters.getByLabel('Цена до').pressSequentially('15000000');
    await expect(page).toHaveURL(/\/cars\/toyota\/camry\/almaty\?priceTo=15000000$/);
    // What was typed stays as typed while the page follows it.
    await expect(filters.getByLabel('Цена до')).toHaveValue(/^15\s000\s000$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Camry в Алматы');
    const chips = page.getByRole('list', { name: 'Выбранные фильтры' });
    await expect(chips.getByRole('listitem')).toHaveText(['Toyota', 'Camry', 'Алматы', /^до 15\s000\s000\s₸$/, 'Сбросить всё']);
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    const titles = await page.getByTestId('listing-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.trim()).toBe('Toyota Camry');
    for (const card of await cards.all()) {
      const price = tenge((await card.getByText(/₸/).first().textContent()) ?? '');
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThanOrEqual(15_000_000);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cars\/toyota\/camry\/almaty\?priceTo=15000000$/);

    // Back steps through the choices (typing replaced the entry of the city's choice), and the form follows the URL.
    await page.goBack();
    await expect(page).toHaveURL(/\/cars\/toyota\/camry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Camry');
    await expect(chips.getByRole('listitem')).toHaveText(['Toyota', 'Camry', 'Сбросить всё']);
    await expect(filters.getByLabel('Цена до')).toHaveValue('');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Купить авто с пробегом в Казахстане');
    await expect(chips).toHaveCount(0);
    await expect(filters.getByRole('checkbox', { name: /^Toyota\b/ })).not.toBeChecked();
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/cars\/toyota\/camry\/almaty\?priceTo=15000000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Camry в Алматы');
    // Grouped as typed, as in the posting form (issue 23 item 3).
    await expect(page.locator('aside').getByLabel('Цена до')).toHaveValue(/^15\s000\s000$/);

    // A chip removes its own filter; "Сбросить всё" all of them.
    await chips.getByRole('button', { name: 'Убрать фильтр «Алматы»' }).click();
    await expect(page).toHaveURL(/\/cars\/toyota\/camry\?priceTo=15000000$/);
    await expect(page.locator('aside').getByLabel('Цена до')).toHaveValue(/^15\s000\s000$/);
    await chips.getByRole('button', { name: 'Сбросить всё' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(chips).toHaveCount(0);
    await expect(page.locator('aside').getByLabel('Цена до')).toHaveValue('');
  });

  test('an unknown segment is a 404', async ({ page }) => {
    const res = await page.goto('/cars/nosuchbrand');
    expect(res?.status()).toBe(404);
  });

  test('the redirect of a badly written query keeps the marketing parameters (utm_*, gclid, fbclid, yclid)', async ({ request }) => {
    const marketing = 'utm_source=yandex&utm_medium=cpc&utm_campaign=camry-autumn&gclid=g1&fbclid=f2&yclid=y3';
    const res = await request.get(`/cars?brand=toyota&model=&priceTo=15%20000%20000&ref=x&${marketing}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    // The filter's own address, then the campaign's parameters as they came (on the old code: /cars/toyota?priceTo=15000000).
    const to = new URL(res.headers()['location']!, 'http://x');
    expect(to.pathname + to.search).toBe(`/cars/toyota?priceTo=15000000&${marketing}`);
    const legacy = await request.get('/kk/cars/nur-sultan?utm_source=2gis', { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    const moved = new URL(legacy.headers()['location']!, 'http://x');
    expect(moved.pathname + moved.search).toBe('/kk/cars/astana?utm_source=2gis');
  });

  test('nur-sultan redirects (301) to astana', async ({ page, request }) => {
    const res = await request.get('/cars/nur-sultan', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/cars/astana');
    await page.goto('/cars/nur-sultan');
    await expect(page).toHaveURL(/\/cars\/astana$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Астан');
  });

  test('typing a price applies once the typing pauses, and the chips speak Kazakh on /kk (issue 23 item 1)', async ({ page }) => {
    await page.goto('/kk/cars');
    await hydrated(page);
    const found = page.locator('p[aria-live="polite"]').first();
    const before = tenge((await found.textContent()) ?? '');
    const filters = page.locator('aside').getByRole('form');
    await filters.getByLabel('Бағасы, дейін').pressSequentially('3000000');
    await expect(page).toHaveURL(/\/kk\/cars\?priceTo=3000000$/);
    await expect.poll(async () => tenge((await found.textContent()) ?? '')).toBeLessThan(before);
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('listitem').first()).toHaveText(/^3\s000\s000\s₸ дейін$/);
    await expect(chips.getByRole('button', { name: 'Барлығын тазалау' })).toBeVisible();
  });
});

test.describe('cars search on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('"show more" adds the next page, and coming back from a car shows the same list at the same place', async ({ page }) => {
    await page.goto('/cars/toyota');
    await hydrated(page);
    const cards = page.getByRole('region', { name: 'Результаты' }).locator(':scope > ul > li');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(cards).toHaveCount(40);
    const target = cards.nth(30).getByRole('link').first();
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await target.click();
    await expect(page).toHaveURL(/\/announcement\/\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cars\/toyota$/);
    await expect(cards).toHaveCount(40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  });
});

test.describe('cars search on a phone, with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sorts with the native select and filters in the bottom sheet, loaded on the first tap', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(new URL(r.url()).pathname);
    });
    await page.goto('/cars');
    await hydrated(page);
    await expect(page.locator('aside')).toHaveCount(0); // no sidebar markup on a phone
    // The filter form's code is not part of the page's first load.
    expect(chunks.some((c) => /\/(FilterPanel|FilterSheet)-/.test(c))).toBe(false);

    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('cheapest');
    await expect(page).toHaveURL(/\/cars\?sort=cheapest$/);
    const prices = async () =>
      (await page.getByTestId('listing-card').evaluateAll((cards) => cards.slice(0, 6).map((c) => c.textContent ?? ''))).map((t) =>
        tenge(/([\d\s\u00a0\u202f]+)₸/.exec(t)?.[1] ?? ''),
      );
    await expect.poll(async () => {
      const p = await prices();
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    }).toBe(true);

    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet).toBeVisible();
    await sheet.locator('label').filter({ hasText: /^Toyota\s*\d/ }).click();
    await sheet.getByRole('button', { name: /Показать \d[\d\s\u00a0\u202f]* авто/ }).click();
    await expect(page).toHaveURL(/\/cars\/toyota\?sort=cheapest$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('cheapest');
    await expect(page.getByRole('button', { name: 'Фильтры (1)' })).toBeVisible();
  });
});

test.describe('announcement page overlays', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('full-screen photos and the report dialog open on demand', async ({ page }) => {
    // A car with several photos, most expensive first: the newest are the single-photo Camrys other tests post (the
    // owner's page spec alone posts a dozen), which would fill the first page of 'newest'.
    await page.goto('/cars?withPhotos=true&sort=expensive');
    const { items } = (await (await page.request.get('/api/announcements?withPhotos=true&sort=expensive')).json()) as {
      items: Array<{ id: number; photoCount: number }>;
    };
    const car = items.find((c) => c.photoCount >= 3);
    expect(car, 'a car with three photos or more on the first page').toBeTruthy();
    await page.locator(`[data-testid="listing-card"] a[href="/announcement/${car!.id}"]`).first().click();
    await expect(page).toHaveURL(`/announcement/${car!.id}`);
    await page.waitForLoadState('networkidle');
    // A click that landed before the page's code (a full load) made the page hydrate on its own: its buttons work after.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // The page gallery (a native scroll-snap track): the arrow, a thumbnail and the keys move it, the counter follows.
    const gallery = page.getByRole('region', { name: 'Фотографии' });
    const photos = Number((await gallery.getByText(/^1 \/ \d+$/).textContent())!.split('/')[1]);
    expect(photos).toBeGreaterThan(2);
    await gallery.getByRole('button', { name: 'Следующее фото' }).click();
    await expect(gallery.getByText(`2 / ${photos}`)).toBeVisible();
    await expect(gallery.getByRole('group', { name: `Фото 2 из ${photos}` })).toBeInViewport({ ratio: 0.9 });
    await gallery.getByRole('button', { name: `Фото ${photos} из ${photos}` }).click();
    await expect(gallery.getByRole('group', { name: `Фото ${photos} из ${photos}` })).toBeInViewport({ ratio: 0.9 });
    await expect(gallery.getByText(`${photos} / ${photos}`)).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Следующее фото' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Предыдущее фото' }).press('ArrowLeft');
    await expect(gallery.getByText(`${photos - 1} / ${photos}`)).toBeVisible();
    // A swipe is the browser's own scroll: the counter reads where the track came to rest.
    await gallery.getByRole('group', { name: `Фото 1 из ${photos}` }).evaluate((slide) => slide.parentElement!.scrollTo({ left: 0 }));
    await expect(gallery.getByText(`1 / ${photos}`)).toBeVisible();

    await page.getByRole('button', { name: 'Открыть фото во весь экран' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img').first()).toBeVisible();
    await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.getByRole('button', { name: 'Пожаловаться' }).click();
    const report = page.getByRole('dialog', { name: 'Пожаловаться на объявление' });
    await expect(report).toBeVisible();
    await report.getByRole('button', { name: 'Отправить' }).click();
    await expect(report.getByText('Выберите причину')).toBeVisible();
    await report.getByRole('button', { name: 'Отмена' }).click();
    await expect(report).toBeHidden();
  });

  test('a click on a photo opens it over the whole window; it zooms, and ←/→ move the photos from anywhere', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/announcements?withPhotos=true&sort=expensive')).json()) as {
      items: Array<{ id: number; photoCount: number }>;
    };
    const car = items.find((c) => c.photoCount >= 3);
    expect(car, 'a car with three photos or more on the first page').toBeTruthy();
    await page.goto(`/announcement/${car!.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const gallery = page.getByRole('region', { name: 'Фотографии' });
    const photos = car!.photoCount;
    await expect(gallery.getByText(`1 / ${photos}`)).toBeVisible();

    // ←/→ change the photo with the focus outside the gallery (here on the page's heading).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`2 / ${photos}`)).toBeVisible();

    // A click on the photo opens that photo full screen: the whole window.
    await gallery.getByRole('group', { name: `Фото 2 из ${photos}` }).getByRole('img').click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText(`2 / ${photos}`)).toBeVisible();
    // Measured once the dialog's opening animation (a scale from 0.98) has finished: mid-animation it reads 0.98 × 1280.
    // The animation runs on the dialog's modal box, its parent: the document's animations, not the dialog's subtree.
    await viewer.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(1270);
    expect(box.height).toBeGreaterThanOrEqual(890);
    // A double click zooms ×2.5 and a second one back; the keys move the viewer's photos.
    const layer = viewer.getByRole('group', { name: `Фото 2 из ${photos}` }).getByTestId('zoom-layer');
    await layer.dblclick();
    await expect(layer).toHaveAttribute('style', /scale\(2\.5\)/);
    await layer.dblclick();
    await expect(layer).toHaveAttribute('style', /scale\(1\)/);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`3 / ${photos}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});

/** Holds the page's code (its entry script) back until the answer is called: what comes before it surely precedes hydration. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test.describe('loading and hydration on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true });

  test('no script is asked for before the first paint, and a tap on a card while the code loads still opens it', async ({
    page,
    context,
  }) => {
    // A phone's CPU: loading and hydrating take a while, and the tap lands in the middle of it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The frame painted once the document is parsed (this listener is added before any of the page's scripts).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame((t) => Object.assign(window, { firstFrameAfterParse: t })),
      );
    });
    await page.goto('/cars', { waitUntil: 'commit' });
    // Then the code loads.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/.+\.js$/.test(e.name)), null, { polling: 5 });
    // The page's HTML, CSS, font and photos had the network first: no /assets/*.js was asked for before that frame.
    const timing = await page.evaluate(() => ({
      frame: (window as unknown as { firstFrameAfterParse: number }).firstFrameAfterParse,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.frame);
    const card = page.getByTestId('listing-card').first().getByRole('link').first();
    const href = await card.getAttribute('href');
    const box = (await card.boundingBox())!;
    const midHydration = await page.evaluate(() => !document.documentElement.hasAttribute('data-hydrated'));
    await page.mouse.click(box.x + box.width / 2, box.y + Math.min(20, box.height / 2));
    await expect(page).toHaveURL(href!, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    test.info().annotations.push({ type: 'tap', description: midHydration ? 'landed before hydration' : 'landed after hydration' });
  });

  test('a phone number typed while the code loads is kept, formatted, when the page hydrates', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/login', { waitUntil: 'commit' });
    const phone = page.getByLabel('Номер телефона');
    // The user starts typing as soon as the field is there: before the code has arrived, and on through hydration.
    await phone.pressSequentially('7740665082', { delay: 40 });
    const hydratedWhenDone = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(phone).toHaveValue('+7 (774) 066-50-82');
    await page.waitForTimeout(300); // and nothing after hydration takes it back
    await expect(phone).toHaveValue('+7 (774) 066-50-82');
    test.info().annotations.push({ type: 'typing', description: hydratedWhenDone ? 'ended after hydration' : 'ended before hydration' });
  });

  test('similar cars: placeholders in the server\'s page, the cards once it has hydrated, and a card opens its page', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/announcements?brand=toyota')).json()) as { items: Array<{ id: number }> };
    const path = `/announcement/${items[0]!.id}`;
    const html = await (await page.request.get(path)).text();
    const similar = html.slice(html.indexOf('id="similar-title"'));
    expect(similar).toContain('aria-busy="true"');
    expect(similar).not.toContain('data-testid="listing-card"');
    const places = similar.slice(0, similar.indexOf('</ul>')).split('<li').length - 1;
    expect(places).toBeGreaterThan(0);

    await page.goto(path);
    const section = page.getByRole('region', { name: 'Похожие автомобили' });
    const cards = section.locator('[data-testid="listing-card"]');
    await expect(cards).toHaveCount(places);
    await expect(section.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    const href = await cards.first().locator('a[href^="/announcement/"]').first().getAttribute('href');
    expect(href).not.toBe(path);
    await cards.first().locator('a[href^="/announcement/"]').first().click();
    await expect(page).toHaveURL(href!);
    // A page the browser renders itself shows its similar cars at once.
    await expect(page.getByRole('region', { name: 'Похожие автомобили' }).locator('[data-testid="listing-card"]').first()).toBeVisible();
  });

  test('a page scrolled before its code has run stays where the reader is when it hydrates', async ({ page }) => {
    // The page's code is held back until the reader has scrolled, so the scroll surely comes before hydration.
    const release = await holdPageCode(page);
    await page.goto('/cars', { waitUntil: 'domcontentloaded' });
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // A navigation still starts the next page at its top.
    await page.getByTestId('listing-card').nth(3).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/announcement\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('"Get the code" pressed before the page is ready is held, then sent with the number typed', async ({ page }) => {
    // The page's code is held back until the button has been pressed: the press surely lands before hydration.
    const release = await holdPageCode(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const national = `77${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page.getByLabel('Номер телефона').pressSequentially(national);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.waitForTimeout(300);
    // No native submission (it would reload the page as /login?phone=… with an empty field).
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await expect(page.getByLabel('Номер телефона')).toHaveValue(national);
    release();
    // Once the page is hydrated, the held press is sent with the number typed: the code step comes.
    await expect(page.getByLabel('Код из СМС')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Код отправлен на номер`)).toBeVisible();
  });
});
