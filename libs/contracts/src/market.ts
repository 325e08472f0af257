/**
 * The new-car market (issue 19): the catalogue of models on sale, dealers, offers, credit, test drives, surveys,
 * purchase and credit applications, personal offers. Used as they are by the site's pages and the native app's
 * web-view screens. Names follow the request's Accept-Language (ru, kk); money is whole tenge; instants are ISO UTC.
 */
import { z } from 'zod';
import { bodyTypeSchema, colorSchema, driveSchema, fuelSchema, slugSchema, transmissionSchema } from './catalog.js';
import { apiErrorSchema, paginatedSchema, queryBoolean, queryList } from './common.js';
import { CREDIT_LIMITS } from './credit.js';
import {
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  MARKET_COMPARE_MAX,
  CREDIT_APPLICATION_STATUSES,
  CREDIT_PROGRAMME_KINDS,
  DEALER_SERVICES,
  EQUIPMENT_GROUPS,
  MARKET_ERROR,
  OFFER_AVAILABILITIES,
  OFFER_PAGE_SIZE,
  OFFER_PAGE_SIZE_MAX,
  OFFER_SORTS,
  PAYMENT_METHODS,
  PERSONAL_OFFER_STATUSES,
  TEST_DRIVE_DAYS_AHEAD,
  TEST_DRIVE_STATUSES,
  isValidIin,
} from './market-values.js';
import { isPlate, isVinFormat, normalizePlate, normalizeVin } from './posting.js';

export * from './market-values.js';

const money = z.number().int().nonnegative();
/** A calendar date `YYYY-MM-DD` that exists (not `2026-02-30`). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MARKET_ERROR.invalid })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { error: MARKET_ERROR.invalid });

// ---------------------------------------------------------------------------------------------------------------
// References

export const marketCitySchema = z.object({ slug: slugSchema, name: z.string() });
export type MarketCity = z.infer<typeof marketCitySchema>;
export const marketCityListSchema = z.object({
  items: z.array(marketCitySchema.extend({ dealerCount: z.number().int(), offerCount: z.number().int() })),
});
export type MarketCityList = z.infer<typeof marketCityListSchema>;

export const marketBrandRefSchema = z.object({ slug: slugSchema, name: z.string(), premium: z.boolean() });
export type MarketBrandRef = z.infer<typeof marketBrandRefSchema>;
export const marketModelRefSchema = z.object({ slug: slugSchema, name: z.string(), premium: z.boolean() });
export type MarketModelRef = z.infer<typeof marketModelRefSchema>;

export const assemblySchema = z.object({
  /** Assembled in Kazakhstan. */
  local: z.boolean(),
  /** The plant and its city, when assembled here. */
  plant: z.string().nullable(),
  /** The country it is imported from, when it is. */
  country: z.string().nullable(),
});
export type Assembly = z.infer<typeof assemblySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Trims, colours, equipment

export const trimSpecsSchema = z.object({
  engineVolume: z.number().nullable(),
  powerHp: z.number().int(),
  fuel: fuelSchema,
  transmission: transmissionSchema,
  drive: driveSchema,
  /** l/100 km, or kWh/100 km for an electric car. */
  consumption: z.number(),
  /** 0–100 km/h, seconds. */
  acceleration: z.number(),
  topSpeed: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  wheelbaseMm: z.number().int(),
  clearanceMm: z.number().int(),
  trunkL: z.number().int(),
  seats: z.number().int(),
  curbWeightKg: z.number().int(),
  /** Electric range, km. */
  rangeKm: z.number().int().nullable(),
  warrantyYears: z.number().int(),
  /** Null: without a mileage limit. */
  warrantyKm: z.number().int().nullable(),
});
export type TrimSpecs = z.infer<typeof trimSpecsSchema>;

export const trimSchema = z.object({
  id: z.number().int(),
  /** The public id (`/new-auto/equipment/{slug}`). */
  slug: slugSchema,
  name: z.string(),
  /** The maker's price of the trim in white, tenge. */
  price: money,
  specs: trimSpecsSchema,
});
export type Trim = z.infer<typeof trimSchema>;

export const colourSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  /** The swatch, `#rrggbb`. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  family: colorSchema,
  /** Extra for the paint, tenge. */
  surcharge: money,
  /** The car's picture in this colour. */
  photo: z.string(),
});
export type Colour = z.infer<typeof colourSchema>;

