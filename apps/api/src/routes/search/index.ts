import {
  apiErrorSchema,
  searchCountSchema,
  searchFacetsSchema,
  searchFilterQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  type FacetBucket,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facetNames, searchCards } from '../../db/repositories/announcements-search.js';
import { requestLocale } from '../../lib/locale.js';
import { searchIndexFor } from './search-index.js';

/**
 * The search endpoints, mounted under `/api/announcements`: `/` (a page of cards with the total), `/count` and
 * `/facets`. All answer from the in-memory index (see search-index.ts), exact after every committed write.
 */
const search: FastifyPluginAsyncZod = async (app) => {
  const index = () => searchIndexFor(app.db);
  // Load the index once the server is ready, so the first visitor does not wait for it (tests load it on demand).
  if (app.config.nodeEnv !== 'test') app.addHook('onReady', () => void index().warm(app.db));

  app.get(
    '/',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Search published announcements',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const { sort, page, pageSize, ...filter } = req.query;
      const refs = await index().prepare(app.db, filter);
      const hit = index().search(filter, refs, sort, (page - 1) * pageSize, pageSize);
      const items = await searchCards(app.db, hit.ids, requestLocale(req));
      return { items, total: hit.total, page, pageSize, pages: Math.ceil(hit.total / pageSize) };
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Number of published announcements matching a filter',
        querystring: searchFilterQuerySchema,
        response: { 200: searchCountSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const refs = await index().prepare(app.db, req.query);
      return { total: index().search(req.query, refs, 'newest', 0, 0).total };
    },
  );

  app.get(
    '/facets',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Counts by brand and by model for a filter (each without its own facet)',
        querystring: searchFilterQuerySchema,
        response: { 200: searchFacetsSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const refs = await index().prepare(app.db, req.query);
      const hit = index().facets(req.query, refs);
      const names = await facetNames(app.db, [...hit.brands.keys()], hit.models ? [...hit.models.keys()] : []);
      const buckets = (counts: Map<number, number>, refs: Array<{ id: number; slug: string; name: string }>) =>
        refs
          .map((r): FacetBucket => ({ slug: r.slug, name: r.name, count: counts.get(r.id) ?? 0 }))
          .filter((b) => b.count > 0)
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
      return {
        total: hit.total,
        brands: buckets(hit.brands, names.brands),
        models: hit.models ? buckets(hit.models, names.models) : null,
      };
    },
  );
};
export default search;
