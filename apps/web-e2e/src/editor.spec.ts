import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { otpFor, signIn, visitorHeaders } from './session';

/**
 * The editor (issue 24): an editor writes a Kazakh article, previews and publishes it; it then appears in the guide and
 * in the sitemap, in Kazakh only. An editor puts an uploaded photo into an article, sees what each save changed and
 * brings an earlier text back. A signed-in user without the role is refused.
 */

/** The seeded development editor (`DEMO_EDITOR_PHONE` of the API's content seed). */
const EDITOR_PHONE = '+77000000100';

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

let editorSession: Promise<{ access_token: string; refresh_token: string }> | undefined;

/** Signs the editor in once for the file (a phone gets one sign-in code a minute) and hands the session to the page. */
async function signInAsEditor(page: Page, request: APIRequestContext, baseURL: string) {
  editorSession ??= (async () => {
    expect((await request.post('/auth/otp/request', { data: { phone: EDITOR_PHONE }, headers: visitorHeaders() })).ok()).toBeTruthy();
    const verify = await request.post('/auth/otp/verify', { data: { phone: EDITOR_PHONE, code: await otpFor(request, EDITOR_PHONE) } });
    expect(verify.ok()).toBeTruthy();
    return (await verify.json()) as { access_token: string; refresh_token: string };
  })();
  const session = await editorSession;
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL, httpOnly: true },
  ]);
}

test('an editor writes and publishes a Kazakh article that then appears in the guide and the sitemap', async ({ page, request, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInAsEditor(page, request, baseURL!);

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

test('an editor puts an uploaded photo into an article, sees what each save changed and brings an earlier text back', async ({ page, request, baseURL }) => {
  await signInAsEditor(page, request, baseURL!);
  const slug = `e2e-foto-${Date.now().toString(36)}`;
  await page.goto('/profile/editor');
  await hydrated(page);
  const create = page.getByTestId('editor-create');
  await create.getByLabel('Раздел гида').selectOption('ekspluataciya');
  await create.getByLabel('Адрес (латиницей)').fill(slug);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/profile\/editor\/\d+$/);
  await hydrated(page);

  const form = page.getByTestId('editor-form');
  const first = 'Зимние шины: как выбрать';
  await form.getByLabel('Заголовок').fill(first);
  await form.getByLabel('Описание').fill('Шипы или липучка, размер и возраст шин: что проверить перед зимой.');
  await form.getByLabel('Текст (Markdown)').fill('Короткое вступление.\n\n## Шипы или липучка\n\nЗависит от дорог вашего города.');

  // A photo through the site's upload pipeline: no description first, then one; it lands in the text.
  const images = page.getByTestId('editor-images');
  const photo = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
  const pick = async () => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), images.getByRole('button', { name: 'Вставить фото в текст' }).click()]);
    await chooser.setFiles({ name: 'shiny.png', mimeType: 'image/png', buffer: photo });
  };
  await pick();
  await expect(images.getByText('Опишите, что на фото')).toBeVisible();
  await images.getByLabel('Описание фото').fill('Зимние шины на дисках');
  await pick();
  await expect(form.getByLabel('Текст (Markdown)')).toHaveValue(/!\[Зимние шины на дисках\]\(\/media\/uploads\/[A-Za-z0-9_-]+\/page\.webp\)/);
  await images.getByRole('button', { name: 'Сделать обложкой' }).click();
  await expect(page.getByTestId('editor-cover').locator('img')).toHaveAttribute('src', /\/media\/uploads\//);
  await form.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Черновик сохранён');
  await form.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Опубликовано');

  // A second save, then the history: two revisions, the newest changed the title.
  const second = 'Зимние шины: как выбрать и когда менять';
  await form.getByLabel('Заголовок').fill(second);
  await form.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Черновик сохранён');
  const revisions = page.getByTestId('editor-revision');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText('черновик');
  await expect(revisions.nth(1)).toContainText('на сайте');
  await revisions.nth(0).getByRole('button', { name: 'Показать изменения' }).click();
  const changed = revisions.nth(0).getByTestId('editor-revision-detail');
  await expect(changed.locator('[data-kind="removed"]')).toHaveText([`−удалено: ${first}`]);
  await expect(changed.locator('[data-kind="added"]')).toHaveText([`+добавлено: ${second}`]);

  // The published article shows the photo, sized, and the cover.
  const article = await page.context().newPage();
  await article.goto(`/guide/ekspluataciya/${slug}`);
  await expect(article.getByRole('heading', { level: 1, name: first })).toBeVisible();
  const img = article.getByTestId('article-body').getByRole('img', { name: 'Зимние шины на дисках' });
  await expect(img).toHaveAttribute('width', '960');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(960);
  await article.close();

  // Back to the published text: it becomes the draft again, as a third revision.
  await revisions.nth(1).getByRole('button', { name: 'Показать изменения' }).click();
  await revisions.nth(1).getByRole('button', { name: 'Вернуть этот текст в черновик' }).click();
  await expect(form.getByLabel('Заголовок')).toHaveValue(first);
  await expect(revisions).toHaveCount(3);
  await expect(page.getByTestId('editor-status')).toContainText('Правок сохранено: 3');
});

test('a signed-in user without the editor role is refused', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  const res = await page.goto('/profile/editor');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Этот раздел — для редакторов' })).toBeVisible();
});
