import { isApiRequestError } from '@jolda/api-client';

/** What went wrong in the sign-in form, and next to which field it is shown. */
export type LoginProblem =
  | { kind: 'phone_invalid'; field: 'phone' }
  | { kind: 'phone_incomplete'; field: 'phone' }
  | { kind: 'too_soon'; field: 'phone' | 'code'; retryAfter: number }
  | { kind: 'rate_limited'; field: 'phone' | 'code'; retryAfter: number }
  | { kind: 'code_format'; field: 'code' }
  | { kind: 'code_wrong'; field: 'code'; attemptsLeft: number | null }
  | { kind: 'code_expired'; field: 'code' }
  | { kind: 'too_many_attempts'; field: 'code' }
  | { kind: 'network'; field: 'phone' | 'code' }
  | { kind: 'unknown'; field: 'phone' | 'code' };

function bodyNumber(body: unknown, key: string): number | null {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Maps an error of `POST /auth/otp/request` (step `phone`) or `/auth/otp/verify` (step `code`) to a problem. */
export function loginProblem(err: unknown, step: 'phone' | 'code'): LoginProblem {
  if (!isApiRequestError(err)) return { kind: 'unknown', field: step };
  if (err.isNetworkError) return { kind: 'network', field: step };
  const retryAfter = bodyNumber(err.body, 'retryAfter') ?? 60;
  switch (err.code) {
    case 'validation_failed':
      if (err.fields?.['phone']) return { kind: 'phone_invalid', field: 'phone' };
      if (err.fields?.['code']) return { kind: 'code_format', field: 'code' };
      return { kind: 'unknown', field: step };
    case 'otp_too_soon':
      return { kind: 'too_soon', field: step, retryAfter };
    case 'otp_rate_limited':
    case 'rate_limited':
      return { kind: 'rate_limited', field: step, retryAfter };
    case 'otp_invalid':
      return { kind: 'code_wrong', field: 'code', attemptsLeft: bodyNumber(err.body, 'attemptsLeft') };
    case 'otp_expired':
      return { kind: 'code_expired', field: 'code' };
    case 'otp_too_many_attempts':
      return { kind: 'too_many_attempts', field: 'code' };
    default:
      return { kind: 'unknown', field: step };
  }
}

/** `m:ss` for a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
