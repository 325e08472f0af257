import { queryOptions } from '@tanstack/react-query';
import type { GuideListQueryInput, Locale } from '@jolda/contracts';
import type { Http } from '../http.js';
import { getContentPage, getGuide, listGuides } from './content.api.js';
import { getEditorItem, getEditorRevision, getMyRoles, listEditorItems, listEditorRevisions } from './editor.api.js';

/** Published texts change rarely: fresh for a minute. */
const STALE_MS = 60_000;

/** One factory per content query, shared by route loaders and components; the locale is in every key. */
export const contentQueries = {
  all: () => ['content'] as const,
  guides: (http: Http, query: GuideListQueryInput) =>
    queryOptions({
      queryKey: [...contentQueries.all(), http.getLocale(), 'guides', { q: query.q ?? null, category: query.category ?? null, tag: query.tag ?? null, page: query.page ?? 1 }] as const,
      queryFn: ({ signal }) => listGuides(http, query, { signal }),
      staleTime: STALE_MS,
    }),
  guide: (http: Http, category: string, slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), http.getLocale(), 'guide', category, slug] as const,
      queryFn: ({ signal }) => getGuide(http, category, slug, { signal }),
      staleTime: STALE_MS,
    }),
  page: (http: Http, slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), http.getLocale(), 'page', slug] as const,
      queryFn: ({ signal }) => getContentPage(http, slug, { signal }),
      staleTime: STALE_MS,
    }),
  /** The editor's own data: private, always refetched; invalidate `editor()` after a write. */
  editor: () => [...contentQueries.all(), 'editor'] as const,
  myRoles: (http: Http) =>
    queryOptions({
      queryKey: [...contentQueries.editor(), 'roles'] as const,
      queryFn: ({ signal }) => getMyRoles(http, { signal }),
      staleTime: 0,
    }),
  editorItems: (http: Http) =>
    queryOptions({
      queryKey: [...contentQueries.editor(), http.getLocale(), 'items'] as const,
      queryFn: ({ signal }) => listEditorItems(http, { signal }),
      staleTime: 0,
    }),
  editorItem: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...contentQueries.editor(), 'item', id] as const,
      queryFn: ({ signal }) => getEditorItem(http, id, { signal }),
      staleTime: 0,
    }),
  editorRevisions: (http: Http, id: number, locale: Locale) =>
    queryOptions({
      queryKey: [...contentQueries.editor(), 'item', id, locale, 'revisions'] as const,
      queryFn: ({ signal }) => listEditorRevisions(http, id, locale, { signal }),
      staleTime: 0,
    }),
  editorRevision: (http: Http, id: number, locale: Locale, revision: number) =>
    queryOptions({
      queryKey: [...contentQueries.editor(), 'item', id, locale, 'revision', revision] as const,
      queryFn: ({ signal }) => getEditorRevision(http, id, locale, revision, { signal }),
      // A saved revision never changes (only which one is the draft or the public one).
      staleTime: 0,
    }),
};
