import { z } from 'zod';
import { slugSchema } from './catalog.js';
import { isPlate, isVinFormat, normalizePlate, normalizeVin } from './posting.js';

// ---------------------------------------------------------------------------------------------------------------
// Car checks (/api/autocheck): what a VIN or a plate says, from the VIN itself, from our own announcements and from
// the registries (each behind one adapter with a configurable provider).

/** Field and error codes of the checks (shown next to the field, in the reader's language). */
export const AUTOCHECK_ERROR = {
  required: 'required',
  vinInvalid: 'vin_invalid',
  plateInvalid: 'plate_invalid',
  announcementNotFound: 'announcement_not_found',
  announcementWithoutVin: 'announcement_without_vin',
  shareNotFound: 'share_not_found',
} as const;

/** The registry sources, in the order the report shows them. */
export const REGISTRY_SOURCES = ['registrations', 'restrictions', 'pledge', 'wanted', 'accidents', 'customs'] as const;
export type RegistrySourceId = (typeof REGISTRY_SOURCES)[number];

/**
 * A source's state: `ok` it answered (maybe "nothing found" inside), `not_found` it does not know the car,
 * `unavailable` it failed or took too long, `pending` still asking (the page asks again), `locked` sign in to see it.
 */
export const SOURCE_STATUSES = ['ok', 'not_found', 'unavailable', 'pending', 'locked'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** The providers the registries can be asked through: generated sample data, or none connected. */
export const REGISTRY_PROVIDERS = ['demo', 'none'] as const;
export type RegistryProviderName = (typeof REGISTRY_PROVIDERS)[number];

const vinField = z
  .string()
  .max(40, { error: AUTOCHECK_ERROR.vinInvalid })
  .transform(normalizeVin)
  .refine(isVinFormat, { error: AUTOCHECK_ERROR.vinInvalid });
const plateField = z
  .string()
  .max(20, { error: AUTOCHECK_ERROR.plateInvalid })
  .transform(normalizePlate)
  .refine(isPlate, { error: AUTOCHECK_ERROR.plateInvalid });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * What to check: a VIN, a plate (`123 ABC 02`), or an announcement (its VIN, never shown in full). One is required;
 * with several, the announcement wins, then the VIN.
 */
export const autocheckQuerySchema = z
  .object({
    vin: z.preprocess(emptyToUndefined, vinField.optional()),
    plate: z.preprocess(emptyToUndefined, plateField.optional()),
    announcement: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  })
  .superRefine((q, ctx) => {
    if (q.vin === undefined && q.plate === undefined && q.announcement === undefined) {
      ctx.addIssue({ code: 'custom', path: ['vin'], message: AUTOCHECK_ERROR.required });
    }
  });
export type AutocheckQuery = z.output<typeof autocheckQuerySchema>;
export type AutocheckQueryInput = z.input<typeof autocheckQuerySchema>;

export const shareTokenParamSchema = z.object({ token: z.string().min(20).max(64).regex(/^[A-Za-z0-9_-]+$/) });

const isoDateTime = z.string();
/** `YYYY-MM-DD`. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------------------------------------------------------
// 1. Decoding

export const CHECK_DIGIT_STATES = ['valid', 'invalid', 'not_used'] as const;

export const vinDecodingSchema = z.object({
  /** World manufacturer identifier (positions 1–3). */
  wmi: z.string(),
  /** The maker or plant the WMI names (`Toyota Motor Manufacturing Russia`), null when our table lacks it. */
  manufacturer: z.string().nullable(),
  /** Where the car was built: ISO 3166 code of the plant's country (the WMI table, else the ISO 3780 range). */
  country: z.string().length(2).nullable(),
  /** Catalogue brands the WMI is used for (one usually; a shared plant may list several). */
  brands: z.array(z.object({ slug: slugSchema, name: z.string() })),
  /** Model year from position 10 (both 30-year cycles resolved), null when the VIN does not encode it. */
  modelYear: z.number().int().nullable(),
  /** Position 9: valid, invalid, or not used as a check digit in the VIN's region (no warning then). */
  checkDigit: z.enum(CHECK_DIGIT_STATES),
});
export type VinDecoding = z.infer<typeof vinDecodingSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 2. Our own history

