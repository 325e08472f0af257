import { expect, test } from '@playwright/test';

test.describe('feature flags', () => {
  test.describe.configure({ timeout: 90_000 });

  test('/featureFlags lists the toggles and a local override sticks across reload', async ({ page }) => {
    await page.goto('/featureFlags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Фича-флаги');
    for (const name of ['test', 'new_search_ui', 'credit_calculator', 'ai_chat', 'garage_fines']) {
      await expect(page.getByTestId(`flag-${name}`)).toBeVisible();
    }
    const credit = page.getByTestId('flag-credit_calculator');
    await expect(credit).toContainText('Включён');
    await expect(credit).toContainText('annuity');

    const garage = page.getByTestId('flag-garage_fines');
    await expect(garage).toHaveAttribute('data-enabled', 'false');
    await expect(page.getByText('Переопределений нет')).toBeVisible();
    await garage.getByRole('radio', { name: 'Вкл.' }).check({ force: true });
    await expect(garage).toHaveAttribute('data-enabled', 'true');
    await expect(garage.getByTestId('flag-overridden')).toBeVisible();
    await expect(page.getByText('Переопределено: 1')).toBeVisible();

    await page.reload();
    const again = page.getByTestId('flag-garage_fines');
    await expect(again).toHaveAttribute('data-enabled', 'true');
    await expect(again.getByTestId('flag-overridden')).toBeVisible();
    await expect(again).toContainText('На сервере: выкл.');

    await page.getByRole('button', { name: 'Сбросить все' }).click();
    await expect(again).toHaveAttribute('data-enabled', 'false');
    await expect(page.getByText('Переопределений нет')).toBeVisible();
  });

  test('the flags API answers in the Unleash frontend shape and needs the client key', async ({ request }) => {
    expect((await request.get('/api/frontend')).status()).toBe(401);
  });
});
