import { queryOptions } from '@tanstack/react-query';
import type { AutocheckReport } from '@jolda/contracts';
import type { Http } from '../http.js';
import { type AutocheckSubject, getAutocheckReport, getSharedAutocheckReport, listMyAutocheckRuns, listMyAutochecks } from './autocheck.api.js';

/** While a registry source is still being asked, the report is asked again this often (ms). */
export const AUTOCHECK_PENDING_POLL_MS = 1000;

const pendingPoll = (report: AutocheckReport | undefined) =>
  report?.registries.sources.some((s) => s.status === 'pending') ? AUTOCHECK_PENDING_POLL_MS : false;

const subjectKey = (s: AutocheckSubject) => ({ vin: s.vin ?? null, plate: s.plate ?? null, announcement: s.announcement ?? null });

/**
 * The car checks' queries, shared by the route loaders and the pages. The locale is in every key (names of cities and
 * regions come localised); the signed-in state too (a visitor's report has the registries locked).
 */
export const autocheckQueries = {
  all: () => ['autocheck'] as const,
  report: (http: Http, subject: AutocheckSubject, signedIn: boolean) =>
    queryOptions({
      queryKey: [...autocheckQueries.all(), http.getLocale(), signedIn, 'report', subjectKey(subject)] as const,
      queryFn: ({ signal }) => getAutocheckReport(http, subject, { signal }),
      staleTime: 30_000,
      refetchInterval: (q) => pendingPoll(q.state.data),
    }),
  shared: (http: Http, token: string) =>
    queryOptions({
      queryKey: [...autocheckQueries.all(), http.getLocale(), 'shared', token] as const,
      queryFn: ({ signal }) => getSharedAutocheckReport(http, token, { signal }),
      staleTime: 30_000,
      refetchInterval: (q) => pendingPoll(q.state.data),
    }),
  mine: (http: Http) =>
    queryOptions({
      queryKey: [...autocheckQueries.all(), http.getLocale(), 'mine'] as const,
      queryFn: ({ signal }) => listMyAutochecks(http, { signal }),
    }),
  /** The reports I ran (the profile's list); refetched on every visit. */
  runs: (http: Http) =>
    queryOptions({
      queryKey: [...autocheckQueries.all(), http.getLocale(), 'runs'] as const,
      queryFn: ({ signal }) => listMyAutocheckRuns(http, { signal }),
      staleTime: 0,
    }),
};

export const autocheckMutations = {
  share: () => [...autocheckQueries.all(), 'share'] as const,
  unlock: () => [...autocheckQueries.all(), 'unlock'] as const,
};