export const historyListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(['published', 'sold', 'archived']),
  brand: z.object({ slug: slugSchema, name: z.string() }),
  model: z.object({ slug: slugSchema, name: z.string() }),
  year: z.number().int(),
  publishedAt: isoDateTime,
  /** When it left the market (sold or archived), null while on sale. */
  endedAt: isoDateTime.nullable(),
  daysOnMarket: z.number().int().nonnegative(),
  price: z.number().int(),
  /** The first price asked, when it changed since. */
  firstPrice: z.number().int().nullable(),
  priceChanges: z.array(z.object({ price: z.number().int(), at: isoDateTime })),
  mileage: z.number().int(),
  city: z.string(),
  sellerType: z.enum(['private', 'dealer']),
  photoUrl: z.string().nullable(),
  photoCount: z.number().int().nonnegative(),
});
export type HistoryListing = z.infer<typeof historyListingSchema>;

export const mileageRollbackSchema = z.object({
  earlier: z.object({ announcementId: z.number().int(), at: isoDateTime, mileage: z.number().int() }),
  later: z.object({ announcementId: z.number().int(), at: isoDateTime, mileage: z.number().int() }),
  /** How many km fewer the later listing shows. */
  drop: z.number().int().positive(),
});
export type MileageRollback = z.infer<typeof mileageRollbackSchema>;

export const ownHistorySchema = z.object({
  listings: z.array(historyListingSchema),
  rollbacks: z.array(mileageRollbackSchema),
  /** Listings on sale now: more than one is the same car listed twice. */
  onSaleNow: z.number().int().nonnegative(),
});
export type OwnHistory = z.infer<typeof ownHistorySchema>;

// ---------------------------------------------------------------------------------------------------------------
// 3. Registries

export const registrationsDataSchema = z.object({
  owners: z.number().int().nonnegative(),
  events: z.array(
    z.object({
      date: isoDay,
      kind: z.enum(['first_registration', 'owner_change', 're_registration']),
      /** Region of Kazakhstan (slug of our places), null outside it. */
      region: z.string().nullable(),
    }),
  ),
});
export const restrictionsDataSchema = z.object({
  items: z.array(z.object({ date: isoDay, kind: z.enum(['ban_registration', 'arrest']), authority: z.enum(['court', 'bailiffs', 'police', 'tax']) })),
});
export const pledgeDataSchema = z.object({ items: z.array(z.object({ date: isoDay, pledgee: z.string() })) });
export const wantedDataSchema = z.object({ wanted: z.boolean(), since: isoDay.nullable() });
export const accidentsDataSchema = z.object({
  items: z.array(
    z.object({
      date: isoDay,
      damage: z.enum(['minor', 'moderate', 'severe']),
      zones: z.array(z.enum(['front', 'rear', 'left', 'right', 'roof'])),
    }),
  ),
});
export const customsDataSchema = z.object({
  kind: z.enum(['imported', 'local']),
  date: isoDay.nullable(),
  /** ISO 3166 code of the country it was brought from, null for a car built here. */
  from: z.string().length(2).nullable(),
});

const source = <I extends RegistrySourceId, D extends z.ZodTypeAny>(id: I, data: D) =>
  z.object({
    id: z.literal(id),
    status: z.enum(SOURCE_STATUSES),
    /** When the provider answered (or was asked, while pending). */
    checkedAt: isoDateTime.nullable(),
    /** How long it took (ms), null while pending. */
    ms: z.number().int().nonnegative().nullable(),
    /** Generated sample data of the development provider: the page marks it "демо-данные". */
    demo: z.boolean(),
    data: data.nullable(),
  });

export const registrySourceSchema = z.discriminatedUnion('id', [
  source('registrations', registrationsDataSchema),
  source('restrictions', restrictionsDataSchema),
  source('pledge', pledgeDataSchema),
  source('wanted', wantedDataSchema),
  source('accidents', accidentsDataSchema),
  source('customs', customsDataSchema),
]);
export type RegistrySource = z.infer<typeof registrySourceSchema>;
export type RegistryData<I extends RegistrySourceId> = NonNullable<Extract<RegistrySource, { id: I }>['data']>;

