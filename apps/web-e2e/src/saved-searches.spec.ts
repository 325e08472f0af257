import { expect, test } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { newPhone, otpFor } from './session';

test.describe('saved searches', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Signing in and publishing go through several server round trips; a dev server on a busy machine needs more time.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor signs in to save a search, sees new matches in the profile, opens the search (seen) and deletes it', async ({
    page,
    request,
  }) => {
    const searchUrl = '/cars/toyota/almaty?transmission=automatic';
    await page.goto(searchUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota');

    // Signed out: "Сохранить поиск" goes to sign in, and back to the same search afterwards.
    await page.getByRole('link', { name: 'Сохранить поиск' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcars%2Ftoyota%2Falmaty%3Ftransmission%3Dautomatic$/);
    const phone = newPhone();
    await page.getByLabel('Номер телефона').pressSequentially(phone.national);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из СМС')).toBeVisible();
    await page.getByLabel('Код из СМС').fill(await otpFor(request, phone.e164));
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/cars\/toyota\/almaty\?transmission=automatic$/);

    // The save dialog asks about the alert (issue 23): on unless the buyer turns it off; this one turns it off.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Сохранить поиск' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохранить поиск' });
    const alertSwitch = dialog.getByRole('switch', { name: 'Уведомлять о новых объявлениях' });
    await expect(alertSwitch).toBeChecked();
    await dialog.getByText('Уведомлять о новых объявлениях').click();
    await expect(alertSwitch).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Поиск сохранён' })).toBeVisible();
    // Saved once, canonically, with the alert as chosen; the button stays "saved" after a reload.
    const token = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
    const auth = { authorization: `Bearer ${token}` };
    const saved = await (await request.get('/api/saved-searches', { headers: auth })).json();
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0].filter).toEqual({ brand: ['toyota'], city: 'almaty', transmission: ['automatic'] });
    expect(saved.items[0].alert).toBe(false);
    expect(saved.items[0].newCount).toBe(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Поиск сохранён' })).toBeVisible();

    // Someone publishes a matching car: the profile (reached from the button, in the same session) counts it as new.
    await publishCamryInAlmaty(request);
    await page.getByRole('link', { name: 'Поиск сохранён' }).click();
    await expect(page).toHaveURL(/\/profile\/saved-searches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сохранённые поиски');
    const row = page.getByTestId('saved-search');
    await expect(row).toHaveCount(1);
    const title = row.getByRole('link', { name: 'Toyota, Алматы' });
    await expect(title).toBeVisible();
    await expect(row.getByRole('list', { name: 'Фильтры' })).toHaveText('Автомат');
    await expect(row).toContainText('1 новое');
    // The total now, with the new one (digits grouped by spaces).
    const total = String((saved.items[0].total as number) + 1).replace(
      /\B(?=(\d{3})+(?!\d))/g,
      '[\\s\\u00a0]',
    );
    await expect(row).toContainText(new RegExp(`(^|\\D)${total}\\s+объявлен`));

    // Opening it goes to the canonical search URL and marks it seen: no new ones when we come back.
    const seen = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/saved-searches/${saved.items[0].id}/seen`) && r.request().method() === 'POST',
    );
    await title.click();
    expect((await seen).status()).toBe(204);
    await expect(page).toHaveURL(/\/cars\/toyota\/almaty\?transmission=automatic$/);
    await page.goto('/profile/saved-searches');
    await expect(page.getByTestId('saved-search')).toHaveCount(1);
    await expect(page.getByTestId('saved-search')).not.toContainText('новое');

    // In Kazakh too; deleting it empties the list (and the API agrees).
    await page.goto('/kk/profile/saved-searches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сақталған іздеулер');
    // The server's page shows the button before its code runs: a click before hydration would do nothing.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page
      .getByTestId('saved-search')
      .getByRole('button', { name: /іздеуін жою/ })
      .click();
    await expect(page.getByTestId('saved-search')).toHaveCount(0);
    expect((await (await request.get('/api/saved-searches', { headers: auth })).json()).items).toEqual([]);
  });
});
