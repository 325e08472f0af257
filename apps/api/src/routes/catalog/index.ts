import {
  apiErrorSchema,
  brandListQuerySchema,
  brandListSchema,
  brandSlugParamSchema,
  cityListSchema,
  modelListSchema,
  regionListSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBrand, listBrands, listCities, listModels, listRegions } from '../../db/repositories/catalog.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { searchReadSideFor } from '../search/read-side.js';

const CACHE = 'public, max-age=60';

const catalog: FastifyPluginAsyncZod = async (app) => {
  /**
   * Counts of published announcements by brand (or, for one brand, by model) from the in-memory search index; none
   * while it loads (the repository counts in SQL then).
   */
  const counts = async (brand?: string) => {
    const idx = await searchReadSideFor(app.db).answerer(app.db);
    if (!idx) return { brands: undefined, models: undefined };
    const f = brand ? { brand: [brand] } : {};
    const hit = idx.facets(f, idx.refs(f));
    return { brands: hit.brands, models: hit.models ?? new Map<number, number>() };
  };

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listBrands',
        summary: 'Brands with their number of published announcements',
        querystring: brandListQuerySchema,
        response: { 200: brandListSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      const { brands } = await counts();
      return { items: await listBrands(app.db, { popularOnly: req.query.popular === true, counts: brands }) };
    },
  );

  app.get(
    '/brands/:brand/models',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listModels',
        summary: 'Models of a brand with counts and generations',
        params: brandSlugParamSchema,
        response: { 200: modelListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const brand = await findBrand(app.db, req.params.brand);
      if (!brand) throw notFound('brand_not_found', `Brand ${req.params.brand} not found`);
      reply.header('cache-control', CACHE);
      const { brands, models } = await counts(brand.slug);
      return { brand: brands ? { ...brand, count: brands.get(brand.id) ?? 0 } : brand, items: await listModels(app.db, brand.id, models) };
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listCities',
        summary: 'Cities, largest first; names follow Accept-Language',
        response: { 200: cityListSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return { items: await listCities(app.db, requestLocale(req)) };
    },
  );

  app.get(
    '/regions',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listRegions',
        summary: 'Regions with plate codes; names follow Accept-Language',
        response: { 200: regionListSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return { items: await listRegions(app.db, requestLocale(req)) };
    },
  );
};
export default catalog;
