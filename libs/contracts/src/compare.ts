import { z } from 'zod';
import { announcementDetailSchema } from './announcements.js';
import { COMPARE_MAX } from './values.js';

export { COMPARE_MAX } from './values.js';

export const compareIdsSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(COMPARE_MAX, { message: 'compare_limit' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_ids' }),
});
export type CompareIds = z.infer<typeof compareIdsSchema>;

/** `POST /api/compare/merge`: the browser's list, merged after the account's own (the total capped at 4). */
export const compareMergeSchema = z.object({ ids: z.array(z.number().int().positive()).max(50) });

/** `GET /api/compare/announcements?ids=1,2`: public, views are not counted. */
export const compareQuerySchema = z.object({
  ids: z
    .string()
    .max(200)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().positive()).max(COMPARE_MAX, { message: 'compare_limit' })),
});

export const compareAnnouncementsSchema = z.object({ items: z.array(announcementDetailSchema) });
export type CompareAnnouncements = z.infer<typeof compareAnnouncementsSchema>;
