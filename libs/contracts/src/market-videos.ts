/**
 * Video reviews of the models on sale (issue 22): the web views' `video` and `detail/video/{id}` screens read them
 * from `/api/market/videos`. Titles and descriptions follow the request's Accept-Language (ru, kk); `language` is the
 * language spoken in the video. A `demo` video (the development seed) has no recording behind it: `source` is null
 * and every screen says so.
 */
import { z } from 'zod';
import { slugSchema } from './catalog.js';
import { localeSchema, paginatedSchema } from './common.js';
import { marketBrandRefSchema, marketModelRefSchema } from './market.js';

export const MARKET_VIDEO_KINDS = ['review', 'test_drive', 'walkaround', 'offroad', 'winter'] as const;
export type MarketVideoKind = (typeof MARKET_VIDEO_KINDS)[number];
export const MARKET_VIDEO_PAGE_SIZE = 24;
export const MARKET_VIDEO_PAGE_SIZE_MAX = 48;
/** Other videos of the model on a video's screen. */
export const MARKET_VIDEO_MORE = 6;

/** Where a video plays: a video file for the page's own player, or a page on a video service opened outside. */
export const marketVideoSourceSchema = z.object({ kind: z.enum(['file', 'link']), url: z.string().min(1) });
export type MarketVideoSource = z.infer<typeof marketVideoSourceSchema>;

export const marketVideoCardSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MARKET_VIDEO_KINDS),
  title: z.string(),
  /** The language spoken in the video. */
  language: localeSchema,
  durationSec: z.number().int().positive(),
  /** A picture shown before the video plays (a path on this site or an https address). */
  poster: z.string(),
  /** `YYYY-MM-DD`. */
  publishedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** No recording behind it (development data): shown as a demo, never played. */
  demo: z.boolean(),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema,
});
export type MarketVideoCard = z.infer<typeof marketVideoCardSchema>;

export const marketVideoQuerySchema = z
  .object({
    brand: slugSchema.optional(),
    model: slugSchema.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MARKET_VIDEO_PAGE_SIZE_MAX).default(MARKET_VIDEO_PAGE_SIZE),
  })
  .refine((q) => q.model === undefined || q.brand !== undefined, { path: ['brand'], error: 'required' });
export type MarketVideoQueryInput = z.input<typeof marketVideoQuerySchema>;

/** `GET /api/market/videos`: newest first, all models' or one brand's or one model's. */
export const marketVideoListSchema = paginatedSchema(marketVideoCardSchema).extend({
  brand: marketBrandRefSchema.nullable(),
  model: marketModelRefSchema.nullable(),
});
export type MarketVideoList = z.infer<typeof marketVideoListSchema>;

/** `GET /api/market/videos/:id`: the video, where it plays, and more of the model's videos. */
export const marketVideoDetailSchema = z.object({
  video: marketVideoCardSchema.extend({ summary: z.string(), source: marketVideoSourceSchema.nullable() }),
  more: z.array(marketVideoCardSchema),
});
export type MarketVideoDetail = z.infer<typeof marketVideoDetailSchema>;

/** A video's id in a path: a positive whole number the id column can hold. */
export const marketVideoIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
