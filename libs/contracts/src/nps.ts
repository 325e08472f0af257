import { z } from 'zod';
import { localeSchema } from './common.js';

/** `POST /api/nps`: a satisfaction answer (0–10 and an optional comment) from the NPS prompt. */
export const npsAnswerSchema = z.object({
  score: z.number({ error: 'score_required' }).int('score_range').min(0, 'score_range').max(10, 'score_range'),
  comment: z.string().trim().max(1000, 'comment_too_long').optional(),
  /** The visitor's id from the prompt's local record (`uuid`). */
  uuid: z.uuid('uuid_invalid'),
  locale: localeSchema.optional(),
  /** Where the prompt was answered (a path). */
  page: z.string().max(300).regex(/^\//, 'page_invalid').optional(),
});
export type NpsAnswer = z.infer<typeof npsAnswerSchema>;

export const npsAnswerResultSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type NpsAnswerResult = z.infer<typeof npsAnswerResultSchema>;
