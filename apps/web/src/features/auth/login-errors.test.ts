import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@jolda/api-client';
import { formatCountdown, loginProblem } from './login-errors';

const apiError = (status: number | null, code: string, body: object = {}, fields?: Record<string, string[]>) =>
  new ApiRequestError({ status, code, message: code, fields, body: { code, message: code, ...body } });

describe('loginProblem', () => {
  it('maps the API errors of the two steps to field problems', () => {
    expect(loginProblem(apiError(400, 'validation_failed', {}, { phone: ['phone_invalid'] }), 'phone')).toEqual({ kind: 'phone_invalid', field: 'phone' });
    expect(loginProblem(apiError(429, 'otp_too_soon', { retryAfter: 42 }), 'phone')).toEqual({ kind: 'too_soon', field: 'phone', retryAfter: 42 });
    expect(loginProblem(apiError(429, 'otp_rate_limited', { retryAfter: 3600 }), 'code')).toEqual({ kind: 'rate_limited', field: 'code', retryAfter: 3600 });
    expect(loginProblem(apiError(400, 'otp_invalid', { attemptsLeft: 3 }), 'code')).toEqual({ kind: 'code_wrong', field: 'code', attemptsLeft: 3 });
    expect(loginProblem(apiError(400, 'otp_expired'), 'code')).toEqual({ kind: 'code_expired', field: 'code' });
    expect(loginProblem(apiError(429, 'otp_too_many_attempts'), 'code')).toEqual({ kind: 'too_many_attempts', field: 'code' });
    expect(loginProblem(apiError(400, 'validation_failed', {}, { code: ['code_invalid'] }), 'code')).toEqual({ kind: 'code_format', field: 'code' });
    expect(loginProblem(apiError(null, 'network_error'), 'phone')).toEqual({ kind: 'network', field: 'phone' });
    expect(loginProblem(apiError(500, 'internal_error'), 'code')).toEqual({ kind: 'unknown', field: 'code' });
    expect(loginProblem(new Error('x'), 'phone')).toEqual({ kind: 'unknown', field: 'phone' });
  });

  it('formats the resend countdown', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9.2)).toBe('0:10');
    expect(formatCountdown(-1)).toBe('0:00');
  });
});
