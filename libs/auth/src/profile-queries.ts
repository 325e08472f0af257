import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@jolda/contracts';

/** What the profile query needs of `@jolda/api-client`'s `Http` (structural, so this lib stays independent). */
export interface ProfileHttp {
  get(url: string, config?: { signal?: AbortSignal }): Promise<unknown>;
}

export const PROFILE_PATH = '/auth/profile/v2/';

/**
 * `profileQueries.me(http, { signedIn })`: the signed-in user's profile (`GET /auth/profile/v2/`), or `null` without
 * a token — the call is made only when a token exists (spec section 6). Works with `ensureQueryData` and
 * `useSuspenseQuery` (no `enabled` flag). Invalidate `profileQueries.all()` on sign-in, sign-out and profile updates.
 */
export const profileQueries = {
  all: () => ['session', 'profile'] as const,
  me: (http: ProfileHttp, { signedIn }: { signedIn: boolean }) =>
    queryOptions({
      queryKey: [...profileQueries.all(), signedIn ? 'signed-in' : 'anonymous'] as const,
      queryFn: async ({ signal }): Promise<Profile | null> => {
        if (!signedIn) return null;
        const data = await http.get(PROFILE_PATH, { signal });
        // The schemas load with the first answer to check (a chunk of their own in the browser).
        const { profileSchema } = await import('./profile-schema.js');
        return profileSchema.parse(data);
      },
      staleTime: 5 * 60 * 1000,
    }),
};
