import { z } from 'zod';
import { announcementCardSchema, announcementStatusSchema } from './announcements.js';
import { pricePointSchema, priceRatingResultSchema } from './announcement-extras.js';
import { apiErrorSchema } from './common.js';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVES,
  FUELS,
  STEERINGS,
  TRANSMISSIONS,
  bodyTypeSchema,
  colorSchema,
  conditionSchema,
  driveSchema,
  fuelSchema,
  slugSchema,
  steeringSchema,
  transmissionSchema,
} from './catalog.js';
import { isVinFormat, normalizeVin, yearMax } from './vin-values.js';

export * from './vin-values.js';

/**
 * Posting and editing announcements: the input shared by the form and the server, drafts, photo uploads and VIN
 * decoding. Every refusal is a stable code (`POSTING_ERROR`), which the site maps to text in both languages.
 */

export const POSTING_ERROR = {
  required: 'required',
  invalid: 'invalid',
  yearRange: 'year_range',
  engineRange: 'engine_range',
  engineRequired: 'engine_required',
  engineNotForElectric: 'engine_not_for_electric',
  mileageRange: 'mileage_range',
  mileageNewTooHigh: 'mileage_new_too_high',
  mileageImplausible: 'mileage_implausible',
  priceRange: 'price_range',
  priceImplausible: 'price_implausible',
  descriptionTooLong: 'description_too_long',
  descriptionHtml: 'description_html',
  phoneInvalid: 'phone_invalid',
  vinInvalid: 'vin_invalid',
  plateInvalid: 'plate_invalid',
  photosMin: 'photos_min',
  photosMax: 'photos_max',
  photoNotFound: 'photo_not_found',
  photosDuplicate: 'photos_duplicate',
  unknownBrand: 'unknown_brand',
  unknownModel: 'unknown_model',
  unknownGeneration: 'unknown_generation',
  unknownCity: 'unknown_city',
} as const;
export type PostingErrorCode = (typeof POSTING_ERROR)[keyof typeof POSTING_ERROR];

export const YEAR_MIN = 1950;
export const ENGINE_MIN = 0.6;
export const ENGINE_MAX = 8.0;
export const MILEAGE_MAX = 2_000_000;
/** A "new" car may have delivery kilometres, not more. */
export const MILEAGE_NEW_MAX = 500;
export const PRICE_MIN = 100_000;
export const PRICE_MAX = 2_000_000_000;
export const DESCRIPTION_MAX = 3000;
export const PHOTOS_MAX = 30;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHONE_MASK = '+7 (###) ###-##-##';
export const PLATE_MASK = '### @@@ ##';

// ---------------------------------------------------------------------------------------------------------------
// Plate and phone

const PLATE_RE = /^\d{3} [A-Z]{3} \d{2}$/;
/** `123abc02`, `123 ABC 02` → `123 ABC 02`; anything else returned trimmed and uppercased. */
export function normalizePlate(v: string): string {
  const compact = v.toUpperCase().replace(/\s+/g, '');
  const m = /^(\d{3})([A-Z]{3})(\d{2})$/.exec(compact);
  return m ? `${m[1]} ${m[2]} ${m[3]}` : v.trim().toUpperCase();
}
export const isPlate = (v: string) => PLATE_RE.test(v);

/** E.164 Kazakhstan mobile number: `+77011234567`. */
const PHONE_RE = /^\+77\d{9}$/;

// ---------------------------------------------------------------------------------------------------------------
// Announcement input (POST /api/announcements, PUT /api/announcements/:id)

const HTML_RE = /<\s*\/?\s*[a-z!][^>]*>/i;

const missingOr = (code: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? POSTING_ERROR.required : code;
const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr(POSTING_ERROR.invalid) });
const reqNumber = () => z.number({ error: missingOr(POSTING_ERROR.invalid) });
const reqSlug = () =>
  z
    .string({ error: missingOr(POSTING_ERROR.invalid) })
    .min(1, { error: POSTING_ERROR.required })
    .max(64, { error: POSTING_ERROR.invalid })
    .regex(/^$|^[a-z0-9][a-z0-9_-]*$/, { error: POSTING_ERROR.invalid });