export const equipmentStatusSchema = z.object({
  status: z.enum(['standard', 'option', 'absent']),
  /** An option's price, tenge. */
  price: money.nullable(),
});
export type EquipmentStatus = z.infer<typeof equipmentStatusSchema>;

/** A model's equipment by group: each item's status in each trim, in the order of the model's `trims`. */
export const equipmentTableSchema = z.array(
  z.object({
    group: z.enum(EQUIPMENT_GROUPS),
    name: z.string(),
    items: z.array(z.object({ code: z.string(), name: z.string(), byTrim: z.array(equipmentStatusSchema) })),
  }),
);
export type EquipmentTable = z.infer<typeof equipmentTableSchema>;

/** One trim's equipment by group. */
export const equipmentListSchema = z.array(
  z.object({
    group: z.enum(EQUIPMENT_GROUPS),
    name: z.string(),
    items: z.array(equipmentStatusSchema.extend({ code: z.string(), name: z.string() })),
  }),
);
export type EquipmentList = z.infer<typeof equipmentListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dealers and autocentres

/** Seven days, Monday first: [opens, closes] in minutes after midnight (Almaty time), null when closed. */
export const weekHoursSchema = z.array(z.tuple([z.number().int(), z.number().int()]).nullable()).length(7);

export const dealerCardSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** An official dealer of its brands (the market's dealers). */
  official: z.boolean(),
  city: marketCitySchema,
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  brands: z.array(marketBrandRefSchema),
  services: z.array(z.enum(DEALER_SERVICES)),
  hours: weekHoursSchema,
  /** The mean of its survey ratings (1–5, one decimal) and how many there are. */
  rating: z.object({ value: z.number().nullable(), count: z.number().int() }),
  offerCount: z.number().int(),
  autocentre: z.object({ slug: slugSchema, name: z.string() }).nullable(),
});
export type DealerCard = z.infer<typeof dealerCardSchema>;

export const dealerListQuerySchema = z.object({ city: slugSchema.optional(), brand: slugSchema.optional() });
export const dealerListSchema = z.object({
  city: marketCitySchema.nullable(),
  brand: marketBrandRefSchema.nullable(),
  items: z.array(dealerCardSchema),
});
export type DealerList = z.infer<typeof dealerListSchema>;

export const dealerPhonesSchema = z.object({ phones: z.array(z.string()) });
export type DealerPhones = z.infer<typeof dealerPhonesSchema>;

export const autocentreCardSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  city: marketCitySchema,
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  dealerCount: z.number().int(),
  offerCount: z.number().int(),
  brands: z.array(marketBrandRefSchema),
});
export type AutocentreCard = z.infer<typeof autocentreCardSchema>;
export const autocentreListSchema = z.object({
  city: marketCitySchema.nullable(),
  /** Every city with an autocentre (for the city switch). */
  cities: z.array(marketCitySchema),
  items: z.array(autocentreCardSchema),
});
export type AutocentreList = z.infer<typeof autocentreListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Offers

