import { z } from 'zod';
import { slugSchema } from './catalog.js';
import { isPlate, isVinFormat, normalizePlate, normalizeVin } from './posting.js';

// ---------------------------------------------------------------------------------------------------------------
// The garage (/api/garage): a signed-in driver's cars with their due dates (ОГПО insurance, technical inspection,
// the vehicle tax), a service log, fines through an adapter, and the market value from our own listings.

/** Field and error codes (shown next to the field, in the reader's language). */
export const GARAGE_ERROR = {
  identityRequired: 'identity_required',
  vinInvalid: 'vin_invalid',
  plateInvalid: 'plate_invalid',
  brandRequired: 'brand_required',
  modelRequired: 'model_required',
  modelNotFound: 'model_not_found',
  yearRange: 'year_range',
  engineRange: 'engine_range',
  mileageRange: 'mileage_range',
  dateInvalid: 'date_invalid',
  workRequired: 'work_required',
  workTooLong: 'work_too_long',
  costRange: 'cost_range',
  carNotFound: 'car_not_found',
  serviceNotFound: 'service_not_found',
  announcementNotFound: 'announcement_not_found',
  alreadyInGarage: 'already_in_garage',
  garageFull: 'garage_full',
} as const;

/** Cars one driver may keep. */
export const GARAGE_MAX_CARS = 20;
/** A reminder turns "soon" this many days before its date. */
export const GARAGE_REMIND_DAYS = 30;
/** Web push reminders go out this many days before a due date (once each; a late start sends the nearest one). */
export const GARAGE_PUSH_LEAD_DAYS = [30, 7, 1] as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** `YYYY-MM-DD` of a real calendar day. */
export const isIsoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const dayField = z.string().refine(isIsoDay, { error: GARAGE_ERROR.dateInvalid });
const yearMax = () => new Date().getUTCFullYear() + 1;
/** A whole number typed or sent as a number; an empty string is missing (never 0). */
const intField = (code: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code }),
  );

export const garageCarInputSchema = z
  .object({
    vin: z.preprocess(
      emptyToNull,
      z.string().max(40, { error: GARAGE_ERROR.vinInvalid }).transform(normalizeVin).refine(isVinFormat, { error: GARAGE_ERROR.vinInvalid }).nullish(),
    ),
    plate: z.preprocess(
      emptyToNull,
      z.string().max(20, { error: GARAGE_ERROR.plateInvalid }).transform(normalizePlate).refine(isPlate, { error: GARAGE_ERROR.plateInvalid }).nullish(),
    ),
    brand: z.string({ error: GARAGE_ERROR.brandRequired }).min(1, { error: GARAGE_ERROR.brandRequired }).pipe(slugSchema),
    model: z.string({ error: GARAGE_ERROR.modelRequired }).min(1, { error: GARAGE_ERROR.modelRequired }).pipe(slugSchema),
    year: intField(GARAGE_ERROR.yearRange, 1950, 2100).refine((y) => y <= yearMax(), { error: GARAGE_ERROR.yearRange }),
    /** Litres (1.6); null for an electric car. */
    engineVolume: z.preprocess(
      emptyToNull,
      z.coerce.number({ error: GARAGE_ERROR.engineRange }).min(0.6, { error: GARAGE_ERROR.engineRange }).max(8.5, { error: GARAGE_ERROR.engineRange }).nullish(),
    ),
    mileage: intField(GARAGE_ERROR.mileageRange, 0, 2_000_000),
    /** The ОГПО policy's last day. */
    insuranceUntil: z.preprocess(emptyToNull, dayField.nullish()),
    /** The technical inspection's valid-until day. */
    inspectionUntil: z.preprocess(emptyToNull, dayField.nullish()),
  })
  .superRefine((v, ctx) => {
    if (!v.vin && !v.plate) ctx.addIssue({ code: 'custom', path: ['vin'], message: GARAGE_ERROR.identityRequired });
  });
export type GarageCarInput = z.output<typeof garageCarInputSchema>;
export type GarageCarInputRaw = z.input<typeof garageCarInputSchema>;

/** What may change on a car: the dates and the odometer. */
export const garageCarPatchSchema = z.object({
  mileage: intField(GARAGE_ERROR.mileageRange, 0, 2_000_000).optional(),
  insuranceUntil: z.preprocess(emptyToNull, dayField.nullish()),
  inspectionUntil: z.preprocess(emptyToNull, dayField.nullish()),
});
export type GarageCarPatch = z.output<typeof garageCarPatchSchema>;

export const garageFromAnnouncementSchema = z.object({ announcementId: z.coerce.number().int().positive() });

export const garageCarParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const garageServiceParamSchema = z.object({ id: z.coerce.number().int().positive(), serviceId: z.coerce.number().int().positive() });

