import {
  apiErrorSchema,
  autocentreDetailSchema,
  autocentreListSchema,
  brandParamsSchema,
  comparisonSchema,
  compareCreatedSchema,
  compareInputSchema,
  computeCredit,
  creditCalcInputSchema,
  creditCalcResultSchema,
  creditInputIssue,
  creditProgrammeListSchema,
  creditProgrammeQuerySchema,
  dealerDetailSchema,
  dealerListQuerySchema,
  dealerListSchema,
  dealerPhonesSchema,
  idParamSchema,
  MARKET_ERROR,
  marketBrandPageSchema,
  marketCityListSchema,
  marketHomeSchema,
  marketModelPageSchema,
  marketQuerySchema,
  modelParamsSchema,
  offerCountSchema,
  offerDetailSchema,
  offerSearchQuerySchema,
  offerSearchResultSchema,
  slugParamSchema,
  trimDetailSchema,
  type Comparison,
  type MarketHome,
} from '@jolda/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { countUsedCars, dealerReviews } from '../../db/repositories/market.js';
import { createComparison, findComparison } from '../../db/repositories/market-activity.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { type City, type Locale, type MarketIndex, type Model, marketIndexFor, modelPhoto, stockThenPrice } from './market-index.js';

const CACHE = 'public, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';
const DEFAULT_CITY = 'almaty';

/** Checks an answer against its contract once and sends it as JSON text (the same text a cache keeps). */
export function toJson<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.parse(value));
}
export function sendJson(reply: FastifyReply, json: string, cache = CACHE) {
  return reply.type(JSON_TYPE).header('cache-control', cache).header('vary', 'accept-language').send(json as never);
}

export function resolveCity(idx: MarketIndex, slug: string | undefined): City {
  const city = idx.citiesBySlug.get(slug ?? DEFAULT_CITY);
  if (!city) throw notFound('city_not_found', `City ${slug} not found`);
  return city;
}

