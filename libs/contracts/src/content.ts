import { z } from 'zod';
import { localeSchema } from './common.js';

/**
 * Guides (`/guide`, `/guide/{category}/{slug}`) and managed pages (`/{slug}`, `/about`): articles with a Russian and/or
 * Kazakh version, written in Markdown and rendered to sanitised HTML by the API when saved (issue 24).
 */

/** A guide's or page's address segment: `kak-proverit-avto`. */
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const contentSlugSchema = z.string().regex(CONTENT_SLUG, 'slug_invalid');

/** Stable error codes of the content API. */
export const CONTENT_ERROR = {
  categoryNotFound: 'category_not_found',
  articleNotFound: 'article_not_found',
  pageNotFound: 'page_not_found',
} as const;

export const GUIDE_PAGE_SIZE = 12;

export const guideListQuerySchema = z.object({
  /** Words to find in the title, lead and text (all of them), in the request's language. */
  q: z.string().trim().max(100, 'q_too_long').optional(),
  category: contentSlugSchema.optional(),
  /** One tag, as written in the article's language. */
  tag: z.string().trim().min(1).max(40, 'tag_too_long').optional(),
  page: z.coerce.number().int('page_invalid').min(1, 'page_invalid').max(1000, 'page_invalid').default(1),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;
export type GuideListQueryInput = z.input<typeof guideListQuerySchema>;

export const guideCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Published articles in the request's language. */
  count: z.number().int(),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

export const guideCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  /** An image URL (the site's own media), or none. */
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int().min(1),
  publishedAt: z.string(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;

export const guideListSchema = z.object({
  categories: z.array(guideCategorySchema),
  items: z.array(guideCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GuideList = z.infer<typeof guideListSchema>;

export const guideParamsSchema = z.object({ category: contentSlugSchema, slug: contentSlugSchema });
export const contentPageParamsSchema = z.object({ slug: contentSlugSchema });

/** An `h2`/`h3` of the text, with the `id` its heading carries in the HTML. */
export const tocEntrySchema = z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) });
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** What both an article and a page carry. */
const renderedSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The text as sanitised HTML (rendered by the API from Markdown; no script, event handler or unsafe link). */
  html: z.string(),
  toc: z.array(tocEntrySchema),
  readingMinutes: z.number().int().min(1),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** The languages with a published version (for hreflang alternates). */
  locales: z.array(localeSchema),
});

export const guideArticleSchema = renderedSchema.extend({
  id: z.number().int(),
  category: z.object({ slug: z.string(), name: z.string() }),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  /** Cars the article is about: a `/cars…` address (filter) with its label. */
  cars: z.object({ path: z.string(), label: z.string() }).nullable(),
  related: z.array(guideCardSchema),
});
export type GuideArticle = z.infer<typeof guideArticleSchema>;

export const contentPageSchema = renderedSchema;
export type ContentPage = z.infer<typeof contentPageSchema>;
