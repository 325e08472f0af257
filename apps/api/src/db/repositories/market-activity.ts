/**
 * What buyers and dealers do in the market (migration 0021): comparisons, test drives, surveys, purchase and credit
 * applications, personal offers. Writes that must not happen twice (a slot, a survey answer) rely on unique indexes,
 * so concurrent requests resolve in the database on PGlite and PostgreSQL alike.
 */
import type { Queryable } from '../db.js';
import { iso, num, numOrNull } from './rows.js';

/** A unique index refused the row (SQLSTATE 23505), on pg and PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

// ---------------------------------------------------------------------------------------------------------------
// Comparisons

export async function createComparison(db: Queryable, key: string): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    'insert into market_comparisons (items_key) values ($1) on conflict (items_key) do nothing returning id',
    [key],
  );
  if (inserted[0]) return num(inserted[0].id);
  const [row] = await db.query<{ id: number }>('select id from market_comparisons where items_key = $1', [key]);
  return num(row!.id);
}

export async function findComparison(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.query<{ items_key: string }>('select items_key from market_comparisons where id = $1', [id]);
  return row?.items_key ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Test drives

export interface TestDriveRow {
  id: number;
  dealerId: number;
  modelId: number;
  userId: number;
  name: string;
  phone: string;
  startsAt: string;
  status: 'booked' | 'cancelled';
  icsKey: string;
  surveyId: number | null;
  createdAt: string;
}

const TD_COLS = `t.id, t.dealer_id, t.model_id, t.user_id, t.name, t.phone, t.starts_at, t.status, t.ics_key, t.created_at,
  (select s.id from survey_invitations s where s.test_drive_id = t.id) as survey_id`;

const toTestDrive = (r: Record<string, unknown>): TestDriveRow => ({
  id: num(r['id']),
  dealerId: num(r['dealer_id']),
  modelId: num(r['model_id']),
  userId: num(r['user_id']),
  name: String(r['name']),
  phone: String(r['phone']),
  startsAt: iso(r['starts_at']),
  status: r['status'] as TestDriveRow['status'],
  icsKey: String(r['ics_key']),
  surveyId: numOrNull(r['survey_id']),
  createdAt: iso(r['created_at']),
});

/** Booked slots of a dealer's model between two instants. */
export async function bookedSlots(db: Queryable, dealerId: number, modelId: number, from: Date, to: Date): Promise<Set<string>> {
  const rows = await db.query<{ starts_at: Date }>(
    `select starts_at from test_drives where dealer_id = $1 and model_id = $2 and status = 'booked'
       and starts_at >= $3 and starts_at < $4`,
    [dealerId, modelId, from.toISOString(), to.toISOString()],
  );
  return new Set(rows.map((r) => iso(r.starts_at)));
}

/**
 * Books a slot and creates the survey about the visit, in one transaction. Null when the slot is taken (the partial
 * unique index refused it, whichever of several simultaneous requests came second).
 */
