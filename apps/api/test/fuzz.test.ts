import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload } from '../src/db/repositories/uploads.js';
import { DEV_UNLEASH_CLIENT_KEY } from '../src/routes/flags/index.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

/**
 * Every operation of `/api/openapi.json`, sent malformed: one path or query parameter or one body field at a time
 * replaced by a hostile value (NUL, lone surrogates, huge and negative numbers, wrong types, deep nesting, long text,
 * percent-encoding that is not UTF-8…), and whole bodies that are not what the operation takes. The rest of each request
 * is plausible (a real announcement id, a catalogue slug, a signed-in user on half of them), so the malformed value gets
 * past the first check and reaches the code behind it. Any 5xx fails, with the request that caused it (fast-check
 * shrinks it first). Seeded: the same requests every run.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  default?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minItems?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  additionalProperties?: boolean | Schema;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  multipart: boolean;
}

const SEED = 20_251_125;
const RUNS_PER_TARGET = 3;

let t: TestDb;
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>; components?: { schemas?: Record<string, Schema> } };
let operations: Operation[];
let token: string;
const known: Record<string, Json> = {};

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  const f = new Factory(t.db);
  const region = await f.region({ slug: 'almaty-city', plate: '02' });
  const city = await f.city({ slug: 'almaty', regionId: region.id });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  await f.generation(model.id, { slug: 'xv70', from: 2017, to: 2024 });
  const user = await f.user();
  token = await testTokens(() => t.db).signAccess(user.id);
  const mine = await f.announcement({ userId: user.id, brandId: brand.id, modelId: model.id, cityId: city.id, year: 2019, photos: 2 });
  const other = await f.user();
  await f.announcement({ userId: other.id, brandId: brand.id, modelId: model.id, cityId: city.id, year: 2018, price: 12_000_000 });
  const upload = randomBytes(16).toString('base64url');
  const hash = randomBytes(32).toString('hex');
  await insertUpload(t.db, { id: upload, userId: user.id, format: 'png', width: 800, height: 600, bytes: 1000, contentHash: hash, phash: hash.slice(0, 16) });
  // Plausible values by name, so one malformed field is all that is wrong with a request.
  Object.assign(known, {
    id: mine,
    announcementId: mine,
    ids: `${mine}`,
    brand: 'toyota',
    model: 'camry',
    generation: 'xv70',
    city: 'almaty',
    region: 'almaty-city',
    year: 2019,
    mileage: 90_000,
    price: 13_000_000,
    engineVolume: 2.5,
    phone: '+77011234567',
    photos: [upload],
    vin: 'JTNB11HK0K3000001',
    plate: '123ABC02',
    name: 'fuzz_flag',
    key: `${mine}-0`,
    size: 'card',
    uuid: '0b7f3a52-5d4e-4c1b-9d51-3f2a1c0e9b10',
    upload,
    condition: 'used',
    code: '123456',
    page: '/cars',
    comment: 'Продаёт чужую машину, просит предоплату',
    description: 'Один владелец, обслуживание у дилера.',
    score: 8,
    appName: 'jolda-web',
    instanceId: 'browser-1',
    start: '2025-05-01T10:00:00.000Z',
    stop: '2025-05-01T10:00:30.000Z',
    seller: user.id,
  });
  doc = (await app.inject({ url: '/api/openapi.json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      multipart: Boolean(op.requestBody?.content?.['multipart/form-data']) || (method !== 'get' && path.includes('/uploads/')),
    })),
  );
  // What ends things (deleting the announcement the others use, signing out) goes last.
  const last = (o: Operation) => (o.method === 'DELETE' || o.path.startsWith('/auth/logout') ? 1 : 0);
  operations.sort((a, b) => last(a) - last(b));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

function resolve(s: Schema | undefined): Schema | undefined {
  if (s?.$ref) return doc.components?.schemas?.[s.$ref.split('/').pop()!];
  return s;
}

/** Whether a known value is of the schema's kind (`id` is a number in one place and an upload's id in another). */
function fits(value: Json, schema: Schema | undefined): boolean {
  const s = resolve(schema);
  if (!s) return true;
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.some((u) => fits(value, u));
  if (s.enum) return s.enum.includes(value);
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
  if (types.length && !types.some((t) => t === type || (t === 'integer' && type === 'number' && Number.isInteger(value)))) return false;
  if (typeof value === 'string' && s.pattern && !new RegExp(s.pattern, 'u').test(value)) return false;
  if (Array.isArray(value) && s.items) return value.every((v) => fits(v, s.items));
  return true;
}

