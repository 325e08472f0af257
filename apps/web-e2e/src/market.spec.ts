import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPhone, otpFor, signIn, visitorHeaders } from './session';

/**
 * The new-car market (issue 19): /market (the buyer's city remembered in a cookie), a brand, a model (trims, colours,
 * credit, comparison, test-drive booking with per-field errors), /new-auto (offers by deep link), dealers and
 * autocentres — in Russian and Kazakh, and a real 404 for an unknown brand, model, dealer or autocentre.
 */

const RU = {
  prefix: '',
  marketTitle: (city: string) => `Новые автомобили — ${city}`,
  almaty: 'Алматы',
  astana: 'Астана',
  brandTitle: 'Новые Toyota',
  trims: 'Комплектации',
  colour: 'Цвет кузова',
  credit: 'Ежемесячный платёж',
  newAutoTitle: 'Новые автомобили от дилеров',
  found: 'Найдено предложений',
  camryTitle: 'Новые Toyota Camry',
  hours: 'Часы работы',
  centres: 'Автоцентры',
  nameLabel: 'Имя',
  phoneLabel: 'Телефон',
  required: 'Заполните поле',
  phoneInvalid: 'Номер в формате +7 7XX XXX XX XX',
  booked: 'Вы записаны на тест-драйв Toyota Camry',
  cancelled: 'отменена',
  compare: 'Сравнить',
  cancel: 'Отменить запись',
  getCode: 'Получить код и записаться',
  confirm: 'Подтвердить код и записаться',
  codeLabel: 'Код из СМС',
  codeWrong: /^Неверный код/,
  profileMenu: /Меню профиля/,
};

const KK: typeof RU = {
  prefix: '/kk',
  marketTitle: (city: string) => `Жаңа автомобильдер — ${city}`,
  almaty: 'Алматы',
  astana: 'Астана',
  brandTitle: 'Жаңа Toyota',
  trims: 'Жинақтамалар',
  colour: 'Шанақ түсі',
  credit: 'Ай сайынғы төлем',
  newAutoTitle: 'Дилерлерден жаңа автомобильдер',
  found: 'Табылған ұсыныстар',
  camryTitle: 'Жаңа Toyota Camry',
  hours: 'Жұмыс уақыты',
  centres: 'Автоорталықтар',
  nameLabel: 'Аты',
  phoneLabel: 'Телефон',
  required: 'Өрісті толтырыңыз',
  phoneInvalid: 'Нөмір +7 7XX XXX XX XX пішімінде',
  booked: 'Сіз Toyota Camry тест-драйвына жазылдыңыз',
  cancelled: 'бас тартылды',
  compare: 'салыстыру',
  cancel: 'Жазылудан бас тарту',
  getCode: 'Код алып, жазылу',
  confirm: 'Кодты растап, жазылу',
  codeLabel: 'SMS-тегі код',
  codeWrong: /^Код қате/,
  profileMenu: /Профиль мәзірі/,
};