/** Upload ids are random, unguessable strings (possession of the id is what lets a user attach the photo). */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, { error: POSTING_ERROR.photoNotFound });

const announcementInputShape = z.object({
  brand: reqSlug(),
  model: reqSlug(),
  generation: reqSlug().nullish().or(z.literal('').transform(() => null)),
  year: reqNumber().int({ error: POSTING_ERROR.invalid }),
  body: enumOf(BODY_TYPES),
  engineVolume: z.number({ error: POSTING_ERROR.invalid }).nullish(),
  fuel: enumOf(FUELS),
  transmission: enumOf(TRANSMISSIONS),
  drive: enumOf(DRIVES),
  color: enumOf(COLORS),
  steering: enumOf(STEERINGS),
  customsCleared: z.boolean({ error: missingOr(POSTING_ERROR.invalid) }),
  condition: enumOf(CONDITIONS),
  mileage: reqNumber().int({ error: POSTING_ERROR.invalid }).min(0, { error: POSTING_ERROR.mileageRange }).max(MILEAGE_MAX, { error: POSTING_ERROR.mileageRange }),
  price: reqNumber().int({ error: POSTING_ERROR.invalid }).min(PRICE_MIN, { error: POSTING_ERROR.priceRange }).max(PRICE_MAX, { error: POSTING_ERROR.priceRange }),
  city: reqSlug(),
  description: z
    .string({ error: POSTING_ERROR.invalid })
    .max(DESCRIPTION_MAX, { error: POSTING_ERROR.descriptionTooLong })
    .refine((v) => !HTML_RE.test(v), { error: POSTING_ERROR.descriptionHtml })
    .default(''),
  phone: z.string({ error: missingOr(POSTING_ERROR.phoneInvalid) }).min(1, { error: POSTING_ERROR.required }).regex(PHONE_RE, { error: POSTING_ERROR.phoneInvalid }),
  vin: z
    .string()
    .transform(normalizeVin)
    .refine(isVinFormat, { error: POSTING_ERROR.vinInvalid })
    .nullish()
    .or(z.literal('').transform(() => null)),
  plate: z
    .string()
    .transform(normalizePlate)
    .refine(isPlate, { error: POSTING_ERROR.plateInvalid })
    .nullish()
    .or(z.literal('').transform(() => null)),
  exchange: z.boolean().default(false),
  credit: z.boolean().default(false),
  photos: z
    .array(uploadIdSchema, { error: POSTING_ERROR.photosMin })
    .min(1, { error: POSTING_ERROR.photosMin })
    .max(PHOTOS_MAX, { error: POSTING_ERROR.photosMax }),
});

/**
 * Rules between fields: the year range (next year moves with the clock), an engine volume for every car but an
 * electric one, and at most 500 km for a new car.
 */
function crossFieldRules(v: z.infer<typeof announcementInputShape>, ctx: z.RefinementCtx) {
  if (v.year < YEAR_MIN || v.year > yearMax()) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: POSTING_ERROR.yearRange });
  }
  if (v.fuel === 'electric') {
    if (v.engineVolume !== null && v.engineVolume !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['engineVolume'], message: POSTING_ERROR.engineNotForElectric });
    }
  } else if (v.engineVolume === null || v.engineVolume === undefined) {
    ctx.addIssue({ code: 'custom', path: ['engineVolume'], message: POSTING_ERROR.engineRequired });
  } else if (v.engineVolume < ENGINE_MIN || v.engineVolume > ENGINE_MAX) {
    ctx.addIssue({ code: 'custom', path: ['engineVolume'], message: POSTING_ERROR.engineRange });
  }
  if (v.condition === 'new' && v.mileage > MILEAGE_NEW_MAX) {
    ctx.addIssue({ code: 'custom', path: ['mileage'], message: POSTING_ERROR.mileageNewTooHigh });
  }
}