export async function bookTestDrive(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  b: { dealerId: number; modelId: number; userId: number; name: string; phone: string; startsAt: string; icsKey: string; surveyId: number },
): Promise<TestDriveRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into test_drives (dealer_id, model_id, user_id, name, phone, starts_at, ics_key)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [b.dealerId, b.modelId, b.userId, b.name, b.phone, b.startsAt, b.icsKey],
      );
      await tx.query(
        `insert into survey_invitations (id, dealer_id, user_id, test_drive_id, kind) values ($1, $2, $3, $4, 'test_drive')`,
        [b.surveyId, b.dealerId, b.userId, row!.id],
      );
      const [full] = await tx.query<Record<string, unknown>>(`select ${TD_COLS} from test_drives t where t.id = $1`, [row!.id]);
      return toTestDrive(full!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function findTestDrive(db: Queryable, id: number): Promise<TestDriveRow | null> {
  const [row] = await db.query<Record<string, unknown>>(`select ${TD_COLS} from test_drives t where t.id = $1`, [id]);
  return row ? toTestDrive(row) : null;
}

export async function listTestDrives(db: Queryable, userId: number): Promise<TestDriveRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select ${TD_COLS} from test_drives t where t.user_id = $1 order by t.starts_at desc, t.id desc limit 50`,
    [userId],
  );
  return rows.map(toTestDrive);
}

/** Moves a booking to another slot; null when that slot is taken. */
export async function rescheduleTestDrive(db: Queryable, id: number, startsAt: string): Promise<TestDriveRow | null> {
  try {
    await db.query(`update test_drives set starts_at = $2, updated_at = now() where id = $1 and status = 'booked'`, [id, startsAt]);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return findTestDrive(db, id);
}

export async function cancelTestDrive(db: Queryable, id: number): Promise<TestDriveRow | null> {
  await db.query(`update test_drives set status = 'cancelled', updated_at = now() where id = $1`, [id]);
  return findTestDrive(db, id);
}

// ---------------------------------------------------------------------------------------------------------------
// Surveys

export async function findSurvey(db: Queryable, id: number) {
  const [row] = await db.query<Record<string, unknown>>(
    `select i.id, i.dealer_id, i.kind, i.test_drive_id, t.model_id, t.starts_at,
       exists (select 1 from survey_answers a where a.invitation_id = i.id) as answered
     from survey_invitations i left join test_drives t on t.id = i.test_drive_id where i.id = $1`,
    [id],
  );
  return row
    ? {
        id: num(row['id']),
        dealerId: num(row['dealer_id']),
        kind: row['kind'] as 'test_drive' | 'visit',
        modelId: numOrNull(row['model_id']),
        startsAt: row['starts_at'] ? iso(row['starts_at']) : null,
        answered: Boolean(row['answered']),
      }
    : null;
}

/**
 * Stores the answer and adds its rating to the dealer's, in one transaction. False when the visit was answered already
 * (the invitation is the answers' primary key: of simultaneous answers exactly one is stored).
 */
export async function answerSurvey(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  a: { id: number; dealerId: number; rating: number; staff: number; explained: boolean; recommend: boolean; comment: string },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into survey_answers (invitation_id, rating, staff, explained, recommend, comment) values ($1, $2, $3, $4, $5, $6)`,
        [a.id, a.rating, a.staff, a.explained, a.recommend, a.comment],
      );
      await tx.query('update dealers set rating_sum = rating_sum + $2, rating_count = rating_count + 1 where id = $1', [a.dealerId, a.rating]);
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export async function dealerRating(db: Queryable, dealerId: number): Promise<{ sum: number; count: number }> {
  const [row] = await db.query<{ rating_sum: number; rating_count: number }>('select rating_sum, rating_count from dealers where id = $1', [dealerId]);
  return { sum: num(row?.rating_sum), count: num(row?.rating_count) };
}

// ---------------------------------------------------------------------------------------------------------------
// Purchase applications

