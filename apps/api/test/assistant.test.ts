import {
  assistantHistorySchema,
  assistantInterpretResultSchema,
  computeCredit,
  searchQuerySchema,
  searchResultSchema,
  type AssistantEvent,
  type AssistantFilters,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seed } from '../src/db/seed/index.js';
import { parseEvents } from './assistant-helpers.js';
import { type TestDb, createTestApp, createTestDb, testConfig, testTokens } from './helpers.js';

const NOW = new Date('2026-06-01T12:00:00Z');
let t: TestDb;
let app: FastifyInstance;
const tokens = testTokens(() => t.db);

beforeAll(async () => {
  t = await createTestDb();
  await seed(t.db, { announcements: 600, now: NOW });
  app = await createTestApp(t.db, { assistant: { llm: null, chatPerMinute: 1000 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t.close();
});

const interpret = async (text: string, locale: 'ru' | 'kk' = 'ru', context?: unknown) => {
  const res = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text, locale, context } });
  expect(res.statusCode).toBe(200);
  return assistantInterpretResultSchema.parse(res.json());
};

const chat = async (text: string, locale: 'ru' | 'kk' = 'ru', context?: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/assistant/chat',
    payload: { text, locale, context },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  return parseEvents(res.body);
};

/** The search API's answer for the same filters (the cards the assistant shows must be these). */
async function searchFor(filters: AssistantFilters, pageSize = 50) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, pageSize })) query.set(k, Array.isArray(v) ? v.join(',') : String(v));
  const res = await app.inject({ method: 'GET', url: `/api/announcements?${query}` });
  expect(res.statusCode).toBe(200);
  return searchResultSchema.parse(res.json());
}

const textOf = (events: AssistantEvent[]) => events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('');

describe('POST /api/assistant/interpret', () => {
  it('reads Russian and Kazakh requests into the query object of GET /api/announcements, only the keys they imply', async () => {
    const ru = await interpret('камри 70 до 15 млн в Алматы');
    expect(ru.filters).toEqual({ brand: ['toyota'], model: 'camry', generation: 'xv70', city: 'almaty', priceTo: 15_000_000 });
    expect(ru.plan).toEqual({ tool: 'search' });
    const kk = await interpret('Алматыда 10 миллионға дейін кроссовер', 'kk');
    expect(kk.filters).toEqual({ city: 'almaty', body: ['crossover'], priceTo: 10_000_000 });
    // The search contract takes them as they are: parsed, they only gain the defaults of sort and page.
    for (const f of [ru.filters, kk.filters]) {
      const { sort, page, pageSize, ...rest } = searchQuerySchema.parse(f);
      expect(rest).toEqual(f);
      expect({ sort, page, pageSize }).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    }
  });

  it('refines the previous request with a follow-up and starts over on "сбросить"', async () => {
    const first = await interpret('камри до 12 млн в Алматы');
    const cheaper = await interpret('а подешевле?', 'ru', first.context);
    expect(cheaper.filters).toEqual({ ...first.filters, sort: 'cheapest' });
    const astana = await interpret('а в Астане?', 'ru', cheaper.context);
    expect(astana.filters).toEqual({ ...cheaper.filters, city: 'astana' });
    const kk = await interpret('тек автомат', 'kk', astana.context);
    expect(kk.filters.transmission).toEqual(['automatic', 'cvt', 'robot', 'tiptronic']);
    const reset = await interpret('сбросить', 'ru', kk.context);
    expect(reset.plan).toEqual({ tool: 'reset' });
    expect(reset.filters).toEqual({});
    expect(reset.context.filters).toEqual({});
  });

  it('names the words it did not use', async () => {
    const r = await interpret('камри фиолетовая с люком');
    expect(r.filters).toEqual({ brand: ['toyota'], model: 'camry', color: ['purple'] });
    expect(r.unknown).toEqual(['люком']);
    expect((await interpret('камри 70')).unknown).toBeUndefined();
  });

  it('refuses an empty or too long message and a forged context with 400 per field', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: '   ', locale: 'ru' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', fields: { text: expect.any(Array) } });
    const long = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: 'камри '.repeat(200), locale: 'ru' } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['text']);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/assistant/interpret',
      payload: { text: 'а подешевле?', locale: 'ru', context: { filters: { priceTo: -5, brand: ['<script>'] }, turns: 1 } },
    });
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().fields).sort()).toEqual(['context.filters.brand.0', 'context.filters.priceTo']);
    const locale = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: 'камри', locale: 'en' } });
    expect(locale.statusCode).toBe(400);
  });

  it("takes the buyer's remembered city for a first search that names no place, and answers from it (issue 23 item 5)", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: 'камри до 12 млн', locale: 'ru', city: 'almaty' } });
    expect(res.statusCode).toBe(200);
    expect(assistantInterpretResultSchema.parse(res.json()).filters).toMatchObject({ brand: ['toyota'], model: 'camry', city: 'almaty' });
    const named = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: 'камри в Астане', locale: 'ru', city: 'almaty' } });
    expect(named.json().filters.city).toBe('astana');
    const bad = await app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: { text: 'камри', locale: 'ru', city: '<b>' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['city']);

    const chatRes = await app.inject({ method: 'POST', url: '/api/assistant/chat', payload: { text: 'камри', locale: 'ru', city: 'almaty' } });
    const events = parseEvents(chatRes.body);
    const meta = events.find((e) => e.type === 'meta');
    expect(meta && meta.type === 'meta' ? meta.filters.city : null).toBe('almaty');
    const cards = events.flatMap((e) => (e.type === 'cards' ? e.items : []));
    for (const card of cards) expect(card.city.slug).toBe('almaty');
  });

  it('declares an operationId for every assistant operation', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/assistant'))
      .flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => `${m} ${p} ${op.operationId}`));
    expect(ops.sort()).toEqual([
      'delete /api/assistant/history assistantHistoryClear',
      'get /api/assistant/history assistantHistory',
      'post /api/assistant/chat assistantChat',
      'post /api/assistant/interpret assistantInterpret',
    ]);
  });
});

