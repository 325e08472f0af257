import {
  apiErrorSchema,
  searchCountSchema,
  searchFacetsSchema,
  searchFilterQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  type FacetBucket,
} from '@jolda/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardsByIds, countAnnouncements, searchPage } from '../../db/repositories/announcements.js';
import { facetsSql } from '../../db/repositories/announcements-search.js';
import { requestLocale } from '../../lib/locale.js';
import { CardCache } from './card-cache.js';
import { searchReadSideFor } from './read-side.js';

/** The page fields of a search answer (the cards are serialised apart). */
const searchEnvelopeSchema = searchResultSchema.omit({ items: true });

/**
 * The search endpoints, mounted under `/api/announcements`: `/` (a page of cards with the total), `/count` and
 * `/facets`. They answer from the in-memory index (see read-side.ts), and from SQL while a starting process loads it.
 */
const search: FastifyPluginAsyncZod = async (app) => {
  const readSide = searchReadSideFor(app.db);
  readSide.options = { ...readSide.options, wait: app.config.searchIndexWait, pollMs: app.config.searchPollMs };
  readSide.cards.setCapacity(app.config.searchCardCache);
  const detach = readSide.attach(app.db);
  app.addHook('onClose', async () => detach());
  // Load the index once the server is ready; until then searches are answered by SQL (tests wait for it instead).
  if (!app.config.searchIndexWait) app.addHook('onReady', () => void readSide.warm(app.db));

  /** The envelope around cards that are JSON already (checked against the contract once each). */
  const send = (reply: FastifyReply, cards: readonly string[], total: number, page: number, pageSize: number) => {
    const envelope = searchEnvelopeSchema.parse({ total, page, pageSize, pages: Math.ceil(total / pageSize) });
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"items":[${cards.join(',')}],"total":${envelope.total},"page":${envelope.page},"pageSize":${envelope.pageSize},"pages":${envelope.pages}}` as never);
  };

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
      const idx = await readSide.answerer(app.db);
      if (!idx) {
        // The index is loading: the reference SQL (slower, the same answer).
        const [items, total] = await Promise.all([searchPage(app.db, req.query, locale), countAnnouncements(app.db, filter)]);
        return send(reply, [...CardCache.serialize(items).values()], total, page, pageSize);
      }
      const hit = idx.search(filter, idx.refs(filter), sort, (page - 1) * pageSize, pageSize);
      const cached = readSide.cards.lookup(locale, hit.ids);
      let cards = cached.cards;
      if (cached.missing.length) {
        const version = readSide.version;
        const json = CardCache.serialize(await cardsByIds(app.db, cached.missing, locale));
        // Kept only when no change was applied while they were read (an older card could outlive its eviction).
        if (version === readSide.version) readSide.cards.put(locale, json);
        cards = hit.ids.map((id, i) => cards[i] ?? json.get(id));
      }
      return send(reply, cards.filter((c): c is string => c !== undefined), hit.total, page, pageSize);
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
      const idx = await readSide.answerer(app.db);
      if (!idx) return { total: await countAnnouncements(app.db, req.query) };
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
      const idx = await readSide.answerer(app.db);
      const hit = idx ? idx.facets(req.query, idx.refs(req.query)) : await facetsSql(app.db, req.query);
      const names = readSide.names();
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