/** The market's catalogue, dealers, offers and credit programmes: public, cached, from the in-memory index. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  const index = async () => {
    const idx = marketIndexFor(app.db);
    await idx.current(app.db);
    return idx;
  };
  if (app.config.nodeEnv !== 'test') app.addHook('onReady', () => void index().catch(() => undefined));

  app.get(
    '/cities',
    {
      schema: {
        operationId: 'listMarketCities',
        tags: ['market'],
        summary: 'Cities with official dealers, with their dealer and offer counts',
        response: { 200: marketCityListSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const json = await idx.json(`cities:${locale}`, () => {
        const counts = new Map<City, { dealers: number; offers: number }>();
        for (const d of idx.dealers) {
          if (!d.official) continue;
          const c = counts.get(d.city) ?? { dealers: 0, offers: 0 };
          c.dealers++;
          c.offers += d.offers.length;
          counts.set(d.city, c);
        }
        return toJson(marketCityListSchema, {
          items: idx.cities
            .filter((c) => counts.has(c))
            .map((c) => ({ ...idx.city(c, locale), dealerCount: counts.get(c)!.dealers, offerCount: counts.get(c)!.offers })),
        });
      });
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/home',
    {
      schema: {
        operationId: 'getMarketHome',
        tags: ['market'],
        summary: "The market's main page for a city: brands with prices from and offer counts, best offers, dealers",
        querystring: marketQuerySchema,
        response: { 200: marketHomeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const city = resolveCity(idx, req.query.city);
      const premium = req.query.premium === true;
      const json = await idx.json(`home:${locale}:${city.slug}:${premium}`, () => toJson(marketHomeSchema, home(idx, city, premium, locale)));
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/brands/:brand',
    {
      schema: {
        operationId: 'getMarketBrand',
        tags: ['market'],
        summary: "A brand's models on sale with prices from and offers in the city, and its dealers there",
        params: brandParamsSchema,
        querystring: marketQuerySchema,
        response: { 200: marketBrandPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const city = resolveCity(idx, req.query.city);
      const premium = req.query.premium === true;
      const brand = idx.brandsBySlug.get(req.params.brand);
      const models = brand?.models.filter((m) => !premium || m.premium) ?? [];
      if (!brand || models.length === 0) throw notFound('brand_not_found', `Brand ${req.params.brand} not on the market`);
      const json = await idx.json(`brand:${locale}:${city.slug}:${brand.slug}:${premium}`, () => {
        const inCity = idx.offers.filter((o) => o.dealer.city === city && o.trim.model.brand === brand);
        return toJson(marketBrandPageSchema, {
          brand: { ...idx.brandRef(brand), country: idx.brandCountry(brand, locale) },
          city: idx.city(city, locale),
          models: models.map((m) => {
            const offers = inCity.filter((o) => o.trim.model === m);
            return {
              ...idx.modelRef(m),
              body: m.body as 'sedan',
              yearFrom: m.yearFrom,
              assembly: idx.assembly(m, locale),
              priceFrom: Math.min(...m.trims.map((t) => t.price)),
              offerCount: offers.length,
              offerPriceFrom: offers.length ? Math.min(...offers.map((o) => o.finalPrice)) : null,
              photo: modelPhoto(m),
            };
          }),
          dealers: idx.dealers
            .filter((d) => d.city === city && d.brands.includes(brand))
            .sort((a, b) => (idx.rating(b) ?? 0) - (idx.rating(a) ?? 0))
            .map((d) => idx.dealerCard(d, locale)),
        });
      });
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/brands/:brand/models/:model',
    {
      schema: {
        operationId: 'getMarketModel',
        tags: ['market'],
        summary: 'A model: trims with specs and prices, colours, equipment by trim, offers and dealers in the city, credit programmes',
        params: modelParamsSchema,
        querystring: marketQuerySchema,
        response: { 200: marketModelPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const city = resolveCity(idx, req.query.city);
      const model = idx.model(req.params.brand, req.params.model);
      if (!model || (req.query.premium === true && !model.premium)) {
        throw notFound('model_not_found', `Model ${req.params.brand}/${req.params.model} not on the market`);
      }
      const json = await idx.json(`model:${locale}:${city.slug}:${model.id}`, async () => {
        const offers = idx.offers.filter((o) => o.trim.model === model && o.dealer.city === city).sort(stockThenPrice);
        return toJson(marketModelPageSchema, {
          brand: { ...idx.brandRef(model.brand), country: idx.brandCountry(model.brand, locale) },
          model: {
            ...idx.modelRef(model),
            id: model.id,
            body: model.body as 'sedan',
            generation: model.generation,
            yearFrom: model.yearFrom,
            yearTo: model.yearTo,
            assembly: idx.assembly(model, locale),
          },
          city: idx.city(city, locale),
          trims: model.trims.map((t) => idx.trim(t)),
          colours: model.colours.map((c) => idx.colour(c, locale)),
          equipment: idx.equipmentTable(model.trims, locale),
          offers: offers.slice(0, 30).map((o) => idx.offerCard(o, locale)),
          offerCount: offers.length,
          dealers: idx.dealers
            .filter((d) => d.city === city && d.brands.includes(model.brand))
            .map((d) => idx.dealerCard(d, locale)),
          programmes: idx.programmesFor(model).map((p) => idx.programme(p, locale)),
          usedCount: await countUsedCars(app.db, model.id),
        });
      });
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/trims/:slug',
    {
      schema: {
        operationId: 'getMarketTrim',
        tags: ['market'],
        summary: "A trim's full equipment, specs and colours (`/new-auto/equipment/{slug}`)",
        params: slugParamSchema,
        response: { 200: trimDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const trim = idx.trimsBySlug.get(req.params.slug);
      if (!trim) throw notFound('trim_not_found', `Trim ${req.params.slug} not found`);
      const m = trim.model;
      const json = await idx.json(`trim:${locale}:${trim.id}`, () =>
        toJson(trimDetailSchema, {
          brand: idx.brandRef(m.brand),
          model: { ...idx.modelRef(m), body: m.body as 'sedan', yearFrom: m.yearFrom, assembly: idx.assembly(m, locale) },
          trim: idx.trim(trim),
          equipment: idx.equipmentList(trim, locale),
          colours: m.colours.map((c) => idx.colour(c, locale)),
          trims: m.trims.map((t) => ({ slug: t.slug, name: t.name, price: t.price })),
          offerCount: idx.offers.filter((o) => o.trim === trim).length,
        }),
      );
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        operationId: 'searchMarketOffers',
        tags: ['market'],
        summary: "Search dealers' offers (`/new-auto`): filters, sort, page, the exact total and brand/model facets",
        querystring: offerSearchQuerySchema,
        response: { 200: offerSearchResultSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const q = req.query;
      const hit = idx.search(q);
      return sendJson(
        reply,
        JSON.stringify({
          items: hit.items.map((o) => idx.offerCard(o, locale)),
          total: hit.total,
          page: q.page,
          pageSize: q.pageSize,
          pages: Math.ceil(hit.total / q.pageSize),
          facets: hit.facets,
        }),
        'public, max-age=30',
      );
    },
  );

  app.get(
    '/offers/count',
    {
      schema: {
        operationId: 'countMarketOffers',
        tags: ['market'],
        summary: 'The number of offers a filter finds (the live count of the filters)',
        querystring: offerSearchQuerySchema,
        response: { 200: offerCountSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      reply.header('cache-control', 'public, max-age=30');
      return { total: idx.filterOffers(req.query).length };
    },
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        operationId: 'getMarketOffer',
        tags: ['market'],
        summary: "A dealer's offer (`/new-auto/detail/{id}`): the car, its trim's specs and equipment, the dealer, credit",
        params: idParamSchema,
        response: { 200: offerDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const offer = idx.offersById.get(req.params.id);
      if (!offer) throw notFound('offer_not_found', `Offer ${req.params.id} not found`);
      const json = await idx.json(`offer:${locale}:${offer.id}`, () => {
        const m = offer.trim.model;
        return toJson(offerDetailSchema, {
          offer: idx.offerCard(offer, locale),
          trim: idx.trim(offer.trim),
          model: { ...idx.modelRef(m), body: m.body as 'sedan', yearFrom: m.yearFrom, assembly: idx.assembly(m, locale) },
          colour: idx.colour(offer.colour, locale),
          equipment: idx.equipmentList(offer.trim, locale),
          dealer: idx.dealerCard(offer.dealer, locale),
          programmes: idx.programmesFor(m, offer.finalPrice).map((p) => idx.programme(p, locale)),
          similar: idx.offers
            .filter((o) => o !== offer && o.trim.model === m && o.dealer.city === offer.dealer.city)
            .sort(stockThenPrice)
            .slice(0, 6)
            .map((o) => idx.offerCard(o, locale)),
        });
      });
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/dealers',
    {
      schema: {
        operationId: 'listDealers',
        tags: ['market'],
        summary: "Dealers of a city or of a brand (`/dealers/{city or brand}`), best rated first",
        querystring: dealerListQuerySchema,
        response: { 200: dealerListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const city = req.query.city ? resolveCity(idx, req.query.city) : null;
      const brand = req.query.brand ? idx.brandsBySlug.get(req.query.brand) : null;
      if (req.query.brand && !brand) throw notFound('brand_not_found', `Brand ${req.query.brand} not on the market`);
      const json = await idx.json(`dealers:${locale}:${city?.slug}:${brand?.slug}`, () =>
        toJson(dealerListSchema, {
          city: city ? idx.city(city, locale) : null,
          brand: brand ? idx.brandRef(brand) : null,
          items: idx.dealers
            .filter((d) => (!city || d.city === city) && (!brand || d.brands.includes(brand)) && (d.official || !brand))
            .sort((a, b) => Number(b.official) - Number(a.official) || (idx.rating(b) ?? 0) - (idx.rating(a) ?? 0) || a.name.localeCompare(b.name))
            .map((d) => idx.dealerCard(d, locale)),
        }),
      );
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/dealers/:slug',
    {
      schema: {
        operationId: 'getDealer',
        tags: ['market'],
        summary: 'A dealer: address, hours, services, brands, survey rating and reviews, its cars (phones apart)',
        params: slugParamSchema,
        response: { 200: dealerDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const dealer = idx.dealersBySlug.get(req.params.slug);
      if (!dealer) throw notFound('dealer_not_found', `Dealer ${req.params.slug} not found`);
      const json = await idx.json(`dealer:${locale}:${dealer.id}`, async () =>
        toJson(dealerDetailSchema, {
          dealer: { ...idx.dealerCard(dealer, locale), phoneCount: dealer.phones.length },
          offers: dealer.offers.slice(0, 48).map((o) => idx.offerCard(o, locale)),
          reviews: await dealerReviews(app.db, dealer.id),
        }),
      );
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/dealers/:slug/phones',
    {
      schema: {
        operationId: 'revealDealerPhones',
        tags: ['market'],
        summary: "A dealer's phone numbers (shown on request)",
        params: slugParamSchema,
        response: { 200: dealerPhonesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const dealer = idx.dealersBySlug.get(req.params.slug);
      if (!dealer) throw notFound('dealer_not_found', `Dealer ${req.params.slug} not found`);
      reply.header('cache-control', 'private, no-store');
      return { phones: dealer.phones };
    },
  );

  app.get(
    '/autocentres',
    {
      schema: {
        operationId: 'listAutocentres',
        tags: ['market'],
        summary: 'Autocentres (sites with several dealers), of a city or all',
        querystring: marketQuerySchema.pick({ city: true }),
        response: { 200: autocentreListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const city = req.query.city ? resolveCity(idx, req.query.city) : null;
      const json = await idx.json(`centres:${locale}:${city?.slug}`, () =>
        toJson(autocentreListSchema, {
          city: city ? idx.city(city, locale) : null,
          cities: [...new Set(idx.centres.map((c) => c.city))].map((c) => idx.city(c, locale)),
          items: idx.centres.filter((c) => !city || c.city === city).map((c) => centreCard(idx, c, locale)),
        }),
      );
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/autocentres/:slug',
    {
      schema: {
        operationId: 'getAutocentre',
        tags: ['market'],
        summary: 'An autocentre: its dealers and their cars',
        params: slugParamSchema,
        response: { 200: autocentreDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const centre = idx.centresBySlug.get(req.params.slug);
      if (!centre) throw notFound('autocentre_not_found', `Autocentre ${req.params.slug} not found`);
      const json = await idx.json(`centre:${locale}:${centre.id}`, () =>
        toJson(autocentreDetailSchema, {
          autocentre: centreCard(idx, centre, locale),
          dealers: centre.dealers.map((d) => idx.dealerCard(d, locale)),
          offers: centre.dealers
            .flatMap((d) => d.offers)
            .sort(stockThenPrice)
            .slice(0, 48)
            .map((o) => idx.offerCard(o, locale)),
        }),
      );
      return sendJson(reply, json!);
    },
  );

  app.get(
    '/credit/programmes',
    {
      schema: {
        operationId: 'listCreditProgrammes',
        tags: ['market'],
        summary: "Credit programmes for a car: banks', its brand's subsidised rates, the state programme for local cars",
        querystring: creditProgrammeQuerySchema,
        response: { 200: creditProgrammeListSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const brand = req.query.brand ? idx.brandsBySlug.get(req.query.brand) : undefined;
      const items = idx.programmes.filter(
        (p) =>
          (!p.brand || p.brand === brand) &&
          (!p.localOnly || req.query.local === true) &&
          (p.maxPrice === null || req.query.price === undefined || req.query.price <= p.maxPrice),
      );
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return { items: items.map((p) => idx.programme(p, locale)) };
    },
  );

  app.post(
    '/credit/calculate',
    {
      schema: {
        operationId: 'calculateCredit',
        tags: ['market'],
        summary: 'Monthly payment, overpayment and ГЭСВ/ЖТСМ of a car credit under a programme (the calculator the pages use)',
        body: creditCalcInputSchema,
        response: { 200: creditCalcResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const idx = await index();
      const locale = requestLocale(req);
      const b = req.body;
      const programme = idx.programmes.find((p) => p.slug === b.programme);
      if (!programme) throw notFound('programme_not_found', `Programme ${b.programme} not found`);
      const fields = creditFieldErrors(programme, b.price, b.downPayment, b.months, {
        brand: b.brand,
        local: b.local,
      });
      if (fields) throw validationFailed(fields);
      return {
        ...computeCredit({
          price: b.price,
          downPayment: b.downPayment,
          months: b.months,
          annualRate: programme.rate,
          oneTimeFeePct: programme.oneTimeFeePct,
          monthlyFee: programme.monthlyFee,
        }),
        programme: idx.programme(programme, locale),
        rate: programme.rate,
      };
    },
  );

  app.post(
    '/comparisons',
    {
      schema: {
        operationId: 'createComparison',
        tags: ['market'],
        summary: 'Stores a set of up to four trims or offers to compare; the same set always gets the same id',
        body: compareInputSchema,
        response: { 200: compareCreatedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const idx = await index();
      for (const ref of req.body.items) {
        const found = ref.kind === 'trim' ? idx.trimsBySlug.has(ref.slug) : idx.offersById.has(ref.id);
        if (!found) throw notFound(ref.kind === 'trim' ? 'trim_not_found' : 'offer_not_found', `${ref.kind} not found`);
      }
      const key = req.body.items.map((r) => (r.kind === 'trim' ? `t:${r.slug}` : `o:${r.id}`)).join(',');
      return { id: await createComparison(app.db, key) };
    },
  );

  app.get(
    '/comparisons/:id',
    {
      schema: {
        operationId: 'getComparison',
        tags: ['market'],
        summary: 'Trims or offers side by side (`/new-auto/compare/{id}`): specs, prices and equipment per column',
        params: idParamSchema,
        response: { 200: comparisonSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const locale = requestLocale(req);
      const key = await findComparison(app.db, req.params.id);
      if (key === null) throw notFound('comparison_not_found', `Comparison ${req.params.id} not found`);
      const json = await idx.json(`compare:${locale}:${req.params.id}`, () => {
        const columns: Comparison['columns'] = [];
        const trims = [];
        for (const part of key.split(',')) {
          const [kind, value] = [part.slice(0, 1), part.slice(2)];
          const offer = kind === 'o' ? idx.offersById.get(Number(value)) : undefined;
          const trim = offer ? offer.trim : kind === 't' ? idx.trimsBySlug.get(value) : undefined;
          // A trim or an offer gone since (sold, withdrawn) leaves its column out.
          if (!trim) continue;
          const m = trim.model;
          trims.push(trim);
          columns.push({
            ref: offer ? { kind: 'offer', id: offer.id } : { kind: 'trim', slug: trim.slug },
            brand: idx.brandRef(m.brand),
            model: { ...idx.modelRef(m), body: m.body as 'sedan' },
            trim: idx.trim(trim),
            offer: offer ? idx.offerCard(offer, locale) : null,
            photo: modelPhoto(m, offer?.colour),
          });
        }
        if (!columns.length) return null;
        return toJson(comparisonSchema, { id: req.params.id, columns, equipment: idx.equipmentTable(trims, locale) });
      });
      if (json === null) throw notFound('comparison_not_found', `Comparison ${req.params.id} has nothing left on sale`);
      return sendJson(reply, json);
    },
  );
};
export default catalogue;

function home(idx: MarketIndex, city: City, premium: boolean, locale: Locale): MarketHome {
  const inCity = idx.offers.filter((o) => o.dealer.city === city && (!premium || o.trim.model.premium));
  const brands = idx.brands
    .map((b) => ({ b, models: b.models.filter((m) => !premium || m.premium) }))
    .filter((x) => x.models.length > 0)
    .map(({ b, models }) => {
      const offers = inCity.filter((o) => o.trim.model.brand === b);
      const cheapest = offers.length
        ? Math.min(...offers.map((o) => o.finalPrice))
        : Math.min(...models.flatMap((m) => m.trims.map((t) => t.price)));
      return {
        ...idx.brandRef(b),
        country: idx.brandCountry(b, locale),
        modelCount: models.length,
        offerCount: offers.length,
        priceFrom: cheapest,
        photo: modelPhoto(models[0] as Model),
      };
    })
    .sort((a, b) => b.offerCount - a.offerCount || a.name.localeCompare(b.name, 'en'));
  // Best offers: the largest discounts on cars in stock, one per model.
  const seen = new Set<Model>();
  const best = inCity
    .filter((o) => o.availability === 'in_stock' && o.discount > 0)
    .sort((a, b) => b.discount / b.price - a.discount / a.price || a.id - b.id)
    .filter((o) => (seen.has(o.trim.model) ? false : (seen.add(o.trim.model), true)))
    .slice(0, 8);
  const counts = new Map<City, { dealers: number; offers: number }>();
  for (const d of idx.dealers) {
    if (!d.official) continue;
    const c = counts.get(d.city) ?? { dealers: 0, offers: 0 };
    c.dealers++;
    c.offers += d.offers.length;
    counts.set(d.city, c);
  }
  return {
    city: idx.city(city, locale),
    cities: idx.cities.filter((c) => counts.has(c)).map((c) => ({ ...idx.city(c, locale), dealerCount: counts.get(c)!.dealers, offerCount: counts.get(c)!.offers })),
    brands,
    bestOffers: best.map((o) => idx.offerCard(o, locale)),
    dealers: idx.dealers
      .filter((d) => d.city === city && d.official && (!premium || d.brands.some((b) => b.models.some((m) => m.premium))))
      .sort((a, b) => (idx.rating(b) ?? 0) - (idx.rating(a) ?? 0) || b.ratingCount - a.ratingCount)
      .slice(0, 6)
      .map((d) => idx.dealerCard(d, locale)),
    offerCount: inCity.length,
  };
}

function centreCard(idx: MarketIndex, c: MarketIndex['centres'][number], locale: Locale) {
  return {
    slug: c.slug,
    name: c.name,
    city: idx.city(c.city, locale),
    address: c.address[locale],
    lat: c.lat,
    lng: c.lng,
    dealerCount: c.dealers.length,
    offerCount: c.dealers.reduce((n, d) => n + d.offers.length, 0),
    brands: [...new Set(c.dealers.flatMap((d) => d.brands))].map((b) => idx.brandRef(b)),
  };
}

/**
 * Why a credit does not fit a programme, per field (null when it does): its down payment, term, price cap, loan cap,
 * brand and local assembly. The same rules for the calculator, applications and personal offers.
 */
export function creditFieldErrors(
  p: MarketIndex['programmes'][number],
  price: number,
  downPayment: number,
  months: number,
  car: { brand?: string; local?: boolean },
): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {};
  const add = (k: string, code: string) => (fields[k] ??= []).push(code);
  if ((p.brand && p.brand.slug !== car.brand) || (p.localOnly && car.local !== true)) add('programme', MARKET_ERROR.programmeNotAvailable);
  if (p.maxPrice !== null && price > p.maxPrice) add('programme', MARKET_ERROR.priceTooHigh);
  if (downPayment < Math.round((price * p.minDownPct) / 100) || downPayment > Math.round(price * 0.9)) add('downPayment', MARKET_ERROR.downPaymentRange);
  if (p.maxLoan !== null && price - downPayment > p.maxLoan) add('downPayment', MARKET_ERROR.loanTooLarge);
  if (months < p.minMonths || months > p.maxMonths) add('months', MARKET_ERROR.monthsRange);
  if (!Object.keys(fields).length && creditInputIssue({ price, downPayment, months, annualRate: p.rate })) add('request', MARKET_ERROR.invalid);
  return Object.keys(fields).length ? fields : null;
}

export { HttpError };