export const announcementInputSchema = announcementInputShape.superRefine(crossFieldRules);
export type AnnouncementInput = z.output<typeof announcementInputSchema>;
export type AnnouncementInputRaw = z.input<typeof announcementInputSchema>;

/** The fields of the input, in form order (for error summaries and step mapping). */
export const ANNOUNCEMENT_INPUT_FIELDS = Object.keys(announcementInputShape.shape) as Array<keyof AnnouncementInput>;

/** Per-field codes of a failed parse: `{ price: ['price_range'] }`, the shape of the API's 400 `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'request';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writes and statuses

export const announcementWriteResultSchema = z.object({
  id: z.number().int(),
  status: announcementStatusSchema,
  /** Why the automatic checks refused it (`duplicate_vin`, `duplicate_photos`), when rejected. */
  rejectReason: z.string().nullable(),
  /** Why it waits for a moderator (`price_out_of_market`, `mileage_suspicious`), when held. */
  moderationNote: z.string().nullable(),
  /** Non-blocking remarks (`vin_check_digit`). */
  warnings: z.array(z.string()),
});
export type AnnouncementWriteResult = z.infer<typeof announcementWriteResultSchema>;

export const STATUS_ACTIONS = ['sold', 'archived', 'published'] as const;
export const statusChangeSchema = z.object({ status: z.enum(STATUS_ACTIONS) });
export type StatusChange = z.infer<typeof statusChangeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Uploads

