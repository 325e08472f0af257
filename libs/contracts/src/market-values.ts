/**
 * The market's plain values and small pure functions (no zod): lists the pages offer as choices, the purchase
 * application's steps, the IIN check, a dealer's "open now" in Almaty time and the test-drive slots of a day. The API
 * and the pages use the same ones.
 */

export const EQUIPMENT_GROUPS = ['safety', 'comfort', 'multimedia', 'exterior', 'interior', 'assistance'] as const;
export type EquipmentGroup = (typeof EQUIPMENT_GROUPS)[number];

export const DEALER_SERVICES = ['sales', 'service', 'trade_in', 'credit', 'test_drive'] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];

export const OFFER_AVAILABILITIES = ['in_stock', 'on_order'] as const;
export type OfferAvailability = (typeof OFFER_AVAILABILITIES)[number];

export const OFFER_SORTS = ['price_asc', 'price_desc', 'discount', 'newest'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const OFFER_PAGE_SIZE = 20;
export const OFFER_PAGE_SIZE_MAX = 48;

export const CREDIT_PROGRAMME_KINDS = ['bank', 'brand', 'state'] as const;
export type CreditProgrammeKind = (typeof CREDIT_PROGRAMME_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'credit', 'trade_in'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The purchase application's steps, in order (`/market/survey/{step}/{appId}`). */
export const APPLICATION_STEPS = ['trim', 'colour', 'payment', 'contacts', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const APPLICATION_STATUSES = ['draft', 'sent', 'answered', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const CREDIT_APPLICATION_STATUSES = ['sent', 'answered', 'closed'] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];
export const PERSONAL_OFFER_STATUSES = ['open', 'accepted', 'declined'] as const;
export type PersonalOfferStatus = (typeof PERSONAL_OFFER_STATUSES)[number];
export const TEST_DRIVE_STATUSES = ['booked', 'cancelled'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];

/** At most this many trims or offers side by side. */
export const MARKET_COMPARE_MAX = 4;

/** Test drives: 30-minute slots, bookable from the next slot today up to this many days ahead. */
export const TEST_DRIVE_SLOT_MINUTES = 30;
export const TEST_DRIVE_DAYS_AHEAD = 14;

/** Stable error codes of the market's 4xx answers and field messages. */
export const MARKET_ERROR = {
  required: 'required',
  invalid: 'invalid',
  iinInvalid: 'iin_invalid',
  consentRequired: 'consent_required',
  phoneInvalid: 'phone_invalid',
  plateInvalid: 'plate_invalid',
  vinInvalid: 'vin_invalid',
  downPaymentRange: 'down_payment_range',
  monthsRange: 'months_range',
  loanTooLarge: 'loan_too_large',
  priceTooHigh: 'price_too_high',
  programmeNotAvailable: 'programme_not_available',
  slotTaken: 'slot_taken',
  slotUnavailable: 'slot_unavailable',
  alreadyAnswered: 'already_answered',
  stepLocked: 'step_locked',
  applicationIncomplete: 'application_incomplete',
  applicationSent: 'application_sent',
  offerExpired: 'offer_expired',
  offerAnswered: 'offer_answered',
  notDealer: 'not_dealer',
} as const;
export type MarketErrorCode = (typeof MARKET_ERROR)[keyof typeof MARKET_ERROR];

// ---------------------------------------------------------------------------------------------------------------
// IIN (ИИН / ЖСН): 12 digits, YYMMDD of birth, a century-and-sex digit, a serial, a control digit.

const IIN_W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const IIN_W2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** The control digit the first 11 digits call for, or null when neither weight set gives one (such an IIN is never issued). */
export function iinControlDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const sum = (w: number[]) => w.reduce((s, k, i) => s + k * Number(first11[i]), 0) % 11;
  const a = sum(IIN_W1);
  if (a !== 10) return a;
  const b = sum(IIN_W2);
  return b === 10 ? null : b;
}

/** A valid individual's IIN: 12 digits, a real birth date, the 7th digit 1–6, the right control digit. */
export function isValidIin(iin: string): boolean {
  if (!/^\d{12}$/.test(iin)) return false;
  const century = Number(iin[6]);
  if (century < 1 || century > 6) return false;
  const year = 1800 + Math.floor((century - 1) / 2) * 100 + Number(iin.slice(0, 2));
  const month = Number(iin.slice(2, 4));
  const day = Number(iin.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return iinControlDigit(iin.slice(0, 11)) === Number(iin[11]);
}

/** `900101300012` → `9001•••••012`: what answers show of an IIN. */
export const maskIin = (iin: string) => `${iin.slice(0, 4)}•••••${iin.slice(9)}`;

// ---------------------------------------------------------------------------------------------------------------
// Dealer hours in Almaty time

/** Seven days, Monday first: [opens, closes] in minutes after midnight, or null when closed. */
export type WeekHours = ReadonlyArray<readonly [number, number] | null>;

/** Almaty is UTC+5 (the whole country since 1 March 2024). */
export const ALMATY_OFFSET_MINUTES = 5 * 60;

/** The weekday (0 = Monday) and minute of the day of an instant, in Almaty. */
export function almatyClock(at: Date): { weekday: number; minute: number; date: string } {
  const local = new Date(at.getTime() + ALMATY_OFFSET_MINUTES * 60_000);
  return {
    weekday: (local.getUTCDay() + 6) % 7,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    date: local.toISOString().slice(0, 10),
  };
}

/** Whether a dealer is open at an instant, and when it next opens or closes (minutes after midnight, Almaty). */
export function openingState(hours: WeekHours, at: Date): { open: boolean; closesAt: number | null; opensAt: { weekday: number; minute: number } | null } {
  const { weekday, minute } = almatyClock(at);
  const today = hours[weekday];
  if (today && minute >= today[0] && minute < today[1]) return { open: true, closesAt: today[1], opensAt: null };
  for (let d = 0; d < 8; d++) {
    const wd = (weekday + d) % 7;
    const h = hours[wd];
    if (!h) continue;
    if (d === 0 && minute >= h[0]) continue;
    return { open: false, closesAt: null, opensAt: { weekday: wd, minute: h[0] } };
  }
  return { open: false, closesAt: null, opensAt: null };
}

/** `570` → `09:30`. */
export const clockTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The test-drive slots of a dealer on an Almaty date (`2026-03-02`): every 30 minutes from opening until an hour
 * before closing, as UTC instants. A closed day has none.
 */
export function daySlots(hours: WeekHours, date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d) - ALMATY_OFFSET_MINUTES * 60_000;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const h = hours[weekday];
  if (!h) return [];
  const out: string[] = [];
  for (let t = h[0]; t + TEST_DRIVE_SLOT_MINUTES <= h[1] - 30; t += TEST_DRIVE_SLOT_MINUTES) {
    out.push(new Date(midnightUtc + t * 60_000).toISOString());
  }
  return out;
}

/** The equipment difference rows: an item differs when its status or option price is not the same for every column. */
export function differs<T>(values: readonly T[], key: (v: T) => string = (v) => JSON.stringify(v)): boolean {
  if (values.length < 2) return false;
  const first = key(values[0]!);
  return values.some((v) => key(v) !== first);
}
