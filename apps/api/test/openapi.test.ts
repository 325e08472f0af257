import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

/**
 * The API's OpenAPI conventions (docs/architecture.md, "API conventions"), checked on the document the API generates,
 * so a new route that breaks one fails here: a camelCase `operationId` on every operation, `security` derived from the
 * route's guard (checked against what the route does without credentials), and `redocly lint` clean.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
}
interface Doc {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { securitySchemes: Record<string, unknown> };
}

let t: TestDb;
let app: FastifyInstance;
let doc: Doc;
const operations: Array<{ method: string; path: string; op: Operation }> = [];

beforeAll(async () => {
  t = await createTestDb();
  // Outside test mode, so the flags admin guard refuses like in production.
  app = await createTestApp(t.db, { testMode: false });
  doc = (await app.inject('/api/openapi.json')).json() as Doc;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.push({ method: method.toUpperCase(), path, op });
    }
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('OpenAPI document', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const missing = operations.filter((o) => !o.op.operationId).map((o) => `${o.method} ${o.path}`);
    expect(missing, 'operations without an operationId (add `operationId` to the route schema)').toEqual([]);
    const notCamel = operations
      .filter((o) => o.op.operationId && !/^[a-z][a-zA-Z0-9]*$/.test(o.op.operationId))
      .map((o) => `${o.method} ${o.path}: ${o.op.operationId}`);
    expect(notCamel, 'operationIds that are not camelCase').toEqual([]);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const o of operations) {
      const id = o.op.operationId ?? '';
      if (seen.has(id)) twice.push(`${id}: ${seen.get(id)} and ${o.method} ${o.path}`);
      seen.set(id, `${o.method} ${o.path}`);
    }
    expect(twice, 'operationIds used twice').toEqual([]);
  });

  it('declares security on every operation, with defined schemes only', () => {
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const { method, path, op } of operations) {
      expect(Array.isArray(op.security), `${method} ${path} has no security`).toBe(true);
      for (const alternative of op.security ?? []) {
        for (const name of Object.keys(alternative))
          expect(schemes, `${method} ${path}: scheme ${name}`).toContain(name);
      }
    }
    // The guards are really used: signed-in routes, optional ones, public ones, and the flags' own keys.
    const ids = (pred: (s: Operation['security']) => boolean) =>
      operations.filter((o) => pred(o.op.security)).map((o) => o.op.operationId);
    expect(ids((s) => JSON.stringify(s) === '[{"bearer":[]}]')).toEqual(
      expect.arrayContaining(['getProfile', 'listFavourites', 'createAnnouncement']),
    );
    expect(ids((s) => JSON.stringify(s) === '[{},{"bearer":[]}]')).toEqual(
      expect.arrayContaining(['getAnnouncement', 'submitNpsAnswer']),
    );
    expect(ids((s) => JSON.stringify(s) === '[]')).toEqual(
      expect.arrayContaining(['searchAnnouncements', 'listBrands']),
    );
    expect(ids((s) => JSON.stringify(s) === '[{"unleashClientKey":[]}]')).toEqual([
      'getFrontendToggles',
      'sendFrontendMetrics',
    ]);
  });

  it('matches what each operation does without credentials: refused iff it declares no public alternative', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      // Any value for path parameters: a guarded route refuses before it reads them.
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      const refused = res.statusCode === 401 || res.statusCode === 403;
      const security = op.security ?? [];
      const needsCredentials = security.length > 0 && security.every((alt) => Object.keys(alt).length > 0);
      if (refused !== needsCredentials) {
        wrong.push(
          `${method} ${path} (${op.operationId}): security ${JSON.stringify(op.security)}, answered ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong, 'operations whose declared security disagrees with their guard').toEqual([]);
  });

  it('passes `redocly lint` (redocly.yaml)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jolda-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc, null, 2));
      const run = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          file,
          '--config',
          join(root, 'redocly.yaml'),
          '--format',
          'json',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const out = run.stdout.slice(run.stdout.indexOf('{'));
      const report = JSON.parse(out) as {
        problems: Array<{
          ruleId: string;
          severity: string;
          message: string;
          location: Array<{ pointer: string }>;
        }>;
      };
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
