import { z } from 'zod';
import { localeSchema } from './common.js';
import { CONTENT_SLUG, ROLES } from './content-values.js';

export * from './content-values.js';

/**
 * Guides (`/guide`, `/guide/{category}/{slug}`) and managed pages (`/{slug}`, `/about`): articles with a Russian and/or
 * Kazakh version, written in Markdown and rendered to sanitised HTML by the API when saved (issue 24).
 */

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

// ---- roles and the editor (`/api/editor`) ----

export const roleSchema = z.enum(ROLES);

export const myRolesSchema = z.object({ roles: z.array(roleSchema) });
export type MyRoles = z.infer<typeof myRolesSchema>;

/** `/cars…` with a filter: the only address "related cars" may point at. */
export const CARS_PATH = /^\/cars(\/[a-z0-9_-]+)*(\?[A-Za-z0-9_=&,.%-]*)?$/;
/** A cover: the site's own media (an upload) or an https image. */
const COVER = /^(\/media\/[A-Za-z0-9_./-]+|https:\/\/[^\s<>"']+)$/;

export const contentKindSchema = z.enum(['guide', 'page'], { error: 'kind_invalid' });
export type ContentKind = z.infer<typeof contentKindSchema>;

export const editorItemCreateSchema = z
  .object({
    kind: contentKindSchema,
    slug: z.string({ error: 'slug_required' }).regex(CONTENT_SLUG, 'slug_invalid'),
    category: z.string().regex(CONTENT_SLUG, 'category_invalid').optional(),
    cover: z.string().max(500, 'cover_invalid').regex(COVER, 'cover_invalid').nullable().optional(),
    carsPath: z.string().max(300, 'cars_path_invalid').regex(CARS_PATH, 'cars_path_invalid').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'guide' && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: 'category_required' });
  });
export type EditorItemCreate = z.infer<typeof editorItemCreateSchema>;

export const editorVersionInputSchema = z.object({
  title: z.string({ error: 'title_required' }).trim().min(3, 'title_too_short').max(160, 'title_too_long'),
  description: z.string({ error: 'description_required' }).trim().min(10, 'description_too_short').max(300, 'description_too_long'),
  body: z.string({ error: 'body_required' }).trim().min(20, 'body_too_short').max(100_000, 'body_too_long'),
  tags: z.array(z.string().trim().min(1, 'tag_invalid').max(40, 'tag_invalid')).max(12, 'tags_too_many').default([]),
  carsLabel: z.string().trim().max(80, 'cars_label_too_long').nullable().optional(),
});
export type EditorVersionInput = z.input<typeof editorVersionInputSchema>;

export const editorPublishInputSchema = z.object({
  /** From when the public sees it; now when omitted (a future time schedules the publication). */
  at: z.iso.datetime({ offset: true, error: 'at_invalid' }).optional(),
});

export const editorPreviewInputSchema = z.object({ body: z.string({ error: 'body_required' }).max(100_000, 'body_too_long') });
export const editorPreviewSchema = z.object({ html: z.string(), toc: z.array(tocEntrySchema), readingMinutes: z.number().int() });
export type EditorPreview = z.infer<typeof editorPreviewSchema>;

export const editorItemParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const editorVersionParamsSchema = editorItemParamsSchema.extend({ locale: localeSchema });

/** draft: never published; published: the public sees the draft; changed: the public sees an older revision; scheduled: published from a future time. */
export const versionStatusSchema = z.enum(['draft', 'published', 'changed', 'scheduled']);
export type VersionStatus = z.infer<typeof versionStatusSchema>;

export const editorVersionSchema = z.object({
  locale: localeSchema,
  status: versionStatusSchema,
  title: z.string(),
  description: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  carsLabel: z.string().nullable(),
  /** The draft rendered as the public will see it. */
  html: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  revisions: z.number().int(),
});
export type EditorVersion = z.infer<typeof editorVersionSchema>;

export const editorItemSchema = z.object({
  id: z.number().int(),
  kind: contentKindSchema,
  slug: z.string(),
  category: z.string().nullable(),
  cover: z.string().nullable(),
  carsPath: z.string().nullable(),
  /** The public address, without the language prefix. */
  path: z.string(),
  versions: z.array(editorVersionSchema),
});
export type EditorItem = z.infer<typeof editorItemSchema>;

export const editorItemListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: contentKindSchema,
      slug: z.string(),
      category: z.string().nullable(),
      path: z.string(),
      versions: z.array(z.object({ locale: localeSchema, status: versionStatusSchema, title: z.string(), updatedAt: z.string() })),
    }),
  ),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type EditorItemList = z.infer<typeof editorItemListSchema>;

/** `PUT /api/editor/items/:id`: the cover (an upload of the site, an https image, or none) and, for a guide, its cars. */
export const editorItemUpdateSchema = z.object({
  cover: z.string().max(500, 'cover_invalid').regex(COVER, 'cover_invalid').nullable(),
  carsPath: z.string().max(300, 'cars_path_invalid').regex(CARS_PATH, 'cars_path_invalid').nullable(),
});
export type EditorItemUpdate = z.infer<typeof editorItemUpdateSchema>;

// ---- revision history: every save of a version is a revision; view one, see what it changed, restore it ----

export const editorRevisionParamsSchema = editorVersionParamsSchema.extend({ revision: z.coerce.number().int().positive() });

export const editorRevisionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Who saved it: the account's name, else its phone; none for the seed's texts. */
  author: z.string().nullable(),
  title: z.string(),
  words: z.number().int(),
  /** The version's draft is this revision. */
  draft: z.boolean(),
  /** The public sees this revision (or will, when its publication is scheduled). */
  published: z.boolean(),
});
export type EditorRevision = z.infer<typeof editorRevisionSchema>;

export const editorRevisionListSchema = z.object({ items: z.array(editorRevisionSchema) });
export type EditorRevisionList = z.infer<typeof editorRevisionListSchema>;

/** A line of a field's text beside the revision before: kept, added or removed; `gap` stands for `count` kept lines not shown. */
export const revisionLineSchema = z.object({
  kind: z.enum(['same', 'added', 'removed', 'gap']),
  text: z.string(),
  count: z.number().int().optional(),
});
export type RevisionLine = z.infer<typeof revisionLineSchema>;

export const REVISION_FIELDS = ['title', 'description', 'tags', 'carsLabel', 'body'] as const;
export const revisionFieldSchema = z.enum(REVISION_FIELDS);
export type RevisionField = z.infer<typeof revisionFieldSchema>;

export const editorRevisionDetailSchema = editorRevisionSchema.extend({
  description: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  carsLabel: z.string().nullable(),
  /** The revision rendered as the public would see it. */
  html: z.string(),
  /** The revision saved before it in the same language (none for the first). */
  previousId: z.number().int().nullable(),
  /** What this revision changed against the previous one, field by field (only the fields that changed). */
  changes: z.array(z.object({ field: revisionFieldSchema, lines: z.array(revisionLineSchema) })),
});
export type EditorRevisionDetail = z.infer<typeof editorRevisionDetailSchema>;
