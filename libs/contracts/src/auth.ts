import { z } from 'zod';

export { SESSION_COOKIE, SESSION_MODE_HEADER, TOKEN_ERROR } from './values.js';
import { localeSchema } from './common.js';

/** A Kazakhstan mobile number, normalised to `+77XXXXXXXXX`. Accepts spaces, brackets and dashes. */
export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .transform((v) => (v.startsWith('8') && v.length === 11 ? `+7${v.slice(1)}` : v))
  .pipe(z.string().regex(/^\+77\d{9}$/, 'phone_invalid'));

export const otpRequestSchema = z.object({ phone: phoneSchema });
export const otpRequestResultSchema = z.object({
  /** Seconds until another code may be requested. */
  resendIn: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /**
   * The code itself, only from the demo SMS provider with `SMS_DEMO_SHOW_CODE=1` (no SMS is sent): the login page
   * shows it, labelled as a demo. Never present with a real provider.
   */
  demoCode: z.string().regex(/^\d{6}$/).optional(),
});

export const otpVerifySchema = z.object({
  phone: phoneSchema,
  code: z.string().regex(/^\d{4,6}$/, 'code_invalid'),
});

export const profileSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  cityId: z.number().int().nullable(),
  locale: localeSchema,
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds the access token is valid. */
  expires_in: z.number().int(),
  /** Seconds the refresh token is valid: the lifetime of the cookies that keep the pair. */
  refresh_expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signInResultSchema = tokenPairSchema.extend({ user: profileSchema });

/** A pair kept in cookies (`x-jolda-session: cookie`): the body has the access token only, the refresh token is HttpOnly. */
export const cookieSessionSchema = tokenPairSchema.omit({ refresh_token: true });
export type CookieSession = z.infer<typeof cookieSessionSchema>;
export const cookieSignInResultSchema = cookieSessionSchema.extend({ user: profileSchema });

/** The refresh token in the body; left out by the site's own calls, whose token is the HttpOnly cookie. */
export const refreshTokenBodySchema = z.object({ refresh_token: z.string().min(10).optional() });

/** Error body of `GET /auth/check-token/` (codes: `TOKEN_ERROR`). */
export const tokenCheckErrorSchema = z.object({
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export const tokenCheckResultSchema = z.object({ valid: z.literal(true), userId: z.number().int() });

export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, 'name_required').max(80, 'name_too_long').optional(),
  cityId: z.number().int().positive().nullable().optional(),
  locale: localeSchema.optional(),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
