import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

/** Bonus points (issue 20): the rules for everyone; a signed-in user claims points once and sees them in the history and the user menu. */

const RU = {
  prefix: '',
  title: 'Бонусы Jolda',
  signIn: 'Войти, чтобы копить баллы',
  earnRule: 'Телефон подтверждён кодом из SMS',
  take: 'Получить',
  taken: 'Получено',
  notYet: 'Ещё не выполнено',
};
const KK: typeof RU = {
  prefix: '/kk',
  title: 'Jolda бонустары',
  signIn: 'Ұпай жинау үшін кіріңіз',
  earnRule: 'Телефон SMS кодымен расталды',
  take: 'Алу',
  taken: 'Алынды',
  notYet: 'Әлі орындалмаған',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';
  test.describe(`bonus (${lang})`, () => {
    test('a visitor reads the rules and is asked to sign in', async ({ page }) => {
      const res = await page.goto(`${L.prefix}/bonus`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.title);
      await expect(page.getByTestId('bonus-rules')).toContainText(L.earnRule);
      await expect(page.getByTestId('bonus-rules')).toContainText('+200');
      await expect(page.getByTestId('bonus-sign-in')).toHaveText(L.signIn);
    });

    test('a signed-in user claims points once; the balance, the history and the user menu follow', async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      await page.goto(`${L.prefix}/bonus`);
      await expect(page.getByTestId('bonus-balance')).toContainText('0');
      const phone = page.getByTestId('claim-phone_verified');
      await expect(page.getByTestId('claim-profile_filled')).toContainText(L.notYet);
      await hydrated(page);
      await phone.getByRole('button', { name: L.take }).click();
      await expect(phone).toHaveAttribute('data-status', 'claimed');
      await expect(phone).toContainText(L.taken);
      await expect(page.getByTestId('bonus-balance')).toContainText('200');
      await expect(page.getByTestId('bonus-history').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByTestId('bonus-history')).toContainText('+200');
      await page.getByTestId('user-menu').getByRole('button').click();
      await expect(page.getByTestId('menu-bonus-balance')).toHaveText(/200$/);
    });
  });
}
