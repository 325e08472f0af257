/**
 * The native app's web views (apps/web-view, a client-only bundle) as the web server sends them: the built
 * `index.html` (or `index.kk.html`) with what the screen of the address needs written into it, so the browser does not
 * wait for HTML → entry → catalogue → screen chunk → API → picture one after another:
 *
 * - `modulepreload` of the language's catalogue and the screen's chunk with its imports, the screen's stylesheets
 *   (the build's manifest, `.vite/manifest.json`, names them);
 * - the screen's first answers (`webViewFirstQueries` of `@jolda/api-client`, the same queries its components run),
 *   fetched from the API with the request's session cookie and written as JSON (`<script id="wv-data">`) that the
 *   bundle puts into its query cache before the first render;
 * - the picture that is the screen's largest paint, preloaded with high priority;
 * - the theme the app chose (`theme` cookie) on `<html>`, so the first paint is in it;
 * - a missing announcement, offer, brand or model is answered 404 (the screen still shows its "not found" state).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  createHttp,
  isApiRequestError,
  matchWebViewScreen,
  webViewFirstQueries,
  type Http,
  type WebViewScreenName,
} from '@jolda/api-client';
import type { Locale } from '@jolda/contracts';

/** One entry of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface WebViewBuild {
  /** The built pages by language (`index.html`, `index.kk.html`). */
  html: Record<Locale, string>;
  manifest: ViteManifest;
}

/** Reads the web-view build once at start (a build does not change under a running server); null without one. */
export function readWebViewBuild(dir: string): WebViewBuild | null {
  const read = (file: string) => {
    const abs = path.join(dir, file);
    return fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null;
  };
  const ru = read('index.html');
  if (ru === null) return null;
  const manifest = read('.vite/manifest.json');
  return { html: { ru, kk: read('index.kk.html') ?? ru.replace('<html lang="ru"', '<html lang="kk"') }, manifest: manifest ? (JSON.parse(manifest) as ViteManifest) : {} };
}

/**
 * The files a screen loads before its first render that the page itself does not name: the language's catalogue, the
 * screen's chunk and everything it imports (not the entry's own files, which the page already loads), and their
 * stylesheets. Paths are the build's (`assets/…`).
 */
export function screenAssets(manifest: ViteManifest, screen: WebViewScreenName, locale: Locale): { js: string[]; css: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loadedByPage = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string> | null) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    if (css) for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) walk(i, into, css);
  };
  if (entry) {
    const key = Object.keys(manifest).find((k) => manifest[k] === entry);
    if (key) walk(key, loadedByPage, null);
  }
  const js = new Set<string>();
  const css = new Set<string>();
  walk(`src/locales/${locale}/messages.po`, js, css);
  walk(`src/screens/${screen}.tsx`, js, css);
  const pageCss = new Set(entry ? collectCss(manifest, entry) : []);
  return { js: [...js].filter((f) => !loadedByPage.has(f)), css: [...css].filter((f) => !pageCss.has(f)) };
}

function collectCss(manifest: ViteManifest, start: ManifestChunk): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (chunk: ManifestChunk | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    out.push(...(chunk.css ?? []));
    for (const i of chunk.imports ?? []) walk(manifest[i]);
  };
  walk(start);
  return out;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside `<script>`: no `</script>`, `<!--` or line separators can end or break it. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface FirstAnswer {
  key: readonly unknown[];
  data: unknown;
  at: number;
}

/** The page with the screen's preloads, data and theme written into it. */
export function webViewHtml(
  template: string,
  opts: { base: string; js: readonly string[]; css: readonly string[]; data: readonly FirstAnswer[]; lcpImage: string | null; theme: 'light' | 'dark' | null },
): string {
  const head: string[] = [];
  if (opts.lcpImage) head.push(`<link rel="preload" as="image" href="${escapeAttr(opts.lcpImage)}" fetchpriority="high">`);
  for (const f of opts.js) head.push(`<link rel="modulepreload" crossorigin href="${opts.base}${f}">`);
  for (const f of opts.css) head.push(`<link rel="stylesheet" crossorigin href="${opts.base}${f}">`);
  let html = template.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
  if (opts.data.length) html = html.replace('<div id="root"></div>', `<div id="root"></div>\n    <script type="application/json" id="wv-data">${jsonForScript(opts.data)}</script>`);
  if (opts.theme) html = html.replace(/<html([^>]*) data-theme="system"/, `<html$1 data-theme="${opts.theme}" style="color-scheme: ${opts.theme}"`);
  return html;
}

export interface WebViewRequest {
  /** The locale-free path (`/web-view/…`) and the query string. */
  pathname: string;
  search: URLSearchParams;
  locale: Locale;
  cookies: Record<string, string | undefined>;
  /** The API for this request (its base URL, locale, the visitor's asserted headers and session). */
  http: Http;
  /** How long the page waits for the API before it goes without data (the screen then asks itself). */
  timeoutMs?: number;
}

/** The page of a web-view address: its status (404 for a missing car, offer, brand or model) and HTML. */
export async function webViewPage(build: WebViewBuild, req: WebViewRequest): Promise<{ status: number; html: string }> {
  const template = build.html[req.locale];
  const cookieTheme = req.cookies['theme'];
  const theme = cookieTheme === 'light' || cookieTheme === 'dark' ? cookieTheme : null;
  const match = matchWebViewScreen(req.pathname);
  if (!match) return { status: 404, html: webViewHtml(template, { base: '/web-view/', js: [], css: [], data: [], lcpImage: null, theme }) };

  const { js, css } = screenAssets(build.manifest, match.name, req.locale);
  const signal = AbortSignal.timeout(req.timeoutMs ?? 1500);
  let status = 200;
  let lcpImage: string | null = null;
  const data: FirstAnswer[] = [];
  const answers = await Promise.all(
    webViewFirstQueries(match, req.search, req.http).map(async (q) => {
      try {
        return { q, data: await q.queryFn({ signal }), at: Date.now() };
      } catch (error) {
        if (q.notFoundIs404 && isApiRequestError(error) && error.status === 404) status = 404;
        return null;
      }
    }),
  );
  for (const a of answers) {
    if (!a) continue;
    data.push({ key: a.q.queryKey as readonly unknown[], data: a.data, at: a.at });
    lcpImage ??= a.q.lcpImage?.(a.data) ?? null;
  }
  return { status, html: webViewHtml(template, { base: '/web-view/', js, css, data, lcpImage, theme }) };
}

/** The API client of one web-view page: the request's language and session, and the visitor as this server asserts it. */
export function webViewHttp(opts: { apiUrl: URL; locale: Locale; accessToken: string | undefined; headers: Record<string, string> }): Http {
  const http = createHttp({
    baseURL: opts.apiUrl.href.replace(/\/$/, ''),
    getLocale: () => opts.locale,
    getAccessToken: () => opts.accessToken,
    uncompressed: true,
    followRedirects: false,
    retryRateLimited: false,
  });
  for (const [name, value] of Object.entries(opts.headers)) http.instance.defaults.headers.common[name] = value;
  return http;
}
