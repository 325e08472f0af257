import {
  apiErrorSchema,
  CONTENT_ERROR,
  contentPageParamsSchema,
  contentPageSchema,
  GUIDE_PAGE_SIZE,
  guideArticleSchema,
  guideListQuerySchema,
  guideListSchema,
  guideParamsSchema,
  type GuideCard,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CardRow, findGuide, findGuideCategory, findPage, listGuideCategories, relatedGuides, searchGuides } from '../../db/repositories/content.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { readingMinutes } from '../../lib/markdown.js';

const CACHE = 'public, max-age=60';

const card = (r: CardRow): GuideCard => ({
  id: r.id,
  slug: r.slug,
  category: { slug: r.categorySlug, name: r.categoryName },
  title: r.title,
  description: r.description,
  cover: r.cover,
  tags: r.tags,
  readingMinutes: readingMinutes(r.words),
  publishedAt: r.publishedAt,
});

/** A final vowel or soft sign: the ending that changes with case (`предоплата` → `предоплату`, `предоплатой`). */
const ENDING = /[аяоеёыиуюьйәөүұі]{1,2}$/u;

/**
 * Words of a search, lower-cased as the stored search text is (`lib/markdown.ts` `searchText`), a long word without
 * its final vowels so that its other case forms match too.
 */
export const searchWords = (q: string | undefined) =>
  (q ?? '')
    .toLocaleLowerCase('kk')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => (w.length >= 6 ? w.replace(ENDING, '') : w));

/** Public guides (`/api/guides`) and pages (`/api/pages`), in the language of Accept-Language. */
const content: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guides',
    {
      schema: {
        operationId: 'listGuides',
        tags: ['content'],
        summary: 'Guide categories and published articles, filtered by category, tag and words (search within guides)',
        querystring: guideListQuerySchema,
        response: { 200: guideListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const { q, tag, page } = req.query;
      const category = req.query.category ? await findGuideCategory(app.db, req.query.category, locale) : null;
      if (req.query.category && !category) throw notFound(CONTENT_ERROR.categoryNotFound, `Category ${req.query.category} not found`);
      const [categories, found] = await Promise.all([
        listGuideCategories(app.db, locale),
        searchGuides(app.db, {
          locale,
          ...(category ? { categoryId: category.id } : {}),
          ...(tag ? { tag } : {}),
          words: searchWords(q),
          limit: GUIDE_PAGE_SIZE,
          offset: (page - 1) * GUIDE_PAGE_SIZE,
        }),
      ]);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return {
        categories: categories.map(({ slug, name, description, count }) => ({ slug, name, description, count })),
        items: found.items.map(card),
        total: found.total,
        page,
        pageSize: GUIDE_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/guides/:category/:slug',
    {
      schema: {
        operationId: 'getGuide',
        tags: ['content'],
        summary: 'A published guide article: sanitised HTML, table of contents, related articles and cars',
        params: guideParamsSchema,
        response: { 200: guideArticleSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const { category, slug } = req.params;
      const article = await findGuide(app.db, locale, category, slug);
      if (!article) {
        if (!(await findGuideCategory(app.db, category, locale))) throw notFound(CONTENT_ERROR.categoryNotFound, `Category ${category} not found`);
        throw notFound(CONTENT_ERROR.articleNotFound, `Article ${category}/${slug} not found`);
      }
      const related = await relatedGuides(app.db, locale, article);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return {
        ...card(article),
        html: article.html,
        toc: article.toc,
        updatedAt: article.updatedAt,
        locales: article.locales,
        cars: article.carsPath ? { path: article.carsPath, label: article.carsLabel ?? article.title } : null,
        related: related.map(card),
      };
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        operationId: 'getContentPage',
        tags: ['content'],
        summary: 'A published page (about, terms, privacy, contacts, advertising…)',
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const page = await findPage(app.db, requestLocale(req), req.params.slug);
      if (!page) throw notFound(CONTENT_ERROR.pageNotFound, `Page ${req.params.slug} not found`);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      const { id: _id, words, ...rest } = page;
      return { ...rest, readingMinutes: readingMinutes(words) };
    },
  );
};
export default content;
