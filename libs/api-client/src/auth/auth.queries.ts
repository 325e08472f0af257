import { mutationOptions } from '@tanstack/react-query';
import type { UpdateProfile } from '@jolda/contracts';
import type { Http } from '../http.js';
import { requestOtp, signInWithCookies, updateProfile } from './auth.api.js';

/**
 * The auth writes as mutation options (`useMutation(authMutations.requestOtp(http))`). The profile they change is
 * cached by `profileQueries` of `@jolda/auth`, which the caller updates (this library sits below it).
 */
export const authMutations = {
  all: () => ['auth', 'write'] as const,
  requestOtp: (http: Http) =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'request-otp'] as const,
      mutationFn: (body: { phone: string }) => requestOtp(http, body),
    }),
  /** Verifies the code; the session arrives as HttpOnly cookies (the answer carries the access token and profile). */
  signIn: (http: Http) =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'sign-in'] as const,
      mutationFn: (body: { phone: string; code: string }) => signInWithCookies(http, body),
    }),
  updateProfile: (http: Http) =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'update-profile'] as const,
      mutationFn: (patch: UpdateProfile) => updateProfile(http, patch),
    }),
};
