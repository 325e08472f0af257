import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The visitor as the web server asserts it. Every call the web server makes to the API (the proxied browser calls and
 * the calls of a server render) carries the visitor's address, protocol, host and device id in
 * `x-forwarded-for` / `x-forwarded-proto` / `x-forwarded-host` / `x-jolda-device`, signed together in `x-jolda-edge`
 * with a secret only the two processes share (`EDGE_SECRET`, or the file next to the data folder).
 *
 * A request whose signature is valid gets exactly those values (Fastify's `req.ip` and `req.protocol` read them); any
 * other request loses every forwarded header, so `req.ip` is the socket's address whatever it claims: a client on
 * loopback can no longer spoof `X-Forwarded-For` to dodge a per-address limit.
 *
 * The same scheme is implemented by the web server (`apps/web/server/visitor.ts`); the two are tested against each
 * other's headers in the web server's tests.
 */
export const EDGE_HEADER = 'x-jolda-edge';
export const DEVICE_HEADER = 'x-jolda-device';
/** How far a signature's time may be from ours (clock skew between two machines, plus a slow upload). */
const MAX_SKEW_SECONDS = 300;
const DEVICE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function edgeSignature(secret: string, ts: number, ip: string, proto: string, host: string, device: string): string {
  return createHmac('sha256', secret).update(`v1\n${ts}\n${ip}\n${proto}\n${host}\n${device}`).digest('base64url');
}

function single(v: string | string[] | undefined): string {
  return Array.isArray(v) ? '' : (v ?? '');
}

/** The visitor's verified fields, or null when the request carries no valid signature. */
export function verifyEdgeHeaders(
  headers: FastifyRequest['headers'],
  secret: string,
  now = Date.now(),
): { ip: string; proto: string; host: string; device: string | null } | null {
  const sig = single(headers[EDGE_HEADER]);
  const m = /^v1\.(\d{1,12})\.([\w-]{43})$/.exec(sig);
  if (!m) return null;
  const ts = Number(m[1]);
  if (Math.abs(now / 1000 - ts) > MAX_SKEW_SECONDS) return null;
  const ip = single(headers['x-forwarded-for']);
  const proto = single(headers['x-forwarded-proto']);
  const host = single(headers['x-forwarded-host']);
  const device = single(headers[DEVICE_HEADER]);
  if (!ip || ip.includes(',') || (proto !== 'http' && proto !== 'https')) return null;
  const expected = Buffer.from(edgeSignature(secret, ts, ip, proto, host, device));
  const given = Buffer.from(m[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { ip, proto, host, device: DEVICE_RE.test(device) ? device.toLowerCase() : null };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's device id as the web server asserted it (`jolda_vid`), or null. */
    visitorDevice: string | null;
  }
}

/** The first hook of every request: keep the forwarded headers the web server signed, drop every other. */
export function visitorIdentity(app: FastifyInstance, secret: string): void {
  app.decorateRequest('visitorDevice', null);
  app.addHook('onRequest', async (req) => {
    const h = req.raw.headers;
    const visitor = verifyEdgeHeaders(h, secret);
    delete h[EDGE_HEADER];
    delete h[DEVICE_HEADER];
    if (visitor) {
      h['x-forwarded-for'] = visitor.ip;
      h['x-forwarded-proto'] = visitor.proto;
      if (visitor.host) h['x-forwarded-host'] = visitor.host;
      else delete h['x-forwarded-host'];
      req.visitorDevice = visitor.device;
    } else {
      delete h['x-forwarded-for'];
      delete h['x-forwarded-proto'];
      delete h['x-forwarded-host'];
    }
  });
}
