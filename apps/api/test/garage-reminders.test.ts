import { createECDH, randomBytes } from 'node:crypto';
import { MRP_BY_YEAR } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { leadOf, reminderMessage, sendGarageReminders } from '../src/garage/reminder-push.js';
import { PushSender, type WebPushLib, outboxProvider, webPushProvider } from '../src/push/sender.js';
import { generateVapidKeys } from '../src/push/vapid.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
/** The garage's "today" in the API (reminders sent on subscribing and on changes use it). */
const NOW = new Date('2026-11-26T09:00:00Z');

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig(), garageClock: () => NOW });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  await f.model(brand.id, { slug: 'rav4', name: 'RAV4' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string, lang = 'ru') => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
const newUser = async () => {
  const u = await f.user({});
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const subscribe = (token: string, lang = 'ru', s = browserSubscription()) =>
  app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: s, headers: as(token, lang) });
const addCar = async (token: string, body: Record<string, unknown>) => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/garage/cars',
    payload: { brand: 'toyota', model: 'camry', year: 2019, mileage: 80_000, ...body },
    headers: as(token),
  });
  expect(r.statusCode).toBe(201);
  return r.json().id as number;
};
const outbox = async (db: Db, userId: number) =>
  (await db.query<{ title: string; body: string; url: string; tag: string; locale: string }>(
    'select title, body, url, tag, locale from push_outbox where user_id = $1 order by id',
    [userId],
  )).map((r) => ({ ...r }));
const claims = async (userId: number) =>
  (await t.db.query<{ kind: string; lead_days: number; due: string; delivered: number | null }>(
    `select kind, lead_days, to_char(due_date, 'YYYY-MM-DD') as due, delivered from garage_reminder_pushes where user_id = $1 order by kind, lead_days`,
    [userId],
  )).map((r) => ({ kind: r.kind, lead: Number(r.lead_days), due: r.due, delivered: r.delivered === null ? null : Number(r.delivered) }));
const outboxSender = () => new PushSender(t.db, outboxProvider(t.db));

describe('lead times', () => {
  it('take the nearest of 30, 7 and 1 days not passed yet, none when overdue or far', () => {
    expect([45, 31, 30, 8, 7, 2, 1, 0, -1, null].map(leadOf)).toEqual([null, null, 30, 30, 7, 7, 1, 1, null, null]);
  });

  it('messages say what, when and for which car, in Russian and Kazakh, and open the car in the garage', () => {
    const r = {
      carId: 7,
      userId: 1,
      kind: 'tax' as const,
      dueDate: '2027-04-01',
      leadDays: 7,
      daysLeft: 5,
      car: { brand: 'Toyota', model: 'Camry', plate: '777 ABC 02' },
      tax: { year: 2026, amount: 25_950 },
    };
    expect(reminderMessage(r, 'ru')).toEqual({
      title: 'Срок уплаты транспортного налога — через 5 дней',
      body: 'Toyota Camry, 777 ABC 02 — налог за 2026 год около 25\u00a0950\u00a0₸, оплатить до 01.04.2027.',
      url: '/garage#car-7',
      tag: 'garage-7-tax',
    });
    expect(reminderMessage(r, 'kk')).toMatchObject({
      title: 'Көлік салығын төлеу мерзімі 5 күннен кейін',
      body: 'Toyota Camry, 777 ABC 02 — 2026 жылғы салық шамамен 25\u00a0950\u00a0₸, 01.04.2027 дейін төлеу керек.',
      url: '/kk/garage#car-7',
    });
    const ins = { ...r, kind: 'insurance' as const, tax: null, car: { ...r.car, plate: null } };
    expect(reminderMessage({ ...ins, daysLeft: 1 }, 'ru').title).toBe('Полис ОГПО заканчивается завтра');
    expect(reminderMessage({ ...ins, daysLeft: 22 }, 'ru').title).toBe('Полис ОГПО заканчивается через 22 дня');
    expect(reminderMessage({ ...ins, daysLeft: 21 }, 'ru').title).toBe('Полис ОГПО заканчивается через 21 день');
    expect(reminderMessage({ ...ins, daysLeft: 12 }, 'ru').title).toBe('Полис ОГПО заканчивается через 12 дней');
    expect(reminderMessage({ ...ins, daysLeft: 0 }, 'kk').title).toBe('ОГПО полисінің мерзімі бүгін бітеді');
    expect(reminderMessage({ ...ins, kind: 'inspection', daysLeft: 7 }, 'kk')).toMatchObject({
      title: 'Техбайқау мерзімі 7 күннен кейін бітеді',
      body: 'Toyota Camry — техбайқау 01.04.2027 дейін жарамды.',
    });
  });
});

