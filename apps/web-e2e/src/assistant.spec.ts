import { type Page, expect, test } from '@playwright/test';
import { signIn } from './session';

/**
 * The AI assistant as a buyer uses it, in Russian and in Kazakh: a request, a follow-up that refines it, a card opened,
 * and the "show as search" link; the introduction on a first visit; the conversation kept for a visitor and for a
 * signed-in user.
 */

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
const answers = (page: Page) => page.getByTestId('assistant-answer');
/** The last answer, once it has finished streaming. */
async function lastAnswer(page: Page, count: number) {
  await expect(answers(page)).toHaveCount(count);
  const answer = answers(page).nth(count - 1);
  await expect(answer).toHaveAttribute('data-status', 'done');
  return answer;
}
async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /Сообщение помощнику|Көмекшіге хабарлама/ });
  await box.fill(text);
  await box.press('Enter');
}
/** A browser that has seen the introduction (the chat opens directly). */
const onboarded = (page: Page) => page.addInitScript(() => localStorage.setItem('jolda_assistant_onboarded', '1'));

test.describe('AI assistant', () => {
  test.describe.configure({ timeout: 90_000 });

  test('both pages are rendered on the server in Kazakh and hydrate without a mismatch', async ({ page, request }) => {
    const chat = await (await request.get('/kk/ai-chat')).text();
    expect(chat).toContain('<html lang="kk"');
    for (const text of ['AI-көмекші', 'Көмекшіге хабарлама', 'Қандай көлік іздейтініңізді досыңызға жазғандай жазыңыз']) expect(chat).toContain(text);
    const intro = await (await request.get('/kk/ai-chat/onboarding')).text();
    for (const text of ['Jolda AI-көмекшісі', 'Алматыда 12 миллионға дейін Камри', 'Қандай деректер сақталады']) expect(intro).toContain(text);

    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /#418|#423|hydrat/i.test(m.text())) errors.push(m.text());
    });
    for (const path of ['/kk/ai-chat/onboarding', '/kk/ai-chat']) {
      await page.goto(path);
      await hydrated(page);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-көмекші');
    expect(errors).toEqual([]);
  });

  test('Russian: a request, a follow-up that refines it, a card opened, the answer as a search', async ({ page }) => {
    await onboarded(page);
    await page.goto('/ai-chat');
    await hydrated(page);
    await ask(page, 'тойота камри до 20 млн в Алматы');
    await expect(page.getByTestId('assistant-question')).toHaveText('тойота камри до 20 млн в Алматы');
    const first = await lastAnswer(page, 1);
    await expect(first.getByTestId('assistant-text')).toContainText('Нашёл');
    const cards = first.getByTestId('listing-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const title of await first.getByTestId('listing-title').allTextContents()) expect(title).toContain('Toyota Camry');

    // The follow-up changes only the city.
    await ask(page, 'а в Астане?');
    const second = await lastAnswer(page, 2);
    await expect(second.getByTestId('assistant-text')).toContainText('Toyota Camry · Астана · до 20 млн ₸');
    const secondCards = second.getByTestId('listing-card');
    expect(await secondCards.count()).toBeGreaterThan(0);
    for (const text of await secondCards.allTextContents()) expect(text).toContain('Астана');

    // "Show as search" opens the search with the same filters (its canonical address, once the catalogue is known).
    const show = second.getByTestId('assistant-show-search');
    await expect(show).toHaveAttribute('href', /\/cars\/toyota\/camry\/astana\?priceTo=20000000$/);
    await show.click();
    await expect(page).toHaveURL(/\/cars\/toyota\/camry\/astana\?priceTo=20000000$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota Camry');

    // Back in the chat (kept in this browser), a card opens its announcement.
    await page.goBack();
    await hydrated(page);
    await expect(answers(page)).toHaveCount(2);
    const card = answers(page).first().getByTestId('listing-card').first();
    const title = (await card.getByTestId('listing-title').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/announcement\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
  });

  test('Kazakh: a request, a follow-up, a card opened, the answer as a search, all under /kk', async ({ page }) => {
    await onboarded(page);
    await page.goto('/kk/ai-chat');
    await hydrated(page);
    await ask(page, 'Алматыда 30 миллионға дейін кроссовер');
    const first = await lastAnswer(page, 1);
    await expect(first.getByTestId('assistant-text')).toContainText('таптым');
    await expect(first.getByTestId('assistant-text')).toContainText('Алматы · кроссовер · 30 млн ₸ дейін');

    // A suggestion chip sends a follow-up: only automatic gearboxes.
    await first.getByRole('button', { name: 'Тек автомат' }).click();
    const second = await lastAnswer(page, 2);
    await expect(second.getByTestId('assistant-text')).toContainText('автомат');
    const show = second.getByTestId('assistant-show-search');
    await expect(show).toHaveAttribute('href', /\/kk\/cars\/almaty\/crossover\?/);
    await show.click();
    // (the router writes the list's commas as %2C; the search reads both)
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/kk/cars/almaty/crossover' &&
        url.searchParams.get('priceTo') === '30000000' &&
        url.searchParams.get('transmission') === 'automatic,cvt,robot,tiptronic' &&
        [...url.searchParams.keys()].length === 2,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Алматы');

    await page.goBack();
    await hydrated(page);
    const card = answers(page).nth(1).getByTestId('listing-card').first();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/kk\/announcement\/\d+$/);
  });

  test('a failed answer says why, keeps the question, and sending it again answers it', async ({ page }) => {
    await onboarded(page);
    await page.goto('/kk/ai-chat');
    await hydrated(page);
    // The connection drops for the first message only (the API is not reached; nothing is counted).
    let dropped = 0;
    await page.route('**/api/assistant/chat', (route) => {
      dropped += 1;
      return route.abort('connectionfailed');
    });
    const question = 'Алматыдағы Спортейдж';
    await ask(page, question);
    const failed = answers(page).first();
    await expect(failed).toHaveAttribute('data-status', 'error');
    await expect(failed.getByRole('alert')).toHaveText('Сервермен байланыс жоқ. Интернетті тексеріп, қайта жіберіңіз.');
    await expect(page.getByTestId('assistant-question')).toHaveText(question);
    expect(dropped).toBe(1);

    await page.unroute('**/api/assistant/chat');
    const again = failed.getByRole('button', { name: 'Қайта жіберу' });
    await expect(again).toBeInViewport();
    await again.click();
    const answer = await lastAnswer(page, 2);
    await expect(answer.getByTestId('assistant-text')).toContainText('Kia Sportage');
    await expect(answer.getByTestId('assistant-text')).toContainText('Алматы');
    await expect(answer.getByTestId('assistant-provider')).toContainText('Демо режимі');
    for (const title of await answer.getByTestId('listing-title').allTextContents()) expect(title).toContain('Kia Sportage');
  });

  test('a first visit inside the site opens the introduction; an example from it is asked in the chat', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'AI-чат' }).first().click();
    await expect(page).toHaveURL(/\/ai-chat\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-помощник Jolda');
    await expect(page.getByText('Без входа разговор хранится только в этом браузере')).toBeVisible();
    await hydrated(page);
    await page.getByRole('link', { name: 'сколько стоит прадо 150?' }).click();
    await expect(page).toHaveURL(/\/ai-chat$/);
    const answer = await lastAnswer(page, 1);
    await expect(answer.getByTestId('assistant-text')).toContainText('Toyota Land Cruiser Prado J150');
    // Seen once: the chat opens directly from now on.
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'AI-чат' }).first().click();
    await expect(page).toHaveURL(/\/ai-chat$/);
    await expect(answers(page)).toHaveCount(1);
  });

  test('a signed-in user finds the conversation again after a reload, and "new conversation" deletes it', async ({ page, request, baseURL }) => {
    await onboarded(page);
    await signIn(page, request, baseURL!);
    await page.goto('/ai-chat');
    await hydrated(page);
    await ask(page, 'что такое растаможка');
    const answer = await lastAnswer(page, 1);
    await expect(answer.getByTestId('assistant-text')).toContainText('таможенное оформление');
    await expect(answer.getByTestId('assistant-provider')).toContainText('Демо-режим');
    // The guide's article on the term is linked under the answer.
    const guide = answer.getByTestId('assistant-guides').getByRole('link', { name: /Растаможка автомобиля/ });
    await expect(guide).toHaveAttribute('href', /^\/guide\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('assistant-question')).toHaveText('что такое растаможка');
    // Read back from the history, the demo interpreter's answer is still labelled as such.
    await expect(answers(page).first().getByTestId('assistant-provider')).toContainText('Демо-режим');
    // The guide's link opens the article.
    await answers(page).first().getByTestId('assistant-guides').getByRole('link', { name: /Растаможка автомобиля/ }).click();
    await expect(page).toHaveURL(/\/guide\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Растаможка автомобиля');
    await page.goBack();
    await hydrated(page);
    await page.getByTestId('assistant-reset').click();
    await expect(page.getByTestId('assistant-welcome')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('assistant-welcome')).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Kazakh: the answer and its cards fit the screen, the message box stays in reach', async ({ page }) => {
      await onboarded(page);
      await page.goto('/kk/ai-chat');
      await hydrated(page);
      const box = page.getByRole('textbox', { name: 'Көмекшіге хабарлама' });
      await expect(box).toBeInViewport();
      await ask(page, 'Астанада 15 миллионға дейін седан');
      const answer = await lastAnswer(page, 1);
      await expect(answer.getByTestId('assistant-text')).toContainText('Астана');
      await expect(answer.getByTestId('listing-card').first()).toBeVisible();
      // Nothing widens the page: not the cards, the chips nor the "show as search" link.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const card = await answer.getByTestId('listing-card').first().boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(375);
      await expect(answer.getByTestId('assistant-show-search')).toBeVisible();
      // The composer is still at hand after the answer (to refine it).
      await expect(box).toBeInViewport();
      await ask(page, 'тек автомат');
      await lastAnswer(page, 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
