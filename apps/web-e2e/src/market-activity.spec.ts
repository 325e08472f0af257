import { expect, test } from '@playwright/test';
import { apiSession, signIn } from './session';
import { KK, RU, bearer, freeSlot, hydrated, testDriveDealer } from './market-helpers';

/**
 * The buyer's side of the new-car market (issue 19), in Russian and Kazakh: a credit application, a test drive booked
 * and rescheduled from the profile, and the dealership survey (one answer per visit, unknown links 404s).
 */

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';

  test.describe(`market: credit, test drives, surveys (${lang})`, () => {
    test('a credit application from the model page: the IIN is checked, then it is in the profile', async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      await page.goto(`${L.prefix}/market/toyota/camry`);
      await hydrated(page);
      await page.locator('#credit').getByRole('button', { name: L.creditButton }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: lang === 'ru' ? 'ИИН' : 'ЖСН' }).fill('900101300016');
      await dialog.getByRole('button', { name: L.send }).click();
      await expect(dialog.getByText(L.iinInvalid)).toBeVisible();
      await dialog.getByRole('textbox', { name: lang === 'ru' ? 'ИИН' : 'ЖСН' }).fill('900101300017');
      await dialog.getByRole('textbox', { name: lang === 'ru' ? 'Доход в месяц' : 'Айлық табыс' }).fill('850000');
      await dialog.locator('label').filter({ hasText: L.consent }).click();
      await dialog.getByRole('button', { name: L.send }).click();
      await expect(dialog.getByTestId('credit-sent')).toBeVisible();
      await page.goto(`${L.prefix}/profile/market`);
      await expect(page.getByTestId('my-credit')).toHaveCount(1);
      await expect(page.getByTestId('my-credit')).toContainText('Toyota Camry');
    });

    test('a test drive booked, then rescheduled from the profile to another free slot', async ({ page, request, baseURL }) => {
      const session = await signIn(page, request, baseURL!);
      const slug = await testDriveDealer(request);
      const startsAt = await freeSlot(request, slug, 'toyota', 'camry', 2);
      const booked = await request.post('/api/market/test-drives', {
        headers: bearer(session),
        data: {
          dealer: slug,
          brand: 'toyota',
          model: 'camry',
          startsAt,
          name: 'Дана',
          phone: '+77012345678',
        },
      });
      expect(booked.status()).toBe(201);
      await page.goto(`${L.prefix}/profile/market`);
      await hydrated(page);
      const item = page.getByTestId('my-test-drive');
      const before = await item.getByTestId('my-test-drive-time').textContent();
      await item.getByRole('button', { name: L.reschedule }).click();
      const dialog = page.getByRole('dialog');
      const times = dialog.getByRole('radiogroup', {
        name: new RegExp(`^${lang === 'ru' ? 'Время' : 'Уақыты'}`),
      });
      await times.getByRole('radio', { disabled: false }).first().check();
      await dialog.getByTestId('reschedule-confirm').click();
      await expect(dialog).toHaveCount(0);
      await expect(item.getByTestId('my-test-drive-time')).not.toHaveText(before!);
      const mine = (await (await request.get('/api/market/test-drives', { headers: bearer(session) })).json()) as {
        items: { startsAt: string }[];
      };
      expect(mine.items[0]!.startsAt).not.toBe(startsAt);
    });

    test('the dealership survey: each missing answer named, one answer per visit, unknown links are 404s', async ({ page, request }) => {
      const session = await apiSession(request);
      const slug = await testDriveDealer(request);
      const drive = await request.post('/api/market/test-drives', {
        headers: bearer(session),
        data: {
          dealer: slug,
          brand: 'toyota',
          model: 'camry',
          startsAt: await freeSlot(request, slug, 'toyota', 'camry', 5),
          name: 'Асель',
          phone: '+77019876543',
        },
      });
      expect(drive.status()).toBe(201);
      const surveyId = ((await drive.json()) as { surveyId: number }).surveyId;

      await page.goto(`${L.prefix}/dealership-survey/${surveyId}`);
      await hydrated(page);
      await page.getByTestId('survey-submit').click();
      await expect(page.getByText(L.required)).toHaveCount(4);
      await page
        .getByRole('radiogroup', { name: L.overall })
        .getByRole('radio', { name: L.star(4) })
        .check({ force: true });
      await page
        .getByRole('radiogroup', { name: L.staffLabel })
        .getByRole('radio', { name: L.star(5) })
        .check({ force: true });
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${L.explained}`) })
        .getByRole('radio', { name: L.yes })
        .check({ force: true });
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${L.recommend}`) })
        .getByRole('radio', { name: L.yes })
        .check({ force: true });
      await page.getByRole('textbox').fill('Менеджер всё показал, машина чистая');
      await page.getByTestId('survey-submit').click();
      await expect(page.getByTestId('survey-thanks')).toContainText(L.thanks);

      await page.reload();
      await expect(page.getByTestId('survey-answered')).toContainText(L.answered);
      for (const path of ['/dealership-survey/100000000000000', '/dealership-survey/123', '/dealership-survey/abc']) {
        expect({ path, status: (await request.get(`${L.prefix}${path}`)).status() }).toEqual({
          path,
          status: 404,
        });
      }
    });
  });
}
