import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './session';

/**
 * Car checks (issue 20): a buyer checks a car from its announcement (our own history with the mileage roll-back the
 * seed planted), shares the report by link, signs in for the registries (demo data, labelled), and a bad VIN or plate
 * is refused next to its field — in Russian and Kazakh.
 */

const RU = {
  prefix: '',
  checkVin: 'Проверить по VIN',
  reportTitle: 'Отчёт о проверке',
  rollback: 'Пробег уменьшился на',
  share: 'Поделиться отчётом',
  signInForRegistries: 'Войти и проверить по базам',
  demoNote: 'Демо-данные: базы ещё не подключены',
  demoBadge: 'демо-данные',
  submit: 'Проверить',
  plateMode: 'Госномер',
  vinInvalid: 'VIN: 17 символов — латинские буквы без I, O и Q и цифры',
  plateInvalid: 'Госномер в формате 123 ABC 02',
  decoding: 'Расшифровка VIN',
  maker: 'Toyota Motor Manufacturing Russia (St Petersburg)',
};

const KK: typeof RU = {
  prefix: '/kk',
  checkVin: 'VIN бойынша тексеру',
  reportTitle: 'Тексеру есебі',
  rollback: 'Жүріс',
  share: 'Есеппен бөлісу',
  signInForRegistries: 'Кіріп, базалар бойынша тексеру',
  demoNote: 'Демо-деректер: базалар әлі қосылмаған',
  demoBadge: 'демо-деректер',
  submit: 'Тексеру',
  plateMode: 'Мемлекеттік нөмір',
  vinInvalid: 'VIN: 17 таңба — I, O және Q-дан басқа латын әріптері мен цифрлар',
  plateInvalid: 'Мемлекеттік нөмір 123 ABC 02 пішімінде',
  decoding: 'VIN-ді ашып оқу',
  maker: 'Toyota Motor Manufacturing Russia (St Petersburg)',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

interface Report {
  history: { listings: unknown[]; rollbacks: unknown[] };
}

/**
 * An announcement whose car was listed before with more kilometres: the seed plants a roll-back in the first of every
 * six cars it gives a history, in id order, so the lowest ids are asked first, twenty at a time.
 */
async function rolledBackAnnouncement(request: APIRequestContext): Promise<number> {
  for (let from = 1; from <= 800; from += 20) {
    const ids = Array.from({ length: 20 }, (_, i) => from + i);
    const found = await Promise.all(
      ids.map(async (id) => {
        const res = await request.get(`/api/autocheck/report?announcement=${id}`);
        return res.ok() && ((await res.json()) as Report).history.rollbacks.length > 0 ? id : null;
      }),
    );
    const id = found.find((x) => x !== null);
    if (id) return id;
  }
  throw new Error('the seed has no rolled-back car');
}

let rolledBack: number;
test.beforeAll(async ({ request }) => {
  rolledBack = await rolledBackAnnouncement(request);
});

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';

  test.describe(`autocheck (${lang})`, () => {
    test('a buyer checks a car from its announcement, sees the roll-back, and shares the report', async ({ page, browser }) => {
      await page.goto(`${L.prefix}/announcement/${rolledBack}`);
      await hydrated(page);
      await page.getByTestId('check-vin').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/autocheck/report\\?announcement=${rolledBack}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(L.reportTitle);
      await expect(page.getByTestId('verdict')).toHaveAttribute('data-level', 'red');
      await expect(page.getByTestId('rollback').first()).toContainText(L.rollback);
      expect(await page.getByTestId('history-listing').count()).toBeGreaterThanOrEqual(2);
      // A visitor: the registries wait for a sign-in.
      await expect(page.getByTestId('registries-sign-in')).toHaveText(L.signInForRegistries);
      await expect(page.getByTestId('source-pledge')).toHaveAttribute('data-status', 'locked');

      await hydrated(page);
      await page.getByRole('button', { name: L.share }).click();
      const link = page.getByTestId('share-link').getByRole('link');
      await expect(link).toHaveText(new RegExp(`${L.prefix}/autocheck/report\\?token=[A-Za-z0-9_-]{24}$`));
      const href = await link.getAttribute('href');
      // Someone else opens the link.
      const other = await browser.newPage();
      try {
        const res = await other.goto(href!);
        expect(res?.status()).toBe(200);
        await expect(other.getByRole('heading', { level: 1 })).toContainText(L.reportTitle);
        await expect(other.getByTestId('verdict')).toHaveAttribute('data-level', 'red');
      } finally {
        await other.close();
      }
    });

    test('signed in: a VIN from the form, the decoding, the registries paid with points and marked as demo data', async ({ page, request, baseURL }) => {
      const session = await signIn(page, request, baseURL!);
      // 200 points for the confirmed phone: the price of one car's registries.
      const claim = await request.post('/api/bonus/claims', { data: { action: 'phone_verified' }, headers: { authorization: `Bearer ${session.access_token}` } });
      expect(await claim.json()).toEqual({ earned: 200, balance: 200 });
      await page.goto(`${L.prefix}/autocheck`);
      await hydrated(page);
      await page.getByTestId('autocheck-vin').fill('xw7bf4fk30s012345');
      await page.getByRole('button', { name: L.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/autocheck/report\\?vin=XW7BF4FK30S012345$`));
      await expect(page.getByRole('heading', { level: 2, name: L.decoding })).toBeVisible();
      await expect(page.getByText(L.maker)).toBeVisible();
      await expect(page.getByTestId('source-pledge')).toHaveAttribute('data-status', 'locked');
      await expect(page.getByTestId('bonus-balance-here')).toContainText('200');
      await page.getByTestId('registries-unlock').click();
      await expect(page.getByTestId('demo-note')).toContainText(L.demoNote);
      const sources = page.locator('[data-testid^="source-"]');
      await expect(sources).toHaveCount(6);
      // Each source answers on its own; none is locked for a signed-in reader.
      await expect(page.locator('[data-testid^="source-"][data-status="locked"]')).toHaveCount(0);
      await expect(page.locator('[data-testid^="source-"][data-status="ok"]').first()).toBeVisible();
      await expect(page.getByTestId('source-pledge').getByText(L.demoBadge, { exact: true })).toBeVisible();
      // The points went on it: the user menu says 0.
      await page.getByTestId('user-menu').getByRole('button').click();
      await expect(page.getByTestId('menu-bonus-balance')).toHaveText(/\b0$/);
    });

    test('a bad VIN or plate is refused next to its field, and what was typed stays', async ({ page }) => {
      await page.goto(`${L.prefix}/autocheck`);
      await hydrated(page);
      const vin = page.getByTestId('autocheck-vin');
      await vin.fill('XW7BF4FK30');
      await page.getByRole('button', { name: L.submit, exact: true }).click();
      await expect(page.getByText(L.vinInvalid)).toBeVisible();
      await expect(vin).toHaveValue('XW7BF4FK30');
      await expect(vin).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/autocheck$`));

      // The segment's radio is visually hidden under its label: a user clicks the label.
      await page.getByRole('radiogroup').getByText(L.plateMode, { exact: true }).click();
      await expect(page.getByRole('radio', { name: L.plateMode })).toBeChecked();
      const plate = page.getByTestId('autocheck-plate');
      await plate.fill('123AB');
      await page.getByRole('button', { name: L.submit, exact: true }).click();
      await expect(page.getByText(L.plateInvalid)).toBeVisible();
      await expect(plate).toHaveValue('123 AB');
    });

    test('a report without a car or with an unknown link is a 404; the printed report leaves out the site around it', async ({ page }) => {
      expect((await page.goto(`${L.prefix}/autocheck/report`))?.status()).toBe(404);
      expect((await page.goto(`${L.prefix}/autocheck/report?token=AAAAAAAAAAAAAAAAAAAAAAAA`))?.status()).toBe(404);
      expect((await page.goto(`${L.prefix}/autocheck/report?vin=NOPE`))?.status()).toBe(404);
      await page.goto(`${L.prefix}/autocheck/report?announcement=${rolledBack}`);
      await expect(page.locator('header').first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.getByRole('button', { name: L.share })).toBeHidden();
      await expect(page.getByTestId('verdict')).toBeVisible();
    });
  });
}
