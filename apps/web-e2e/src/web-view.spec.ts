import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiSession } from './session';
import { bearer } from './market-helpers';
import { hostEntries, openInHost, sendFromApp, sentToApp } from './web-view-host';

/**
 * The native app's web views (issue 22), driven through the development host page (a phone frame playing the app over
 * React Native's, iOS's or Android's transport), in Russian and Kazakh: what each screen shows and every message it
 * sends the app (`ready`, `title`, `navigate`, `call`, `purchase-sent`, `test-drive-sent`, `sign-in-required`, `close`).
 */

interface Card {
  id: number;
  title: string;
  engineVolume: number | null;
}
interface Offer {
  id: number;
  brand: { slug: string; name: string };
  model: { slug: string; name: string };
  dealer: { slug: string; city: { slug: string } };
  discount: number;
}

async function carWithEngine(request: APIRequestContext): Promise<Card> {
  const list = (await (await request.get('/api/announcements?pageSize=30')).json()) as { items: Card[] };
  const car = list.items.find((c) => c.engineVolume !== null && !Number.isInteger(c.engineVolume));
  expect(car, 'a car with a fractional engine volume').toBeTruthy();
  return car!;
}

async function anOffer(request: APIRequestContext): Promise<Offer> {
  const list = (await (await request.get('/api/market/offers?pageSize=5&sort=discount')).json()) as { items: Offer[] };
  expect(list.items.length).toBeGreaterThan(0);
  return list.items[0]!;
}

const words = {
  ru: { call: 'Позвонить продавцу', notFound: 'Объявление не найдено', facts: 'Характеристики', brands: 'Новые автомобили', buy: 'Купить онлайн', signIn: 'Войти', send: 'Отправить заявку дилеру', done: 'Заявка отправлена', book: 'Записаться', booked: 'Вы записаны на тест-драйв', options: 'Оснащение и опции', benefits: 'Выгода и преимущества', calculator: 'Кредитный калькулятор', marketing: 'Акции дилеров', compare: 'Сравнение', monthly: 'Ежемесячный платёж', unknown: 'Экран не найден', report: 'Сообщить о проблеме', rate: 'Поставьте оценку', what: 'Опишите, что случилось', pick: 'Выбрать файл', replace: 'Заменить файл', noFile: 'Файл не выбран', remove: 'Убрать', sendReport: 'Отправить', thanks: 'Спасибо!', demoList: 'нет видеозаписей', demoVideo: 'видеофайла нет', noVideo: 'Видео не найдено' },
  kk: { call: 'Сатушыға қоңырау шалу', notFound: 'Хабарландыру табылмады', facts: 'Сипаттамалары', brands: 'Жаңа автокөліктер', buy: 'Онлайн сатып алу', signIn: 'Кіру', send: 'Өтінімді дилерге жіберу', done: 'Өтінім жіберілді', book: 'Жазылу', booked: 'Сіз тест-драйвқа жазылдыңыз', options: 'Жабдықтар мен опциялар', benefits: 'Пайда мен артықшылықтар', calculator: 'Несие калькуляторы', marketing: 'Дилер акциялары', compare: 'Салыстыру', monthly: 'Ай сайынғы төлем', unknown: 'Экран табылмады', report: 'Ақау туралы хабарлау', rate: 'Баға қойыңыз', what: 'Не болғанын сипаттаңыз', pick: 'Файлды таңдау', replace: 'Файлды ауыстыру', noFile: 'Файл таңдалмаған', remove: 'Алып тастау', sendReport: 'Жіберу', thanks: 'Рақмет!', demoList: 'бейнежазбасы жоқ', demoVideo: 'бейнефайл жоқ', noVideo: 'Бейне табылмады' },
} as const;