export interface ApplicationRow {
  id: string;
  userId: number;
  modelId: number;
  offerId: number | null;
  dealerId: number | null;
  trimId: number | null;
  colourId: number | null;
  payment: 'cash' | 'credit' | 'trade_in' | null;
  programmeId: number | null;
  downPayment: number | null;
  months: number | null;
  tradePlate: string | null;
  tradeVin: string | null;
  tradeCar: string | null;
  tradeYear: number | null;
  tradeMileage: number | null;
  contactName: string | null;
  contactPhone: string | null;
  comment: string;
  status: 'draft' | 'sent' | 'answered' | 'closed';
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

const toApplication = (r: Record<string, unknown>): ApplicationRow => ({
  id: String(r['id']),
  userId: num(r['user_id']),
  modelId: num(r['model_id']),
  offerId: numOrNull(r['offer_id']),
  dealerId: numOrNull(r['dealer_id']),
  trimId: numOrNull(r['trim_id']),
  colourId: numOrNull(r['color_id']),
  payment: (r['payment'] as ApplicationRow['payment']) ?? null,
  programmeId: numOrNull(r['programme_id']),
  downPayment: numOrNull(r['down_payment']),
  months: numOrNull(r['months']),
  tradePlate: (r['trade_plate'] as string | null) ?? null,
  tradeVin: (r['trade_vin'] as string | null) ?? null,
  tradeCar: (r['trade_car'] as string | null) ?? null,
  tradeYear: numOrNull(r['trade_year']),
  tradeMileage: numOrNull(r['trade_mileage']),
  contactName: (r['contact_name'] as string | null) ?? null,
  contactPhone: (r['contact_phone'] as string | null) ?? null,
  comment: String(r['comment'] ?? ''),
  status: r['status'] as ApplicationRow['status'],
  createdAt: iso(r['created_at']),
  updatedAt: iso(r['updated_at']),
  sentAt: r['sent_at'] ? iso(r['sent_at']) : null,
});

export async function createApplication(
  db: Queryable,
  a: { id: string; userId: number; modelId: number; offerId: number | null; dealerId: number | null; trimId: number | null; colourId: number | null },
): Promise<ApplicationRow> {
  const [row] = await db.query<Record<string, unknown>>(
    `insert into purchase_applications (id, user_id, model_id, offer_id, dealer_id, trim_id, color_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [a.id, a.userId, a.modelId, a.offerId, a.dealerId, a.trimId, a.colourId],
  );
  return toApplication(row!);
}

export async function findApplication(db: Queryable, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.query<Record<string, unknown>>('select * from purchase_applications where id = $1', [id]);
  return row ? toApplication(row) : null;
}

export async function listApplications(db: Queryable, userId: number): Promise<ApplicationRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select * from purchase_applications where user_id = $1 order by created_at desc, id limit 50',
    [userId],
  );
  return rows.map(toApplication);
}

/** The columns a step saves (only those: a step never overwrites another's). Only a draft changes. */
export async function updateApplication(
  db: Queryable,
  id: string,
  set: Partial<Record<
    'offer_id' | 'dealer_id' | 'trim_id' | 'color_id' | 'payment' | 'programme_id' | 'down_payment' | 'months' | 'trade_plate' |
      'trade_vin' | 'trade_car' | 'trade_year' | 'trade_mileage' | 'contact_name' | 'contact_phone' | 'comment',
    unknown
  >>,
): Promise<ApplicationRow | null> {
  const keys = Object.keys(set);
  const assign = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  const [row] = await db.query<Record<string, unknown>>(
    `update purchase_applications set ${assign}, updated_at = now() where id = $1 and status = 'draft' returning *`,
    [id, ...keys.map((k) => set[k as keyof typeof set])],
  );
  return row ? toApplication(row) : null;
}

/** Sends a draft (false when it was no longer a draft). */
export async function sendApplication(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `update purchase_applications set status = 'sent', sent_at = now(), updated_at = now() where id = $1 and status = 'draft' returning id`,
    [id],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Credit applications

export interface CreditApplicationRow {
  id: number;
  userId: number;
  dealerId: number;
  trimId: number;
  offerId: number | null;
  programmeId: number;
  price: number;
  downPayment: number;
  months: number;
  monthlyPayment: number;
  effectiveRate: number;
  iin: string;
  income: number;
  status: 'sent' | 'answered' | 'closed';
  createdAt: string;
}

const toCredit = (r: Record<string, unknown>): CreditApplicationRow => ({
  id: num(r['id']),
  userId: num(r['user_id']),
  dealerId: num(r['dealer_id']),
  trimId: num(r['trim_id']),
  offerId: numOrNull(r['offer_id']),
  programmeId: num(r['programme_id']),
  price: num(r['price']),
  downPayment: num(r['down_payment']),
  months: num(r['months']),
  monthlyPayment: num(r['monthly_payment']),
  effectiveRate: num(r['effective_rate']),
  iin: String(r['iin']),
  income: num(r['income']),
  status: r['status'] as CreditApplicationRow['status'],
  createdAt: iso(r['created_at']),
});

export async function createCreditApplication(db: Queryable, c: Omit<CreditApplicationRow, 'id' | 'status' | 'createdAt'>) {
  const [row] = await db.query<Record<string, unknown>>(
    `insert into credit_applications (user_id, dealer_id, trim_id, offer_id, programme_id, price, down_payment, months,
       monthly_payment, effective_rate, iin, income, consent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) returning *`,
    [c.userId, c.dealerId, c.trimId, c.offerId, c.programmeId, c.price, c.downPayment, c.months, c.monthlyPayment, c.effectiveRate, c.iin, c.income],
  );
  return toCredit(row!);
}

export async function findCreditApplication(db: Queryable, id: number): Promise<CreditApplicationRow | null> {
  const [row] = await db.query<Record<string, unknown>>('select * from credit_applications where id = $1', [id]);
  return row ? toCredit(row) : null;
}

export async function listCreditApplications(db: Queryable, userId: number): Promise<CreditApplicationRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select * from credit_applications where user_id = $1 order by created_at desc, id desc limit 50',
    [userId],
  );
  return rows.map(toCredit);
}

// ---------------------------------------------------------------------------------------------------------------
// Personal offers

export interface PersonalOfferRow {
  id: number;
  dealerId: number;
  userId: number;
  purchaseApplicationId: string | null;
  creditApplicationId: number | null;
  trimId: number;
  colourId: number | null;
  price: number;
  discount: number;
  payment: 'cash' | 'credit' | 'trade_in';
  programmeId: number | null;
  downPayment: number | null;
  months: number | null;
  note: string;
  validUntil: string;
  status: 'open' | 'accepted' | 'declined';
  respondedAt: string | null;
  createdAt: string;
  expired: boolean;
}

const PO_COLS = `*, to_char(valid_until, 'YYYY-MM-DD') as valid_until_text, valid_until < ((now() at time zone 'UTC') + interval '5 hours')::date as expired`;

const toPersonal = (r: Record<string, unknown>): PersonalOfferRow => ({
  id: num(r['id']),
  dealerId: num(r['dealer_id']),
  userId: num(r['user_id']),
  purchaseApplicationId: (r['purchase_application_id'] as string | null) ?? null,
  creditApplicationId: numOrNull(r['credit_application_id']),
  trimId: num(r['trim_id']),
  colourId: numOrNull(r['color_id']),
  price: num(r['price']),
  discount: num(r['discount']),
  payment: r['payment'] as PersonalOfferRow['payment'],
  programmeId: numOrNull(r['programme_id']),
  downPayment: numOrNull(r['down_payment']),
  months: numOrNull(r['months']),
  note: String(r['note'] ?? ''),
  validUntil: String(r['valid_until_text']),
  status: r['status'] as PersonalOfferRow['status'],
  respondedAt: r['responded_at'] ? iso(r['responded_at']) : null,
  createdAt: iso(r['created_at']),
  expired: Boolean(r['expired']),
});

export async function createPersonalOffer(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  o: Omit<PersonalOfferRow, 'id' | 'status' | 'respondedAt' | 'createdAt' | 'expired'> & { createdBy: number },
): Promise<PersonalOfferRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into personal_offers (dealer_id, user_id, purchase_application_id, credit_application_id, trim_id, color_id,
         price, discount, payment, programme_id, down_payment, months, note, valid_until, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        o.dealerId, o.userId, o.purchaseApplicationId, o.creditApplicationId, o.trimId, o.colourId, o.price, o.discount,
        o.payment, o.programmeId, o.downPayment, o.months, o.note, o.validUntil, o.createdBy,
      ],
    );
    if (o.purchaseApplicationId) {
      await tx.query(`update purchase_applications set status = 'answered', updated_at = now() where id = $1 and status = 'sent'`, [o.purchaseApplicationId]);
    }
    if (o.creditApplicationId) {
      await tx.query(`update credit_applications set status = 'answered', updated_at = now() where id = $1 and status = 'sent'`, [o.creditApplicationId]);
    }
    const [full] = await tx.query<Record<string, unknown>>(`select ${PO_COLS} from personal_offers where id = $1`, [row!.id]);
    return toPersonal(full!);
  });
}

export async function findPersonalOffer(db: Queryable, id: number): Promise<PersonalOfferRow | null> {
  const [row] = await db.query<Record<string, unknown>>(`select ${PO_COLS} from personal_offers where id = $1`, [id]);
  return row ? toPersonal(row) : null;
}

export async function listPersonalOffers(
  db: Queryable,
  by: { userId?: number; purchaseIds?: string[]; creditIds?: number[] },
): Promise<PersonalOfferRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select ${PO_COLS} from personal_offers
     where ($1::bigint is not null and user_id = $1) or purchase_application_id = any($2::text[]) or credit_application_id = any($3::bigint[])
     order by created_at desc, id desc limit 200`,
    [by.userId ?? null, by.purchaseIds ?? [], by.creditIds ?? []],
  );
  return rows.map(toPersonal);
}

/**
 * Accepts or declines an open, unexpired offer; accepting closes its application. False when it was answered or
 * expired meanwhile.
 */
export async function respondPersonalOffer(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  id: number,
  answer: 'accepted' | 'declined',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ purchase_application_id: string | null; credit_application_id: number | null }>(
      `update personal_offers set status = $2, responded_at = now()
       where id = $1 and status = 'open' and valid_until >= ((now() at time zone 'UTC') + interval '5 hours')::date
       returning purchase_application_id, credit_application_id`,
      [id, answer],
    );
    const r = rows[0];
    if (!r) return false;
    if (answer === 'accepted') {
      if (r.purchase_application_id) await tx.query(`update purchase_applications set status = 'closed', updated_at = now() where id = $1`, [r.purchase_application_id]);
      if (r.credit_application_id) await tx.query(`update credit_applications set status = 'closed', updated_at = now() where id = $1`, [r.credit_application_id]);
    }
    return true;
  });
}

