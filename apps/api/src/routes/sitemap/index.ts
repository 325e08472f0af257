import { apiErrorSchema } from '@jolda/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAirStations } from '../../db/repositories/air.js';
import type { Locale } from '../../db/repositories/rows.js';
import { carListings, countPublishedAnnouncements, marketPages, publicContent, publishedAnnouncements } from '../../db/repositories/sitemap.js';
import { DEFAULT_AIR } from '../../lib/air/provider.js';
import { notFound } from '../../lib/errors.js';

/**
 * `robots.txt`, the sitemap index (`/sitemap.xml`) and its files (`/sitemaps/{pages|guides|market|announcements-N}.xml`),
 * served through the site's origin (the web server proxies these paths). Every page is listed in each language it
 * exists in, with the other language as its alternate (`xhtml:link`), as the pages' own heads name them.
 */

/** Announcements per sitemap file (each gives two URLs, ru and kk; the protocol allows 50,000 URLs a file). */
export const ANNOUNCEMENTS_PER_SITEMAP = 10_000;

const HREFLANG: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ' };
const BOTH: Locale[] = ['ru', 'kk'];

/** Pages a signed-in visitor sees for themselves, forms and technical paths: never listed, never crawled. */
export const PRIVATE_PATHS = [
  '/profile',
  '/login',
  '/create-announcement',
  '/edit-announcement',
  '/compare',
  '/personal',
  '/market/survey',
  '/dealership-survey',
  '/featureFlags',
  '/test',
  '/offline',
  '/web-view',
  '/api/',
  '/auth/',
];

/** The site's public sections that are pages of their own (every language). */
const STATIC_PAGES = ['/', '/cars', '/market', '/market/premium', '/new-auto', '/autocenters', '/ai-chat', '/franchise'];

/** The air-quality pages, as the site addresses them (`?city=&station=`, in that order, as their canonical links). */
export function airPaths(stations: Array<{ citySlug: string; slug: string }>): string[] {
  if (!stations.length) return [];
  const q = encodeURIComponent;
  const cities = [...new Set(stations.map((s) => s.citySlug))];
  return [
    '/aua-sapasy',
    ...cities.map((c) => `/aua-sapasy?city=${q(c)}`),
    ...cities.flatMap((c) => [
      `/aua-sapasy/details?city=${q(c)}`,
      ...stations.filter((s) => s.citySlug === c).map((s) => `/aua-sapasy/details?city=${q(c)}&station=${q(s.slug)}`),
    ]),
  ];
}

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function originOf(req: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${req.protocol}://${req.host}`;
}

const localized = (path: string, locale: Locale) => (locale === 'ru' ? path : path === '/' ? '/kk' : `/kk${path}`);

interface Entry {
  /** The path without the language prefix. */
  path: string;
  locales: Locale[];
  lastmod?: string;
}

