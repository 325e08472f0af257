import { z } from 'zod';
import { apiErrorSchema } from './common.js';

/**
 * Error body of the auth calls: `apiErrorSchema` plus the numbers a client needs to react —
 * `retryAfter` (seconds) on 429 `otp_too_soon` / `otp_rate_limited`, `attemptsLeft` on 400 `otp_invalid`.
 */
export const authErrorSchema = apiErrorSchema.extend({
  retryAfter: z.number().int().nonnegative().optional(),
  attemptsLeft: z.number().int().nonnegative().optional(),
});
export type AuthError = z.infer<typeof authErrorSchema>;

/** Body of `POST /auth/logout/`: the refresh token whose session to end (else the bearer's session). */
export const logoutBodySchema = z.object({ refresh_token: z.string().min(10).optional() });

/** Test mode only: `GET /auth/test/otp?phone=` answers the last code sent to that phone. */
export const testOtpQuerySchema = z.object({ phone: z.string() });
export const testOtpResultSchema = z.object({ phone: z.string(), code: z.string() });