/** Applications sent to a dealer: purchase applications past the draft, and credit applications. */
export async function dealerApplications(db: Queryable, dealerId: number) {
  const purchases = await db.query<Record<string, unknown>>(
    `select * from purchase_applications where dealer_id = $1 and status <> 'draft' order by sent_at desc, id limit 100`,
    [dealerId],
  );
  const credits = await db.query<Record<string, unknown>>(
    'select * from credit_applications where dealer_id = $1 order by created_at desc, id desc limit 100',
    [dealerId],
  );
  const users = new Map(
    (
      await db.query<{ id: number; name: string | null; phone: string }>('select id, name, phone from users where id = any($1::bigint[])', [
        [...purchases, ...credits].map((r) => r['user_id']),
      ])
    ).map((u) => [num(u.id), u]),
  );
  return { purchases: purchases.map(toApplication), credits: credits.map(toCredit), users };
}

/** The signed-in user's own published cars (trade-in choices). */
export async function ownCars(db: Queryable, userId: number) {
  const rows = await db.query<Record<string, unknown>>(
    `select a.id, b.name || ' ' || m.name as car, a.year, a.mileage, a.plate, a.vin from announcements a
     join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where a.user_id = $1 and a.status = 'published' order by a.published_at desc nulls last, a.id desc limit 20`,
    [userId],
  );
  return rows.map((r) => ({
    id: num(r['id']),
    car: String(r['car']),
    year: num(r['year']),
    mileage: num(r['mileage']),
    plate: (r['plate'] as string | null) ?? null,
    vin: (r['vin'] as string | null) ?? null,
  }));
}