export const offerCardSchema = z.object({
  id: z.number().int(),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema,
  body: bodyTypeSchema,
  trim: z.object({ id: z.number().int(), slug: slugSchema, name: z.string() }),
  colour: z.object({ slug: slugSchema, name: z.string(), hex: z.string() }),
  engineVolume: z.number().nullable(),
  powerHp: z.number().int(),
  fuel: fuelSchema,
  transmission: transmissionSchema,
  drive: driveSchema,
  year: z.number().int(),
  /** The dealer's price before the discount. */
  price: money,
  discount: money,
  /** What the buyer pays: price − discount. */
  finalPrice: money,
  availability: z.enum(OFFER_AVAILABILITIES),
  /** When a car on order is expected (Almaty date). */
  readyOn: isoDate.nullable(),
  dealer: z.object({ slug: slugSchema, name: z.string(), city: marketCitySchema, rating: z.number().nullable() }),
  local: z.boolean(),
  photo: z.string(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offerSearchQuerySchema = z.object({
  brand: slugSchema.optional(),
  model: slugSchema.optional(),
  city: slugSchema.optional(),
  body: queryList(bodyTypeSchema).optional(),
  fuel: queryList(fuelSchema).optional(),
  transmission: queryList(transmissionSchema).optional(),
  drive: queryList(driveSchema).optional(),
  priceFrom: z.coerce.number().int().nonnegative().optional(),
  priceTo: z.coerce.number().int().nonnegative().optional(),
  inStock: queryBoolean.optional(),
  premium: queryBoolean.optional(),
  local: queryBoolean.optional(),
  dealer: slugSchema.optional(),
  sort: z.enum(OFFER_SORTS).default('price_asc'),
  page: z.coerce.number().int().positive().max(1000).default(1),
  pageSize: z.coerce.number().int().positive().max(OFFER_PAGE_SIZE_MAX).default(OFFER_PAGE_SIZE),
});
export type OfferSearchQuery = z.infer<typeof offerSearchQuerySchema>;
export type OfferSearchQueryInput = z.input<typeof offerSearchQuerySchema>;

export const offerFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const offerSearchResultSchema = paginatedSchema(offerCardSchema).extend({
  /** Counts of the filter without its brand (by brand) and, with a brand, without its model (by model). */
  facets: z.object({ brands: z.array(offerFacetSchema), models: z.array(offerFacetSchema) }),
});
export type OfferSearchResult = z.infer<typeof offerSearchResultSchema>;
export const offerCountSchema = z.object({ total: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// Credit

export const creditProgrammeSchema = z.object({
  slug: slugSchema,
  kind: z.enum(CREDIT_PROGRAMME_KINDS),
  name: z.string(),
  bank: z.string(),
  /** Only for this brand's cars. */
  brand: slugSchema.nullable(),
  /** Only for cars assembled in Kazakhstan. */
  localOnly: z.boolean(),
  /** Nominal rate, % a year. */
  rate: z.number(),
  oneTimeFeePct: z.number(),
  monthlyFee: money,
  minDownPct: z.number().int(),
  minMonths: z.number().int(),
  maxMonths: z.number().int(),
  maxPrice: money.nullable(),
  maxLoan: money.nullable(),
  /** ГЭСВ of a typical loan (the programme's least down payment, its longest term), % a year — shown next to the rate. */
  effectiveRate: z.number(),
});
export type CreditProgramme = z.infer<typeof creditProgrammeSchema>;
export const creditProgrammeListSchema = z.object({ items: z.array(creditProgrammeSchema) });
export type CreditProgrammeList = z.infer<typeof creditProgrammeListSchema>;
export const creditProgrammeQuerySchema = z.object({
  brand: slugSchema.optional(),
  /** A locally assembled car (the state programme applies). */
  local: queryBoolean.optional(),
  price: z.coerce.number().int().positive().optional(),
});

export const creditCalcInputSchema = z.object({
  programme: slugSchema,
  price: z.number().int().min(CREDIT_LIMITS.price.min).max(CREDIT_LIMITS.price.max),
  downPayment: z.number().int().nonnegative(),
  months: z.number().int().min(CREDIT_LIMITS.months.min).max(CREDIT_LIMITS.months.max),
  /** The car's brand and whether it is assembled here, for programmes bound to them. */
  brand: slugSchema.optional(),
  local: z.boolean().optional(),
});
export type CreditCalcInput = z.infer<typeof creditCalcInputSchema>;
export const creditResultSchema = z.object({
  principal: money,
  monthlyPayment: money,
  lastPayment: money,
  oneTimeFee: money,
  totalPaid: money,
  overpayment: z.number().int(),
  effectiveRate: z.number(),
});
export const creditCalcResultSchema = creditResultSchema.extend({ programme: creditProgrammeSchema, rate: z.number() });
export type CreditCalcResult = z.infer<typeof creditCalcResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Pages

export const marketBrandCardSchema = marketBrandRefSchema.extend({
  country: z.string(),
  modelCount: z.number().int(),
  /** Offers in the city. */
  offerCount: z.number().int(),
  /** The cheapest offer in the city, else the cheapest trim. */
  priceFrom: money,
  /** A model's picture. */
  photo: z.string(),
});
export type MarketBrandCard = z.infer<typeof marketBrandCardSchema>;

export const marketQuerySchema = z.object({ city: slugSchema.optional(), premium: queryBoolean.optional() });

export const marketHomeSchema = z.object({
  city: marketCitySchema,
  cities: z.array(marketCitySchema.extend({ dealerCount: z.number().int(), offerCount: z.number().int() })),
  brands: z.array(marketBrandCardSchema),
  bestOffers: z.array(offerCardSchema),
  dealers: z.array(dealerCardSchema),
  offerCount: z.number().int(),
});
export type MarketHome = z.infer<typeof marketHomeSchema>;

export const marketModelCardSchema = marketModelRefSchema.extend({
  body: bodyTypeSchema,
  yearFrom: z.number().int(),
  assembly: assemblySchema,
  priceFrom: money,
  offerCount: z.number().int(),
  offerPriceFrom: money.nullable(),
  photo: z.string(),
});
export type MarketModelCard = z.infer<typeof marketModelCardSchema>;

export const marketBrandPageSchema = z.object({
  brand: marketBrandRefSchema.extend({ country: z.string() }),
  city: marketCitySchema,
  models: z.array(marketModelCardSchema),
  dealers: z.array(dealerCardSchema),
});
export type MarketBrandPage = z.infer<typeof marketBrandPageSchema>;

export const marketModelPageSchema = z.object({
  brand: marketBrandRefSchema.extend({ country: z.string() }),
  model: marketModelRefSchema.extend({
    id: z.number().int(),
    body: bodyTypeSchema,
    generation: z.string().nullable(),
    yearFrom: z.number().int(),
    yearTo: z.number().int().nullable(),
    assembly: assemblySchema,
  }),
  city: marketCitySchema,
  trims: z.array(trimSchema),
  colours: z.array(colourSchema),
  equipment: equipmentTableSchema,
  /** Offers in the city: in stock first, then by price. */
  offers: z.array(offerCardSchema),
  offerCount: z.number().int(),
  /** The brand's dealers in the city (test drives). */
  dealers: z.array(dealerCardSchema),
  programmes: z.array(creditProgrammeSchema),
  /** Published used cars of the model (`/cars/{brand}/{model}`). */
  usedCount: z.number().int(),
});
export type MarketModelPage = z.infer<typeof marketModelPageSchema>;

export const modelParamsSchema = z.object({ brand: slugSchema, model: slugSchema });
export const brandParamsSchema = z.object({ brand: slugSchema });
export const slugParamSchema = z.object({ slug: slugSchema });

export const offerDetailSchema = z.object({
  offer: offerCardSchema,
  trim: trimSchema,
  model: marketModelRefSchema.extend({ body: bodyTypeSchema, yearFrom: z.number().int(), assembly: assemblySchema }),
  colour: colourSchema,
  equipment: equipmentListSchema,
  dealer: dealerCardSchema,
  programmes: z.array(creditProgrammeSchema),
  /** Other offers of the model in the dealer's city. */
  similar: z.array(offerCardSchema),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const trimDetailSchema = z.object({
  brand: marketBrandRefSchema,
  model: marketModelRefSchema.extend({ body: bodyTypeSchema, yearFrom: z.number().int(), assembly: assemblySchema }),
  trim: trimSchema,
  equipment: equipmentListSchema,
  colours: z.array(colourSchema),
  /** The model's other trims. */
  trims: z.array(z.object({ slug: slugSchema, name: z.string(), price: money })),
  offerCount: z.number().int(),
});
export type TrimDetail = z.infer<typeof trimDetailSchema>;

export const dealerDetailSchema = z.object({
  dealer: dealerCardSchema.extend({ phoneCount: z.number().int() }),
  /** Its cars, in stock first. */
  offers: z.array(offerCardSchema),
  /** The latest survey comments. */
  reviews: z.array(z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })),
});
export type DealerDetail = z.infer<typeof dealerDetailSchema>;

export const autocentreDetailSchema = z.object({
  autocentre: autocentreCardSchema,
  dealers: z.array(dealerCardSchema),
  offers: z.array(offerCardSchema),
});
export type AutocentreDetail = z.infer<typeof autocentreDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Comparison

export const compareItemRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trim'), slug: slugSchema }),
  z.object({ kind: z.literal('offer'), id: z.number().int().positive() }),
]);
export type CompareItemRef = z.infer<typeof compareItemRefSchema>;
export const compareInputSchema = z.object({ items: z.array(compareItemRefSchema).min(1).max(MARKET_COMPARE_MAX) });
export type CompareInput = z.infer<typeof compareInputSchema>;
export const compareCreatedSchema = z.object({ id: z.number().int() });

export const comparisonSchema = z.object({
  id: z.number().int(),
  columns: z.array(
    z.object({
      ref: compareItemRefSchema,
      brand: marketBrandRefSchema,
      model: marketModelRefSchema.extend({ body: bodyTypeSchema }),
      trim: trimSchema,
      /** Set when the column is a dealer's offer (its price, colour and dealer). */
      offer: offerCardSchema.nullable(),
      photo: z.string(),
    }),
  ),
  /** Equipment by group, each item's status per column. */
  equipment: equipmentTableSchema,
});
export type Comparison = z.infer<typeof comparisonSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Test drives

export const testDriveSlotsQuerySchema = z.object({
  brand: slugSchema,
  model: slugSchema,
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(TEST_DRIVE_DAYS_AHEAD).default(7),
});
export const testDriveSlotsSchema = z.object({
  dealer: z.object({ slug: slugSchema, name: z.string() }),
  days: z.array(
    z.object({
      date: isoDate,
      slots: z.array(z.object({ startsAt: z.string(), time: z.string(), free: z.boolean() })),
    }),
  ),
});
export type TestDriveSlots = z.infer<typeof testDriveSlotsSchema>;

const nameField = z.string().trim().min(1, { error: MARKET_ERROR.required }).max(80, { error: MARKET_ERROR.invalid });
const phoneField = z
  .string({ error: MARKET_ERROR.required })
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .transform((v) => (v.startsWith('8') && v.length === 11 ? `+7${v.slice(1)}` : v))
  .pipe(z.string().regex(/^\+77\d{9}$/, { error: MARKET_ERROR.phoneInvalid }));

export const testDriveInputSchema = z.object({
  dealer: slugSchema,
  brand: slugSchema,
  model: slugSchema,
  startsAt: z.iso.datetime({ error: MARKET_ERROR.invalid }),
  name: nameField,
  phone: phoneField,
});
export type TestDriveInput = z.input<typeof testDriveInputSchema>;
export const testDriveRescheduleSchema = z.object({ startsAt: z.iso.datetime({ error: MARKET_ERROR.invalid }) });

export const testDriveSchema = z.object({
  id: z.number().int(),
  status: z.enum(TEST_DRIVE_STATUSES),
  startsAt: z.string(),
  dealer: z.object({ slug: slugSchema, name: z.string(), address: z.string(), city: marketCitySchema }),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema,
  name: z.string(),
  phone: z.string(),
  /** The `.ics` file of the booking (works without a session). */
  calendarUrl: z.string(),
  /** The survey about the visit (`/dealership-survey/{id}`). */
  surveyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TestDrive = z.infer<typeof testDriveSchema>;
export const testDriveListSchema = z.object({ items: z.array(testDriveSchema) });
export const calendarQuerySchema = z.object({ key: z.string().min(20).max(100) });

// ---------------------------------------------------------------------------------------------------------------
// Dealership survey

export const surveyIdParamSchema = z.object({ id: z.coerce.number().int().min(100_000_000_000_000).max(Number.MAX_SAFE_INTEGER) });
export const surveySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['test_drive', 'visit']),
  dealer: z.object({ slug: slugSchema, name: z.string(), city: marketCitySchema }),
  /** The test drive's car and time, when it was one. */
  visit: z.object({ brand: z.string(), model: z.string(), startsAt: z.string() }).nullable(),
  answered: z.boolean(),
});
export type Survey = z.infer<typeof surveySchema>;
const score = z.number({ error: MARKET_ERROR.required }).int({ error: MARKET_ERROR.invalid }).min(1, { error: MARKET_ERROR.required }).max(5, { error: MARKET_ERROR.invalid });
export const surveyAnswerSchema = z.object({
  rating: score,
  staff: score,
  explained: z.boolean({ error: MARKET_ERROR.required }),
  recommend: z.boolean({ error: MARKET_ERROR.required }),
  comment: z.string().trim().max(1000, { error: MARKET_ERROR.invalid }).default(''),
});
export type SurveyAnswer = z.input<typeof surveyAnswerSchema>;
export const surveyAnsweredSchema = z.object({ dealer: z.object({ slug: slugSchema, name: z.string(), rating: z.number().nullable(), ratingCount: z.number().int() }) });

// ---------------------------------------------------------------------------------------------------------------
// Purchase applications

/** A 409 of the application's steps names the step to finish (`step_locked`, `application_incomplete`). */
export const applicationErrorSchema = apiErrorSchema.extend({ nextStep: z.enum(APPLICATION_STEPS).optional() });

export const applicationIdSchema = z.string().regex(/^[a-z][a-z0-9]{15}$/);
export const applicationParamsSchema = z.object({ id: applicationIdSchema });
export const applicationStepParamsSchema = z.object({ id: applicationIdSchema, step: z.enum(APPLICATION_STEPS) });

export const applicationCreateSchema = z.object({
  brand: slugSchema,
  model: slugSchema,
  /** Started from a dealer's offer: its trim, colour and dealer are filled in. */
  offer: z.number().int().positive().optional(),
});

export const tradeInSchema = z.object({
  plate: z.string({ error: MARKET_ERROR.required }).transform(normalizePlate).refine(isPlate, { error: MARKET_ERROR.plateInvalid }),
  vin: z.string({ error: MARKET_ERROR.required }).transform(normalizeVin).refine(isVinFormat, { error: MARKET_ERROR.vinInvalid }),
  car: z.string().trim().min(2, { error: MARKET_ERROR.required }).max(120, { error: MARKET_ERROR.invalid }),
  year: z.number({ error: MARKET_ERROR.required }).int().min(1950, { error: MARKET_ERROR.invalid }).max(2100, { error: MARKET_ERROR.invalid }),
  mileage: z.number({ error: MARKET_ERROR.required }).int().min(0, { error: MARKET_ERROR.invalid }).max(2_000_000, { error: MARKET_ERROR.invalid }),
});

/** What each step saves. */
export const applicationStepInputSchema = {
  trim: z.object({ trim: slugSchema }),
  colour: z.object({ colour: slugSchema }),
  payment: z.discriminatedUnion('payment', [
    z.object({ payment: z.literal('cash') }),
    z.object({
      payment: z.literal('credit'),
      programme: slugSchema,
      downPayment: z.number({ error: MARKET_ERROR.required }).int().nonnegative({ error: MARKET_ERROR.downPaymentRange }),
      months: z.number({ error: MARKET_ERROR.required }).int().min(CREDIT_LIMITS.months.min, { error: MARKET_ERROR.monthsRange }).max(CREDIT_LIMITS.months.max, { error: MARKET_ERROR.monthsRange }),
    }),
    z.object({ payment: z.literal('trade_in'), tradeIn: tradeInSchema }),
  ]),
  contacts: z.object({
    name: nameField,
    phone: phoneField,
    dealer: slugSchema,
    comment: z.string().trim().max(1000, { error: MARKET_ERROR.invalid }).default(''),
  }),
} as const;
export type ApplicationStepInput = {
  trim: z.input<typeof applicationStepInputSchema.trim>;
  colour: z.input<typeof applicationStepInputSchema.colour>;
  payment: z.input<typeof applicationStepInputSchema.payment>;
  contacts: z.input<typeof applicationStepInputSchema.contacts>;
};
/** The body of `PUT /api/market/applications/{id}/steps/{step}` (any step's input; the step in the path decides). */
export const applicationStepBodySchema = z.union([
  applicationStepInputSchema.trim,
  applicationStepInputSchema.colour,
  applicationStepInputSchema.payment,
  applicationStepInputSchema.contacts,
]);

export const personalOfferSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PERSONAL_OFFER_STATUSES),
  dealer: z.object({ slug: slugSchema, name: z.string() }),
  finalPrice: money,
  validUntil: isoDate,
  expired: z.boolean(),
});
export type PersonalOfferSummary = z.infer<typeof personalOfferSummarySchema>;

