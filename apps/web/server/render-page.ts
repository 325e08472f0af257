import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pageSecurityHeaders } from './security';

export type RenderFn = (input: { request: Request; nonce: string }) => Promise<Response>;

/** Renders a page with the SSR entry and streams it, compressed, with the page's security headers. */
export async function renderPage(render: RenderFn, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const nonce = crypto.randomBytes(16).toString('base64');
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(url, { method: req.method === 'HEAD' ? 'GET' : req.method, headers });
  const response = await render({ request, nonce });

  const out: Record<string, string | string[]> = { ...pageSecurityHeaders(nonce) };
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    out[key] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) out['set-cookie'] = setCookies;
  out['cache-control'] = 'private, no-cache';
  out['vary'] = 'Accept-Encoding, Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent';

  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    res.writeHead(response.status, out);
    res.end();
    return;
  }

  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoder = /\bbr\b/.test(accept)
    ? zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      })
    : /\bgzip\b/.test(accept)
      ? zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH })
      : null;
  if (encoder) out['content-encoding'] = /\bbr\b/.test(accept) ? 'br' : 'gzip';
  delete out['content-length'];
  res.writeHead(response.status, out);
  if (req.method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (encoder) await pipeline(body, encoder, res);
  else await pipeline(body, res);
}
