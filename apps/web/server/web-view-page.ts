/**
 * The native app's web views (apps/web-view, a client-only bundle) as the web server sends them: the built
 * `index.html` (or `index.kk.html`) with what the screen of the address needs written into it, so the browser does not
 * wait for HTML → entry → catalogue → screen chunk → API → picture one after another:
 *
 * - the bundle asked for once the screen is painted, as the site's pages do (`codeAfterPaintScript`, an inline script
 *   with the request's nonce): the entry, then `modulepreload` of its imports, the language's catalogue and the
 *   screen's chunk with its imports (the build's manifest, `.vite/manifest.json`, names them), at low priority. The
 *   server's HTML is the screen; the code only makes it interactive. Linked from the head, the ~80 kB gzip of
 *   script was fetched and run before the picture that is the largest paint was painted, and Lighthouse (mobile)
 *   counted all of it in LCP: a render delay of ~0.5–1.1 s after the picture arrived, LCP 2.2–2.3 s on car-info;
 * - the screen's first answers (`webViewFirstQueries` of `@jolda/api-client`, the same queries its components run),
 *   fetched from the API with the request's session cookie and written as JSON (`<script id="wv-data">`) that the
 *   bundle puts into its query cache before the first render;
 * - the picture that is the screen's largest paint, preloaded with high priority;
 * - the theme the app chose (`theme` cookie) on `<html>`, so the first paint is in it;
 * - a missing announcement, offer, brand or model is answered 404 (the screen still shows its "not found" state);
 * - the screen itself, rendered here with those answers (the web-view build's server entry, `ssr/entry-server.js`,
 *   which the bundle hydrates), so the first paint is the screen in the page's language before any script has run;
 * - its stylesheets inlined (`<style>`, read once at start), so nothing blocks that paint: the bundle's CSS is the
 *   design system's and the screens' vanilla-extract output, ~21 kB gzip in all (`shell` ~20 kB of it), about what one
 *   more round trip costs on the app's mobile networks, and the same bytes the blocking `<link>`s fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createHttp,
  isApiRequestError,
  matchWebViewScreen,
  webViewFirstQueries,
  type Http,
  type WebViewScreenName,
} from '@jolda/api-client';
import type { Locale } from '@jolda/contracts';
import { codeAfterPaintScript } from '../src/app/code-after-paint';

/** One entry of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** What the web-view build's server entry (apps/web-view/src/entry-server.tsx) renders: `<div id="root">`'s markup. */
export type WebViewRender = (req: {
  pathname: string;
  search: string;
  locale: Locale;
  data: readonly FirstAnswer[];
  signedIn: boolean;
}) => Promise<string>;

export interface WebViewBuild {
  /** The built pages by language (`index.html`, `index.kk.html`). */
  html: Record<Locale, string>;
  manifest: ViteManifest;
  /** The build's stylesheets by path (`assets/…css`), inlined into the pages. */
  styles: Record<string, string>;
  /** The screens' server render (`ssr/entry-server.js`); null without one (the bundle then renders alone). */
  render: WebViewRender | null;
}

