/**
 * Many visitors for `npm run bench`, so every part runs with the product's default rate limits (600 requests a minute
 * a visitor, 6,000 an address): each request comes from one of VISITORS addresses, as real traffic does.
 *
 * - Straight to the API: the request carries the visitor's address signed with the edge secret, exactly as the web
 *   server asserts it (`apps/web/server/visitor.ts`; the API keeps only signed forwarded headers,
 *   `apps/api/src/lib/visitor.ts`). The bench starts every API with `EDGE_SECRET` set to `BENCH_EDGE_SECRET`.
 * - Through the web server: the server is started with `TRUST_PROXY=127.0.0.1` (a load balancer in front of it, as in
 *   production) and the request carries a plain `X-Forwarded-For`; the server signs it to the API itself.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const VISITORS = 5000;
export const BENCH_EDGE_SECRET = randomBytes(48).toString('base64url');
/** Env for an API process started by the bench, and for the web server in front of it. */
export const API_ENV = { EDGE_SECRET: BENCH_EDGE_SECRET };
export const WEB_ENV = { EDGE_SECRET: BENCH_EDGE_SECRET, TRUST_PROXY: '127.0.0.1' };

let n = 0;
/** The next visitor's address (10.x.y.z, VISITORS of them in turn). */
export function nextAddress() {
  const k = n++ % VISITORS;
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/** Headers of a request from a visitor (the next one by default), signed as the web server signs them (for requests straight to the API). */
export function signedVisitor(ip = nextAddress(), host = 'localhost') {
  const ts = Math.floor(Date.now() / 1000);
  const sig = createHmac('sha256', BENCH_EDGE_SECRET).update(`v1\n${ts}\n${ip}\nhttp\n${host}\n`).digest('base64url');
  return { 'x-forwarded-for': ip, 'x-forwarded-proto': 'http', 'x-forwarded-host': host, 'x-jolda-edge': `v1.${ts}.${sig}` };
}

/** Headers of a request from a visitor (the next one by default) through the web server (which trusts 127.0.0.1 as its proxy). */
export function forwardedVisitor(ip = nextAddress()) {
  return { 'x-forwarded-for': ip };
}
