import {
  applicationWithOptionsSchema,
  comparisonSchema,
  creditApplicationSchema,
  creditCalcResultSchema,
  dealerDetailSchema,
  dealerInboxSchema,
  dealerListSchema,
  marketBrandPageSchema,
  marketHomeSchema,
  marketModelPageSchema,
  myMarketSchema,
  offerDetailSchema,
  personalOfferSchema,
  surveySchema,
  testDriveSchema,
  testDriveSlotsSchema,
  trimDetailSchema,
  autocentreDetailSchema,
  autocentreListSchema,
  type TestDrive,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';
import { marketFixture } from './market-fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let m: Awaited<ReturnType<typeof marketFixture>>;
const tokens = testTokens(() => t.db);
let alice: string;
let bob: string;
let dealerToken: string;
let otherDealerToken: string;

beforeAll(async () => {
  t = await createTestDb();
  m = await marketFixture(t.db);
  app = await createTestApp(t.db);
  alice = await tokens.signAccess((await m.f.user({ name: 'Alice' })).id);
  bob = await tokens.signAccess((await m.f.user({ name: 'Bob' })).id);
  dealerToken = await tokens.signAccess(m.dealers.kiaAlmaty.userId);
  otherDealerToken = await tokens.signAccess(m.dealers.kiaCity.userId);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, o: { token?: string; body?: unknown; lang?: string } = {}) =>
  app.inject({
    method,
    url,
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.lang ? { 'accept-language': o.lang } : {}) },
    ...(o.body === undefined ? {} : { payload: o.body as Record<string, unknown> }),
  });
const get = (url: string, o: { token?: string; lang?: string } = {}) => call('GET', url, o);