/** The server entry of a web-view build (`ssr/entry-server.js`), null when the build has none or it fails to load. */
export async function loadWebViewRender(dir: string): Promise<WebViewRender | null> {
  const file = path.join(dir, 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { render?: WebViewRender };
  return typeof mod.render === 'function' ? mod.render : null;
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
  const styles: Record<string, string> = {};
  const assets = path.join(dir, 'assets');
  if (fs.existsSync(assets)) {
    for (const f of fs.readdirSync(assets)) if (f.endsWith('.css')) styles[`assets/${f}`] = fs.readFileSync(path.join(assets, f), 'utf8');
  }
  return {
    html: { ru, kk: read('index.kk.html') ?? ru.replace('<html lang="ru"', '<html lang="kk"') },
    manifest: manifest ? (JSON.parse(manifest) as ViteManifest) : {},
    styles,
    render: null,
  };
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

/** A stylesheet's text inside `<style>`: nothing in it can close the element. */
const cssForStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page with the screen's preloads, data, markup and theme written into it. `styles`: the build's stylesheets by
 * path; those the page links (and the screen's own, `css`) are inlined from it, a missing one stays a link.
 */
export function webViewHtml(
  template: string,
  opts: {
    base: string;
    js: readonly string[];
    css: readonly string[];
    data: readonly FirstAnswer[];
    lcpImage: string | null;
    theme: 'light' | 'dark' | null;
    markup?: string;
    styles?: Readonly<Record<string, string>>;
    /** The request's CSP nonce: the bundle is then loaded after the first paint by an inline script carrying it. */
    nonce?: string;
  },
): string {
  const styles = opts.styles ?? {};
  // Inlined, with a `disabled` link of the same file beside it, which the browser does not fetch: the bundle's loader
  // (Vite's, when a screen's chunk is imported) sees the stylesheet as there and does not download it again.
  const stylesheet = (file: string) =>
    styles[file] !== undefined
      ? `<style data-href="${opts.base}${file}">${cssForStyle(styles[file])}</style><link rel="stylesheet" crossorigin href="${opts.base}${file}" disabled>`
      : `<link rel="stylesheet" crossorigin href="${opts.base}${file}">`;
  const head: string[] = [];
  if (opts.lcpImage) head.push(`<link rel="preload" as="image" href="${escapeAttr(opts.lcpImage)}" fetchpriority="high">`);
  for (const f of opts.css) head.push(stylesheet(f));
  // The page's own stylesheets (the entry's), inlined where they were linked.
  let html = template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (link, href: string) =>
    href.startsWith(opts.base) && styles[href.slice(opts.base.length)] !== undefined ? stylesheet(href.slice(opts.base.length)) : link,
  );
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (opts.nonce !== undefined && entry) {
    // The entry's `<script>` and `modulepreload`s (Vite's, in the template) become the loader's list, after the paint.
    const preload: string[] = [];
    html = html
      .replace(entry[0], '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (preload.push(href), ''));
    for (const f of opts.js) preload.push(`${opts.base}${f}`);
    head.push(`<script nonce="${escapeAttr(opts.nonce)}">${codeAfterPaintScript(entry[1]!, preload)}</script>`);
  } else {
    for (const f of opts.js) head.push(`<link rel="modulepreload" crossorigin href="${opts.base}${f}">`);
  }
  html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const data = opts.data.length ? `\n    <script type="application/json" id="wv-data">${jsonForScript(opts.data)}</script>` : '';
  html = html.replace('<div id="root"></div>', () => `<div id="root">${opts.markup ?? ''}</div>${data}`);
  if (opts.theme) html = html.replace(/<html([^>]*) data-theme="system"/, `<html$1 data-theme="${opts.theme}" style="color-scheme: ${opts.theme}"`);
  return html;
}

export interface WebViewRequest {
  /** The locale-free path (`/web-view/…`) and the query string. */
  pathname: string;
  search: URLSearchParams;
  locale: Locale;
  cookies: Record<string, string | undefined>;
  /** The request's CSP nonce (the inline script that loads the bundle after the first paint carries it). */
  nonce?: string;
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
  const base = '/web-view/';
  const signedIn = Boolean(req.cookies['access_token']);
  const nonce = req.nonce !== undefined ? { nonce: req.nonce } : {};
  const markup = (data: readonly FirstAnswer[]) =>
    renderScreen(build, { pathname: req.pathname, search: req.search.toString(), locale: req.locale, data, signedIn });
  if (!match) {
    return { status: 404, html: webViewHtml(template, { base, js: [], css: [], data: [], lcpImage: null, theme, markup: await markup([]), styles: build.styles, ...nonce }) };
  }

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
  return { status, html: webViewHtml(template, { base, js, css, data, lcpImage, theme, markup: await markup(data), styles: build.styles, ...nonce }) };
}

/** The screen's markup, or none (the bundle then renders it alone) when the build has no server entry or it throws. */
async function renderScreen(build: WebViewBuild, req: Parameters<WebViewRender>[0]): Promise<string> {
  if (!build.render) return '';
  try {
    return await build.render(req);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'web-view render failed', url: req.pathname, error: String(error) }));
    return '';
  }
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
