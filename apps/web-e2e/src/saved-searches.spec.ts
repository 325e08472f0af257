import { expect, test } from '@playwright/test';
import { signIn } from './session';

test.describe('saved searches', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an anonymous visitor is asked to sign in; a signed-in one saves, finds it in the profile, opens and deletes it', async ({ page, request, baseURL }) => {
    await page.goto('/cars/toyota/almaty');
    await expect(page.getByRole('link', { name: 'Сохранить поиск' })).toHaveAttribute('href', /\/login\?redirect=%2Fcars%2Ftoyota%2Falmaty/);

    const session = await signIn(page, request, baseURL!);
    await page.goto('/cars/toyota/almaty?priceTo=15000000');
    await page.getByRole('button', { name: 'Сохранить поиск' }).click();
    await expect(page.getByRole('link', { name: 'Поиск сохранён' })).toBeVisible();
    // Saved once: the API answers the same search again.
    const auth = { authorization: `Bearer ${session.access_token}` };
    const saved = await (await request.get('/api/saved-searches', { headers: auth })).json();
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0].filter).toEqual({ brand: ['toyota'], city: 'almaty', priceTo: 15000000 });

    await page.getByRole('link', { name: 'Поиск сохранён' }).click();
    await expect(page).toHaveURL(/\/profile\/saved-searches$/);
    const row = page.getByTestId('saved-search');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Toyota, Алматы' })).toBeVisible();
    await expect(row).toContainText('до 15 000 000 ₸');
    await expect(row).toContainText(String(saved.items[0].total).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));

    await row.getByRole('link', { name: 'Toyota, Алматы' }).click();
    await expect(page).toHaveURL(/\/cars\/toyota\/almaty\?priceTo=15000000$/);

    await page.goto('/kk/profile/saved-searches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сақталған іздеулер');
    await page.getByTestId('saved-search').getByRole('button', { name: /іздеуін жою/ }).click();
    await expect(page.getByTestId('saved-search')).toHaveCount(0);
    expect((await (await request.get('/api/saved-searches', { headers: auth })).json()).items).toEqual([]);
  });
});
