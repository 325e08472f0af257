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
      // …and no other group: "Весь Казахстан" is the list's own option, not in an unnamed group (issue 23).
      await expect(list.getByRole('group')).toHaveCount(2);
      await expect(list.locator('[role="option"]:not([role="group"] [role="option"])')).toHaveText([all]);
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
      t: { form: 'Быстрый поиск', brand: 'Марка', model: 'Модель', price: 'Цена до', place: 'Город или регион', groups: ['Города', 'Области'], button: /^Показать ([\d\s]+) авто$/ },
    },
    {
      lang: 'kk',
      prefix: '/kk',
      t: { form: 'Жылдам іздеу', brand: 'Маркасы', model: 'Моделі', price: 'Бағасы, дейін', place: 'Қала немесе облыс', groups: ['Қалалар', 'Облыстар'], button: /^([\d\s]+) көлікті көрсету$/ },
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
      // The whole country is the select's own first option, in no group, sent as `city=all` (the explicit choice).
      expect(await place.locator('option').first().evaluate((o) => [o.parentElement!.tagName, o.getAttribute('value')])).toEqual(['SELECT', 'all']);
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
      await expect(page.getByRole('form', { name: t.form }).getByLabel(t.place)).toHaveValue('almaty');
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
    expect(await page.text()).toMatch(/<option value="astana" selected=""/);
    await withCity.dispose();
  });
});

test.describe('the home quick search before the page\'s code has run (issue 23)', () => {
  // No JavaScript at all: what a buyer on a slow phone gets while the code is still loading, or with it failing.
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  for (const { lang, prefix, form, brand, price, found } of [
    { lang: 'ru', prefix: '', form: 'Быстрый поиск', brand: 'Марка', price: 'Цена до', found: /^Найдено ([\d\s]+) объявлени(е|я|й)$/ },
    { lang: 'kk', prefix: '/kk', form: 'Жылдам іздеу', brand: 'Маркасы', price: 'Бағасы, дейін', found: /^([\d\s]+) хабарландыру табылды$/ },
  ]) {
    test(`brand and price up to, submitted, open the search with those filters (${lang})`, async ({ page, request }) => {
      await page.goto(`${prefix}/`);
      const quick = page.getByRole('form', { name: form });
      await quick.getByLabel(brand).selectOption({ label: 'Toyota' });
      await quick.getByLabel(price).fill('15000000');
      await quick.getByRole('button', { name: /\d/ }).click();
      // The search's own address for the filter (the form's query was redirected to it), and the page found those cars.
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/toyota\\?priceTo=15000000$`));
      const expected = (await (await request.get('/api/announcements/count?brand=toyota&priceTo=15000000')).json()).total as number;
      const all = (await (await request.get('/api/announcements/count')).json()).total as number;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(all);
      const text = (await page.getByText(found).textContent()) ?? '';
      expect(Number(text.replace(/\D/g, ''))).toBe(expected);
      const cards = page.getByTestId('listing-card');
      await expect(cards.first()).toBeVisible();
      for (const title of await cards.getByTestId('listing-title').allTextContents()) expect(title).toMatch(/^Toyota /);
    });

    test(`"Весь Казахстан" wins over the remembered city and forgets it (${lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'city', value: 'astana', url: baseURL! }]);
      await page.goto(`${prefix}/`);
      const quick = page.getByRole('form', { name: form });
      const place = quick.getByRole('combobox').last();
      await expect(place).toHaveValue('astana'); // the remembered city, preselected by the server
      await quick.getByLabel(brand).selectOption({ label: 'Toyota' });
      await place.selectOption({ index: 0 }); // "Весь Казахстан", the first choice
      await quick.getByRole('button', { name: /\d/ }).click();
      // The whole country: no city in the address (on the old code the cookie's city was added: /cars/toyota/astana).
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars/toyota$`));
      expect((await context.cookies()).find((c) => c.name === 'city')).toBeUndefined();
      // Forgotten on the server too: the search with no place stays the whole country.
      await page.goto(`${prefix}/cars`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/cars$`));
    });
  }
});

test.describe('the home quick search on a phone (issue 23)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  for (const { lang, prefix, form } of [
    { lang: 'ru', prefix: '', form: 'Быстрый поиск' },
    { lang: 'kk', prefix: '/kk', form: 'Жылдам іздеу' },
  ]) {
    test(`at 375 px the model's placeholder shows whole and the count button is one line (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const quick = page.getByRole('form', { name: form });
      // The select's shown text against the room between its padding (the chevron sits in the end padding).
      for (const select of await quick.getByRole('combobox').all()) {
        const fit = await select.evaluate((el: HTMLSelectElement) => {
          const css = getComputedStyle(el);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
          const text = el.options[el.selectedIndex]!.text;
          const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
          return { text, width: Math.ceil(ctx.measureText(text).width), room };
        });
        expect(fit.width, `"${fit.text}"`).toBeLessThanOrEqual(fit.room);
      }
      // The button's words: every line box of its text at one height.
      const lines = await quick.getByRole('button', { name: /\d/ }).evaluate((el) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return tops.size;
      });
      expect(lines).toBe(1);
    });
  }
});