/** A plausible value for a schema: its known value by name when it fits, else one made from the schema. */
function plausible(schema: Schema | undefined, name?: string, depth = 0): Json | undefined {
  if (name && name in known && fits(known[name]!, schema)) return known[name]!;
  const s = resolve(schema);
  if (!s || depth > 8) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0]!;
  const union = s.anyOf ?? s.oneOf;
  if (union) return plausible(union.find((u) => resolve(u)?.type !== 'null') ?? union[0], undefined, depth + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((a) => plausible(a, undefined, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      // Required fields, and optional ones with a known value (an invented one would be refused for the wrong reason).
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if (!s.required?.includes(k) && !(k in known && fits(known[k]!, v))) continue;
        const value = plausible(v, k, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'array': {
      const item = plausible(s.items, undefined, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => item);
    }
    case 'string': {
      if (s.format === 'date-time') return '2025-05-01T10:00:00.000Z';
      const candidate = Object.values(known).find((v) => typeof v === 'string' && fits(v, s));
      if (candidate !== undefined) return candidate;
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** What a hostile client sends in place of one value. */
const hostile: fc.Arbitrary<Json> = fc.oneof(
  // What broke the database before (issue 17): NUL, lone surrogates, deep nesting.
  {
    weight: 3,
    arbitrary: fc.constantFrom<Json>('\u0000', 'Продаю\u0000машину', '\uD800', 'x\uDC00y', '🚗\uD83D', { 'k\u0000': 1 }, [
      'ok',
      '\uDFFF',
    ]),
  },
  fc.constantFrom<Json>(
    '',
    ' ',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '9007199254740993',
    '99999999999999999999999999',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\\',
    '%',
    'Ǆ🚗ß',
    'x'.repeat(5000),
    -1,
    0,
    1.5,
    -2147483649,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}') as Json,
    JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as Json,
    JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as Json,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 3 }),
);

/** Percent-encoding that keeps lone surrogates as the (invalid) UTF-8 a raw client would send. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}
const asText = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));
/** Raw bytes of a URL part that are not UTF-8 or not a value at all. */
const rawUrlPart: fc.Arbitrary<string> = fc.constantFrom<string>('%ED%A0%80', '%FF', '%C0%80', '%00', '%', '%zz', '..%2F..', '%2e%2e', '1%20OR%201');

/** Which part of a request is malformed, and how. */
type Change =
  | { where: 'param'; name: string; value: Json; raw: string | null }
  | { where: 'field'; name: string; value: Json }
  | { where: 'body'; value: string; contentType: string };

/** One generator per parameter, per body field, and one of whole bodies: each is tried `RUNS_PER_TARGET` times. */
function targets(op: Operation): Array<{ name: string; change: fc.Arbitrary<Change> }> {
  const out: Array<{ name: string; change: fc.Arbitrary<Change> }> = [];
  for (const p of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    out.push({
      name: `${p.in} ${p.name}`,
      change: fc
        .tuple(hostile, fc.option(rawUrlPart, { freq: 4 }))
        .map(([value, raw]): Change => ({ where: 'param', name: p.name, value, raw })),
    });
  }
  const body = resolve(op.body ?? undefined);
  const shape = resolve(body?.anyOf?.find((b) => resolve(b)?.type === 'object') ?? body);
  for (const field of Object.keys(shape?.properties ?? {})) {
    out.push({
      name: `field ${field}`,
      change: hostile.map((value): Change => ({ where: 'field', name: field, value })),
    });
  }
  if (body || op.multipart || op.method !== 'GET') {
    out.push({
      name: 'body',
      change: fc.record({
        where: fc.constant('body' as const),
        value: fc.oneof(
          fc.constantFrom('', 'null', '[]', '"x"', '1', '{', '{"a":', '\u0000', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
          hostile.map((v) => JSON.stringify(v) ?? 'null'),
          fc.string({ maxLength: 30 }),
        ),
        contentType: op.multipart
          ? fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'application/json', 'text/plain')
          : fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded'),
      }),
    });
  }
  return out;
}

function request(op: Operation, change: Change, signedIn: boolean) {
  let url = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    const mine = change.where === 'param' && change.name === p.name;
    const value = mine ? change.value : plausible(p.schema, p.name);
    if (value === undefined && !mine) continue;
    if (!mine && !p.required && p.in === 'query') continue;
    const values = Array.isArray(value) && p.in === 'query' ? value : [value as Json];
    const text = mine && change.raw ? [change.raw] : values.map((v) => encode(asText(v)));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, text[0] ?? '');
    else if (p.in === 'query') for (const v of text) query.push(`${encodeURIComponent(p.name)}=${v}`);
  }
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {};
  // The flags' frontend API wants its client key; everything else a user's token (half of the requests).
  if (op.path.startsWith('/api/frontend')) headers['authorization'] = DEV_UNLEASH_CLIENT_KEY;
  else if (signedIn && !op.path.startsWith('/auth/logout')) headers['authorization'] = `Bearer ${token}`;
  let payload: string | undefined;
  if (change.where === 'body') {
    payload = change.value;
    headers['content-type'] = change.contentType;
  } else if (op.body) {
    const body = plausible(op.body) as Record<string, Json> | undefined;
    const value = change.where === 'field' && body && typeof body === 'object' ? { ...body, [change.name]: change.value } : body;
    payload = JSON.stringify(value ?? {});
    headers['content-type'] = 'application/json';
  }
  return { method: op.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) };
}

describe('OpenAPI fuzz: malformed values for every parameter and body field of every operation', () => {
  it('the document lists the operations (a walk over nothing would pass)', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((o) => o.body).length).toBeGreaterThan(10);
  });

  it('no operation answers 5xx', async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let seed = SEED;
    for (const op of operations) {
      for (const target of targets(op)) {
        const run = fc.assert(
          fc.asyncProperty(target.change, fc.boolean(), async (change, signedIn) => {
            const req = request(op, change, signedIn);
            const res = await app.inject(req);
            sent++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500) {
              throw new Error(`${op.method} ${op.path} (${target.name}) → ${res.statusCode} ${res.body.slice(0, 200)}\n${JSON.stringify(req).slice(0, 500)}`);
            }
          }),
          { seed: seed++, numRuns: RUNS_PER_TARGET },
        );
        // Every target is tried, so one run names every operation that fails.
        await run.catch((e: unknown) => failures.push(`${op.method} ${op.path} (${target.name}): ${e instanceof Error ? e.message.slice(0, 1500) : String(e)}`));
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // A few hundred requests, and most of them refused as they should be (not all 404 from a wrong URL).
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_TARGET);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 4);
  }, 300_000);
});
