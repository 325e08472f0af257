import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './session';
import { KK, RU, bearer, expectFitsPhone, freeSlot, testDriveDealer } from './market-helpers';

/**
 * Every page of the new-car market fits a 375 px phone in Russian and Kazakh (issue 19): the document is no wider than
 * the window, so nothing scrolls the page sideways (wide tables scroll inside their own box). A failure names the
 * elements that stick out.
 */

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()) as T;
}

// As a phone sends them (the server renders phone layouts from the user agent).
test.use({
  viewport: { width: 375, height: 812 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
});

/** The test-drive slots, loaded by the page after hydration (the widest part of a model page). */
const SLOTS = '#test-drive [role="radiogroup"]';

for (const L of [RU, KK]) {
  const lang = L.prefix ? 'kk' : 'ru';

  test.describe(`market pages fit a 375 px phone (${lang})`, () => {
    test('/market, a brand, a model, and the premium screens', async ({ page, request }) => {
      const premium = await json<{ brands: { slug: string }[] }>(request, '/api/market/home?premium=1&city=almaty');
      const brand = premium.brands[0]!.slug;
      const models = await json<{ models: { slug: string }[] }>(request, `/api/market/brands/${brand}?premium=1&city=almaty`);
      for (const [path, ready] of [
        ['/market', undefined],
        ['/market/toyota', undefined],
        ['/market/toyota/camry', SLOTS],
        ['/market/premium', undefined],
        [`/market/premium/${brand}`, undefined],
        [`/market/premium/${brand}/${models.models[0]!.slug}`, SLOTS],
      ] as const) {
        await expectFitsPhone(page, `${L.prefix}${path}`, ready);
      }
    });

    test('/new-auto: the search, an offer, a trim\'s equipment and a comparison', async ({ page, request }) => {
      const offers = await json<{ items: { id: number }[] }>(request, '/api/market/offers?brand=toyota&model=camry');
      const model = await json<{ trims: { slug: string }[] }>(request, '/api/market/brands/toyota/models/camry?city=almaty');
      const compared = await request.post('/api/market/comparisons', {
        data: { items: model.trims.slice(0, 4).map((x) => ({ kind: 'trim', slug: x.slug })) },
      });
      expect(compared.ok()).toBeTruthy();
      const comparison = ((await compared.json()) as { id: number }).id;
      for (const path of [
        '/new-auto',
        '/new-auto/toyota/camry',
        `/new-auto/detail/${offers.items[0]!.id}`,
        `/new-auto/equipment/${model.trims.at(-1)!.slug}`,
        `/new-auto/compare/${comparison}`,
      ]) {
        await expectFitsPhone(page, `${L.prefix}${path}`);
      }
    });

    test('dealers of a city and of a brand, a dealer, autocentres and an autocentre', async ({ page, request }) => {
      const dealers = await json<{ items: { slug: string }[] }>(request, '/api/market/dealers?city=almaty');
      const centres = await json<{ items: { slug: string }[] }>(request, '/api/market/autocentres');
      for (const path of [
        '/dealers/almaty',
        '/dealers/toyota',
        `/dealer/${dealers.items[0]!.slug}`,
        '/autocenters',
        '/autocenters/almaty',
        `/autocenters/${centres.items[0]!.slug}`,
      ]) {
        await expectFitsPhone(page, `${L.prefix}${path}`);
      }
    });

    test("a buyer's purchase application, step by step", async ({ page, request, baseURL }) => {
      const buyer = await signIn(page, request, baseURL!);
      const slug = await testDriveDealer(request);
      const created = await request.post('/api/market/applications', { headers: bearer(buyer), data: { brand: 'toyota', model: 'camry' } });
      expect(created.status()).toBe(201);
      const body = (await created.json()) as { application: { id: string }; options: { trims: { slug: string }[]; colours: { slug: string }[] } };
      const appId = body.application.id;
      const save = async (step: string, data: object) =>
        expect((await request.put(`/api/market/applications/${appId}/steps/${step}`, { headers: bearer(buyer), data })).ok()).toBeTruthy();

      await expectFitsPhone(page, `${L.prefix}/market/survey/trim/${appId}`);
      await save('trim', { trim: body.options.trims.at(-1)!.slug });
      await expectFitsPhone(page, `${L.prefix}/market/survey/colour/${appId}`);
      await save('colour', { colour: body.options.colours.at(-1)!.slug });
      await expectFitsPhone(page, `${L.prefix}/market/survey/payment/${appId}`);
      await save('payment', { payment: 'cash' });
      await expectFitsPhone(page, `${L.prefix}/market/survey/contacts/${appId}`);
      await save('contacts', { name: 'Әлия Серікқызы', phone: '+77015550123', dealer: slug });
      await expectFitsPhone(page, `${L.prefix}/market/survey/review/${appId}`);
    });

    test("a buyer's dealership survey and the profile's list", async ({ page, request, baseURL }) => {
      const buyer = await signIn(page, request, baseURL!);
      const slug = await testDriveDealer(request);
      const drive = await request.post('/api/market/test-drives', {
        headers: bearer(buyer),
        data: { dealer: slug, brand: 'toyota', model: 'camry', startsAt: await freeSlot(request, slug, 'toyota', 'camry', 7), name: 'Әлия', phone: '+77015550123' },
      });
      expect(drive.status()).toBe(201);
      const surveyId = ((await drive.json()) as { surveyId: number }).surveyId;
      await expectFitsPhone(page, `${L.prefix}/dealership-survey/${surveyId}`);
      await expectFitsPhone(page, `${L.prefix}/profile/market`);
    });
  });
}
