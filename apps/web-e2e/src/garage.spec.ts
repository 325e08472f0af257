import { type Page, expect, test } from '@playwright/test';
import { signIn } from './session';

/**
 * The garage (issue 20): a driver adds a car by VIN, sees its reminders (ОГПО soon, inspection overdue, the tax from
 * the MRP table), its market value from our listings and the demo-labelled fines, logs a service and sees it in the
 * log and the yearly chart; "Продать" opens the posting form with the car filled in. In Russian and in Kazakh.
 */

const RU = {
  prefix: '',
  title: 'Мой гараж',
  signIn: 'Войти, чтобы открыть гараж',
  brand: /Марка/,
  model: /Модель/,
  year: 'Год выпуска',
  engine: 'Объём двигателя, л',
  mileage: 'Пробег, км',
  insurance: 'ОГПО действует до',
  inspection: 'Техосмотр действует до',
  add: 'Добавить в гараж',
  overdue: /просрочено на 5 дн\./,
  soon: /через 10 дн\./,
  mrp: 'МРП',
  listings: 'на Jolda:',
  demo: 'Демо-данные',
  work: 'Что сделали',
  cost: 'Стоимость, ₸',
  log: 'Записать',
  sell: 'Продать',
};
const KK: typeof RU = {
  prefix: '/kk',
  title: 'Менің гаражым',
  signIn: 'Гаражды ашу үшін кіріңіз',
  brand: /Маркасы/,
  model: /Моделі/,
  year: 'Шығарылған жылы',
  engine: 'Қозғалтқыш көлемі, л',
  mileage: 'Жүрісі, км',
  insurance: 'ОГПО мерзімі',
  inspection: 'Техбайқау мерзімі',
  add: 'Гаражға қосу',
  overdue: /мерзімі 5 күн өтті/,
  soon: /10 күн қалды/,
  mrp: 'АЕК',
  listings: 'Jolda-дағы',
  demo: 'Демо-деректер',
  work: 'Не істелді',
  cost: 'Құны, ₸',
  log: 'Жазу',
  sell: 'Сату',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** A searchable list: type to narrow it, choose the match with the keyboard. */
async function pickSearchable(page: Page, label: RegExp, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await input.press('ArrowDown');
  await expect(page.getByRole('option', { name: option, exact: true })).toHaveAttribute('data-focused', 'true');
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

/** `YYYY-MM-DD` of today + n days (UTC, as the API counts). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';
  test.describe(`garage (${lang})`, () => {
    test('a visitor is told what the garage does and asked to sign in', async ({ page }) => {
      const res = await page.goto(`${L.prefix}/garage`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.title);
      await expect(page.getByTestId('garage-sign-in')).toHaveText(L.signIn);
    });

    test('a driver adds a car, sees reminders, tax, value and fines, logs a service and sells it', async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      await signIn(page, request, baseURL!);
      await page.goto(`${L.prefix}/garage`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.title);
      await hydrated(page);
      // The status line under the lead is empty until a car is added and takes no room: the next block follows at the
      // page column's own gap, not at two.
      const spacing = await page.getByTestId('garage-lead').evaluate((lead) => {
        // The lead's block in the page's flex column, and the next block there that shows anything.
        let item: Element = lead;
        while (item.parentElement && getComputedStyle(item.parentElement).flexDirection !== 'column') item = item.parentElement;
        const gap = parseFloat(getComputedStyle(item.parentElement!).rowGap);
        let next = item.nextElementSibling;
        while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
        return next!.getBoundingClientRect().top - lead.getBoundingClientRect().bottom - gap;
      });
      expect(Math.abs(spacing)).toBeLessThan(1);
      const form = page.getByTestId('garage-add-form');
      // Decimals as the language writes them (the field takes a comma or a point).
      await expect(form.getByRole('textbox', { name: L.engine, exact: true })).toHaveAttribute('placeholder', '1,6');
      const vin = `JTNB11HK0K3${String(Math.floor(100000 + Math.random() * 899999))}`;
      await form.getByTestId('garage-vin').fill(vin);
      // The VIN decodes to a Toyota (WMI JTN) of model year 2019 (K): both are filled in.
      await expect(page.getByRole('combobox', { name: L.brand })).toHaveValue('Toyota');
      await expect(form.getByRole('textbox', { name: L.year, exact: true })).toHaveValue('2019');
      await pickSearchable(page, L.model, 'Camry');
      await form.getByRole('textbox', { name: L.engine, exact: true }).fill('2.5');
      await form.getByRole('textbox', { name: L.mileage, exact: true }).fill('80000');
      // Numbers are grouped as typed, like the posting's price ("80 000", not "80000").
      await expect(form.getByRole('textbox', { name: L.mileage, exact: true })).toHaveValue('80\u00a0000');
      await form.getByRole('textbox', { name: L.insurance, exact: true }).fill(day(10));
      await form.getByRole('textbox', { name: L.inspection, exact: true }).fill(day(-5));
      await form.getByRole('button', { name: L.add }).click();

      const car = page.locator('[data-testid^="garage-car-"]');
      await expect(car).toHaveCount(1);
      await expect(car.getByRole('heading', { level: 2 })).toHaveText('Toyota Camry, 2019');
      const reminders = car.getByTestId('garage-reminders');
      await expect(reminders.locator('[data-kind="inspection"]')).toHaveAttribute('data-state', 'overdue');
      await expect(reminders.locator('[data-kind="inspection"]')).toContainText(L.overdue);
      await expect(reminders.locator('[data-kind="insurance"]')).toHaveAttribute('data-state', 'soon');
      await expect(reminders.locator('[data-kind="insurance"]')).toContainText(L.soon);
      await expect(car.getByTestId('garage-tax')).toContainText(`6 ${L.mrp}`);

      // The value comes from the seeded listings of Camry 2018–2020 on sale (one or several: the wording differs).
      const value = car.getByTestId('garage-value');
      await expect(value).toContainText('₸');
      await expect(value).toContainText(L.listings);
      await expect(car.getByTestId('garage-fines-demo')).toContainText(L.demo);

      const service = car.getByTestId('garage-service-form');
      await service.getByRole('textbox', { name: L.work, exact: true }).fill('Замена масла и фильтра');
      await expect(service.getByRole('textbox', { name: L.mileage, exact: true })).toHaveValue('80\u00a0000');
      await service.getByRole('textbox', { name: L.cost, exact: true }).fill('35000');
      await expect(service.getByRole('textbox', { name: L.cost, exact: true })).toHaveValue('35\u00a0000');
      await service.getByRole('button', { name: L.log }).click();
      await expect(car.getByTestId('garage-service')).toHaveCount(1);
      await expect(car.getByTestId('garage-service')).toContainText('Замена масла и фильтра');
      await expect(car.getByTestId('garage-services').getByRole('list', { name: /.+/ })).toContainText(String(new Date().getUTCFullYear()));

      // After a reload it is all still there (from the API, not the page's memory).
      await page.reload();
      await expect(page.getByTestId('garage-service')).toHaveCount(1);

      await hydrated(page);
      await page.getByTestId('garage-sell').click();
      await expect(page).toHaveURL(/create-announcement\?.*brand=toyota/);
      await expect(page.getByRole('textbox', { name: /VIN/ }).first()).toHaveValue(vin);
    });
  });
}