export const uploadedPhotoSchema = z.object({
  id: uploadIdSchema,
  /** The page size (1200 px wide at most). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.object({ card: z.string(), page: z.string(), full: z.string() }),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/**
 * `POST /api/uploads/sessions`: a posting session for a visitor who is not signed in. Its token goes in the
 * `x-posting-session` header of each upload (a signed-in user's bearer token is enough instead); a session may upload
 * a bounded number of photos and its token lasts `expiresIn` seconds.
 */
export { POSTING_SESSION_HEADER } from './values.js';
export const postingSessionSchema = z.object({ token: z.string(), expiresIn: z.number().int().positive() });
export type PostingSession = z.infer<typeof postingSessionSchema>;

/** A 413 of an upload: `file_too_large` (bytes) or `too_many_pixels`, which says how many a photo may have. */
export const photoTooLargeSchema = apiErrorSchema.extend({ maxPixels: z.number().int().optional() });

/** WebP widths made of each upload. */
export const PHOTO_SIZES = { card: 480, page: 1200, full: 2000 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

// ---------------------------------------------------------------------------------------------------------------
// The owner's view

/** What the edit form loads: the stored input (full VIN, phone) with the photos as uploads. */
export const editableAnnouncementSchema = z.object({
  id: z.number().int(),
  status: announcementStatusSchema,
  rejectReason: z.string().nullable(),
  moderationNote: z.string().nullable(),
  input: z.object({
    brand: slugSchema,
    model: slugSchema,
    generation: slugSchema.nullable(),
    year: z.number().int(),
    body: bodyTypeSchema,
    engineVolume: z.number().nullable(),
    fuel: fuelSchema,
    transmission: transmissionSchema,
    drive: driveSchema,
    color: colorSchema,
    steering: steeringSchema,
    customsCleared: z.boolean(),
    condition: conditionSchema,
    mileage: z.number().int(),
    price: z.number().int(),
    city: slugSchema,
    description: z.string(),
    phone: z.string(),
    vin: z.string().nullable(),
    plate: z.string().nullable(),
    exchange: z.boolean(),
    credit: z.boolean(),
    photos: z.array(z.string()),
  }),
  photos: z.array(uploadedPhotoSchema),
});
export type EditableAnnouncement = z.infer<typeof editableAnnouncementSchema>;

export const myAnnouncementSchema = announcementCardSchema.extend({
  views: z.number().int(),
  phoneReveals: z.number().int(),
  favourites: z.number().int(),
  rejectReason: z.string().nullable(),
  moderationNote: z.string().nullable(),
  updatedAt: z.string(),
  /** Marked sold by mistake: until this moment (ISO) `POST /api/announcements/:id/sold/undo` brings it back. */
  soldUndoUntil: z.string().nullable().optional(),
});
export type MyAnnouncement = z.infer<typeof myAnnouncementSchema>;

/**
 * `GET /api/my/announcements/:id/owner`: whether the signed-in viewer owns the announcement (the server decides), and
 * for the owner what the car page's owner panel shows — the announcement with its counters and sold-undo window, when
 * it can be raised again, its price history and price rating (the public extras are cached for a minute; this answer is not).
 */
export const announcementOwnerViewSchema = z.discriminatedUnion('own', [
  z.object({ own: z.literal(false) }),
  z.object({
    own: z.literal(true),
    item: myAnnouncementSchema,
    /** When a raise is possible again; null when it can be raised now (if published). */
    nextRaiseAt: z.string().nullable(),
    priceHistory: z.array(pricePointSchema),
    /**
     * The price rating of the current price, as the page's extras give it (those are cached for a minute, so after a
     * price change the page takes it from here); null while the announcement was never published.
     */
    priceRating: priceRatingResultSchema.nullable(),
  }),
]);
export type AnnouncementOwnerView = z.infer<typeof announcementOwnerViewSchema>;

export const myAnnouncementsQuerySchema = z.object({ status: announcementStatusSchema.optional() });
export const myAnnouncementsSchema = z.object({
  items: z.array(myAnnouncementSchema),
  /** Number of the user's announcements per status (all statuses present, 0 when none). */
  counts: z.object(
    Object.fromEntries(announcementStatusSchema.options.map((s) => [s, z.number().int()])) as Record<
      z.infer<typeof announcementStatusSchema>,
      z.ZodNumber
    >,
  ),
});
export type MyAnnouncements = z.infer<typeof myAnnouncementsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Drafts: the whole form state, saved as the user types

export const draftSchema = z.object({
  /** The step the user was on (0-based). */
  step: z.number().int().min(0).max(10).default(0),
  /** The form's values as typed (strings and numbers, possibly incomplete or invalid). */
  values: z.record(z.string(), z.unknown()).default({}),
  /** Uploaded photos, in order (first = cover). */
  photos: z.array(uploadedPhotoSchema).max(PHOTOS_MAX).default([]),
  /** Client timestamp of the last edit (ms), to pick the newer of a local and a server draft. */
  savedAt: z.number().int().nonnegative().default(0),
});
export type Draft = z.output<typeof draftSchema>;
export const draftResultSchema = z.object({ draft: draftSchema.nullable(), updatedAt: z.string().nullable() });
export type DraftResult = z.infer<typeof draftResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// VIN and plate look-ups

export const vinParamSchema = z.object({ vin: z.string().min(1).max(40) });
export const vinDecodeSchema = z.object({
  vin: z.string(),
  /** 17 characters without I, O, Q. */
  formatValid: z.boolean(),
  /** No check-digit warning: position 9 matches, or the VIN's region does not use it (a warning only when false). */
  checkDigitValid: z.boolean(),
  /** Whether the VIN's region uses position 9 as a check digit (North America, China). */
  checkDigitUsed: z.boolean(),
  expectedCheckDigit: z.string().nullable(),
  /** World manufacturer identifier (first three characters). */
  wmi: z.string().nullable(),
  brand: z.object({ slug: slugSchema, name: z.string() }).nullable(),
  country: z.string().nullable(),
  /** The maker or assembly plant the WMI names (`Toyota Motor Manufacturing Russia (St Petersburg)`). */
  manufacturer: z.string().nullable(),
  modelYear: z.number().int().nullable(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

export const plateParamSchema = z.object({ plate: z.string().min(1).max(20) });
export const plateLookupSchema = z.object({
  plate: z.string(),
  valid: z.boolean(),
  /** Whether a registry answered; none is connected, so always false (honest "not found"). */
  found: z.boolean(),
  region: z.object({ slug: slugSchema, name: z.string() }).nullable(),
});
export type PlateLookup = z.infer<typeof plateLookupSchema>;
export { SOLD_UNDO_HOURS } from './values.js';
