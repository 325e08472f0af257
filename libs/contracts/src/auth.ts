import { z } from 'zod';

export { TOKEN_ERROR } from './values.js';
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
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signInResultSchema = tokenPairSchema.extend({ user: profileSchema });

export const refreshTokenBodySchema = z.object({ refresh_token: z.string().min(10) });

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