describe('market catalogue', () => {
  it('answers the main page of a city: brands with prices from and offer counts, best offers, dealers', async () => {
    const res = await get('/api/market/home?city=almaty');
    expect(res.statusCode).toBe(200);
    const body = marketHomeSchema.parse(res.json());
    expect(body.city).toEqual({ slug: 'almaty', name: 'Алматы' });
    const kia = body.brands.find((b) => b.slug === 'kia')!;
    // Almaty's Kia offers: 13.8 M (14.1 − 0.3), 16.7 M, 13.9 M (on order): from 13.8 M.
    expect(kia).toMatchObject({ offerCount: 3, priceFrom: 13_800_000, modelCount: 1 });
    // Best offers: in stock with the largest share off: 0.3/14.1 = 2.1 % before 1/81 = 1.2 %.
    expect(body.bestOffers.map((o) => o.id)).toEqual([m.offers.k5Cheap, m.offers.lx]);
    expect(body.dealers.every((d) => d.city.slug === 'almaty')).toBe(true);
    expect(body.cities.map((c) => c.slug)).toEqual(['almaty', 'astana']);
    const astana = marketHomeSchema.parse((await get('/api/market/home?city=astana')).json());
    expect(astana.brands.find((b) => b.slug === 'kia')).toMatchObject({ offerCount: 1, priceFrom: 15_990_000 });
  });

  it('404s an unknown city, brand or model, and a model not on sale', async () => {
    expect((await get('/api/market/home?city=atlantis')).statusCode).toBe(404);
    expect((await get('/api/market/brands/zaz')).statusCode).toBe(404);
    expect((await get('/api/market/brands/kia/models/rio')).statusCode).toBe(404);
    expect((await get('/api/market/brands/kia/models/nope')).statusCode).toBe(404);
    expect((await get('/api/market/trims/kia-k5-nope')).statusCode).toBe(404);
    expect((await get('/api/market/offers/999999')).statusCode).toBe(404);
    expect((await get('/api/market/dealers/nobody')).statusCode).toBe(404);
    expect((await get('/api/market/autocentres/nowhere')).statusCode).toBe(404);
  });

  it('shows premium brands and models only on the premium screens', async () => {
    const home = marketHomeSchema.parse((await get('/api/market/home?premium=1')).json());
    expect(home.brands.map((b) => b.slug)).toEqual(['lexus']);
    expect((await get('/api/market/brands/kia?premium=1')).statusCode).toBe(404);
    expect((await get('/api/market/brands/kia/models/k5?premium=1')).statusCode).toBe(404);
    expect((await get('/api/market/brands/lexus/models/lx?premium=1')).statusCode).toBe(200);
  });

  it("answers a brand's models with offers in the city and its dealers", async () => {
    const body = marketBrandPageSchema.parse((await get('/api/market/brands/kia?city=almaty')).json());
    expect(body.models).toHaveLength(1);
    expect(body.models[0]).toMatchObject({ slug: 'k5', priceFrom: 13_990_000, offerCount: 3, offerPriceFrom: 13_800_000, assembly: { local: true } });
    expect(body.dealers.map((d) => d.slug).sort()).toEqual(['kia-center-almaty', 'kia-city-almaty']);
  });

  it('answers a model page: trims, colours, equipment by trim, offers in stock first, programmes', async () => {
    const res = await get('/api/market/brands/kia/models/k5?city=almaty', { lang: 'kk' });
    const body = marketModelPageSchema.parse(res.json());
    expect(body.trims.map((tr) => tr.slug)).toEqual(['kia-k5-classic', 'kia-k5-prestige']);
    expect(body.colours.map((c) => [c.slug, c.surcharge])).toEqual([['white', 0], ['black', 180_000], ['blue', 180_000]]);
    expect(body.colours[1]!.photo).toMatch(/^\/media\/market\/\d+-\d+\.svg$/);
    expect(body.colours[0]!.name).toBe('Түс white');
    const sunroof = body.equipment.flatMap((g) => g.items).find((i) => i.code === 'sunroof')!;
    expect(sunroof.byTrim).toEqual([{ status: 'absent', price: null }, { status: 'option', price: 520_000 }]);
    expect(body.offers.map((o) => o.id)).toEqual([m.offers.k5Cheap, m.offers.k5Black, m.offers.k5Order]);
    expect(body.offers.at(-1)!.availability).toBe('on_order');
    // The state programme applies: the K5 is assembled here.
    expect(body.programmes.map((p) => p.slug).sort()).toEqual(['halyk-auto', 'kia-subsidised', 'state-preferential']);
    expect(body.programmes.find((p) => p.slug === 'halyk-auto')!.effectiveRate).toBeGreaterThan(21.5);
    const lx = marketModelPageSchema.parse((await get('/api/market/brands/lexus/models/lx')).json());
    expect(lx.programmes.map((p) => p.slug)).toEqual(['halyk-auto']);
  });

  it('answers a trim, an offer, dealers, a dealer and its phones, autocentres', async () => {
    const trim = trimDetailSchema.parse((await get('/api/market/trims/kia-k5-prestige')).json());
    expect(trim.equipment.flatMap((g) => g.items).find((i) => i.code === 'leather-seats')).toMatchObject({ status: 'standard' });
    expect(trim.trims.map((x) => x.slug)).toEqual(['kia-k5-classic', 'kia-k5-prestige']);
    const offer = offerDetailSchema.parse((await get(`/api/market/offers/${m.offers.k5Cheap}`)).json());
    expect(offer.offer).toMatchObject({ finalPrice: 13_800_000, discount: 300_000, dealer: { slug: 'kia-center-almaty' } });
    expect(offer.similar.map((o) => o.id)).toEqual([m.offers.k5Black, m.offers.k5Order]);
    const byCity = dealerListSchema.parse((await get('/api/market/dealers?city=astana')).json());
    expect(byCity.items.map((d) => d.slug)).toEqual(['kia-center-astana']);
    const byBrand = dealerListSchema.parse((await get('/api/market/dealers?brand=lexus')).json());
    expect(byBrand.items.map((d) => d.slug)).toEqual(['lexus-almaty']);
    const dealer = dealerDetailSchema.parse((await get('/api/market/dealers/kia-center-almaty')).json());
    expect(dealer.dealer).toMatchObject({ phoneCount: 2, autocentre: { slug: 'suyunbay-auto' } });
    expect(JSON.stringify(dealer)).not.toContain('+7727');
    expect((await get('/api/market/dealers/kia-center-almaty/phones')).json()).toEqual({ phones: ['+77272001020', '+77011234567'] });
    const centres = autocentreListSchema.parse((await get('/api/market/autocentres?city=almaty')).json());
    expect(centres.items).toEqual([expect.objectContaining({ slug: 'suyunbay-auto', dealerCount: 2, offerCount: 3 })]);
    const centre = autocentreDetailSchema.parse((await get('/api/market/autocentres/suyunbay-auto')).json());
    expect(centre.dealers).toHaveLength(2);
  });

  it('sees a change at once (the version counter)', async () => {
    await t.db.query('update market_offers set discount = 400000 where id = $1', [m.offers.k5Cheap]);
    const offer = offerDetailSchema.parse((await get(`/api/market/offers/${m.offers.k5Cheap}`)).json());
    expect(offer.offer.finalPrice).toBe(13_700_000);
    await t.db.query('update market_offers set discount = 300000 where id = $1', [m.offers.k5Cheap]);
  });

  it('calculates a credit with the shared calculator and checks the programme', async () => {
    const res = await call('POST', '/api/market/credit/calculate', {
      body: { programme: 'halyk-auto', price: 20_000_000, downPayment: 4_000_000, months: 60 },
    });
    expect(res.statusCode).toBe(200);
    const body = creditCalcResultSchema.parse(res.json());
    // 16 M at 21.5 % for 60 months: r = 0.0179167, A = 16e6 · r / (1 − (1 + r)^−60) = 437 366.09;
    // ГЭСВ (1 + r)^12 − 1 = 23.750 % → 23.8 (a hundredth of 5 rounds up).
    expect(body.monthlyPayment).toBe(437_366);
    expect(body.effectiveRate).toBe(23.8);
    const bad = await call('POST', '/api/market/credit/calculate', {
      body: { programme: 'halyk-auto', price: 20_000_000, downPayment: 1_000_000, months: 60 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ downPayment: ['down_payment_range'] });
    const state = await call('POST', '/api/market/credit/calculate', {
      body: { programme: 'state-preferential', price: 14_000_000, downPayment: 2_000_000, months: 84, brand: 'kia', local: false },
    });
    expect(state.json().fields).toEqual({ programme: ['programme_not_available'], downPayment: ['loan_too_large'] });
  });

  it('stores a comparison once per set and shows it side by side', async () => {
    const items = [{ kind: 'trim', slug: 'kia-k5-classic' }, { kind: 'offer', id: m.offers.lx }];
    const a = await call('POST', '/api/market/comparisons', { body: { items } });
    const b = await call('POST', '/api/market/comparisons', { body: { items } });
    expect(a.statusCode).toBe(200);
    expect(a.json().id).toBe(b.json().id);
    const cmp = comparisonSchema.parse((await get(`/api/market/comparisons/${a.json().id}`)).json());
    expect(cmp.columns.map((c) => c.trim.slug)).toEqual(['kia-k5-classic', 'lexus-lx-luxury']);
    expect(cmp.columns[1]!.offer!.id).toBe(m.offers.lx);
    expect(cmp.equipment.flatMap((g) => g.items).find((i) => i.code === 'sunroof')!.byTrim.map((s) => s.status)).toEqual(['absent', 'standard']);
    expect((await call('POST', '/api/market/comparisons', { body: { items: [{ kind: 'trim', slug: 'nope-nope' }] } })).statusCode).toBe(404);
    expect((await call('POST', '/api/market/comparisons', { body: { items: Array(5).fill(items[0]) } })).statusCode).toBe(400);
    expect((await get('/api/market/comparisons/999999')).statusCode).toBe(404);
  });

  it('draws a model in each of its colours', async () => {
    const page = marketModelPageSchema.parse((await get('/api/market/brands/kia/models/k5')).json());
    const res = await get(page.colours[1]!.photo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('#15171b');
    expect((await get('/media/market/1-999999.svg')).statusCode).toBe(404);
  });
});

/** The first free slot of a day two days from now (every day 09:00–20:00 in the fixture). */
async function freeSlot(dealer = 'kia-center-almaty', skip = 0) {
  const res = await get(`/api/market/dealers/${dealer}/test-drive-slots?brand=kia&model=k5&days=3`);
  expect(res.statusCode).toBe(200);
  const body = testDriveSlotsSchema.parse(res.json());
  return body.days[2]!.slots.filter((s) => s.free)[skip]!.startsAt;
}

describe('test drives', () => {
  it('lists 30-minute slots from the hours, in Almaty time', async () => {
    const body = testDriveSlotsSchema.parse((await get('/api/market/dealers/kia-center-almaty/test-drive-slots?brand=kia&model=k5&days=3')).json());
    expect(body.days).toHaveLength(3);
    expect(body.days[2]!.slots[0]!.time).toBe('09:00');
    expect(body.days[2]!.slots.at(-1)!.time).toBe('19:00');
    expect((await get('/api/market/dealers/kia-center-almaty/test-drive-slots?brand=lexus&model=lx')).statusCode).toBe(404);
  });

  it('needs a session to book', async () => {
    const body = { dealer: 'kia-center-almaty', brand: 'kia', model: 'k5', startsAt: await freeSlot(), name: 'Alice', phone: '+77011112233' };
    expect((await call('POST', '/api/market/test-drives', { body })).statusCode).toBe(401);
  });

  it('books exactly one of 8 simultaneous requests for one slot; the other 7 get 409', async () => {
    const startsAt = await freeSlot('kia-city-almaty');
    const users = await Promise.all(Array.from({ length: 8 }, async () => tokens.signAccess((await m.f.user()).id)));
    const results = await Promise.all(
      users.map((token) =>
        call('POST', '/api/market/test-drives', {
          token,
          body: { dealer: 'kia-city-almaty', brand: 'kia', model: 'k5', startsAt, name: 'Айдар', phone: '+77011112233' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('slot_taken');
    const slots = testDriveSlotsSchema.parse((await get('/api/market/dealers/kia-city-almaty/test-drive-slots?brand=kia&model=k5&days=3')).json());
    expect(slots.days[2]!.slots.find((s) => s.startsAt === startsAt)!.free).toBe(false);
  });

  it('moves exactly one of 6 bookings that are rescheduled to the same slot at once; the other 5 get 409 and keep theirs', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, async () => tokens.signAccess((await m.f.user()).id)));
    const booked: TestDrive[] = [];
    for (const [i, token] of users.entries()) {
      const res = await call('POST', '/api/market/test-drives', {
        token,
        body: { dealer: 'kia-city-almaty', brand: 'kia', model: 'k5', startsAt: await freeSlot('kia-city-almaty'), name: `Гость ${i}`, phone: '+77011112233' },
      });
      expect(res.statusCode).toBe(201);
      booked.push(testDriveSchema.parse(res.json()));
    }
    const target = await freeSlot('kia-city-almaty');
    const results = await Promise.all(
      booked.map((d, i) => call('POST', `/api/market/test-drives/${d.id}/reschedule`, { token: users[i]!, body: { startsAt: target } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('slot_taken');
    const after = await Promise.all(booked.map(async (d, i) => testDriveSchema.parse((await get('/api/market/test-drives', { token: users[i]! })).json().items[0]).startsAt));
    expect(after.filter((x) => x === target)).toHaveLength(1);
    expect(after.filter((x, i) => x === booked[i]!.startsAt)).toHaveLength(5);
  });

  it('refuses a time that is not a slot', async () => {
    const slot = await freeSlot();
    const off = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
    const res = await call('POST', '/api/market/test-drives', {
      token: alice,
      body: { dealer: 'kia-center-almaty', brand: 'kia', model: 'k5', startsAt: off, name: 'Alice', phone: '+77011112233' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ startsAt: ['slot_unavailable'] });
    const past = await call('POST', '/api/market/test-drives', {
      token: alice,
      body: { dealer: 'kia-center-almaty', brand: 'kia', model: 'k5', startsAt: '2020-01-06T04:00:00.000Z', name: 'Alice', phone: '+77011112233' },
    });
    expect(past.statusCode).toBe(400);
  });

  it('confirms with a calendar file, reschedules and cancels (the owner only)', async () => {
    const startsAt = await freeSlot('kia-center-almaty', 3);
    const res = await call('POST', '/api/market/test-drives', {
      token: alice,
      body: { dealer: 'kia-center-almaty', brand: 'kia', model: 'k5', startsAt, name: 'Alice', phone: '8 701 111 22 33' },
    });
    expect(res.statusCode).toBe(201);
    const drive = testDriveSchema.parse(res.json());
    expect(drive).toMatchObject({ status: 'booked', startsAt, phone: '+77011112233', model: { slug: 'k5' } });
    expect(drive.surveyId).toBeGreaterThanOrEqual(100_000_000_000_000);
    const ics = await get(drive.calendarUrl);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics.body).toContain('\r\n');
    expect((await get(drive.calendarUrl.replace(/key=.*/, 'key=wrong-key-wrong-key-wrong'))).statusCode).toBe(404);

    const later = await freeSlot('kia-center-almaty', 6);
    expect((await call('POST', `/api/market/test-drives/${drive.id}/reschedule`, { token: bob, body: { startsAt: later } })).statusCode).toBe(404);
    const moved = await call('POST', `/api/market/test-drives/${drive.id}/reschedule`, { token: alice, body: { startsAt: later } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().startsAt).toBe(later);
    // The old slot is free again; the new one is taken.
    const slots = testDriveSlotsSchema.parse((await get('/api/market/dealers/kia-center-almaty/test-drive-slots?brand=kia&model=k5&days=3')).json());
    const day = slots.days[2]!.slots;
    expect(day.find((s) => s.startsAt === startsAt)!.free).toBe(true);
    expect(day.find((s) => s.startsAt === later)!.free).toBe(false);

    expect((await call('POST', `/api/market/test-drives/${drive.id}/cancel`, { token: bob })).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/market/test-drives/${drive.id}/cancel`, { token: alice });
    expect(cancelled.json().status).toBe('cancelled');
    const mine = myMarketSchema.parse((await get('/api/market/my', { token: alice })).json());
    expect(mine.testDrives.map((d) => [d.id, d.status])).toContainEqual([drive.id, 'cancelled']);
  });
});

describe('dealership survey', () => {
  it('takes one answer per visit and feeds the dealer rating', async () => {
    const res = await call('POST', '/api/market/test-drives', {
      token: bob,
      body: { dealer: 'kia-center-almaty', brand: 'kia', model: 'k5', startsAt: await freeSlot('kia-center-almaty', 9), name: 'Bob', phone: '+77011112234' },
    });
    const { surveyId } = testDriveSchema.parse(res.json());
    const survey = surveySchema.parse((await get(`/api/market/surveys/${surveyId}`)).json());
    expect(survey).toMatchObject({ kind: 'test_drive', answered: false, dealer: { slug: 'kia-center-almaty' }, visit: { model: 'K5' } });
    const answer = { rating: 4, staff: 5, explained: true, recommend: true, comment: 'Всё понравилось' };
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/market/surveys/${surveyId}/answer`, { body: answer })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const ok = results.find((r) => r.statusCode === 201)!.json();
    expect(ok.dealer).toEqual({ slug: 'kia-center-almaty', name: 'kia-center-almaty name', rating: 4, ratingCount: 1 });
    expect(surveySchema.parse((await get(`/api/market/surveys/${surveyId}`)).json()).answered).toBe(true);
    const dealer = dealerDetailSchema.parse((await get('/api/market/dealers/kia-center-almaty')).json());
    expect(dealer.dealer.rating).toEqual({ value: 4, count: 1 });
    expect(dealer.reviews[0]).toMatchObject({ rating: 4, comment: 'Всё понравилось' });
  });

  it('validates the answer and 404s an unknown link', async () => {
    expect((await get('/api/market/surveys/123456789012345')).statusCode).toBe(404);
    expect((await get('/api/market/surveys/12')).statusCode).toBe(400);
    const [inv] = await t.db.query<{ id: number }>(
      "insert into survey_invitations (id, dealer_id, kind) values (555555555555555, $1, 'visit') returning id",
      [m.dealers.lexusAlmaty.id],
    );
    const bad = await call('POST', `/api/market/surveys/${inv!.id}/answer`, { body: { rating: 7, staff: 5, explained: true } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['rating', 'recommend']);
  });
});

describe('purchase applications', () => {
  const step = (id: string, s: string, body: unknown, token = alice) => call('PUT', `/api/market/applications/${id}/steps/${s}`, { token, body });

  it('goes trim → colour → payment → contacts → review, each step validated, resumable, owner only', async () => {
    const created = await call('POST', '/api/market/applications', { token: alice, body: { brand: 'kia', model: 'k5' } });
    expect(created.statusCode).toBe(201);
    const { application, options } = applicationWithOptionsSchema.parse(created.json());
    expect(application).toMatchObject({ status: 'draft', nextStep: 'trim', done: { trim: false, colour: false } });
    expect(options.trims).toHaveLength(2);
    const id = application.id;
    expect(id).toMatch(/^[a-z][a-z0-9]{15}$/);

    // Out of order: the colour step before the trim.
    const early = await step(id, 'colour', { colour: 'black' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'step_locked', nextStep: 'trim' });

    expect((await step(id, 'trim', { trim: 'lexus-lx-luxury' })).statusCode).toBe(400);
    expect(applicationWithOptionsSchema.parse((await step(id, 'trim', { trim: 'kia-k5-prestige' })).json()).application.nextStep).toBe('colour');
    const coloured = applicationWithOptionsSchema.parse((await step(id, 'colour', { colour: 'black' })).json()).application;
    expect(coloured.price).toBe(16_490_000 + 180_000);

    // Payment: a credit below the programme's least down payment is refused per field; a trade-in needs a plate and VIN.
    const low = await step(id, 'payment', { payment: 'credit', programme: 'halyk-auto', downPayment: 100_000, months: 60 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ downPayment: ['down_payment_range'] });
    const trade = await step(id, 'payment', { payment: 'trade_in', tradeIn: { plate: '12 AB 02', vin: 'JTNB', car: 'Toyota Camry', year: 2015, mileage: 150000 } });
    expect(trade.statusCode).toBe(400);
    expect(trade.json().fields).toEqual({ 'tradeIn.plate': ['plate_invalid'], 'tradeIn.vin': ['vin_invalid'] });
    const credit = await step(id, 'payment', { payment: 'credit', programme: 'halyk-auto', downPayment: 5_000_000, months: 48 });
    expect(credit.statusCode).toBe(200);
    const paid = applicationWithOptionsSchema.parse(credit.json()).application;
    expect(paid.payment).toMatchObject({ method: 'credit', months: 48, downPayment: 5_000_000 });
    expect(paid.payment!.credit!.effectiveRate).toBeGreaterThan(21.5);

    // Sending before the contacts: 409 with the step to finish.
    const incomplete = await call('POST', `/api/market/applications/${id}/send`, { token: alice });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ code: 'application_incomplete', nextStep: 'contacts' });

    // Another user sees nothing.
    expect((await get(`/api/market/applications/${id}`, { token: bob })).statusCode).toBe(404);
    expect((await step(id, 'contacts', { name: 'Bob', phone: '+77011112233', dealer: 'kia-center-almaty' }, bob)).statusCode).toBe(404);
    expect((await get(`/api/market/applications/${id}`)).statusCode).toBe(401);

    const badContacts = await step(id, 'contacts', { name: '', phone: '123', dealer: 'lexus-almaty' });
    expect(badContacts.statusCode).toBe(400);
    expect(Object.keys(badContacts.json().fields).sort()).toEqual(['name', 'phone']);
    expect((await step(id, 'contacts', { name: 'Alice', phone: '+77011112233', dealer: 'lexus-almaty' })).json().fields).toEqual({ dealer: ['invalid'] });
    expect((await step(id, 'contacts', { name: 'Alice', phone: '+7 701 111 22 33', dealer: 'kia-center-almaty', comment: 'Звоните после 18:00' })).statusCode).toBe(200);

    // Resumed later: everything saved, the next step is the review.
    const resumed = applicationWithOptionsSchema.parse((await get(`/api/market/applications/${id}`, { token: alice })).json()).application;
    expect(resumed).toMatchObject({
      nextStep: 'review',
      trim: { slug: 'kia-k5-prestige' },
      colour: { slug: 'black' },
      contacts: { name: 'Alice', phone: '+77011112233', comment: 'Звоните после 18:00' },
      dealer: { slug: 'kia-center-almaty' },
    });

    const sent = await call('POST', `/api/market/applications/${id}/send`, { token: alice });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().application.status).toBe('sent');
    expect((await step(id, 'trim', { trim: 'kia-k5-classic' })).json().code).toBe('application_sent');
    const mine = myMarketSchema.parse((await get('/api/market/my', { token: alice })).json());
    expect(mine.applications.find((a) => a.id === id)!.status).toBe('sent');
  });

  it('starts from an offer with its trim, colour and dealer', async () => {
    const res = await call('POST', '/api/market/applications', { token: bob, body: { brand: 'kia', model: 'k5', offer: m.offers.k5Cheap } });
    const { application } = applicationWithOptionsSchema.parse(res.json());
    expect(application).toMatchObject({ nextStep: 'payment', price: 13_800_000, dealer: { slug: 'kia-center-almaty' }, offer: { id: m.offers.k5Cheap } });
    expect((await call('POST', '/api/market/applications', { token: bob, body: { brand: 'kia', model: 'k5', offer: m.offers.lx } })).statusCode).toBe(404);
  });
});

describe('credit applications and personal offers', () => {
  let creditId: number;
  let purchaseId: string;

  it('validates the IIN, the consent and the programme, and stores the calculator figures', async () => {
    const base = { trim: 'kia-k5-classic', offer: m.offers.k5Cheap, programme: 'kia-subsidised', downPayment: 5_000_000, months: 36, iin: '900101300017', income: 900_000, consent: true };
    const bad = await call('POST', '/api/market/credit-applications', { token: alice, body: { ...base, iin: '900101300016', consent: false } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['consent', 'iin']);
    const res = await call('POST', '/api/market/credit-applications', { token: alice, body: base });
    expect(res.statusCode).toBe(201);
    const body = creditApplicationSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'sent', price: 13_800_000, iin: '9001•••••017', dealer: { slug: 'kia-center-almaty' } });
    creditId = body.id;
    expect((await get(`/api/market/credit-applications/${creditId}`, { token: bob })).statusCode).toBe(404);
    expect((await get(`/api/market/credit-applications/${creditId}`, { token: alice })).statusCode).toBe(200);
  });

  it('lets only a dealer answer applications sent to it with a personal offer', async () => {
    const created = applicationWithOptionsSchema.parse(
      (await call('POST', '/api/market/applications', { token: alice, body: { brand: 'kia', model: 'k5', offer: m.offers.k5Black } })).json(),
    ).application;
    purchaseId = created.id;
    await call('PUT', `/api/market/applications/${purchaseId}/steps/payment`, { token: alice, body: { payment: 'cash' } });
    await call('PUT', `/api/market/applications/${purchaseId}/steps/contacts`, { token: alice, body: { name: 'Alice', phone: '+77011112233', dealer: 'kia-center-almaty' } });
    expect((await call('POST', `/api/market/applications/${purchaseId}/send`, { token: alice })).statusCode).toBe(200);

    expect((await get('/api/market/dealer/inbox', { token: alice })).statusCode).toBe(403);
    const inbox = dealerInboxSchema.parse((await get('/api/market/dealer/inbox', { token: dealerToken })).json());
    expect(inbox.items.map((i) => i.id)).toEqual(expect.arrayContaining([purchaseId, String(creditId)]));
    expect(inbox.items.find((i) => i.id === purchaseId)!.customer).toEqual({ name: 'Alice', phone: '+77011112233' });

    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const offerBody = { application: { kind: 'purchase', id: purchaseId }, trim: 'kia-k5-prestige', colour: 'black', price: 16_670_000, discount: 470_000, payment: 'cash', note: 'Зимняя резина в подарок', validUntil };
    // Another dealer cannot answer it; a buyer cannot make offers.
    expect((await call('POST', '/api/market/dealer/personal-offers', { token: otherDealerToken, body: offerBody })).statusCode).toBe(404);
    expect((await call('POST', '/api/market/dealer/personal-offers', { token: bob, body: offerBody })).statusCode).toBe(403);
    const made = await call('POST', '/api/market/dealer/personal-offers', { token: dealerToken, body: offerBody });
    expect(made.statusCode).toBe(201);
    const offer = personalOfferSchema.parse(made.json());
    expect(offer).toMatchObject({ status: 'open', finalPrice: 16_200_000, application: { kind: 'purchase', id: purchaseId } });

    const credited = await call('POST', '/api/market/dealer/personal-offers', {
      token: dealerToken,
      body: { application: { kind: 'credit', id: creditId }, trim: 'kia-k5-classic', price: 14_100_000, discount: 400_000, payment: 'credit', programme: 'kia-subsidised', downPayment: 5_000_000, months: 36, validUntil },
    });
    expect(credited.statusCode).toBe(201);
    expect(personalOfferSchema.parse(credited.json()).credit!.monthlyPayment).toBeGreaterThan(0);

    // The applicant and the dealer see it; nobody else does.
    expect(personalOfferSchema.parse((await get(`/api/market/personal-offers/${offer.id}`, { token: alice })).json()).viewer).toBe('applicant');
    expect(personalOfferSchema.parse((await get(`/api/market/personal-offers/${offer.id}`, { token: dealerToken })).json()).viewer).toBe('dealer');
    expect((await get(`/api/market/personal-offers/${offer.id}`, { token: bob })).statusCode).toBe(404);
    expect((await get(`/api/market/personal-offers/${offer.id}`, { token: otherDealerToken })).statusCode).toBe(404);
    expect((await call('POST', `/api/market/personal-offers/${offer.id}/answer`, { token: dealerToken, body: { answer: 'accept' } })).statusCode).toBe(404);

    const mine = myMarketSchema.parse((await get('/api/market/my', { token: alice })).json());
    expect(mine.applications.find((a) => a.id === purchaseId)!.status).toBe('answered');
    expect(mine.personalOffers.map((p) => p.id)).toContain(offer.id);

    const accepted = await call('POST', `/api/market/personal-offers/${offer.id}/answer`, { token: alice, body: { answer: 'accept' } });
    expect(accepted.json().status).toBe('accepted');
    expect((await call('POST', `/api/market/personal-offers/${offer.id}/answer`, { token: alice, body: { answer: 'decline' } })).json().code).toBe('offer_answered');
    const after = myMarketSchema.parse((await get('/api/market/my', { token: alice })).json());
    expect(after.applications.find((a) => a.id === purchaseId)!.status).toBe('closed');
    expect(myMarketSchema.parse((await get('/api/market/my', { token: dealerToken })).json()).dealer).toEqual({ slug: 'kia-center-almaty', name: 'kia-center-almaty name' });
  });
});

describe('OpenAPI', () => {
  it('gives every market operation an operationId', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/market') || path.startsWith('/media/market'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, id: op.operationId })));
    expect(ops.length).toBeGreaterThanOrEqual(30);
    expect(ops.filter((o) => !o.id)).toEqual([]);
    expect(new Set(ops.map((o) => o.id)).size).toBe(ops.length);
  });
});

describe('bad input', () => {
  it('answers 400, never 500, to dates that do not exist', async () => {
    expect((await get('/api/market/dealers/kia-center-almaty/test-drive-slots?brand=kia&model=k5&from=2026-13-45')).statusCode).toBe(400);
    const validUntil = '2026-02-30';
    const res = await call('POST', '/api/market/dealer/personal-offers', {
      token: dealerToken,
      body: { application: { kind: 'credit', id: 1 }, trim: 'kia-k5-classic', price: 14_000_000, payment: 'cash', validUntil },
    });
    expect(res.statusCode).toBe(400);
  });
});