export const serviceEntryInputSchema = z.object({
  date: dayField,
  mileage: intField(GARAGE_ERROR.mileageRange, 0, 2_000_000),
  work: z.string({ error: GARAGE_ERROR.workRequired }).trim().min(1, { error: GARAGE_ERROR.workRequired }).max(200, { error: GARAGE_ERROR.workTooLong }),
  /** Tenge. */
  cost: intField(GARAGE_ERROR.costRange, 0, 100_000_000),
});
export type ServiceEntryInput = z.output<typeof serviceEntryInputSchema>;
export type ServiceEntryInputRaw = z.input<typeof serviceEntryInputSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const REMINDER_KINDS = ['insurance', 'inspection', 'tax'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** `overdue` past its date, `soon` within GARAGE_REMIND_DAYS, `ok` later, `unknown` no date given. */
export const REMINDER_STATES = ['overdue', 'soon', 'ok', 'unknown'] as const;

export const reminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  dueDate: isoDay.nullable(),
  /** Days from today to the due date (negative when overdue). */
  daysLeft: z.number().int().nullable(),
  state: z.enum(REMINDER_STATES),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const vehicleTaxSchema = z.object({
  taxYear: z.number().int(),
  rateMrp: z.number().int().positive(),
  mrp: z.number().int().positive(),
  mrpYear: z.number().int(),
  amount: z.number().int().positive(),
  dueDate: isoDay,
  engineCc: z.number().int().positive(),
});

export const garageCarSchema = z.object({
  id: z.number().int(),
  /** The owner sees the VIN in full. */
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  brand: z.object({ slug: slugSchema, name: z.string() }),
  model: z.object({ slug: slugSchema, name: z.string() }),
  year: z.number().int(),
  engineVolume: z.number().nullable(),
  mileage: z.number().int().nonnegative(),
  insuranceUntil: isoDay.nullable(),
  inspectionUntil: isoDay.nullable(),
  /** The announcement the car was added from. */
  announcementId: z.number().int().nullable(),
  /** The next vehicle tax (null without an engine volume). */
  tax: vehicleTaxSchema.nullable(),
  /** Insurance, inspection and tax, soonest first. */
  reminders: z.array(reminderSchema),
  createdAt: z.string(),
});
export type GarageCar = z.infer<typeof garageCarSchema>;

export const serviceEntrySchema = z.object({
  id: z.number().int(),
  date: isoDay,
  mileage: z.number().int().nonnegative(),
  work: z.string(),
  cost: z.number().int().nonnegative(),
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;

/** The market value of a car from our own listings on sale now: same model, year ±1, a mileage band around the car's. */
export const marketValueSchema = z.object({
  count: z.number().int().nonnegative(),
  median: z.number().int().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  mileageFrom: z.number().int(),
  mileageTo: z.number().int(),
  /** Median asking price by month of publication over the last 12 months (listings on sale, sold or archived). */
  trend: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), median: z.number().int(), count: z.number().int().positive() })),
});
export type MarketValue = z.infer<typeof marketValueSchema>;

export const FINES_PROVIDERS = ['demo', 'none'] as const;
export const fineSchema = z.object({
  id: z.string(),
  date: isoDay,
  /** The article of the Code of Administrative Offences and its part (592, 1). */
  article: z.number().int().positive(),
  part: z.number().int().positive(),
  kind: z.enum(['speeding', 'red_light', 'parking', 'no_seatbelt', 'phone', 'lane']),
  amount: z.number().int().positive(),
  paid: z.boolean(),
});
export type Fine = z.infer<typeof fineSchema>;
export const finesSchema = z.object({
  provider: z.enum(FINES_PROVIDERS),
  /** Generated sample data: the page labels it "демо-данные". */
  demo: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  items: z.array(fineSchema),
  checkedAt: z.string(),
});
export type Fines = z.infer<typeof finesSchema>;

export const garageCarDetailSchema = z.object({
  car: garageCarSchema,
  services: z.array(serviceEntrySchema),
  /** Service costs per calendar year, oldest first. */
  costByYear: z.array(z.object({ year: z.number().int(), total: z.number().int().nonnegative(), count: z.number().int().positive() })),
  value: marketValueSchema,
  fines: finesSchema,
});
export type GarageCarDetail = z.infer<typeof garageCarDetailSchema>;

export const garageSchema = z.object({
  cars: z.array(garageCarSchema),
  /** My announcements whose car is not in the garage yet (to add with one click). */
  addable: z.array(z.object({ id: z.number().int(), title: z.string(), year: z.number().int(), mileage: z.number().int() })),
  maxCars: z.number().int(),
});
export type Garage = z.infer<typeof garageSchema>;
