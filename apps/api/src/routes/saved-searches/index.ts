import {
  SAVED_SEARCH_LIMIT,
  apiErrorSchema,
  canonicalSearchFilter,
  savedSearchCreateSchema,
  savedSearchIdParamSchema,
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearch,
  type SearchFilter,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SavedSearchRow,
  deleteSavedSearch,
  filterNames,
  listSavedSearches,
  markSavedSearchSeen,
  saveSearch,
} from '../../db/repositories/saved-searches.js';
import { setSavedSearchAlert } from '../../db/repositories/alerts.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';
import { countsSql } from '../../db/repositories/announcements-search.js';
import { searchReadSideFor } from '../search/read-side.js';

type Filter = Omit<SearchFilter, 'sort' | 'page' | 'pageSize'>;

/** The saved form of a filter (`canonicalSearchFilter`) and its text, the key that makes a filter saved once. */
export function canonicalFilter(filter: Record<string, unknown>): { filter: Record<string, unknown>; text: string } {
  const out = canonicalSearchFilter(filter);
  return { filter: out, text: JSON.stringify(out) };
}

/**
 * The signed-in user's saved searches (`/api/saved-searches`): each with its total and how many matches were published
 * since it was last seen, both counted by the in-memory search index. Every call reads and writes only the bearer's rows;
 * another user's id answers 404.
 */
const savedSearches: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const describe = async (row: SavedSearchRow, locale: 'ru' | 'kk'): Promise<SavedSearch> => {
    const idx = await searchReadSideFor(app.db).answerer(app.db);
    const f = row.filter as Filter;
    const { total, newer } = idx ? idx.counts(f, idx.refs(f), row.lastSeenMicros) : await countsSql(app.db, f, row.lastSeenMicros);
    return { ...row, names: await filterNames(app.db, f, locale), total, newCount: newer };
  };

  /**
   * A filter naming a brand, model, generation, city or region the catalogue does not know would be saved as a search
   * that never matches and reads as "all cars": refused with 400 per field instead.
   */
  const unknownSlugs = async (f: Filter): Promise<void> => {
    const names = await filterNames(app.db, f, 'ru');
    const fields: Record<string, string[]> = {};
    if (f.brand?.length && names.brands.length !== new Set(f.brand).size) fields['filter.brand'] = ['unknown_brand'];
    if (f.model !== undefined && names.model === null) fields['filter.model'] = ['unknown_model'];
    if (f.generation !== undefined && f.model !== undefined && names.generation === null) fields['filter.generation'] = ['unknown_generation'];
    if (f.city !== undefined && names.city === null) fields['filter.city'] = ['unknown_city'];
    if (f.region !== undefined && names.region === null) fields['filter.region'] = ['unknown_region'];
    if (Object.keys(fields).length) throw validationFailed(fields);
  };

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['saved searches'],
        operationId: 'listSavedSearches',
        summary: "The user's saved searches with their totals and new matches since last seen",
        response: { 200: savedSearchListSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const rows = await listSavedSearches(app.db, user.id);
      const locale = requestLocale(req);
      const items: SavedSearch[] = [];
      for (const row of rows) items.push(await describe(row, locale));
      return { items, limit: SAVED_SEARCH_LIMIT };
    },
  );

  app.post(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['saved searches'],
        operationId: 'saveSearch',
        summary: 'Save a search filter (the same filter again answers the saved one with 200; unknown catalogue slugs are a 400)',
        body: savedSearchCreateSchema,
        response: { 200: savedSearchSchema, 201: savedSearchSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const { filter, text } = canonicalFilter(req.body.filter as Record<string, unknown>);
      await unknownSlugs(filter as Filter);
      const saved = await saveSearch(app.db, user.id, filter, text, SAVED_SEARCH_LIMIT);
      if (saved === 'limit') {
        throw new HttpError(409, 'saved_search_limit', `At most ${SAVED_SEARCH_LIMIT} saved searches; delete one first`, {
          limit: SAVED_SEARCH_LIMIT,
        });
      }
      const { row, created } = saved;
      if (req.body.alert !== undefined && req.body.alert !== row.alert) {
        await setSavedSearchAlert(app.db, user.id, row.id, req.body.alert);
        row.alert = req.body.alert;
      }
      return reply.code(created ? 201 : 200).send(await describe(row, requestLocale(req)));
    },
  );

  app.post(
    '/:id/seen',
    {
      onRequest: signedIn,
      schema: {
        tags: ['saved searches'],
        operationId: 'markSavedSearchSeen',
        summary: 'Mark a saved search as seen now (its new matches count from here)',
        params: savedSearchIdParamSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (!(await markSavedSearchSeen(app.db, user.id, req.params.id))) {
        throw notFound('saved_search_not_found', `Saved search ${req.params.id} not found`);
      }
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['saved searches'],
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search',
        params: savedSearchIdParamSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (!(await deleteSavedSearch(app.db, user.id, req.params.id))) {
        throw notFound('saved_search_not_found', `Saved search ${req.params.id} not found`);
      }
      return reply.code(204).send(null);
    },
  );
};
export default savedSearches;
