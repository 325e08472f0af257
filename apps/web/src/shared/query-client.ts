import { QueryClient } from '@tanstack/react-query';

/**
 * The site's query defaults, one per SSR request and one in the browser (app/router.tsx), and the same in the page
 * tests (shared/testing.tsx): data a loader fetched stays fresh for a minute, so the page that mounts with it does not
 * ask the API again. A test client without `staleTime` refetched on mount whenever the machine was slow enough for the
 * loader's answer to be a millisecond old, and the page tests saw two searches where the site makes one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