export const applicationSchema = z.object({
  id: applicationIdSchema,
  status: z.enum(APPLICATION_STATUSES),
  /** Which of the steps are complete, and the first that is not (`review` when all are). */
  done: z.object({ trim: z.boolean(), colour: z.boolean(), payment: z.boolean(), contacts: z.boolean() }),
  nextStep: z.enum(APPLICATION_STEPS),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema.extend({ assembly: assemblySchema }),
  offer: offerCardSchema.nullable(),
  trim: z.object({ slug: slugSchema, name: z.string(), price: money }).nullable(),
  colour: z.object({ slug: slugSchema, name: z.string(), hex: z.string(), surcharge: money, photo: z.string() }).nullable(),
  /** The car's price: the offer's final price, else the trim's price and the paint. */
  price: money.nullable(),
  payment: z
    .object({
      method: z.enum(PAYMENT_METHODS),
      programme: creditProgrammeSchema.nullable(),
      downPayment: money.nullable(),
      months: z.number().int().nullable(),
      credit: creditResultSchema.nullable(),
      tradeIn: z
        .object({ plate: z.string(), vin: z.string(), car: z.string(), year: z.number().int(), mileage: z.number().int() })
        .nullable(),
    })
    .nullable(),
  contacts: z.object({ name: z.string(), phone: z.string(), comment: z.string() }).nullable(),
  dealer: z.object({ slug: slugSchema, name: z.string(), address: z.string(), city: marketCitySchema }).nullable(),
  personalOffers: z.array(personalOfferSummarySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
/** The step's choices for a draft: the model's trims, colours, programmes and dealers in the buyer's city. */
export const applicationOptionsSchema = z.object({
  trims: z.array(trimSchema),
  colours: z.array(colourSchema),
  programmes: z.array(creditProgrammeSchema),
  dealers: z.array(dealerCardSchema),
  /** The signed-in user's own published cars, for a trade-in. */
  ownCars: z.array(z.object({ id: z.number().int(), car: z.string(), year: z.number().int(), mileage: z.number().int(), plate: z.string().nullable(), vin: z.string().nullable() })),
});
export type ApplicationOptions = z.infer<typeof applicationOptionsSchema>;
export const applicationWithOptionsSchema = z.object({ application: applicationSchema, options: applicationOptionsSchema });
export type ApplicationWithOptions = z.infer<typeof applicationWithOptionsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Credit applications

export const creditApplicationInputSchema = z.object({
  trim: slugSchema,
  /** A dealer's offer (its price and dealer), or the trim's price at the chosen dealer. */
  offer: z.number().int().positive().optional(),
  dealer: slugSchema.optional(),
  colour: slugSchema.optional(),
  programme: slugSchema,
  downPayment: z.number({ error: MARKET_ERROR.required }).int().nonnegative({ error: MARKET_ERROR.downPaymentRange }),
  months: z.number({ error: MARKET_ERROR.required }).int().min(CREDIT_LIMITS.months.min, { error: MARKET_ERROR.monthsRange }).max(CREDIT_LIMITS.months.max, { error: MARKET_ERROR.monthsRange }),
  iin: z.string({ error: MARKET_ERROR.required }).transform((v) => v.replace(/\s+/g, '')).refine(isValidIin, { error: MARKET_ERROR.iinInvalid }),
  income: z.number({ error: MARKET_ERROR.required }).int({ error: MARKET_ERROR.invalid }).min(1, { error: MARKET_ERROR.required }).max(1_000_000_000, { error: MARKET_ERROR.invalid }),
  consent: z.literal(true, { error: MARKET_ERROR.consentRequired }),
});
export type CreditApplicationInput = z.input<typeof creditApplicationInputSchema>;

export const creditApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CREDIT_APPLICATION_STATUSES),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema,
  trim: z.object({ slug: slugSchema, name: z.string() }),
  dealer: z.object({ slug: slugSchema, name: z.string(), city: marketCitySchema }),
  offerId: z.number().int().nullable(),
  programme: z.object({ slug: slugSchema, name: z.string(), bank: z.string(), rate: z.number() }),
  price: money,
  downPayment: money,
  months: z.number().int(),
  monthlyPayment: money,
  effectiveRate: z.number(),
  /** Only the first four and the last three digits. */
  iin: z.string(),
  income: money,
  personalOffers: z.array(personalOfferSummarySchema),
  createdAt: z.string(),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Personal offers

export const personalOfferSchema = z.object({
  id: z.number().int(),
  status: z.enum(PERSONAL_OFFER_STATUSES),
  dealer: z.object({ slug: slugSchema, name: z.string(), address: z.string(), city: marketCitySchema }),
  brand: marketBrandRefSchema,
  model: marketModelRefSchema,
  trim: z.object({ slug: slugSchema, name: z.string(), specs: trimSpecsSchema }),
  colour: z.object({ slug: slugSchema, name: z.string(), hex: z.string() }).nullable(),
  photo: z.string(),
  price: money,
  discount: money,
  finalPrice: money,
  payment: z.enum(PAYMENT_METHODS),
  programme: creditProgrammeSchema.nullable(),
  downPayment: money.nullable(),
  months: z.number().int().nullable(),
  /** The credit's payment, overpayment and ГЭСВ, from the same calculator as everywhere. */
  credit: creditResultSchema.nullable(),
  note: z.string(),
  validUntil: isoDate,
  expired: z.boolean(),
  application: z.object({ kind: z.enum(['purchase', 'credit']), id: z.string() }),
  /** Who is looking: the applicant (who accepts or declines) or the dealer who made it. */
  viewer: z.enum(['applicant', 'dealer']),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type PersonalOffer = z.infer<typeof personalOfferSchema>;
export const personalOfferResponseSchema = z.object({ answer: z.enum(['accept', 'decline']) });

export const dealerOfferInputSchema = z.object({
  application: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('purchase'), id: applicationIdSchema }),
    z.object({ kind: z.literal('credit'), id: z.number().int().positive() }),
  ]),
  trim: slugSchema,
  colour: slugSchema.optional(),
  price: z
    .number({ error: MARKET_ERROR.required })
    .int({ error: MARKET_ERROR.invalid })
    .min(CREDIT_LIMITS.price.min, { error: MARKET_ERROR.invalid })
    .max(CREDIT_LIMITS.price.max, { error: MARKET_ERROR.invalid }),
  discount: z.number({ error: MARKET_ERROR.invalid }).int({ error: MARKET_ERROR.invalid }).nonnegative({ error: MARKET_ERROR.invalid }).default(0),
  payment: z.enum(PAYMENT_METHODS, { error: MARKET_ERROR.required }),
  programme: slugSchema.optional(),
  downPayment: z.number({ error: MARKET_ERROR.invalid }).int({ error: MARKET_ERROR.invalid }).nonnegative({ error: MARKET_ERROR.downPaymentRange }).optional(),
  months: z
    .number({ error: MARKET_ERROR.invalid })
    .int({ error: MARKET_ERROR.invalid })
    .min(CREDIT_LIMITS.months.min, { error: MARKET_ERROR.monthsRange })
    .max(CREDIT_LIMITS.months.max, { error: MARKET_ERROR.monthsRange })
    .optional(),
  note: z.string().trim().max(2000, { error: MARKET_ERROR.invalid }).default(''),
  validUntil: isoDate,
});
export type DealerOfferInput = z.input<typeof dealerOfferInputSchema>;

