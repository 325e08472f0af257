import { expect, test, type Page } from '@playwright/test';

/** The page has hydrated (its links navigate in the browser from now on). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/**
 * Nothing on the car pages and the search breaks the page's Content Security Policy: a violation is an error in the
 * browser's Issues (Lighthouse best practices) and, for a blocked script, a broken feature. zod's `eval` probe (a caught
 * `new Function('')` when a chunk builds its first object schema) was one: `["script-src eval"]` on the car page.
 */
test('a visitor opens a car, goes to the search and opens another car without a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`.trim(),
      ),
    );
  });

  // The first car of the search, opened as a page of its own (a full load).
  const cars = (p: Page) => p.getByRole('link').filter({ has: p.getByTestId('listing-title') });
  await page.goto('/cars');
  const first = await cars(page).first().getAttribute('href');
  expect(first).toMatch(/^\/announcement\/\d+$/);
  await page.goto(first ?? '');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('credit-estimate')).toContainText('в месяц'); // the page's own data has rendered

  // To the search through the header, in the browser, then another car.
  await page.getByRole('navigation', { name: 'Разделы' }).first().getByRole('link', { name: 'Авто с пробегом' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await cars(page).nth(1).click();
  await expect(page).toHaveURL((url) => /^\/announcement\/\d+$/.test(url.pathname) && url.pathname !== first);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('credit-estimate')).toContainText('в месяц');
  // Whatever the pages load after they are shown (schemas for their answers, dialogs' code) has run by the time the
  // network is quiet.
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