describe('reminders by push', () => {
  it('go out when a driver subscribes, each due date once at each lead time, in the browser’s language', async () => {
    const u = await newUser();
    // Insurance in 5 days (lead 7), inspection in 25 (lead 30), tax of 2026 due 1 April 2027 (126 days: not yet).
    const car = await addCar(u.token, { plate: '777 ABC 02', engineVolume: 2.5, insuranceUntil: '2026-12-01', inspectionUntil: '2026-12-21' });
    // No browser subscribed: nothing is sent or claimed.
    expect(await claims(u.id)).toEqual([]);
    const browser = browserSubscription();
    expect((await subscribe(u.token, 'kk', browser)).statusCode).toBe(201);
    const sent = await outbox(t.db, u.id);
    expect(sent).toEqual([
      {
        title: 'ОГПО полисінің мерзімі 5 күннен кейін бітеді',
        body: 'Toyota Camry, 777 ABC 02 — полис 01.12.2026 дейін жарамды. Сақтандырусыз жүрмеу үшін оны уақытында ұзартыңыз.',
        url: `/kk/garage#car-${car}`,
        tag: `garage-${car}-insurance`,
        locale: 'kk',
      },
      {
        title: 'Техбайқау мерзімі 25 күннен кейін бітеді',
        body: 'Toyota Camry, 777 ABC 02 — техбайқау 21.12.2026 дейін жарамды.',
        url: `/kk/garage#car-${car}`,
        tag: `garage-${car}-inspection`,
        locale: 'kk',
      },
    ]);
    expect(await claims(u.id)).toEqual([
      { kind: 'inspection', lead: 30, due: '2026-12-21', delivered: 1 },
      { kind: 'insurance', lead: 7, due: '2026-12-01', delivered: 1 },
    ]);
    // The job runs again (every hour, on every instance), the browser subscribes again: nothing new.
    await sendGarageReminders(t.db, outboxSender(), '2026-11-26');
    await sendGarageReminders(t.db, outboxSender(), '2026-11-27');
    await subscribe(u.token, 'kk', browser);
    expect(await outbox(t.db, u.id)).toHaveLength(2);
    // A day before the policy ends: the 1-day reminder; the inspection's 7-day one on 14 December.
    await sendGarageReminders(t.db, outboxSender(), '2026-11-30');
    await sendGarageReminders(t.db, outboxSender(), '2026-12-14');
    await sendGarageReminders(t.db, outboxSender(), '2026-12-14');
    expect((await outbox(t.db, u.id)).slice(2).map((m) => m.title)).toEqual([
      'ОГПО полисінің мерзімі ертең бітеді',
      'Техбайқау мерзімі 7 күннен кейін бітеді',
    ]);
    // Overdue dates send nothing more.
    await sendGarageReminders(t.db, outboxSender(), '2027-01-10');
    expect(await outbox(t.db, u.id)).toHaveLength(4);
  });

  it('a new policy date is a new reminder; the tax is reminded before 1 April with its amount', async () => {
    const u = await newUser();
    await subscribe(u.token);
    const car = await addCar(u.token, { vin: 'JTNB11HK103456780', engineVolume: 2.5, insuranceUntil: '2026-11-30' });
    expect((await outbox(t.db, u.id)).map((m) => m.title)).toEqual(['Полис ОГПО заканчивается через 4 дня']);
    // Renewed: the garage gets the new date; a year later its reminders start again.
    const put = await app.inject({ method: 'PUT', url: `/api/garage/cars/${car}`, payload: { insuranceUntil: '2027-11-30' }, headers: as(u.token) });
    expect(put.statusCode).toBe(200);
    expect(await outbox(t.db, u.id)).toHaveLength(1);
    await sendGarageReminders(t.db, outboxSender(), '2027-03-25');
    const tax = (await outbox(t.db, u.id)).at(-1)!;
    expect(tax.title).toBe('Срок уплаты транспортного налога — через 7 дней');
    expect(tax.body).toContain(`${new Intl.NumberFormat('ru-RU').format(6 * MRP_BY_YEAR[2026]!).replace(/\s/g, '\u00a0')}\u00a0₸`);
    await sendGarageReminders(t.db, outboxSender(), '2027-10-31');
    expect((await outbox(t.db, u.id)).at(-1)!.title).toBe('Полис ОГПО заканчивается через 30 дней');
    // Someone else's car is never reminded to me, and a car without dates or engine sends nothing.
    const other = await newUser();
    await subscribe(other.token);
    await addCar(other.token, { vin: 'JTNB11HK103456781', model: 'rav4' });
    await sendGarageReminders(t.db, outboxSender(), '2027-10-31');
    expect(await outbox(t.db, other.id)).toEqual([]);
  });

  it('simultaneous runs (several API instances) send every reminder exactly once', async () => {
    const drivers = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    for (const [i, d] of drivers.entries()) {
      await addCar(d.token, { vin: `JTNB11HK1034560${10 + i}`, engineVolume: 2.0, insuranceUntil: '2027-01-05', inspectionUntil: '2027-01-20' });
      await addCar(d.token, { vin: `JTNB11HK1034561${10 + i}`, model: 'rav4', engineVolume: 1.6, insuranceUntil: '2027-01-03' });
    }
    // Subscribed behind the API's back, so nothing went out yet.
    for (const d of drivers) {
      const s = browserSubscription();
      await t.db.query('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [d.id, s.endpoint, s.keys.p256dh, s.keys.auth]);
    }
    const handles: Db[] = [t.db];
    if (t.another) handles.push(await t.another(), await t.another());
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const db = handles[i % handles.length]!;
        return sendGarageReminders(db, new PushSender(db, outboxProvider(db)), '2026-12-29');
      }),
    );
    // Each driver: insurance in 7 and 5 days (lead 7), inspection in 22 (lead 30) → 3 reminders; 12 in all.
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const d of drivers) {
      const sent = await outbox(t.db, d.id);
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((m) => m.tag)).size).toBe(3);
      expect((await claims(d.id)).map((c) => c.delivered)).toEqual([1, 1, 1]);
    }
  });

  it('a browser its push service has dropped (410) is removed, and its reminder is not sent again', async () => {
    const u = await newUser();
    await addCar(u.token, { vin: 'JTNB11HK103456799', insuranceUntil: '2026-12-20' });
    const s = browserSubscription();
    await t.db.query('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [u.id, s.endpoint, s.keys.p256dh, s.keys.auth]);
    let calls = 0;
    const gone: WebPushLib = {
      async sendNotification() {
        calls++;
        throw Object.assign(new Error('Gone'), { statusCode: 410 });
      },
    };
    const sender = new PushSender(t.db, webPushProvider({ ...generateVapidKeys(), subject: 'mailto:test@jolda.kz' }, gone));
    expect(await sendGarageReminders(t.db, sender, '2026-12-13', u.id)).toEqual({ sent: 1, delivered: 0 });
    expect(calls).toBe(1);
    expect(await t.db.query('select 1 from push_subscriptions where user_id = $1', [u.id])).toEqual([]);
    expect(await claims(u.id)).toEqual([{ kind: 'insurance', lead: 7, due: '2026-12-20', delivered: 0 }]);
    // The driver subscribes again: that reminder was claimed already and is not sent twice.
    const again = browserSubscription();
    await t.db.query('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [u.id, again.endpoint, again.keys.p256dh, again.keys.auth]);
    expect(await sendGarageReminders(t.db, outboxSender(), '2026-12-13', u.id)).toEqual({ sent: 0, delivered: 0 });
    expect(await outbox(t.db, u.id)).toEqual([]);
  });
});