export const dealerInboxSchema = z.object({
  dealer: z.object({ slug: slugSchema, name: z.string() }),
  items: z.array(
    z.object({
      kind: z.enum(['purchase', 'credit']),
      id: z.string(),
      status: z.string(),
      at: z.string(),
      brand: marketBrandRefSchema,
      model: marketModelRefSchema,
      trim: z.object({ slug: slugSchema, name: z.string() }).nullable(),
      colour: z.object({ slug: slugSchema, name: z.string() }).nullable(),
      price: money.nullable(),
      payment: z.enum(PAYMENT_METHODS).nullable(),
      customer: z.object({ name: z.string(), phone: z.string() }),
      personalOffers: z.array(personalOfferSummarySchema),
    }),
  ),
});
export type DealerInbox = z.infer<typeof dealerInboxSchema>;

/** The signed-in buyer's market activity (the profile's section). */
export const myMarketSchema = z.object({
  applications: z.array(applicationSchema.pick({ id: true, status: true, nextStep: true, brand: true, model: true, trim: true, price: true, personalOffers: true, createdAt: true, sentAt: true })),
  creditApplications: z.array(creditApplicationSchema),
  testDrives: z.array(testDriveSchema),
  personalOffers: z.array(personalOfferSummarySchema.extend({ brand: z.string(), model: z.string() })),
  /** Set when the user is a dealer's account. */
  dealer: z.object({ slug: slugSchema, name: z.string() }).nullable(),
});
export type MyMarket = z.infer<typeof myMarketSchema>;