describe('POST /api/assistant/chat (local provider)', () => {
  it('streams meta, text, real announcement cards of the filters, suggestions and done', async () => {
    const events = await chat('тойота камри в Алматы');
    expect(events[0]!.type).toBe('meta');
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'local' });
    const meta = events[0] as Extract<AssistantEvent, { type: 'meta' }>;
    expect(meta.filters).toEqual({ brand: ['toyota'], model: 'camry', city: 'almaty' });
    const cards = events.find((e) => e.type === 'cards') as Extract<AssistantEvent, { type: 'cards' }>;
    const search = await searchFor(meta.filters);
    // The same announcements, in the same order, as the search shows for the same filters.
    expect(cards.total).toBe(search.total);
    expect(cards.items.map((c) => c.id)).toEqual(search.items.slice(0, cards.items.length).map((c) => c.id));
    expect(cards.items.length).toBe(Math.min(6, search.total));
    for (const c of cards.items) {
      expect(c.status).toBe('published');
      expect([c.brand.slug, c.model.slug, c.city.slug]).toEqual(['toyota', 'camry', 'almaty']);
    }
    expect(textOf(events)).toContain(`Нашёл ${search.total}`);
    expect(events.some((e) => e.type === 'suggestions' && e.items.length > 0)).toBe(true);
  });

  it('answers in Kazakh with Kazakh place names', async () => {
    const events = await chat('Астанада 10 миллионға дейін седан', 'kk');
    const text = textOf(events);
    expect(text).toMatch(/таптым|хабарландыру жоқ/);
    expect(text).toContain('Астана');
    expect(text).not.toMatch(/Нашёл|объявлен/);
    const cards = events.find((e) => e.type === 'cards') as Extract<AssistantEvent, { type: 'cards' }>;
    for (const c of cards.items) {
      expect(c.price).toBeLessThanOrEqual(10_000_000);
      expect(c.body).toBe('sedan');
      expect(c.city.slug).toBe('astana');
    }
  });

  it('gives price figures computed from the published announcements of the filters', async () => {
    const events = await chat('сколько стоит камри?');
    const stats = events.find((e) => e.type === 'stats') as Extract<AssistantEvent, { type: 'stats' }>;
    const rows = await t.db.query<{ price: string | number }>(
      `select a.price from announcements a join models m on m.id = a.model_id join brands b on b.id = a.brand_id
       where a.status = 'published' and b.slug = 'toyota' and m.slug = 'camry' order by a.price`,
    );
    const prices = rows.map((r) => Number(r.price));
    // Quartiles by linear interpolation (PostgreSQL's percentile_cont), computed here by hand.
    const q = (p: number) => {
      const x = p * (prices.length - 1);
      const lo = Math.floor(x);
      return Math.round(prices[lo]! + (prices[Math.min(lo + 1, prices.length - 1)]! - prices[lo]!) * (x - lo));
    };
    expect(stats.stats).toMatchObject({ count: prices.length, median: q(0.5), q1: q(0.25), q3: q(0.75), min: prices[0], max: prices.at(-1) });
    expect(stats.facts).toMatchObject({ brand: { slug: 'toyota' }, model: { slug: 'camry', name: 'Camry' } });
    expect(textOf(events)).toContain('медианная цена');
  });

  it('compares two models, computes a credit payment with the market calculator, explains a term', async () => {
    const cmp = await chat('что лучше камри или соната');
    const items = (cmp.find((e) => e.type === 'compare') as Extract<AssistantEvent, { type: 'compare' }>).items;
    expect(items.map((x) => x.model.slug)).toEqual(['camry', 'sonata']);
    expect(textOf(cmp)).toContain('Camry');

    const credit = await chat('какой будет платеж если взять за 10 млн на 5 лет');
    const c = (credit.find((e) => e.type === 'credit') as Extract<AssistantEvent, { type: 'credit' }>).credit;
    const expected = computeCredit({ price: 10_000_000, downPayment: 2_000_000, months: 60, annualRate: 21 });
    expect(c).toMatchObject({ price: 10_000_000, downPayment: 2_000_000, months: 60, monthlyPayment: expected.monthlyPayment, effectiveRate: expected.effectiveRate });

    const term = await chat('Растаможка деген не?', 'kk');
    expect(term.find((e) => e.type === 'term')).toMatchObject({ entry: { id: 'customs' } });
    expect(textOf(term)).toContain('кедендік');
  });

  it('says what would be found without a condition when nothing matches', async () => {
    const events = await chat('розовый гелик в Жезказгане до 1 млн');
    const cards = events.find((e) => e.type === 'cards') as Extract<AssistantEvent, { type: 'cards' }>;
    expect(cards.total).toBe(0);
    expect(textOf(events)).toMatch(/объявлений сейчас нет/);
  });

  it('links the guide: after a term explained, and for a how-to question the search cannot answer, in both languages', async () => {
    const guidesOf = (events: AssistantEvent[]) =>
      (events.find((e) => e.type === 'guides') as Extract<AssistantEvent, { type: 'guides' }> | undefined)?.items ?? [];
    // A term: its explanation, then the guide's article on it.
    const [u] = await t.db.query<{ id: number }>(`insert into users (phone) values ('+77010000103') returning id`);
    const reader = await tokens.signAccess(Number(u!.id));
    const term = await chat('что такое растаможка', 'ru', undefined, reader);
    expect(term.some((e) => e.type === 'term')).toBe(true);
    expect(guidesOf(term)[0]!.title).toMatch(/^Растаможка автомобиля/);
    // Kept with the answer: the history gives the same articles back.
    const history = assistantHistorySchema.parse(
      (await app.inject({ method: 'GET', url: '/api/assistant/history', headers: { authorization: `Bearer ${reader}` } })).json(),
    );
    expect(history.items[1]!.guides.map((g) => g.id)).toEqual(guidesOf(term).map((g) => g.id));
    const termKk = await chat('ЖТСМ деген не', 'kk');
    expect(guidesOf(termKk)[0]!.title).toMatch(/ЖТСМ/);
    // A question that is not a car search: the guide's articles instead of "not understood".
    const howTo = await chat('как зарегистрировать машину после покупки');
    expect(textOf(howTo)).toContain('Об этом есть статьи в гиде Jolda');
    expect(guidesOf(howTo)[0]!.title).toMatch(/^Регистрация автомобиля/);
    expect(howTo.some((e) => e.type === 'cards')).toBe(false);
    const howToKk = await chat('ОГПО сақтандыруын қалай рәсімдеймін', 'kk');
    expect(textOf(howToKk)).toContain('Jolda гидінде мақалалар бар');
    expect(guidesOf(howToKk)[0]!.title).toMatch(/^ОГПО/);
    // Every linked article is a published one of the answer's language (its page answers).
    for (const [events, prefix] of [[howTo, ''], [howToKk, '/kk']] as const) {
      for (const g of guidesOf(events)) {
        const page = await app.inject({ method: 'GET', url: `/api/guides/${g.category.slug}/${g.slug}`, headers: { 'accept-language': prefix ? 'kk' : 'ru' } });
        expect(page.statusCode).toBe(200);
      }
    }
    // Nothing on the subject: no link, and the answer says it did not understand.
    const nonsense = await chat('абракадабра трансцендентность');
    expect(guidesOf(nonsense)).toEqual([]);
    expect(textOf(nonsense)).toMatch(/Не понял/);
  });

  it('keeps a signed-in user\'s conversation for them only, and deletes it', async () => {
    const [u1, u2] = await t.db.query<{ id: number }>(`insert into users (phone) values ('+77010000101'), ('+77010000102') returning id`);
    const alice = await tokens.signAccess(Number(u1!.id));
    const bob = await tokens.signAccess(Number(u2!.id));
    const events = await chat('кроссовер до 10 млн', 'ru', undefined, alice);
    const done = events.at(-1) as Extract<AssistantEvent, { type: 'done' }>;
    expect(done.messageId).toBeGreaterThan(0);
    const history = async (token?: string) =>
      app.inject({ method: 'GET', url: '/api/assistant/history', headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = assistantHistorySchema.parse((await history(alice)).json());
    expect(mine.items.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(mine.items[0]!.text).toBe('кроссовер до 10 млн');
    expect(mine.items[1]!.id).toBe(done.messageId);
    expect(mine.items[1]!.filters).toEqual({ body: ['crossover'], priceTo: 10_000_000 });
    // The answer keeps who wrote it: read back, the demo interpreter's answer is still labelled as such.
    expect(mine.items.map((m) => m.provider)).toEqual([null, done.provider]);
    expect(done.provider).toBe('local');
    const shown = (events.find((e) => e.type === 'cards') as Extract<AssistantEvent, { type: 'cards' }>).items.map((c) => c.id);
    expect(mine.items[1]!.cards.map((c) => c.id)).toEqual(shown);
    expect(assistantHistorySchema.parse((await history(bob)).json()).items).toEqual([]);
    expect((await history()).statusCode).toBe(401);
    // A visitor's chat is not stored.
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from assistant_messages');
    await chat('камри');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from assistant_messages'))[0]!.n).toBe(before[0]!.n);
    const del = await app.inject({ method: 'DELETE', url: '/api/assistant/history', headers: { authorization: `Bearer ${alice}` } });
    expect(del.statusCode).toBe(204);
    expect(assistantHistorySchema.parse((await history(alice)).json()).items).toEqual([]);
  });
});

describe('per-visitor limit', () => {
  it('lets exactly the limit of simultaneous chat requests through, per visitor, and answers the rest 429', async () => {
    const at = new Date('2026-06-01T12:30:10Z');
    const limited = await buildApp({ db: t.db, config: testConfig({ assistant: { llm: null, chatPerMinute: 5 } }), assistantClock: () => at });
    try {
      const send = (ip: string) =>
        limited.inject({ method: 'POST', url: '/api/assistant/chat', payload: { text: 'камри', locale: 'ru' }, remoteAddress: ip });
      const answers = await Promise.all(Array.from({ length: 30 }, () => send('10.0.0.7')));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(25);
      const refused = answers.find((r) => r.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ code: 'assistant_rate_limited' });
      expect(refused.headers['retry-after']).toBe('50');
      // Another visitor has their own count.
      expect((await send('10.0.0.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
