import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { RenderedPage } from '../src/app/entry-server';
import { pageSecurityHeaders } from './security';

export type RenderFn = (input: { request: Request; nonce: string }) => Promise<RenderedPage>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Renders a page with the SSR entry and sends it, compressed, with the page's security headers. */
export async function renderPage(render: RenderFn, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const nonce = crypto.randomBytes(16).toString('base64');
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(url, { method: req.method === 'HEAD' ? 'GET' : req.method, headers });
  const page = await render({ request, nonce });

  const out: Record<string, string | string[]> = { ...pageSecurityHeaders(nonce) };
  page.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    out[key] = value;
  });
  const setCookies = page.headers.getSetCookie();
  if (setCookies.length) out['set-cookie'] = setCookies;
  out['cache-control'] = 'private, no-cache';
  out['vary'] = 'Accept-Encoding, Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent';

  const location = page.headers.get('location');
  if (page.status >= 300 && page.status < 400 && location) {
    res.writeHead(page.status, out);
    res.end();
    return;
  }

  // The page is one buffer by now (nothing streams in later), so it is compressed in one call, off the main thread.
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  const html = page.html ?? Buffer.alloc(0);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? await gzip(html, { level: 6 })
        : html;
  if (encoding) out['content-encoding'] = encoding;
  out['content-length'] = String(body.length);
  res.writeHead(page.status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}