/** Interactions wait for React to take over the server's HTML (a click before that is a plain link or nothing). */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function firstDealer(request: APIRequestContext, city: string): Promise<{ slug: string; name: string }> {
  const res = await request.get(`/api/market/dealers?city=${city}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: { slug: string; name: string }[] }).items[0]!;
}

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';

  test.describe(`market (${lang})`, () => {
    test('the market main: brands with prices in the city; ?city= is remembered in a cookie', async ({ page }) => {
      const res = await page.goto(`${L.prefix}/market`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.marketTitle(L.almaty));
      await expect(page.getByTestId('market-brand').filter({ hasText: 'Toyota' })).toBeVisible();
      expect(await page.getByTestId('market-brand').count()).toBeGreaterThan(20);

      await page.goto(`${L.prefix}/market?city=astana`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.marketTitle(L.astana));
      await hydrated(page);
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'city')?.value).toBe('astana');
      // Without the query, the server renders the remembered city.
      await page.goto(`${L.prefix}/market`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.marketTitle(L.astana));
    });

    test('a brand page lists its models', async ({ page }) => {
      await page.goto(`${L.prefix}/market/toyota`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.brandTitle);
      await expect(page.getByTestId('market-model').filter({ hasText: 'Camry' })).toBeVisible();
    });

    test('a model page: the colour repaints the car and changes the price, a trim changes it too, the credit follows', async ({ page, request }) => {
      const model = (await (await request.get('/api/market/brands/toyota/models/camry?city=almaty')).json()) as { colours: { surcharge: number }[] };
      const paid = model.colours.findIndex((c) => c.surcharge > 0);
      expect(paid).toBeGreaterThan(0);
      await page.goto(`${L.prefix}/market/toyota/camry`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Camry');
      await expect(page.getByRole('group', { name: L.trims })).toBeVisible();
      await hydrated(page);
      const price = page.getByTestId('model-price');
      const photo = page.getByTestId('model-photo');
      const monthly = page.getByTestId('credit-monthly');
      const before = { price: await price.textContent(), photo: await photo.getAttribute('src'), monthly: await monthly.textContent() };

      // A paint with a surcharge: another picture, a higher price.
      const swatches = page.getByRole('group', { name: L.colour }).getByRole('radio');
      await expect(swatches).toHaveCount(model.colours.length);
      await swatches.nth(paid).check();
      await expect(photo).not.toHaveAttribute('src', before.photo!);
      await expect(price).not.toHaveText(before.price!);
      await expect(monthly).not.toHaveText(before.monthly!);

      // The dearest trim.
      const trims = page.getByTestId('trim-option');
      const afterColour = await price.textContent();
      await trims.last().click();
      await expect(price).not.toHaveText(afterColour!);
    });

    test('two trims compared side by side', async ({ page }) => {
      await page.goto(`${L.prefix}/market/toyota/camry`);
      await hydrated(page);
      const checks = page.getByRole('checkbox', { name: new RegExp(L.compare) });
      await checks.nth(0).check();
      await checks.nth(1).check();
      await page.getByTestId('compare-trims').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/new-auto/compare/\\d+$`));
      await expect(page.getByRole('main')).toContainText('Standard');
      await expect(page.getByRole('main')).toContainText('Comfort');
    });

    test('a test drive: per-field errors from the API, then the booking and its cancellation', async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      await page.goto(`${L.prefix}/market/toyota/camry`);
      await hydrated(page);
      const section = page.locator('#test-drive');
      const times = section.getByRole('radiogroup', { name: new RegExp(`^${lang === 'ru' ? 'Время' : 'Уақыты'}`) });
      await times.getByRole('radio', { disabled: false }).first().check();

      // No name and a phone that is not a mobile number: both fields say what is wrong.
      await section.getByRole('textbox', { name: L.phoneLabel, exact: true }).fill('701 12');
      await section.getByTestId('book-test-drive').click();
      await expect(section.getByText(L.phoneInvalid)).toBeVisible();
      await expect(section.getByText(L.required)).toBeVisible();
      await expect(section.getByRole('textbox', { name: L.phoneLabel, exact: true })).toHaveValue(/701.*12/);

      await section.getByRole('textbox', { name: L.nameLabel, exact: true }).fill('Айгерім');
      await section.getByRole('textbox', { name: L.phoneLabel, exact: true }).fill('701 234 56 78');
      await section.getByTestId('book-test-drive').click();
      await expect(section.getByTestId('test-drive-booked')).toContainText(L.booked);
      await section.getByRole('button', { name: L.cancel }).click();
      await expect(section.getByTestId('test-drive-cancelled')).toContainText(L.cancelled);
    });

    test('a test drive signed out: the phone is confirmed by an SMS code inside the form, nothing typed is lost', async ({ page, request }) => {
      // The browser comes from an address of its own, as a visitor's (the API limits the codes an address may ask for).
      await page.setExtraHTTPHeaders(visitorHeaders());
      const path = `${L.prefix}/market/toyota/camry`;
      await page.goto(path);
      await hydrated(page);
      const section = page.locator('#test-drive');
      const times = section.getByRole('radiogroup', { name: new RegExp(`^${lang === 'ru' ? 'Время' : 'Уақыты'}`) });
      await times.getByRole('radio', { disabled: false }).first().check();
      const phone = newPhone();
      const phoneBox = section.getByRole('textbox', { name: L.phoneLabel, exact: true });
      const nameBox = section.getByRole('textbox', { name: L.nameLabel, exact: true });
      const codeBox = section.getByRole('textbox', { name: L.codeLabel, exact: true });
      await phoneBox.pressSequentially(phone.national);

      // No name: said next to the field before any code is sent.
      await section.getByRole('button', { name: L.getCode }).click();
      await expect(section.getByText(L.required)).toBeVisible();
      await expect(codeBox).toHaveCount(0);

      await nameBox.fill('Данияр');
      await section.getByRole('button', { name: L.getCode }).click();
      await expect(codeBox).toBeVisible();
      const code = await otpFor(request, phone.e164);
      // The demo SMS provider sends nothing: the form shows its code, labelled as a demo.
      await expect(section.getByTestId('demo-code')).toContainText(code);

      // A wrong code: said next to the code field; the name, the phone and the chosen time stay.
      await codeBox.fill(code === '000000' ? '111111' : '000000');
      await section.getByRole('button', { name: L.confirm }).click();
      await expect(section.getByText(L.codeWrong)).toBeVisible();
      await expect(nameBox).toHaveValue('Данияр');
      await expect(phoneBox).toHaveValue(new RegExp(`${phone.national.slice(8)}$`));
      await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);

      // The right code signs in and books, on the same page.
      await codeBox.fill(code);
      await section.getByRole('button', { name: L.confirm }).click();
      await expect(section.getByTestId('test-drive-booked')).toContainText(L.booked);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('button', { name: L.profileMenu })).toBeVisible();
      const cookies = (await page.context().cookies()).map((c) => c.name);
      expect(cookies).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
      await page.goto(`${L.prefix}/profile/market`);
      await expect(page.getByTestId('my-test-drive')).toHaveCount(1);
    });

    test('/new-auto: offers by deep link with a count; a filter changes the link', async ({ page }) => {
      await page.goto(`${L.prefix}/new-auto`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.newAutoTitle);
      await expect(page.getByTestId('new-auto-total')).toContainText(L.found);

      await page.goto(`${L.prefix}/new-auto/toyota/camry`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.camryTitle);
      const cards = page.getByTestId('new-auto-results').getByRole('listitem');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const text of await cards.allTextContents()) expect(text).toContain('Toyota Camry');

      await hydrated(page);
      const inStock = lang === 'ru' ? 'Только в наличии' : 'Тек қолда барлары';
      // A native checkbox in its label: a click on the label's text checks it.
      await page.locator('label').filter({ hasText: inStock }).click();
      await expect(page.getByRole('checkbox', { name: inStock })).toBeChecked();
      await page.getByTestId('new-auto-apply').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/new-auto/toyota/camry\\?inStock=1$`));
    });

    test('/new-auto on a phone: the filters sheet, whose code comes on demand, opens on the first tap and applies', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      const res = await page.goto(`${L.prefix}/new-auto/toyota/camry`);
      // Neither the sheet (react-aria's modal) nor react-aria's checkbox is in the page's first JavaScript.
      const html = await res!.text();
      expect(html).not.toMatch(/\/assets\/(NewAutoFilterSheet|Dialog|Checkbox)-[\w-]+\.js/);
      await hydrated(page);
      expect(requested.filter((u) => /\/assets\/NewAutoFilterSheet-/.test(u))).toEqual([]);

      await page.getByTestId('new-auto-filters').click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      const inStock = lang === 'ru' ? 'Только в наличии' : 'Тек қолда барлары';
      await sheet.locator('label').filter({ hasText: inStock }).click();
      await expect(sheet.getByRole('checkbox', { name: inStock })).toBeChecked();
      await sheet.getByTestId('new-auto-apply-sheet').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/new-auto/toyota/camry\\?inStock=1$`));
      await expect(sheet).toHaveCount(0);
    });

    test('a model page: the test-drive form and the calculator are not in its first JavaScript; the form comes when the buyer scrolls to it', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const res = await page.goto(`${L.prefix}/market/toyota/camry`);
      // The server's HTML: the section's heading, no form yet, and none of the form's code (the slot picker, the phone
      // field) nor react-aria's checkbox (the equipment's "show all" is a native one) among the scripts it loads.
      const html = await res!.text();
      expect(html).not.toMatch(/\/assets\/(TestDriveForm|SlotPicker|PhoneInput|Checkbox|CreditSection)-[\w-]+\.js/);
      expect(html).not.toContain('data-testid="book-test-drive"');
      // The credit calculator's code comes after the page's first JavaScript, but the server renders it with its figures.
      expect(html).toContain('data-testid="credit-monthly"');
      await hydrated(page);
      const section = page.locator('#test-drive');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByTestId('book-test-drive')).toBeVisible();
      await expect(section.getByRole('radiogroup').first()).toBeVisible();
      // The equipment's "show all" (native) shows more rows on the first click.
      const rows = page.getByRole('table', { name: lang === 'ru' ? 'Оснащение комплектаций' : 'Жинақтамалардың жабдықталуы' }).getByRole('row');
      const before = await rows.count();
      await page.getByRole('checkbox', { name: lang === 'ru' ? 'Показать всё оснащение' : 'Толық жабдықталуын көрсету' }).check();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    });

    test('an offer page from the search', async ({ page }) => {
      await page.goto(`${L.prefix}/new-auto/toyota/camry`);
      await hydrated(page);
      await page.getByTestId('new-auto-results').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/new-auto/detail/\\d+$`));
      // The offer's heading: trim and year (the search's heading is «Новые Toyota Camry»).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Toyota Camry \S+, 20\d\d$/);
    });

    test('unknown brands, models, offers, dealers, cities and autocentres are real 404s', async ({ request }) => {
      for (const path of [
        '/market/no-such-brand',
        '/market/toyota/no-such-model',
        '/market/premium/lada',
        '/new-auto/no-such-brand',
        '/new-auto/toyota/no-such-model',
        '/new-auto/detail/99999999',
        '/new-auto/equipment/no-such-trim',
        '/dealer/no-such-dealer',
        '/dealers/no-such-city',
        '/autocenters/no-such-centre',
      ]) {
        expect({ path, status: (await request.get(`${L.prefix}${path}`)).status() }).toEqual({ path, status: 404 });
      }
    });

    test('dealers of a city, a dealer page with hours', async ({ page, request }) => {
      const dealer = await firstDealer(request, 'almaty');
      await page.goto(`${L.prefix}/dealers/almaty`);
      await page.getByRole('link', { name: dealer.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/dealer/${dealer.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name);
      await expect(page.getByRole('heading', { name: L.hours })).toBeVisible();
    });

    test('autocentres by city and an autocentre with its dealers', async ({ page, request }) => {
      const list = (await (await request.get('/api/market/autocentres')).json()) as { items: { slug: string; name: string }[] };
      const centre = list.items[0]!;
      await page.goto(`${L.prefix}/autocenters`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.centres);
      await page.getByRole('link', { name: centre.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/autocenters/${centre.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(centre.name);
    });
  });
}
