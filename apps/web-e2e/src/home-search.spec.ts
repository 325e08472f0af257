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

const cityCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'city');

test.describe("the buyer's city, remembered (issue 23 item 5)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('chosen in the search, it is the default of a search with no place, shown as a chip, removable, and the URL wins', async ({ page, request }) => {
    await page.goto('/cars/toyota');
    await hydrated(page);
    const filters = page.locator('aside').getByRole('form');
    await filters.getByRole('button', { name: /Город или регион/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: /^Астана$/ }).click();
    await expect(page).toHaveURL(/\/cars\/toyota\/astana$/);
    const cookie = await cityCookie(page);
    expect(cookie?.value).toBe('astana');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000); // a year

    // A search that names no place opens in the remembered city: the first HTML already has it (the server read the
    // cookie), and a chip shows it.
    const html = await page.request.get('/cars/kia', { maxRedirects: 0 });
    expect(html.status()).toBe(302);
    expect(html.headers()['location']).toMatch(/\/cars\/kia\/astana$/);
    expect(html.headers()['cache-control']).toBe('private, no-cache');
    const chips = page.getByRole('list', { name: 'Выбранные фильтры' });
    await page.goto('/cars');
    await expect(page).toHaveURL(/\/cars\/astana$/);
    await expect(chips.getByRole('listitem').first()).toHaveText('Астана');
    await page.reload();
    await expect(page).toHaveURL(/\/cars\/astana$/);
    // A place in the URL wins over the cookie.
    await page.goto('/cars/almaty');
    await expect(page).toHaveURL(/\/cars\/almaty$/);
    await expect(chips.getByRole('listitem').first()).toHaveText('Алматы');
    // Without the cookie the same address is every visitor's page, which a CDN may keep.
    const anonymous = await request.get('/cars', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);

    // Removing the chip forgets the city: the whole country again, after a reload too.
    await page.goto('/cars/astana');
    await hydrated(page);
    await chips.getByRole('button', { name: 'Убрать фильтр «Астана»' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect.poll(() => cityCookie(page)).toBeUndefined();
    await page.reload();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(chips).toHaveCount(0);
  });

  test('the assistant looks in the remembered city (Kazakh)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'city', value: 'astana', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('jolda_assistant_onboarded', '1'));
    await page.goto('/kk/ai-chat');
    await hydrated(page);
    const sent = page.waitForRequest((r) => r.url().includes('/api/assistant/chat') && r.method() === 'POST');
    const box = page.getByRole('textbox', { name: 'Көмекшіге хабарлама' });
    await box.fill('тойота камри');
    await box.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ text: 'тойота камри', city: 'astana' });
  });
});

test.describe('the home page quick search (issue 23 item 5)', () => {
  for (const { lang, prefix, t } of [
    {
      lang: 'ru',
      prefix: '',
      t: { form: 'Быстрый поиск', brand: 'Марка', model: 'Модель', price: 'Цена до', place: 'Город или регион', groups: ['Города', 'Области'], button: /^Показать ([\d\s]+) объявлени(е|я|й)$/ },
    },
    {
      lang: 'kk',
      prefix: '/kk',
      t: { form: 'Жылдам іздеу', brand: 'Маркасы', model: 'Моделі', price: 'Бағасы, дейін', place: 'Қала немесе облыс', groups: ['Қалалар', 'Облыстар'], button: /^([\d\s]+) хабарландыруды көрсету$/ },
    },
  ]) {
    test(`brand, model, price up to and city with the live count lead to the search; the city is remembered through /cars and a reload (${lang})`, async ({ page, request }) => {
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const form = page.getByRole('form', { name: t.form });
      const button = form.getByRole('button', { name: t.button });
      const shown = async () => Number(((await button.textContent()) ?? '').replace(/\D/g, ''));
      const all = (await (await request.get('/api/announcements/count')).json()).total as number;
      expect(await shown()).toBe(all); // rendered by the server, before any count request
      await expect(form.getByLabel(t.model)).toBeDisabled();
      await form.getByLabel(t.brand).selectOption({ label: 'Toyota' });
      await expect(form.getByLabel(t.model)).toBeEnabled();
      await form.getByLabel(t.model).selectOption({ label: 'Camry' });
      await form.getByLabel(t.price).pressSequentially('15000000');
      await expect(form.getByLabel(t.price)).toHaveValue(/^15\s000\s000$/);
      const place = form.getByLabel(t.place);
      expect(await place.locator('optgroup').evaluateAll((gs) => gs.map((g) => (g as HTMLOptGroupElement).label))).toEqual(t.groups);
      await place.selectOption({ label: 'Алматы' });
      const expected = (await (await request.get('/api/announcements/count?brand=toyota&model=camry&priceTo=15000000&city=almaty')).json()).total as number;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(all);
      await expect.poll(shown).toBe(expected);
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/toyota/camry/almaty\\?priceTo=15000000$`));
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      expect((await page.context().cookies()).find((c) => c.name === 'city')?.value).toBe('almaty');

      // Remembered: the home page's first HTML has it chosen, a search with no place opens there, and a reload keeps it.
      await page.goto(`${prefix}/`);
      await expect(page.getByRole('form', { name: t.form }).getByLabel(t.place)).toHaveValue('city:almaty');
      await page.goto(`${prefix}/cars`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/almaty$`));
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/almaty$`));
      await expect(page.getByTestId('filter-chips').getByRole('listitem').first()).toHaveText('Алматы');
    });
  }

  test('the home page without a city cookie is every visitor\'s page (a CDN may keep it); with one it is private', async ({ request, playwright, baseURL }) => {
    const anonymous = await request.get('/');
    expect(anonymous.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
    expect(anonymous.headers()['vary']).toContain('Cookie');
    const withCity = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { cookie: 'city=astana' } });
    const page = await withCity.get('/');
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    expect(await page.text()).toMatch(/<option value="city:astana" selected=""/);
    await withCity.dispose();
  });
});
