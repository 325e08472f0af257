import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPhone, otpFor, signIn, visitorHeaders } from './session';

/**
 * /franchise (issue 24): the offer in numbers and a lead form — per-field errors from the server shown next to the
 * fields with nothing typed lost, then a confirmation; an admin (a user with the `admin` role) sees the lead and
 * exports the CSV — in Russian and Kazakh; a signed-in user without the role sees none.
 */

/** The development seed's admin (`DEMO_ADMIN_PHONE` of the API's content seed; `npm run admin -- grant admin` in production). */
const ADMIN_PHONE = '+77000000101';

const RU = {
  prefix: '',
  title: 'Франшиза Jolda: офис проверки автомобилей в вашем городе',
  fee: 'Паушальный взнос',
  name: 'Имя',
  phone: 'Телефон',
  city: 'Город',
  investment: 'Готовы вложить',
  cityName: 'Караганда',
  investmentName: '5–10 млн ₸',
  consent: 'Согласен на звонок',
  send: 'Отправить заявку',
  phoneInvalid: 'Номер в формате +7 7XX XXX XX XX',
  required: 'Заполните поле',
  consentRequired: 'Нужно согласие на звонок и обработку данных',
  thanks: (name: string) => `Спасибо, ${name}! Заявка №`,
  leads: 'Заявки на франшизу',
  csv: 'Скачать CSV',
};

const KK: typeof RU = {
  prefix: '/kk',
  title: 'Jolda франшизасы: қалаңыздағы көлік тексеру кеңсесі',
  fee: 'Паушальдық жарна',
  name: 'Аты',
  phone: 'Телефон',
  city: 'Қала',
  investment: 'Салуға дайынсыз',
  cityName: 'Қарағанды',
  investmentName: '5–10 млн ₸',
  consent: 'Өтінімді қарау үшін',
  send: 'Өтінім жіберу',
  phoneInvalid: 'Нөмір +7 7XX XXX XX XX пішімінде',
  required: 'Өрісті толтырыңыз',
  consentRequired: 'Қоңырауға және деректерді өңдеуге келісім қажет',
  thanks: (name: string) => `Рақмет, ${name}! №`,
  leads: 'Франшизаға өтінімдер',
  csv: 'CSV жүктеп алу',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function signInAs(page: Page, request: APIRequestContext, baseURL: string, phone: string) {
  expect((await request.post('/auth/otp/request', { data: { phone }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', { data: { phone, code: await otpFor(request, phone) } });
  expect(verify.ok()).toBeTruthy();
  const s = (await verify.json()) as { access_token: string; refresh_token: string };
  await page.context().addCookies([
    { name: 'access_token', value: s.access_token, url: baseURL },
    { name: 'refresh_token', value: s.refresh_token, url: baseURL, httpOnly: true },
  ]);
}

for (const [lang, L] of [
  ['ru', RU],
  ['kk', KK],
] as const) {
  test.describe(`franchise (${lang})`, () => {
    test('a lead is sent: errors next to the fields first, nothing typed lost, then a confirmation', async ({ page }) => {
      await page.goto(`${L.prefix}/franchise`);
      await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
      await expect(page.getByTestId('franchise-figures')).toContainText(L.fee);
      await expect(page.getByTestId('franchise-figures')).toContainText('₸');
      await hydrated(page);

      const name = lang === 'ru' ? 'Айгерим' : 'Айгерім';
      await page.getByRole('textbox', { name: L.name, exact: true }).fill(name);
      await page.getByRole('textbox', { name: L.phone, exact: true }).fill('701 12');
      await page.getByRole('button', { name: L.send }).click();
      // The server's answer, field by field.
      await expect(page.getByText(L.phoneInvalid)).toBeVisible();
      await expect(page.getByText(L.consentRequired)).toBeVisible();
      await expect(page.getByText(L.required)).toHaveCount(2); // city and investment
      await expect(page.getByRole('textbox', { name: L.name, exact: true })).toHaveValue(name);
      await expect(page.getByRole('textbox', { name: L.phone, exact: true })).toHaveValue(/701.*12/);

      const phone = newPhone();
      await page.getByRole('textbox', { name: L.phone, exact: true }).fill(phone.national);
      await page.getByRole('combobox', { name: L.city }).selectOption({ label: L.cityName });
      await page.getByRole('combobox', { name: L.investment }).selectOption({ label: L.investmentName });
      // The box is drawn over the native input: a user clicks its label.
      await page.locator('label').filter({ hasText: L.consent }).click();
      await expect(page.getByRole('checkbox', { name: new RegExp(L.consent) })).toBeChecked();
      await page.getByRole('button', { name: L.send }).click();
      const done = page.getByTestId('franchise-done');
      await expect(done).toContainText(L.thanks(name));
      const id = Number(/№\s*(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
      expect(id).toBeGreaterThan(0);
    });

    test('a visitor who is not an admin sees no leads', async ({ page }) => {
      await page.goto(`${L.prefix}/franchise`);
      await hydrated(page);
      await expect(page.getByTestId('franchise-admin')).toHaveCount(0);
    });
  });
}

// One test for both languages: the admin signs in once (a phone gets one sign-in code a minute).
test('an admin sees the leads and downloads them as CSV, in Russian and Kazakh', async ({ page, request, baseURL }) => {
  await signInAs(page, request, baseURL!, ADMIN_PHONE);
  for (const [lang, L] of [
    ['ru', RU],
    ['kk', KK],
  ] as const) {
    // From its own address: a visitor may send 3 leads an hour, and the suite's other leads come from this one.
    const lead = { name: `Ерлан ${lang}`, phone: newPhone().e164, city: 'aktau', investment: 'over_20m', consent: true };
    expect((await request.post('/api/franchise/leads', { data: lead, headers: visitorHeaders() })).status()).toBe(201);
    await page.goto(`${L.prefix}/franchise`);
    const admin = page.getByTestId('franchise-admin');
    await expect(admin.getByRole('heading', { name: new RegExp(L.leads) })).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(lead.name) })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), admin.getByRole('button', { name: L.csv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jolda-franchise-leads-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain(lead.name);
    expect(text.split('\r\n')[0]).toContain('id,created_at,name,phone,city');
  }
});

test('a signed-in user without the admin role sees no leads, and the API refuses them', async ({ page, request, baseURL }) => {
  const session = await signIn(page, request, baseURL!);
  // The page asks for the user's roles once hydrated; the leads are asked for only when they include admin.
  const roles = page.waitForResponse((r) => r.url().endsWith('/api/editor/me'));
  const leads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/franchise/leads')) leads.push(r.url());
  });
  await page.goto('/franchise');
  expect(((await (await roles).json()) as { roles: string[] }).roles).toEqual([]);
  await hydrated(page);
  await expect(page.getByRole('button', { name: RU.send })).toBeVisible();
  await expect(page.getByTestId('franchise-admin')).toHaveCount(0);
  expect(leads).toEqual([]);
  const res = await request.get('/api/franchise/leads', { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe('admin_only');
});
