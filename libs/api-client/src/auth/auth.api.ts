import { SESSION_MODE_HEADER, type CookieSession, type Profile, type TokenPair, type UpdateProfile } from '@jolda/contracts';
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
/** A sign-in by the site's page: the refresh token is an HttpOnly cookie the API set, not in the answer. */
export type CookieSignInResult = CookieSession & { user: Profile };

/**
 * The site's own session calls in the browser (`x-jolda-session: cookie`): the API reads the refresh token from its
 * HttpOnly cookie and writes the pair as cookies. Same origin only (the API refuses other sites).
 */
const cookieCall = (config?: RequestConfig): RequestConfig => ({
  ...config,
  withCredentials: true,
  headers: { ...(config?.headers as object), [SESSION_MODE_HEADER]: 'cookie' },
});
export interface OtpRequestResult {
  /** Seconds until another code may be requested. */
  resendIn: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Only from the API's demo SMS provider with `SMS_DEMO_SHOW_CODE=1`: the code, shown labelled as a demo. */
  demoCode?: string;
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

/** `POST /auth/otp/verify` — answers with the token pair and the profile (servers and apps; the site's page uses `signInWithCookies`). */
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

/** `POST /auth/otp/verify` from the site's page: the API sets the session cookies; the answer has no refresh token. */
export async function signInWithCookies(
  http: Http,
  body: { phone: string; code: string },
  config?: RequestConfig,
): Promise<CookieSignInResult> {
  return parseResponse(
    'cookieSignInResultSchema',
    await http.post(AUTH_PATHS.otpVerify, body, cookieCall(config)),
    `POST ${AUTH_PATHS.otpVerify}`,
  );
}

/** `POST /auth/refresh-token/` from the browser: rotates the HttpOnly cookie; answers the new access token. */
export async function refreshSession(http: Http, config?: RequestConfig): Promise<CookieSession> {
  const data = await http.post(AUTH_PATHS.refreshToken, undefined, cookieCall(config));
  return parseResponse('cookieSessionSchema', data, `POST ${AUTH_PATHS.refreshToken}`);
}

/** `POST /auth/logout/` from the browser: ends the session of the refresh cookie (and the bearer's) and removes both cookies. */
export async function endSession(http: Http, config?: RequestConfig): Promise<void> {
  await http.post(AUTH_PATHS.logout, undefined, cookieCall(config));
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

/** `POST /auth/refresh-token/` with the token in the body — rotates the pair (SSR, apps). Rejects with `ApiRequestError`. */
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

/** `POST /auth/logout/` — ends the refresh token's session (or the bearer's); the caller clears its cookies either way. */
export async function logout(http: Http, refresh?: string, config?: RequestConfig): Promise<void> {
  await http.post(AUTH_PATHS.logout, refresh ? { refresh_token: refresh } : {}, config);
}
