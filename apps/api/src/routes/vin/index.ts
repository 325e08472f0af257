import {
  apiErrorSchema,
  isPlate,
  isVinFormat,
  normalizePlate,
  normalizeVin,
  plateLookupSchema,
  plateParamSchema,
  vinCheckDigit,
  vinDecodeSchema,
  vinParamSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBrand, listRegions } from '../../db/repositories/catalog.js';
import { requestLocale } from '../../lib/locale.js';
import { decodeVinFacts } from '../../autocheck/decode.js';

/** What the catalogue can tell from a VIN or a plate, to pre-fill the posting form. */
const vin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vin/:vin',
    {
      schema: {
        tags: ['posting'],
        operationId: 'decodeVin',
        summary: 'Decode a VIN: brand from the WMI, model year from position 10, check digit (a warning only where the region uses one)',
        params: vinParamSchema,
        response: { 200: vinDecodeSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const v = normalizeVin(req.params.vin);
      const formatValid = isVinFormat(v);
      const facts = decodeVinFacts(v);
      const slug = facts?.brandSlugs.length === 1 ? facts.brandSlugs[0] : undefined;
      const brand = slug ? await findBrand(app.db, slug) : null;
      return {
        vin: v,
        formatValid,
        checkDigitValid: formatValid && facts?.checkDigit !== 'invalid',
        checkDigitUsed: facts ? facts.checkDigit !== 'not_used' : false,
        expectedCheckDigit: vinCheckDigit(v),
        wmi: facts?.wmi ?? null,
        brand: brand ? { slug: brand.slug, name: brand.name } : null,
        country: brand?.country ?? null,
        manufacturer: facts?.manufacturer ?? null,
        modelYear: facts?.modelYear ?? null,
      };
    },
  );

  app.get(
    '/plates/:plate',
    {
      schema: {
        tags: ['posting'],
        operationId: 'lookupPlate',
        summary: 'Look up a plate: its region from the code; no registry is connected, so the car is never found',
        params: plateParamSchema,
        response: { 200: plateLookupSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const plate = normalizePlate(req.params.plate);
      const valid = isPlate(plate);
      const code = valid ? plate.slice(-2) : null;
      const region = code ? (await listRegions(app.db, requestLocale(req))).find((r) => r.plateCode === code) : undefined;
      return { plate, valid, found: false, region: region ? { slug: region.slug, name: region.name } : null };
    },
  );
};
export default vin;