for (const locale of ['ru', 'kk'] as const) {
  const w = words[locale];
  const prefix = locale === 'kk' ? '/kk' : '';

  test.describe(`web views in ${locale}`, () => {
    test('car-info: every fact with the decimal comma, all photos, the call button, lang before the script', async ({ page, request }) => {
      const car = await carWithEngine(request);
      const frame = await openInHost(page, `/web-view/car-info/${car.id}`, { locale, transport: locale === 'kk' ? 'ios' : 'react-native' });
      await expect(frame.getByRole('heading', { level: 1 })).toContainText(car.title);
      await expect(frame.locator('html')).toHaveAttribute('lang', locale);
      const volume = car.engineVolume!.toFixed(1).replace('.', ',');
      await expect(frame.getByTestId('car-facts')).toContainText(`${volume} л`);
      await expect(frame.getByTestId('car-facts')).not.toContainText(`${car.engineVolume!.toFixed(1)} л`);
      const [ready] = await sentToApp(page, 'ready');
      expect(ready!.payload).toEqual({ screen: `${prefix}/web-view/car-info/${car.id}`, locale });
      expect((await sentToApp(page, 'title'))[0]!.payload['title']).toContain(car.title);
      await frame.getByRole('button', { name: w.call }).click();
      const [call] = await sentToApp(page, 'call');
      expect(call!.payload['phone']).toMatch(/^\+7\d{10}$/);
      // The server wrote the language into the HTML itself.
      expect(await (await request.get(`${prefix}/web-view/car-info/${car.id}`)).text()).toContain(`<html lang="${locale}"`);
    });

    test('car-info: a missing car is a clear not-found state, answered 404', async ({ page, request }) => {
      const frame = await openInHost(page, '/web-view/car-info/999999999', { locale });
      await expect(frame.getByTestId('car-not-found')).toContainText(w.notFound);
      await sentToApp(page, 'ready');
      expect((await request.get(`${prefix}/web-view/car-info/999999999`)).status()).toBe(404);
    });

    test('the first HTML of car-info and models holds the screen: its data, its chunk asked for after the paint, the app’s theme', async ({ request }) => {
      const car = await carWithEngine(request);
      const res = await request.get(`${prefix}/web-view/car-info/${car.id}`, { headers: { cookie: 'theme=dark' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`"title":${JSON.stringify(car.title)}`);
      // The bundle is asked for by the page's loader once the screen is painted (the picture first), not by the head.
      expect(html).toMatch(/<script nonce="[^"]+">(?:(?!<\/script>)[\s\S])*"\/web-view\/assets\/car-info-[\w-]+\.js"/);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('<script type="module"');
      expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" fetchpriority="high">/);
      // The theme the app keeps in the web view's cookies is the page's before any script: no flash of the other one.
      expect(html).toContain(`<html lang="${locale}" data-theme="dark" style="color-scheme: dark">`);
      const home = (await (await request.get('/api/market/home', { headers: { 'accept-language': locale } })).json()) as { brands: Array<{ name: string }> };
      const models = await (await request.get(`${prefix}/web-view/online-dealer`)).text();
      for (const brand of home.brands) expect(models).toContain(`"name":${JSON.stringify(brand.name)}`);
      expect(models).toMatch(/<script nonce="[^"]+">(?:(?!<\/script>)[\s\S])*"\/web-view\/assets\/models-[\w-]+\.js"/);
    });

    test('the server paints the screen: it shows with scripts off, and the bundle hydrates that markup without a warning', async ({ browser, request }) => {
      const car = await carWithEngine(request);
      const volume = `${car.engineVolume!.toFixed(1).replace('.', ',')} л`;
      const html = await (await request.get(`${prefix}/web-view/car-info/${car.id}`)).text();
      // No stylesheet to wait for: the screen's CSS is in the page (the links beside it are disabled, never fetched).
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      expect(html).toMatch(/<style data-href="\/web-view\/assets\/shell-[\w-]+\.css">/);

      const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      const still = await off.newPage();
      await still.goto(`${prefix}/web-view/car-info/${car.id}`);
      await expect(still.getByRole('heading', { level: 1 })).toContainText(car.title);
      await expect(still.getByRole('heading', { name: w.facts })).toBeVisible();
      await expect(still.getByTestId('car-facts')).toContainText(volume);
      await expect(still.getByRole('button', { name: w.call })).toBeVisible();
      await still.goto(`${prefix}/web-view/online-dealer`);
      await expect(still.getByRole('heading', { level: 1 })).toHaveText(w.brands);
      await expect(still.getByTestId('brands').getByRole('link').first()).toContainText('₸');
      await off.close();

      const on = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await on.newPage();
      const logs: string[] = [];
      page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
      // The heading as the parser made it from the server's HTML, before any script.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector('h1');
          if (!h1) return;
          (window as unknown as { serverH1: Element }).serverH1 = h1;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of [`/web-view/car-info/${car.id}`, '/web-view/online-dealer']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        // Hydrated, not rendered anew: the element on view is the server's.
        expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverH1?: Element }).serverH1), path).toBe(true);
      }
      await expect(page.getByTestId('brands').getByRole('link').first()).toBeVisible();
      expect(logs.filter((m) => /hydrat|mismatch|did not match|error/i.test(m))).toEqual([]);
      await on.close();
    });

    test('models → a brand → a model → an offer, each opened by `navigate`', async ({ page }) => {
      const frame = await openInHost(page, '/web-view/online-dealer/models', { locale, transport: 'android' });
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(w.brands);
      await frame.getByTestId('brands').getByRole('link').first().click();
      const [toBrand] = await sentToApp(page, 'navigate');
      expect(toBrand!.payload['path']).toMatch(new RegExp(`^${prefix}/web-view/online-dealer/models\\?brand=[a-z0-9-]+$`));
      await frame.getByTestId('models').getByRole('link').first().click();
      const toModel = (await sentToApp(page, 'navigate', 2))[1]!;
      expect(toModel.payload['path']).toMatch(/models\?brand=[a-z0-9-]+&model=[a-z0-9-]+$/);
      await frame.getByTestId('offer-link').first().click();
      const toOffer = (await sentToApp(page, 'navigate', 3))[2]!;
      expect(toOffer.payload['path']).toMatch(new RegExp(`^${prefix}/web-view/online-dealer/detail/\\d+$`));
      await expect(frame.getByRole('link', { name: w.buy })).toBeVisible();
      expect((await sentToApp(page, 'ready', 4)).length).toBe(4);
    });

    for (const [testId, key] of [
      ['to-options', 'options'],
      ['to-benefits', 'benefits'],
      ['to-calculator', 'calculator'],
      ['to-marketing', 'marketing'],
    ] as const) {
      test(`detail → ${key}, and the app's back closes it`, async ({ page, request }) => {
        const offer = await anOffer(request);
        const frame = await openInHost(page, `/web-view/online-dealer/detail/${offer.id}`, { locale });
        await expect(frame.getByRole('heading', { level: 1 })).toContainText(offer.model.name);
        await sentToApp(page, 'ready');
        await frame.getByTestId(testId).click();
        const [to] = await sentToApp(page, 'navigate');
        expect(to!.payload['path']).toBe(`${prefix}/web-view/online-dealer/detail/${key}?id=${offer.id}`);
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(w[key]);
        await sentToApp(page, 'ready', 2);
        if (key === 'calculator') await expect(frame.getByTestId('credit-result')).toContainText(w.monthly);
        // The app's back: the screen has no step of its own, so it asks to be closed; the host goes back.
        await sendFromApp(page, 'back', {});
        await sentToApp(page, 'close');
        await expect(frame.getByTestId(testId)).toBeVisible();
      });
    }

    test('detail → the video reviews of its model, the demo ones said plainly', async ({ page, request }) => {
      const offer = await anOffer(request);
      const frame = await openInHost(page, `/web-view/online-dealer/detail/${offer.id}`, { locale });
      await expect(frame.getByRole('heading', { level: 1 })).toContainText(offer.model.name);
      await sentToApp(page, 'ready');
      await frame.getByTestId('to-videos').click();
      const [to] = await sentToApp(page, 'navigate');
      expect(to!.payload['path']).toBe(`${prefix}/web-view/online-dealer/video?brand=${offer.brand.slug}&model=${offer.model.slug}`);
      await expect(frame.getByRole('heading', { level: 1 })).toContainText(`${offer.brand.name} ${offer.model.name}`);
      await expect(frame.getByTestId('video-card').first()).toBeVisible();
      // The development seed's videos have no recording behind them, and the screen says so.
      await expect(frame.getByTestId('demo-notice')).toContainText(w.demoList);
      await sentToApp(page, 'ready', 2);
    });

    test('a video review: its title, length and description, "demo" and no player pretending to play', async ({ page, request }) => {
      const offer = await anOffer(request);
      const list = (await (
        await request.get(`/api/market/videos?brand=${offer.brand.slug}&model=${offer.model.slug}`, { headers: { 'accept-language': locale } })
      ).json()) as { items: Array<{ id: number; title: string; durationSec: number; demo: boolean }> };
      const video = list.items[0]!;
      expect(video.demo).toBe(true);
      const frame = await openInHost(page, `/web-view/online-dealer/video?brand=${offer.brand.slug}&model=${offer.model.slug}`, { locale, width: 414 });
      await frame.getByTestId('video-card').first().click();
      const [to] = await sentToApp(page, 'navigate');
      expect(to!.payload['path']).toBe(`${prefix}/web-view/online-dealer/detail/video/${video.id}`);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(video.title);
      await expect(frame.getByTestId('demo-notice')).toContainText(w.demoVideo);
      await expect(frame.locator('video')).toHaveCount(0);
      const clock = `${Math.floor(video.durationSec / 60)}:${String(video.durationSec % 60).padStart(2, '0')}`;
      await expect(frame.getByTestId('video-facts')).toContainText(clock);
      expect((await sentToApp(page, 'title', 2))[1]!.payload['title']).toBe(video.title);
    });

    test('a video that does not exist is a definite not-found', async ({ page }) => {
      const frame = await openInHost(page, '/web-view/online-dealer/detail/video/999999999', { locale });
      await expect(frame.getByTestId('not-found')).toContainText(w.noVideo);
      await sentToApp(page, 'ready');
    });

    test('buy: sign-in through the app, then `purchase-sent` with the application id', async ({ page, request }) => {
      const offer = await anOffer(request);
      const frame = await openInHost(page, `/web-view/online-dealer/buy?offer=${offer.id}`, { locale });
      await frame.getByRole('button', { name: w.signIn }).click();
      // The app signs the user in (here: through the API) and hands the screen the session.
      const [asked] = await sentToApp(page, 'sign-in-required');
      expect(asked!.payload['returnTo']).toBe(`${prefix}/web-view/online-dealer/buy?offer=${offer.id}`);
      const session = await apiSession(request);
      await sendFromApp(page, 'session', { accessToken: session.access_token });
      await frame.getByLabel(locale === 'kk' ? 'Аты' : 'Имя').fill('Айгерим');
      await frame.getByLabel(locale === 'kk' ? 'Телефон' : 'Телефон').fill('123');
      await frame.getByRole('button', { name: w.send }).click();
      await expect(frame.getByRole('alert').first()).toBeVisible();
      expect((await hostEntries(page)).some((e) => e.type === 'purchase-sent')).toBe(false);
      await frame.getByLabel(locale === 'kk' ? 'Телефон' : 'Телефон').fill('+7 701 765 43 21');
      await frame.getByRole('button', { name: w.send }).click();
      await expect(frame.getByTestId('purchase-done')).toContainText(w.done);
      const [sent] = await sentToApp(page, 'purchase-sent');
      const id = sent!.payload['applicationId'] as string;
      expect(id).toMatch(/^[a-z][a-z0-9]{15}$/);
      const stored = (await (await request.get(`/api/market/applications/${id}`, { headers: bearer(session) })).json()) as { application: { status: string } };
      expect(stored.application.status).toBe('sent');
    });

    test('test drive: a brand, then its models, each opened by `navigate`', async ({ page }) => {
      const frame = await openInHost(page, '/web-view/online-dealer/test-drive/mark', { locale });
      await frame.getByTestId('td-brands').getByRole('link').first().click();
      const [to] = await sentToApp(page, 'navigate');
      expect(to!.payload['path']).toMatch(new RegExp(`^${prefix}/web-view/online-dealer/test-drive/model\\?mark=[a-z0-9-]+$`));
      await expect(frame.getByTestId('td-models').getByRole('link').first()).toBeVisible();
    });

    test('test drive booking: `test-drive-sent` with the booking id', async ({ page, request }) => {
      const offer = await anOffer(request);
      const session = await apiSession(request);
      const booking = await openInHost(page, `/web-view/online-dealer/test-drive?brand=${offer.brand.slug}&model=${offer.model.slug}&city=${offer.dealer.city.slug}`, { locale });
      await expect(booking.getByTestId('sign-in-needed')).toBeVisible();
      await sendFromApp(page, 'session', { accessToken: session.access_token });
      await booking.getByTestId('slot').nth(locale === 'kk' ? 3 : 1).click();
      await booking.getByLabel(locale === 'kk' ? 'Аты' : 'Имя').fill('Ерлан');
      await booking.getByLabel('Телефон').fill('+7 702 111 22 33');
      await booking.getByRole('button', { name: w.book, exact: true }).click();
      await expect(booking.getByTestId('test-drive-done')).toContainText(w.booked);
      const [sent] = await sentToApp(page, 'test-drive-sent');
      expect(sent!.payload['testDriveId']).toEqual(expect.any(Number));
    });

    test('user report: errors next to the fields, a screenshot picked with a button in the screen\'s language, sent', async ({ page }) => {
      const frame = await openInHost(page, `${prefix}/web-view/online-dealer/userReport?screen=${encodeURIComponent(`${prefix}/web-view/online-dealer`)}`, { locale });
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(w.report);
      // Nothing filled in: the API's per-field errors are shown next to the rating and the text.
      await frame.getByTestId('send-report').click();
      await expect(frame.getByText(w.rate, { exact: true })).toBeVisible();
      await expect(frame.getByText(w.what, { exact: true })).toBeVisible();
      // The picker speaks the screen's language (the browser's own button would say "Choose File").
      await expect(frame.getByText(w.noFile, { exact: true })).toBeVisible();
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 11, g: 92, b: 120 } } }).png().toBuffer();
      const input = frame.locator('input[type="file"][name="screenshot"]');
      await input.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
      await expect(frame.getByText('screen.png', { exact: true })).toBeVisible();
      await expect(frame.getByText(w.replace, { exact: true })).toBeVisible();
      // Removed and picked again: what was typed stays.
      await frame.getByRole('button', { name: w.remove, exact: true }).click();
      await expect(frame.getByText(w.noFile, { exact: true })).toBeVisible();
      await input.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
      await frame.locator('label').filter({ has: frame.locator('input[name="rating"][value="4"]') }).click();
      await frame.locator('textarea[name="text"]').fill('Кнопка «Купить» не нажимается');
      const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user-reports');
      await frame.getByTestId('send-report').click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ rating: 4, locale, text: 'Кнопка «Купить» не нажимается', screenshot: expect.any(String) });
      await expect(frame.getByTestId('report-sent')).toContainText(w.thanks);
    });

    test('compare, an unknown screen, and bad app messages', async ({ page, request }) => {
      const offers = (await (await request.get('/api/market/offers?pageSize=2')).json()) as { items: Offer[] };
      const created = await request.post('/api/market/comparisons', { data: { items: offers.items.map((o) => ({ kind: 'offer', id: o.id })) } });
      expect(created.ok()).toBeTruthy();
      const { id } = (await created.json()) as { id: number };
      const frame = await openInHost(page, `/web-view/online-dealer/compare/${id}`, { locale, width: 414 });
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(w.compare);
      await expect(frame.locator('table tbody tr').first()).toBeVisible();
      // A malformed theme is ignored (the screen stays as it was); a good one switches it.
      await page.getByRole('button', { name: 'malformed' }).click();
      await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
      await sendFromApp(page, 'theme', { theme: 'dark' });
      await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(w.compare);

      const unknown = await openInHost(page, '/web-view/online-dealer/nothing-here', { locale });
      await expect(unknown.getByRole('heading', { level: 1 })).toHaveText(w.unknown);
    });
  });
}
