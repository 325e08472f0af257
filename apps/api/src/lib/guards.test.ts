import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { maybeSignedIn, optionalUserId, requireUser } from '../routes/auth/guard.js';
import { HttpError } from './errors.js';
import { declaresSecurity, defineGuard, deriveSecurity } from './guards.js';

const key = defineGuard([{ apiKey: [] }], async (req) => {
  if (req.headers['x-key'] !== 'k') throw new HttpError(401, 'unauthorized', 'no key');
});
const maybe = declaresSecurity([{}, { bearer: [] }]);

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

function make() {
  app = Fastify();
  app.addHook('onRoute', deriveSecurity);
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    reply.code(err.statusCode ?? 500).send({ message: err.message });
  });
  return app;
}
const security = (a: FastifyInstance, url: string) =>
  a
    .inject(url)
    .then((r) => ({ status: r.statusCode, body: r.json() as { security?: unknown; message?: string } }));

describe('deriveSecurity', () => {
  it("sets a route's security from its guards (none: public), the HEAD route too", async () => {
    const a = make();
    const echo = async (req: { routeOptions: { schema?: { security?: unknown } } }) => ({
      security: req.routeOptions.schema?.security,
    });
    a.get('/public', { schema: {} }, echo);
    a.get('/keyed', { onRequest: key, schema: {} }, echo);
    a.get('/optional', { onRequest: [maybe], schema: {} }, echo);
    a.get('/both', { onRequest: [key], preHandler: maybe, schema: {} }, echo);
    await a.ready();
    expect(await security(a, '/public')).toEqual({ status: 200, body: { security: [] } });
    expect((await security(a, '/keyed')).status).toBe(401);
    expect((await a.inject({ url: '/keyed', headers: { 'x-key': 'k' } })).json()).toEqual({
      security: [{ apiKey: [] }],
    });
    expect((await a.inject({ method: 'HEAD', url: '/keyed' })).statusCode).toBe(401);
    expect(await security(a, '/optional')).toEqual({ status: 200, body: { security: [{}, { bearer: [] }] } });
    expect((await a.inject({ url: '/both', headers: { 'x-key': 'k' } })).json()).toEqual({
      security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
    });
  });

  it('refuses a security written by hand', () => {
    const a = make();
    expect(() => a.get('/x', { schema: { security: [{ bearer: [] }] } as object }, async () => ({}))).toThrow(
      /by hand/,
    );
  });

  it('refuses (500) a guard added as a plugin hook, which the document cannot see', async () => {
    const a = make();
    await a.register(async (p) => {
      p.addHook('onRequest', key);
      p.get('/hidden-guard', { schema: {} }, async () => ({ ok: true }));
    });
    const res = await security(a, '/hidden-guard');
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/put it on the route/);
  });
});

describe('requireUser / optionalUserId', () => {
  it('answer 500 on a route without their guard (it would be documented as public)', async () => {
    const a = make();
    a.decorateRequest('user', null);
    a.get('/me', { schema: {} }, async (req) => requireUser(a, req));
    a.get('/maybe', { schema: {} }, async (req) => ({ id: await optionalUserId(a, req) }));
    a.get('/maybe-guarded', { onRequest: maybeSignedIn, schema: {} }, async (req) => ({
      id: await optionalUserId(a, req),
    }));
    const me = await security(a, '/me');
    expect(me.status).toBe(500);
    expect(me.body.message).toMatch(/signedIn guard/);
    expect((await security(a, '/maybe')).status).toBe(500);
    expect((await a.inject('/maybe-guarded')).json()).toEqual({ id: null });
  });
});
