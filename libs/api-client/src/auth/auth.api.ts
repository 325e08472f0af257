import type { Profile, TokenPair, UpdateProfile } from '@jolda/contracts';
import { isApiRequestError } from '../errors.js';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

export const AUTH_PATHS = {
  otpRequest: '/auth/otp/request',
  otpVerify: '/auth/otp/verify',
  checkToken: '/auth/check-token/',
  refreshToken: '/auth/refresh-token/',
  profile: '/auth/profile/v2/',
  updateProfile: '/auth/update-profile/v2/',
  logout: '/auth/logout/',
} as const;

export type SignInResult = TokenPair & { user: Profile };
export interface OtpRequestResult {
  /** Seconds until another code may be requested. */
  resendIn: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/**
 * Outcome of `GET /auth/check-token/`: valid, or the error body's numeric `code` (6 invalid, 7 user gone, 8 expired;
 * `null` when the answer had no such code — network error, 5xx, unexpected body). Never rejects.
 */
export type CheckTokenOutcome =
  { valid: true; userId: number } | { valid: false; code: number | null; status: number | null };

/** `POST /auth/otp/request` — sends an SMS code. `phone` is normalised by the API (`+77XXXXXXXXX`). */
export async function requestOtp(
  http: Http,
  body: { phone: string },
  config?: RequestConfig,
): Promise<OtpRequestResult> {
  return parseResponse(
    'otpRequestResultSchema',
    await http.post(AUTH_PATHS.otpRequest, body, config),
    `POST ${AUTH_PATHS.otpRequest}`,
  );
}

/** `POST /auth/otp/verify` — answers with the token pair and the profile; the caller stores the cookies. */
export async function verifyOtp(
  http: Http,
  body: { phone: string; code: string },
  config?: RequestConfig,
): Promise<SignInResult> {
  return parseResponse(
    'signInResultSchema',
    await http.post(AUTH_PATHS.otpVerify, body, config),
    `POST ${AUTH_PATHS.otpVerify}`,
  );
}

/** `GET /auth/check-token/` with the given access token (or the Http's own token when omitted). */
export async function checkToken(
  http: Http,
  accessToken?: string,
  config?: RequestConfig,
): Promise<CheckTokenOutcome> {
  const headers = accessToken
    ? { ...(config?.headers as object), Authorization: `Bearer ${accessToken}` }
    : config?.headers;
  try {
    const data = await http.get(AUTH_PATHS.checkToken, { ...config, headers });
    const parsed = await parseResponse('tokenCheckResultSchema', data, `GET ${AUTH_PATHS.checkToken}`);
    return { valid: true, userId: parsed.userId };
  } catch (err) {
    if (!isApiRequestError(err)) return { valid: false, code: null, status: null };
    const raw =
      err.body && typeof err.body === 'object' ? (err.body as Record<string, unknown>)['code'] : undefined;
    const code =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
    return { valid: false, code, status: err.status };
  }
}

/** `POST /auth/refresh-token/` — rotates the pair. Rejects with `ApiRequestError` on failure. */
export async function refreshToken(http: Http, refresh: string, config?: RequestConfig): Promise<TokenPair> {
  const data = await http.post(AUTH_PATHS.refreshToken, { refresh_token: refresh }, config);
  return parseResponse('tokenPairSchema', data, `POST ${AUTH_PATHS.refreshToken}`);
}

/** `GET /auth/profile/v2/` — the signed-in user (only `id` is read by the session). */
export async function getProfile(http: Http, config?: RequestConfig): Promise<Profile> {
  return parseResponse(
    'profileSchema',
    await http.get(AUTH_PATHS.profile, config),
    `GET ${AUTH_PATHS.profile}`,
  );
}

/** `PUT /auth/update-profile/v2/` — answers with the updated user. */
export async function updateProfile(
  http: Http,
  patch: UpdateProfile,
  config?: RequestConfig,
): Promise<Profile> {
  return parseResponse(
    'profileSchema',
    await http.put(AUTH_PATHS.updateProfile, patch, config),
    `PUT ${AUTH_PATHS.updateProfile}`,
  );
}

/** `POST /auth/logout/` — revokes the refresh token's family; the caller clears the cookies either way. */
export async function logout(http: Http, refresh?: string, config?: RequestConfig): Promise<void> {
  await http.post(AUTH_PATHS.logout, refresh ? { refresh_token: refresh } : {}, config);
}
