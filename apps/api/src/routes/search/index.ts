import {
  apiErrorSchema,
  searchCountSchema,
  searchFacetsSchema,
  searchFilterQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  type FacetBucket,
} from '@jolda/contracts';

/** The page fields of a search answer (the cards are serialised apart). */
const searchEnvelopeSchema = searchResultSchema.omit({ items: true });
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCards } from '../../db/repositories/announcements-search.js';
import { requestLocale } from '../../lib/locale.js';
import { CardCache } from './card-cache.js';
import { searchIndexFor } from './search-index.js';

/**
 * The search endpoints, mounted under `/api/announcements`: `/` (a page of cards with the total), `/count` and
 * `/facets`. All answer from the in-memory index (see search-index.ts), exact after every committed write.
 */
const search: FastifyPluginAsyncZod = async (app) => {
  const index = () => searchIndexFor(app.db);
  index().cards.setCapacity(app.config.searchCardCache);
  // Load the index once the server is ready, so the first visitor does not wait for it (tests load it on demand).
  if (app.config.nodeEnv !== 'test') app.addHook('onReady', () => void index().warm(app.db));

  app.get(
    '/',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'searchAnnouncements',
        summary: 'Search published announcements',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { sort, page, pageSize, ...filter } = req.query;
      const locale = requestLocale(req);
      const idx = index();
      await idx.current(app.db);
      // Answer from the index at its head; cards come from the card cache, the missing ones from the database together
      // with the log's head. When the log moved on meanwhile (a write committed), catch up and answer again. Bounded:
      // a third round answers as it stands.
      for (let round = 0; ; round++) {
        const hit = idx.search(filter, idx.refs(filter), sort, (page - 1) * pageSize, pageSize);
        const cached = idx.cards.lookup(locale, hit.ids);
        let cards = cached.cards;
        if (cached.missing.length) {
          const at = idx.head;
          const read = await searchCards(app.db, cached.missing, locale);
          if (read.head > idx.head && round < 2) {
            await idx.catchUpTo(app.db, read.head);
            continue;
          }
          const json = CardCache.serialize(read.cards);
          // Kept only when read at exactly the state the index answered from (see card-cache.ts).
          if (read.head === at && at === idx.head) idx.cards.put(locale, json);
          cards = hit.ids.map((id, i) => cards[i] ?? json.get(id));
        }
        // The cards are JSON already (checked against the contract once each): only the envelope is serialised here.
        const items = cards.filter((c): c is string => c !== undefined).join(',');
        const envelope = searchEnvelopeSchema.parse({ total: hit.total, page, pageSize, pages: Math.ceil(hit.total / pageSize) });
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"items":[${items}],"total":${envelope.total},"page":${envelope.page},"pageSize":${envelope.pageSize},"pages":${envelope.pages}}` as never);
      }
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'countAnnouncements',
        summary: 'Number of published announcements matching a filter',
        querystring: searchFilterQuerySchema,
        response: { 200: searchCountSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const idx = index();
      await idx.current(app.db);
      return { total: idx.search(req.query, idx.refs(req.query), 'newest', 0, 0).total };
    },
  );

  app.get(
    '/facets',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'getSearchFacets',
        summary: 'Counts by brand and by model for a filter (each without its own facet)',
        querystring: searchFilterQuerySchema,
        response: { 200: searchFacetsSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const idx = index();
      await idx.current(app.db);
      const hit = idx.facets(req.query, idx.refs(req.query));
      const names = idx.names();
      const buckets = (counts: Map<number, number>, byId: Map<number, { slug: string; name: string }>) =>
        [...counts]
          .flatMap(([id, count]): FacetBucket[] => {
            const ref = byId.get(id);
            return ref && count > 0 ? [{ slug: ref.slug, name: ref.name, count }] : [];
          })
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