/** One `<url>` per language of each entry, each naming the others (and `x-default`) when there are several. */
export function urlset(origin: string, entries: Entry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const alternates =
      e.locales.length > 1
        ? [
            ...e.locales.map((l) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${esc(origin + localized(e.path, l))}"/>`),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + localized(e.path, e.locales.includes('ru') ? 'ru' : e.locales[0]!))}"/>`,
          ].join('')
        : '';
    for (const l of e.locales) {
      out.push(`<url><loc>${esc(origin + localized(e.path, l))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  out.push('</urlset>');
  return out.join('\n');
}

const sitemapParams = z.object({
  name: z.string().regex(/^(pages|guides|market|announcements-[1-9]\d{0,4})\.xml$/, 'sitemap_unknown'),
});

const sitemap: FastifyPluginAsyncZod = async (app) => {
  const origin = (req: FastifyRequest) => originOf(req, app.config.publicOrigin);

  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['content'],
        summary: 'robots.txt: private routes kept out, the sitemap named',
        response: { 200: { description: 'The text', content: { 'text/plain': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      const lines = ['User-agent: *', 'Allow: /'];
      for (const p of PRIVATE_PATHS) {
        lines.push(`Disallow: ${p}`);
        if (!p.startsWith('/api/') && !p.startsWith('/auth/')) lines.push(`Disallow: /kk${p}`);
      }
      lines.push('', `Sitemap: ${origin(req)}/sitemap.xml`, '');
      return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemapIndex',
        tags: ['content'],
        summary: 'The sitemap index: pages, guides, market and the announcements, a file per 10,000',
        response: { 200: { description: 'The sitemap index (XML)', content: { 'application/xml': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      const base = origin(req);
      const files = ['pages.xml', 'guides.xml', 'market.xml'];
      const count = await countPublishedAnnouncements(app.db);
      for (let n = 1; n <= Math.max(1, Math.ceil(count / ANNOUNCEMENTS_PER_SITEMAP)); n++) files.push(`announcements-${n}.xml`);
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...files.map((f) => `<sitemap><loc>${esc(`${base}/sitemaps/${f}`)}</loc></sitemap>`),
        '</sitemapindex>',
      ].join('\n');
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );

  app.get(
    '/sitemaps/:name',
    {
      schema: {
        operationId: 'getSitemap',
        tags: ['content'],
        summary: 'One sitemap file: pages, guides, market, or a page of announcements',
        params: sitemapParams,
        response: {
          200: { description: 'The sitemap (XML)', content: { 'application/xml': { schema: z.string() } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const name = req.params.name.replace(/\.xml$/, '');
      const entries: Entry[] = [];
      if (name === 'pages') {
        for (const path of STATIC_PAGES) entries.push({ path, locales: BOTH });
        // Air quality: the cities and stations of the configured provider, as GET /api/air shows them.
        for (const path of airPaths(await listAirStations(app.db, (app.config.air ?? DEFAULT_AIR).provider))) entries.push({ path, locales: BOTH });
        for (const item of await publicContent(app.db)) {
          if (item.kind === 'page') entries.push({ path: `/${item.slug}`, locales: item.locales, lastmod: item.updatedAt });
        }
        for (const c of await carListings(app.db)) {
          entries.push({ path: c.model ? `/cars/${c.brand}/${c.model}` : `/cars/${c.brand}`, locales: BOTH, lastmod: c.updatedAt });
        }
      } else if (name === 'guides') {
        const items = (await publicContent(app.db)).filter((i) => i.kind === 'guide');
        const categories = new Map<string, Set<Locale>>();
        for (const g of items) {
          const set = categories.get(g.category!) ?? new Set<Locale>();
          for (const l of g.locales) set.add(l);
          categories.set(g.category!, set);
        }
        if (items.length) entries.push({ path: '/guide', locales: BOTH });
        for (const [slug, locales] of categories) entries.push({ path: `/guide/${slug}`, locales: BOTH.filter((l) => locales.has(l)) });
        for (const g of items) entries.push({ path: `/guide/${g.category}/${g.slug}`, locales: g.locales, lastmod: g.updatedAt });
      } else if (name === 'market') {
        const market = await marketPages(app.db);
        const brands = new Map<string, boolean>();
        for (const m of market.models) brands.set(m.brand, (brands.get(m.brand) ?? true) && m.premium);
        for (const [brand, premium] of brands) entries.push({ path: `${premium ? '/market/premium' : '/market'}/${brand}`, locales: BOTH });
        for (const m of market.models) entries.push({ path: `${m.premium ? '/market/premium' : '/market'}/${m.brand}/${m.model}`, locales: BOTH });
        for (const d of market.dealers) entries.push({ path: `/dealer/${d}`, locales: BOTH });
        for (const a of market.autocentres) entries.push({ path: `/autocenters/${a}`, locales: BOTH });
      } else {
        const n = Number(name.slice('announcements-'.length));
        const rows = await publishedAnnouncements(app.db, (n - 1) * ANNOUNCEMENTS_PER_SITEMAP, ANNOUNCEMENTS_PER_SITEMAP);
        if (!rows.length && n > 1) throw notFound('sitemap_not_found', `Sitemap ${req.params.name} not found`);
        for (const a of rows) entries.push({ path: `/announcement/${a.id}`, locales: BOTH, lastmod: a.updatedAt });
      }
      return reply.type(XML).header('cache-control', CACHE).send(urlset(origin(req), entries));
    },
  );
};
export default sitemap;
