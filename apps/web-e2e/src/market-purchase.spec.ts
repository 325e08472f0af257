import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type ApiSession, apiSession, signIn } from './session';
import { KK, RU, bearer, dealerSession, expectFitsPhone, hydrated } from './market-helpers';

/**
 * Purchase applications in the new-car market (issue 19), in Russian and Kazakh: through their steps (resumable,
 * per-field errors, a step ahead sent to the first incomplete one, someone else's or an unknown one a 404), a dealer's
 * personal offer made from the profile's inbox, and the buyer accepting one at /personal/{id}.
 */

const cookie = (s: ApiSession) => ({ cookie: `access_token=${s.access_token}; refresh_token=${s.refresh_token}` });

async function signInAs(page: Page, baseURL: string, s: ApiSession) {
  await page.context().addCookies([
    { name: 'access_token', value: s.access_token, url: baseURL },
    { name: 'refresh_token', value: s.refresh_token, url: baseURL, httpOnly: true },
  ]);
}

/** A buyer's cash application for a Camry, sent to the demo dealer through the API; its id. */
async function sentApplication(request: APIRequestContext, dealerAuth: ApiSession, buyer?: ApiSession): Promise<string> {
  const who = buyer ?? (await apiSession(request));
  const dealerSlug = ((await (await request.get('/api/market/my', { headers: bearer(dealerAuth) })).json()) as { dealer: { slug: string } })
    .dealer.slug;
  const created = await request.post('/api/market/applications', { headers: bearer(who), data: { brand: 'toyota', model: 'camry' } });
  const body = (await created.json()) as {
    application: { id: string };
    options: { trims: { slug: string }[]; colours: { slug: string }[] };
  };
  const id = body.application.id;
  const name = `${CUSTOMERS[customers++ % CUSTOMERS.length]}`;
  for (const [step, data] of [
    ['trim', { trim: body.options.trims[0]!.slug }],
    ['colour', { colour: body.options.colours[0]!.slug }],
    ['payment', { payment: 'cash' }],
    ['contacts', { name, phone: '+77017654321', dealer: dealerSlug }],
  ] as const) {
    expect((await request.put(`/api/market/applications/${id}/steps/${step}`, { headers: bearer(who), data })).ok()).toBeTruthy();
  }
  expect((await request.post(`/api/market/applications/${id}/send`, { headers: bearer(who) })).ok()).toBeTruthy();
  lastCustomer = name;
  return id;
}
const CUSTOMERS = ['Нұрлан Әбенов', 'Нұрлан Серікұлы', 'Әсел Нұрланқызы', 'Ерлан Сәбитов'];
let customers = 0;
let lastCustomer = '';

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';

  test.describe(`market: purchase applications and personal offers (${lang})`, () => {
    test('a purchase application from the model page: trim, colour, payment with per-field errors, then a credit', async ({
      page,
      request,
      baseURL,
    }) => {
      await signIn(page, request, baseURL!);
      await page.goto(`${L.prefix}/market/toyota/camry`);
      await hydrated(page);
      await page.getByTestId('buy').first().click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/market/survey/trim/[a-z0-9]{16}$`));
      const appId = page.url().split('/').at(-1)!;

      // Trim: the dearest one.
      await hydrated(page);
      await page.getByTestId('survey-trim').last().click();
      await page.getByRole('button', { name: L.next }).click();
      await expect(page).toHaveURL(new RegExp(`/market/survey/colour/${appId}$`));

      // Colour: the second swatch.
      await hydrated(page);
      await page.getByRole('group', { name: L.colour }).getByRole('radio').nth(1).check();
      await page.getByRole('button', { name: L.next }).click();
      await expect(page).toHaveURL(new RegExp(`/market/survey/payment/${appId}$`));

      // Payment: a trade-in with a bad plate and VIN — each field says what is wrong, and keeps what was typed.
      await hydrated(page);
      // The design system's radio: its label takes the click (the input is visually hidden under it).
      const methods = page.getByRole('radiogroup', { name: L.paymentLabel });
      await methods.getByText(L.tradeIn, { exact: true }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${L.tradeIn}`) })).toBeChecked();
      await page.getByRole('textbox', { name: 'VIN' }).fill('JTNB12');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page.getByText(L.vinInvalid)).toBeVisible();
      await expect(page.getByText(L.plateInvalid)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'VIN' })).toHaveValue(/JTNB12/);
      // Then a credit, from the shared calculator.
      await methods.getByText(L.credit, { exact: true }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${L.credit}`) })).toBeChecked();
      await expect(page.getByTestId('survey-monthly')).toBeVisible();
      await page.getByRole('button', { name: L.next }).click();
      await expect(page).toHaveURL(new RegExp(`/market/survey/contacts/${appId}$`));
    });

    test('a purchase application: contacts with per-field errors, resumed after a reload, sent, its status in the profile', async ({
      page,
      request,
      baseURL,
    }) => {
      const owner = await signIn(page, request, baseURL!);
      const created = await request.post('/api/market/applications', { headers: bearer(owner), data: { brand: 'toyota', model: 'camry' } });
      const body = (await created.json()) as {
        application: { id: string };
        options: { trims: { slug: string }[]; colours: { slug: string }[] };
      };
      const appId = body.application.id;
      for (const [step, data] of [
        ['trim', { trim: body.options.trims[1]!.slug }],
        ['colour', { colour: body.options.colours[1]!.slug }],
        ['payment', { payment: 'cash' }],
      ] as const) {
        expect((await request.put(`/api/market/applications/${appId}/steps/${step}`, { headers: bearer(owner), data })).ok()).toBeTruthy();
      }
      await page.goto(`${L.prefix}/market/survey/contacts/${appId}`);
      // Contacts: the name is required.
      await hydrated(page);
      await page.getByRole('textbox', { name: lang === 'ru' ? 'Телефон' : 'Телефон', exact: true }).fill('701 234 56 78');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page.getByText(L.required)).toBeVisible();
      await page.getByRole('textbox', { name: lang === 'ru' ? 'Имя' : 'Аты', exact: true }).fill('Ержан');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page).toHaveURL(new RegExp(`/market/survey/review/${appId}$`));

      // Resumable: a reload shows what was saved.
      await page.reload();
      await expect(page.getByRole('main')).toContainText('Ержан');
      await hydrated(page);
      await page.getByTestId('survey-send').click();
      await expect(page.getByTestId('application-sent')).toBeVisible();
      await expect(page.getByTestId('application-status')).toHaveText(L.sentStatus);
      // A sent application only shows its review.
      await page.goto(`${L.prefix}/market/survey/payment/${appId}`);
      await expect(page).toHaveURL(new RegExp(`/market/survey/review/${appId}$`));

      // The profile lists it with its status.
      await page.goto(`${L.prefix}/profile/market`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.myTitle);
      await expect(page.getByTestId('my-application').first()).toContainText(L.sentStatus);
    });

    test('a purchase application: a step ahead goes to the first incomplete one; unknown, foreign and signed-out visits', async ({
      page,
      request,
      baseURL,
    }) => {
      const owner = await signIn(page, request, baseURL!);
      const created = await request.post('/api/market/applications', { headers: bearer(owner), data: { brand: 'toyota', model: 'camry' } });
      expect(created.status()).toBe(201);
      const appId = ((await created.json()) as { application: { id: string } }).application.id;
      await page.goto(`${L.prefix}/market/survey/review/${appId}`);
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/market/survey/trim/${appId}$`));
      for (const path of [
        '/market/survey/trim/a000000000000000',
        `/market/survey/nope/${appId}`,
        `/market/survey/trim/${appId.toUpperCase()}`,
      ]) {
        expect({ path, status: (await request.get(`${L.prefix}${path}`, { headers: cookie(owner), maxRedirects: 0 })).status() }).toEqual({
          path,
          status: 404,
        });
      }
      // Someone else's application is a 404; a visitor is sent to sign in.
      const other = await apiSession(request);
      expect((await request.get(`${L.prefix}/market/survey/trim/${appId}`, { headers: cookie(other), maxRedirects: 0 })).status()).toBe(
        404,
      );
      const anonymous = await request.get(`${L.prefix}/market/survey/trim/${appId}`, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(302);
      expect(anonymous.headers()['location']).toContain('/login');
    });

    test("a dealer answers a sent application from the profile's inbox with a personal offer it cannot accept itself", async ({
      page,
      request,
      baseURL,
    }) => {
      const dealerAuth = await dealerSession(request);
      const appId = await sentApplication(request, dealerAuth);
      await signInAs(page, baseURL!, dealerAuth);
      await page.goto(`${L.prefix}/profile/market`);
      await hydrated(page);
      const item = page.getByTestId('dealer-inbox-item').filter({ hasText: lastCustomer });
      await item.getByTestId('make-offer').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: L.discount, exact: true }).fill('350000');
      await dialog.getByTestId('offer-send').click();
      await expect(dialog.getByTestId('offer-made')).toBeVisible();
      await dialog.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${L.prefix}/personal/\\d+$`));
      await expect(page.getByTestId('personal-status')).toBeVisible();
      await expect(page.getByTestId('personal-accept')).toHaveCount(0);
      expect(appId).toMatch(/^[a-z0-9]{16}$/);
      // The dealer's inbox fits a phone too.
      await expectFitsPhone(page, `${L.prefix}/profile/market`);
    });

    test('the buyer accepts a personal offer at /personal/{id}; an unknown one is a 404', async ({ page, request, baseURL }) => {
      const dealerAuth = await dealerSession(request);
      const buyer = await signIn(page, request, baseURL!);
      const appId = await sentApplication(request, dealerAuth, buyer);
      const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const made = await request.post('/api/market/dealer/personal-offers', {
        headers: bearer(dealerAuth),
        data: {
          application: { kind: 'purchase', id: appId },
          trim: 'toyota-camry-comfort',
          price: 19_900_000,
          discount: 400_000,
          payment: 'cash',
          note: 'Коврики в подарок',
          validUntil,
        },
      });
      expect(made.status()).toBe(201);
      const offerId = ((await made.json()) as { id: number }).id;
      // On a phone: the offer fits the screen (no sideways scroll).
      await expectFitsPhone(page, `${L.prefix}/personal/${offerId}`);
      await expect(page.getByRole('main')).toContainText('Коврики в подарок');
      await page.getByTestId('personal-accept').click();
      await expect(page.getByTestId('personal-status')).toHaveText(L.accepted);
      expect((await request.get(`${L.prefix}/personal/99999999`, { headers: cookie(buyer) })).status()).toBe(404);
    });
  });
}
