import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, signIn, visitorHeaders } from './session';

/**
 * Inspections (issue 20): a buyer follows the "Проверено Jolda" badge of a card to the inspected car's report (every
 * point of the checklist, grouped, with paint thickness), in Russian and Kazakh; a car nobody inspected has no such
 * page. An inspector fills the checklist of a car from its page; a user without the role is refused.
 */

/** The seeded demo inspector (`SEED_INSPECTORS[0]` of the API's seed). */
const INSPECTOR_PHONE = '+77000000201';

type Card = { id: number; inspected: boolean };

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** An inspected car on the first page of its seller's announcements, and that seller. */
async function inspectedOnSellerPage(request: APIRequestContext): Promise<{ id: number; seller: number }> {
  const { items } = (await (await request.get('/api/announcements?pageSize=50')).json()) as { items: Card[] };
  for (const car of items.filter((c) => c.inspected)) {
    const detail = (await (await request.get(`/api/announcements/${car.id}`)).json()) as { seller: { id: number } };
    const own = (await (await request.get(`/api/announcements?seller=${detail.seller.id}&pageSize=20`)).json()) as { items: Card[] };
    if (own.items.some((c) => c.id === car.id)) return { id: car.id, seller: detail.seller.id };
  }
  throw new Error('no inspected car among the 50 newest');
}

async function notInspected(request: APIRequestContext): Promise<number> {
  const { items } = (await (await request.get('/api/announcements?pageSize=50&page=2')).json()) as { items: Card[] };
  const car = items.find((c) => !c.inspected);
  if (!car) throw new Error('every car inspected?');
  return car.id;
}

test('a buyer opens the report from the card badge: every point by group, in Russian and Kazakh', async ({ page, request }) => {
  const { id, seller } = await inspectedOnSellerPage(request);
  await page.goto(`/announcement/user/${seller}`);
  await hydrated(page);
  const badge = page.locator(`[data-testid="card-inspected-badge"][href$="/inspected/${id}"]`);
  await expect(badge).toHaveText(/Проверено Jolda/);
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`/inspected/${id}$`));

  const report = page.getByTestId('inspection-report');
  await expect(report.getByRole('heading', { name: 'Отчёт об осмотре Jolda' })).toBeVisible();
  await expect(report.getByTestId('inspection-grade')).toBeVisible();
  expect(await report.locator('[data-testid^="inspection-point-"]').count()).toBeGreaterThanOrEqual(40);
  for (const group of ['Толщина лакокрасочного покрытия', 'Двигатель', 'Трансмиссия', 'Подвеска и рулевое управление', 'Салон', 'Электрика', 'Тест-драйв']) {
    await expect(report.getByRole('heading', { level: 3, name: group })).toBeVisible();
  }
  await expect(report.getByTestId('inspection-point-hood')).toContainText(/\d+ мкм/);

  await page.goto(`/kk/inspected/${id}`);
  const kk = page.getByTestId('inspection-report');
  await expect(kk.getByRole('heading', { name: 'Jolda тексеру есебі' })).toBeVisible();
  await expect(kk.getByRole('heading', { level: 3, name: 'Лак-бояу жабынының қалыңдығы' })).toBeVisible();
  await expect(kk.getByTestId('inspection-point-hood')).toContainText('Капот');

  // The car page links to the report too.
  await page.goto(`/announcement/${id}`);
  await expect(page.getByTestId('inspected-badge')).toHaveAttribute('href', `/inspected/${id}`);
});

test('a car nobody inspected and an unknown id have no inspected page (404)', async ({ page, request }) => {
  const plain = await notInspected(request);
  expect((await page.goto(`/inspected/${plain}`))?.status()).toBe(404);
  expect((await page.goto('/kk/inspected/99999999'))?.status()).toBe(404);
});

test('an inspector fills the checklist of a car from its page; the report shows it', async ({ page, request, baseURL }) => {
  expect((await request.post('/auth/otp/request', { data: { phone: INSPECTOR_PHONE }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', { data: { phone: INSPECTOR_PHONE, code: await otpFor(request, INSPECTOR_PHONE) } });
  expect(verify.ok()).toBeTruthy();
  const session = (await verify.json()) as { access_token: string; refresh_token: string };
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL! },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL!, httpOnly: true },
  ]);

  const id = await notInspected(request);
  await page.goto(`/announcement/${id}`);
  await hydrated(page);
  await page.getByTestId('inspector-action').click();
  await expect(page).toHaveURL(new RegExp(`/profile/inspections/${id}$`));
  const form = page.getByTestId('inspection-form');
  await expect(form).toBeVisible();
  await hydrated(page);

  // Saved without a grade and without paint readings: the messages stand next to the fields.
  await form.getByTestId('inspection-save').click();
  await expect(form.getByText('Выберите общую оценку')).toBeVisible();
  await expect(form.getByText('Укажите толщину покрытия в микронах').first()).toBeVisible();

  await form.getByLabel('Общая оценка').selectOption('good');
  const panels = ['hood', 'roof', 'fender_fl', 'fender_fr', 'door_fl', 'door_fr', 'door_rl', 'door_rr', 'quarter_rl', 'quarter_rr', 'trunk_lid'];
  for (const code of panels) await form.getByTestId(`inspection-field-${code}`).getByLabel('Толщина, мкм').fill(code === 'hood' ? '250' : '120');
  // 250 µm reads as a repaint: the point turns to "Внимание" and asks what was found.
  const hood = form.getByTestId('inspection-field-hood');
  await expect(hood.getByRole('radio', { name: 'Внимание' })).toBeChecked();
  await form.getByTestId('inspection-save').click();
  await expect(hood.getByText('Опишите, что найдено')).toBeVisible();
  await hood.getByLabel('Что найдено').fill('Капот перекрашен, шпатлёвки нет');
  await form.getByTestId('inspection-save').click();
  await expect(page.getByText('Осмотр сохранён.')).toBeVisible();

  await page.getByRole('link', { name: 'Открыть отчёт' }).click();
  await expect(page).toHaveURL(new RegExp(`/inspected/${id}$`));
  const point = page.getByTestId('inspection-point-hood');
  await expect(point).toContainText('250 мкм');
  await expect(point).toContainText('Капот перекрашен, шпатлёвки нет');
  await expect(page.getByTestId('inspection-grade')).toHaveText(/Хорошее состояние/);
});

test('a signed-in user without the inspector role is refused the form (403)', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  const id = await notInspected(request);
  const res = await page.goto(`/profile/inspections/${id}`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Этот раздел — для инспекторов Jolda' })).toBeVisible();
  await page.goto(`/announcement/${id}`);
  await hydrated(page);
  await expect(page.getByTestId('inspector-action')).toHaveCount(0);
});
