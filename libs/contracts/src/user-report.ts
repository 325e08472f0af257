import { z } from 'zod';
import { localeSchema } from './common.js';
import { uploadIdSchema } from './posting.js';
import { USER_REPORT_ERROR, USER_REPORT_TEXT_MAX } from './user-report-values.js';

export * from './user-report-values.js';

/**
 * `POST /api/user-reports`: feedback from a web-view screen of the native app (issue 22, `userReport`) — a rating of
 * 1–5, what happened, and optionally a screenshot (a photo uploaded first through `/api/uploads/photos`).
 */
export const userReportInputSchema = z.object({
  rating: z.number({ error: USER_REPORT_ERROR.ratingRequired }).int(USER_REPORT_ERROR.ratingRange).min(1, USER_REPORT_ERROR.ratingRange).max(5, USER_REPORT_ERROR.ratingRange),
  text: z
    .string({ error: USER_REPORT_ERROR.textRequired })
    .trim()
    .min(1, USER_REPORT_ERROR.textRequired)
    .max(USER_REPORT_TEXT_MAX, USER_REPORT_ERROR.textTooLong),
  /** The screen the report is about (`/web-view/…` or `/kk/web-view/…`). */
  screen: z.string().max(500, USER_REPORT_ERROR.screenInvalid).regex(/^\/(kk\/)?web-view\//, USER_REPORT_ERROR.screenInvalid),
  locale: localeSchema,
  screenshot: uploadIdSchema.optional(),
  /** The app's version and platform, as its `app-version` message said. */
  appVersion: z.string().regex(/^\d{1,4}\.\d{1,4}(\.\d{1,4})?$/, USER_REPORT_ERROR.versionInvalid).optional(),
  platform: z.enum(['ios', 'android', 'web']).optional(),
});
export type UserReportInput = z.input<typeof userReportInputSchema>;

export const userReportResultSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type UserReportResult = z.infer<typeof userReportResultSchema>;