export const registriesSchema = z.object({
  /**
   * `open`: paid for by this reader (or shared by one who paid); `pay`: signed in, not yet paid (sources `locked`);
   * `sign_in`: a visitor (sources `locked`).
   */
  access: z.enum(['open', 'pay', 'sign_in']),
  /** The price of the registry part in bonus points. */
  price: z.number().int().positive(),
  provider: z.enum(REGISTRY_PROVIDERS),
  sources: z.array(registrySourceSchema),
});

// ---------------------------------------------------------------------------------------------------------------
// Verdict and the report

export const VERDICT_REASONS = [
  'mileage_rollback',
  'pledged',
  'restricted',
  'wanted',
  'accidents',
  'many_owners',
  'listed_twice',
  'check_digit_mismatch',
  'registries_incomplete',
] as const;
export type VerdictReason = (typeof VERDICT_REASONS)[number];

export const verdictSchema = z.object({
  level: z.enum(['green', 'amber', 'red']),
  reasons: z.array(
    z.object({
      code: z.enum(VERDICT_REASONS),
      level: z.enum(['amber', 'red']),
      /** Where it comes from: `decoding`, `history` or a registry source. */
      source: z.string(),
      /** Read from sample data (the demo provider): shown with the demo label, never as a fact. */
      demo: z.boolean(),
    }),
  ),
});
export type Verdict = z.infer<typeof verdictSchema>;

export const autocheckReportSchema = z.object({
  subject: z.object({
    kind: z.enum(['vin', 'plate', 'announcement']),
    /** The VIN as it may be shown: whole when the reader typed it, masked when it came from an announcement or a plate. */
    vin: z.string().nullable(),
    plate: z.string().nullable(),
    announcementId: z.number().int().nullable(),
    /** Region of the plate's code. */
    plateRegion: z.string().nullable(),
  }),
  /** The car as our listings know it (the latest), else as the VIN says. */
  car: z.object({ brand: z.string().nullable(), model: z.string().nullable(), year: z.number().int().nullable() }),
  decoding: vinDecodingSchema.nullable(),
  history: ownHistorySchema,
  registries: registriesSchema,
  verdict: verdictSchema,
  generatedAt: isoDateTime,
  /** Set when the report is a shared one (`/autocheck/report?token=`). */
  shared: z.object({ token: z.string(), createdAt: isoDateTime }).nullable(),
});
export type AutocheckReport = z.infer<typeof autocheckReportSchema>;

/** `POST /api/autocheck/unlocks`: the points charged (0 when this car was paid for before) and the balance left. */
export const autocheckUnlockSchema = z.object({ charged: z.number().int().nonnegative(), balance: z.number().int().nonnegative() });
export type AutocheckUnlock = z.infer<typeof autocheckUnlockSchema>;

export const autocheckShareSchema = z.object({ token: z.string(), createdAt: isoDateTime });
export type AutocheckShare = z.infer<typeof autocheckShareSchema>;

/** A signed-in reader's saved (shared) reports, newest first. */
export const myAutochecksSchema = z.object({
  items: z.array(
    z.object({
      token: z.string(),
      createdAt: isoDateTime,
      kind: z.enum(['vin', 'plate', 'announcement']),
      /** As the subject shows it (a VIN from an announcement masked). */
      label: z.string(),
      car: z.string().nullable(),
    }),
  ),
});
export type MyAutochecks = z.infer<typeof myAutochecksSchema>;

/**
 * `GET /api/autocheck/runs`: the reports a signed-in user ran, one per car, the latest first — reopened with `query`
 * (`/autocheck/report?…`), with the verdict the last run showed and the user's latest share link of the car.
 */
export const myAutocheckRunsSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['vin', 'plate', 'announcement']),
      /** As the report shows it (an announcement's VIN masked). */
      label: z.string(),
      car: z.string().nullable(),
      query: z.object({ vin: z.string().optional(), plate: z.string().optional(), announcement: z.number().int().optional() }),
      verdict: z.enum(['green', 'amber', 'red']),
      /** Whether the registries were open to the user on that run. */
      registries: z.boolean(),
      runs: z.number().int().positive(),
      firstRunAt: isoDateTime,
      lastRunAt: isoDateTime,
      token: z.string().nullable(),
    }),
  ),
});
export type MyAutocheckRuns = z.infer<typeof myAutocheckRunsSchema>;
