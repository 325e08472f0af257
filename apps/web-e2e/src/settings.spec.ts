import { expect, test } from '@playwright/test';
import { signIn } from './session';

/**
 * `/profile/settings` (a TanStack Form form validated by the contract's `updateProfileSchema`): a change is saved and
 * comes back after a reload, a bad name is refused next to the field with what was typed kept, and choosing Kazakh
 * moves the page to `/kk`.
 */
test.describe('profile settings', () => {
  test.describe.configure({ timeout: 90_000 });

  test('saves name and city, refuses a blank or too long name next to the field, switches the language', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки профиля');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const name = page.getByRole('textbox', { name: 'Имя', exact: true });
    const status = page.locator('form').getByRole('status');
    await name.fill('Айгерім Сәрсенбаева');
    await page.getByRole('button', { name: /Город/ }).click();
    await page.getByRole('option', { name: 'Алматы', exact: true }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(status).toHaveText('Сохранено');

    // What was saved is what the server renders next time.
    await page.reload();
    await expect(name).toHaveValue('Айгерім Сәрсенбаева');
    await expect(page.getByRole('button', { name: /Город/ })).toContainText('Алматы');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // A blank name: the contract's code, shown next to the field; nothing is sent and nothing typed is lost.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Введите имя')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('   ');
    await expect(status).toHaveText('');

    // Editing the field clears its error; a name over 80 characters is refused by the same schema.
    const long = 'Ә'.repeat(81);
    await name.fill(long);
    await expect(page.getByText('Введите имя')).toHaveCount(0);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Имя слишком длинное — не больше 80 символов')).toBeVisible();
    await expect(name).toHaveValue(long);

    await name.fill('Айгерім Сәрсенбаева');
    await page.locator('form').getByText('Қазақша', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Қазақша' })).toBeChecked();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/kk\/profile\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Профиль баптаулары');
    await expect(page.getByRole('textbox', { name: 'Аты', exact: true })).toHaveValue('Айгерім Сәрсенбаева');
  });
});
