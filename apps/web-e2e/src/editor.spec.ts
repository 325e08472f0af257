import { expect, test, type Page } from '@playwright/test';
import { otpFor, signIn, visitorHeaders } from './session';

/**
 * The editor (issue 24): an editor writes a Kazakh article, previews and publishes it; it then appears in the guide and
 * in the sitemap, in Kazakh only. A signed-in user without the role is refused.
 */

/** The seeded development editor (`DEMO_EDITOR_PHONE` of the API's content seed). */
const EDITOR_PHONE = '+77000000100';

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

test('an editor writes and publishes a Kazakh article that then appears in the guide and the sitemap', async ({ page, request, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  expect((await request.post('/auth/otp/request', { data: { phone: EDITOR_PHONE }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', { data: { phone: EDITOR_PHONE, code: await otpFor(request, EDITOR_PHONE) } });
  expect(verify.ok()).toBeTruthy();
  const session = (await verify.json()) as { access_token: string; refresh_token: string };
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL! },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL!, httpOnly: true },
  ]);

  const slug = `e2e-qys-${Date.now().toString(36)}`;
  await page.goto('/kk/profile/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Нұсқаулық пен беттер редакторы' })).toBeVisible();
  expect(await page.getByTestId('editor-item').count()).toBeGreaterThan(30);
  await hydrated(page);
  const create = page.getByTestId('editor-create');
  await create.getByLabel('Нұсқаулық бөлімі').selectOption('ekspluataciya');
  await create.getByLabel('Мекенжайы (латынша)').fill(slug);
  await create.getByLabel('Сәйкес көліктер (міндетті емес)').fill('/cars?drive=awd');
  await create.getByRole('button', { name: 'Жасау' }).click();
  await expect(page).toHaveURL(/\/kk\/profile\/editor\/\d+$/);

  // react-aria keeps the radio input visually hidden: a user clicks the segment's label.
  await page.getByRole('radiogroup', { name: 'Нұсқа тілі' }).getByText('Қазақша', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Қазақша' })).toBeChecked();
  const form = page.getByTestId('editor-form');
  // Too short first: the message stands next to the field and what was typed stays.
  await form.getByLabel('Тақырып').fill('Ә');
  await form.getByRole('button', { name: 'Нобайды сақтау' }).click();
  await expect(form.getByText('Тақырып тым қысқа')).toBeVisible();
  await expect(form.getByLabel('Тақырып')).toHaveValue('Ә');

  const title = 'Таудағы қысқы жол: e2e мақаласы';
  await form.getByLabel('Тақырып').fill(title);
  await form.getByLabel('Сипаттама').fill('Қысқы тау жолына шығар алдында көлікті қалай дайындау керек.');
  await form
    .getByLabel('Мәтін (Markdown)')
    .fill('Қысқа кіріспе мәтін.\n\n## Шиналар мен тізбектер\n\nТау жолында шипті шиналар керек. <script>alert("xss")</script>\n\n## Отын\n\nБакты толтырып шығыңыз. [сілтеме](javascript:alert(1))');
  await form.getByLabel('Үтір арқылы тегтер').fill('қыс, тау');
  await form.getByRole('button', { name: 'Нобайды сақтау' }).click();
  await expect(page.getByTestId('editor-notice')).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('нобай');

  await form.getByRole('button', { name: 'Алдын ала қарау' }).click();
  const preview = page.getByTestId('editor-preview');
  await expect(preview.getByRole('heading', { name: 'Шиналар мен тізбектер' })).toBeVisible();
  expect(await preview.locator('script').count()).toBe(0);

  // Not public before it is published.
  expect((await request.get(`/kk/guide/ekspluataciya/${slug}`)).status()).toBe(404);
  await form.getByRole('button', { name: 'Жариялау', exact: true }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Жарияланды');
  await expect(page.getByTestId('editor-status')).toContainText('жарияланған');

  await page.goto('/kk/guide/ekspluataciya');
  await page.getByTestId('guide-card').filter({ hasText: title }).click();
  await expect(page).toHaveURL(`/kk/guide/ekspluataciya/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Отын' })).toBeVisible();
  expect(await page.getByTestId('article-body').locator('script, a[href^="javascript"]').count()).toBe(0);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  expect((await request.get(`/guide/ekspluataciya/${slug}`)).status()).toBe(404);

  const sitemap = await (await request.get('/sitemaps/guides.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/kk/guide/ekspluataciya/${slug}</loc>`);
  expect(sitemap).not.toContain(`<loc>${baseURL}/guide/ekspluataciya/${slug}</loc>`);
  expect(dialogs).toEqual([]);
});

test('a signed-in user without the editor role is refused', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  const res = await page.goto('/profile/editor');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Этот раздел — для редакторов' })).toBeVisible();
});
