import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

/** The page has hydrated: its buttons now answer (a click on the server's HTML before that does nothing). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/** Opens the n-th card of the home page (hydrated first, so the click is the router's) and answers its id and title. */
async function openCardFromHome(page: Page, n: number): Promise<{ id: number; title: string }> {
  await page.goto('/');
  await hydrated(page);
  const title = page.getByTestId('listing-card').nth(n).getByTestId('listing-title');
  const text = (await title.textContent()) ?? '';
  await title.click();
  await page.waitForURL(/\/announcement\/\d+$/);
  await hydrated(page);
  return { id: Number(new URL(page.url()).pathname.split('/').pop()), title: text };
}

test('a shortlist is made from car pages, renamed, shared, and opened signed-out in Kazakh', async ({ page, request, baseURL, browser }) => {
  // A whole story over eight page loads in two browsers (28 s on a quiet machine): its own budget, as the seller's has.
  test.setTimeout(90_000);
  await signIn(page, request, baseURL!);

  // From a car's page: a new list named in the dialog, with the car in it.
  const first = await openCardFromHome(page, 0);
  await page.getByTestId('shortlist-add').click();
  const picker = page.getByTestId('shortlist-picker');
  await picker.getByLabel('Новая подборка').fill('Для мамы');
  await picker.getByRole('button', { name: 'Создать и добавить' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Для мамы' })).toBeChecked();
  await page.keyboard.press('Escape');

  // A second car goes into the same list by its checkbox.
  const second = await openCardFromHome(page, 1);
  expect(second.id).not.toBe(first.id);
  await page.getByTestId('shortlist-add').click();
  const picker2 = page.getByTestId('shortlist-picker');
  const box = picker2.getByRole('checkbox', { name: 'Для мамы' });
  await expect(box).not.toBeChecked();
  await picker2.locator('label', { hasText: 'Для мамы' }).click();
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');

  // The favourites page lists it with its count; its page shows both cars, and the owner renames it.
  await page.goto('/profile/favourites');
  await hydrated(page);
  const mine = page.getByTestId('my-shortlists');
  await expect(mine).toContainText('2 автомобиля');
  await mine.getByRole('link', { name: 'Для мамы' }).click();
  await page.waitForURL(/\/myroll\/[A-Za-z0-9_-]{24}$/);
  await hydrated(page);
  const url = new URL(page.url());
  await expect(page.getByTestId('shortlist-item')).toHaveCount(2);
  await page.getByTestId('shortlist-rename-open').click();
  const rename = page.getByTestId('shortlist-rename');
  await rename.getByLabel('Название подборки').fill('Для семьи');
  await rename.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('shortlist-name')).toHaveText('Для семьи');

  // Share: the link goes to the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.origin });
  await page.getByTestId('shortlist-share').click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.href);

  // Signed out, in Kazakh: the same cars with their prices and state, and nothing to change.
  const visitor = await browser.newContext({ locale: 'kk-KZ' });
  const shared = await visitor.newPage();
  const answer = await shared.goto(`/kk${url.pathname}`);
  expect(answer?.status()).toBe(200);
  await hydrated(shared);
  await expect(shared.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(shared.getByTestId('shortlist-name')).toHaveText('Для семьи');
  await expect(shared.getByTestId('shortlist-summary')).toContainText('2 көлік');
  const items = shared.getByTestId('shortlist-item');
  await expect(items).toHaveCount(2);
  for (const car of [first, second]) {
    const row = items.filter({ has: shared.locator(`a[href="/kk/announcement/${car.id}"]`) });
    await expect(row).toContainText('Сатылымда');
    await expect(row.getByTestId('shortlist-price')).toContainText('₸');
  }
  await expect(shared.getByTestId('shortlist-rename-open')).toHaveCount(0);
  await expect(shared.getByTestId('shortlist-share')).toHaveCount(0);
  await expect(shared.getByRole('button', { name: /алып тастау/i })).toHaveCount(0);

  // An unknown list is a real 404.
  expect((await shared.goto('/kk/myroll/AAAAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
  expect((await shared.goto('/myroll/not-a-list'))?.status()).toBe(404);
  await visitor.close();
});
