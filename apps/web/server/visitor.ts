import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The visitor, as this server asserts it to the API: address, protocol and host (as Fastify resolves them, trusting
 * `X-Forwarded-*` only from the proxies in `TRUST_PROXY`) and the device id (`jolda_vid` cookie), signed with a secret
 * only this server and the API share. The API keeps forwarded headers only when the signature holds
 * (`apps/api/src/lib/visitor.ts`), so nobody else, not even a process on loopback, can claim an address.
 */
export const EDGE_HEADER = 'x-jolda-edge';
export const DEVICE_HEADER = 'x-jolda-device';
/** Headers a client must never get through to the API (or into the server render) on its own. */
export const ASSERTED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip', EDGE_HEADER, DEVICE_HEADER] as const;
export const VISITOR_COOKIE = 'jolda_vid';
const DEVICE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Visitor {
  ip: string;
  proto: 'http' | 'https';
  host: string;
  /** The `jolda_vid` cookie when it is a well-formed id. */
  device: string | null;
}

export function deviceFrom(cookies: Record<string, string | undefined>): string | null {
  const id = cookies[VISITOR_COOKIE];
  return id && DEVICE_RE.test(id) ? id.toLowerCase() : null;
}

export function edgeSignature(secret: string, ts: number, ip: string, proto: string, host: string, device: string): string {
  return createHmac('sha256', secret).update(`v1\n${ts}\n${ip}\n${proto}\n${host}\n${device}`).digest('base64url');
}

/** The headers that carry `visitor` to the API. */
export function visitorHeaders(secret: string, visitor: Visitor, now = Date.now()): Record<string, string> {
  const ts = Math.floor(now / 1000);
  const device = visitor.device ?? '';
  return {
    'x-forwarded-for': visitor.ip,
    'x-forwarded-proto': visitor.proto,
    'x-forwarded-host': visitor.host,
    ...(device ? { [DEVICE_HEADER]: device } : {}),
    [EDGE_HEADER]: `v1.${ts}.${edgeSignature(secret, ts, visitor.ip, visitor.proto, visitor.host, device)}`,
  };
}

/**
 * The secret shared with the API: `EDGE_SECRET` (production: the same value for every web server and API instance),
 * else the file the API generates next to its data folder (`DATA_DIR`'s parent, `./data` by default), created here
 * first when this process starts before the API (both write it the same way: the first complete file wins).
 */
export function edgeSecret(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const fromEnv = env['EDGE_SECRET'];
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('EDGE_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = resolve(dirname(resolve(cwd, env['DATA_DIR'] ?? './data/pglite')), 'edge-secret');
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  const existing = read();
  if (existing.length >= 32) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    if (existing) renameSync(tmp, file);
    else linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  return read();
}

/**
 * `TRUST_PROXY` for Fastify: unset/`false` = trust nobody (the socket's address is the visitor's), `true` = trust every
 * hop (only when nothing can reach this server but the proxy), a number = that many hops, otherwise a comma-separated
 * list of addresses/CIDRs (`127.0.0.1,10.0.0.0/8`): the load balancer or CDN in front of this server.
 */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
