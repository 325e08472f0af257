import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * robots.txt and the sitemaps (issue 24), walked as a crawler would: every page of each kind the sitemaps list (the
 * sections, the managed pages, the guide and its categories) and an even sample of the many of one kind (articles,
 * car listings, market pages, announcements: all of them would take minutes and the site's per-visitor rate limit),
 * each fetched as HTML and held to what the sitemap says: 200, a title, a description, a canonical link to itself and
 * exactly the alternates the sitemap names.
 */

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

function parseUrlset(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!;
    const alternates: Record<string, string> = {};
    for (const a of body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) alternates[a[1]!] = decode(a[2]!);
    return { loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)![1]!), alternates };
  });
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[a[1]!.toLowerCase()] = decode(a[2]!);
  return out;
}

/** The head of a page as a crawler reads it. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attrs(m[0]));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: metas.find((m) => m['name'] === 'description')?.['content'] ?? '',
    canonical: links.filter((l) => l['rel'] === 'canonical').map((l) => l['href']),
    alternates: Object.fromEntries(links.filter((l) => l['rel'] === 'alternate' && l['hreflang']).map((l) => [l['hreflang']!, l['href']!])),
    robots: metas.find((m) => m['name'] === 'robots')?.['content'] ?? '',
  };
}

/** Every `step`-th URL so that at most `max` remain, first and last included. */
function sample<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]!);
}

async function checkPages(request: APIRequestContext, urls: SitemapUrl[]) {
  for (const url of urls) {
    const res = await request.get(url.loc, { maxRedirects: 0 });
    expect(res.status(), url.loc).toBe(200);
    const head = readHead(await res.text());
    expect(head.title.length, `${url.loc} title`).toBeGreaterThan(5);
    expect(head.description.length, `${url.loc} description`).toBeGreaterThan(10);
    expect(head.canonical, `${url.loc} canonical`).toEqual([url.loc]);
    expect(head.alternates, `${url.loc} alternates`).toEqual(url.alternates);
    expect(head.robots, `${url.loc} robots`).not.toContain('noindex');
  }
}

test('robots.txt points at the sitemap; each listed page has its title, description, canonical and alternates', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain('Disallow: /profile');
  expect(text).toContain('Disallow: /kk/profile');

  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files.map((f) => f.replace(baseURL!, ''))).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/guides.xml', '/sitemaps/market.xml', '/sitemaps/announcements-1.xml']));

  const seen = new Set<string>();
  const pages = parseUrlset(await (await request.get('/sitemaps/pages.xml')).text()).map((u) => u.loc.replace(baseURL!, ''));
  expect(pages).toEqual(expect.arrayContaining(['/franchise', '/kk/franchise', '/aua-sapasy', '/kk/aua-sapasy', '/about', '/kk/about']));
  expect(pages.filter((p) => p.startsWith('/kk/aua-sapasy/details?city=')).length).toBeGreaterThan(3);
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    const urls = parseUrlset(await res.text());
    expect(urls.length, file).toBeGreaterThan(0);
    for (const u of urls) {
      expect(seen.has(u.loc), `${u.loc} listed twice`).toBe(false);
      seen.add(u.loc);
    }
    // The many of one kind: car listings, articles, market pages, announcements, air-quality cities and stations.
    const many = (u: SitemapUrl) => /\/(cars|announcement|market|dealer|autocenters)\/|\/guide\/[^/]+\/[^/]+$|\/aua-sapasy.*\?/.test(u.loc);
    await checkPages(request, [...urls.filter((u) => !many(u)), ...sample(urls.filter(many), 10)]);
  }
});

test('the guides are listed in Kazakh too; a search result page is not for indexing', async ({ request }) => {
  const guides = parseUrlset(await (await request.get('/sitemaps/guides.xml')).text());
  expect(guides.filter((g) => g.loc.includes('/kk/guide/')).length).toBeGreaterThan(20);
  const search = readHead(await (await request.get(`/guide?q=${encodeURIComponent('шины')}`)).text());
  expect(search.robots).toBe('noindex, follow');
});
