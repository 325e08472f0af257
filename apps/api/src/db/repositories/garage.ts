import type { Db, Queryable } from '../db.js';

/** A garage car as stored (dates as `YYYY-MM-DD`). Every read and write goes through the owner's id. */
export interface GarageCarRow {
  id: number;
  userId: number;
  vin: string | null;
  plate: string | null;
  brandId: number;
  brandSlug: string;
  brandName: string;
  modelId: number;
  modelSlug: string;
  modelName: string;
  year: number;
  engineVolume: number | null;
  mileage: number;
  insuranceUntil: string | null;
  inspectionUntil: string | null;
  announcementId: number | null;
  createdAt: Date;
}

const CAR_COLUMNS = `g.id, g.user_id, g.vin, g.plate, g.brand_id, b.slug as brand_slug, b.name as brand_name, g.model_id,
  m.slug as model_slug, m.name as model_name, g.year, g.engine_volume, g.mileage,
  to_char(g.insurance_until, 'YYYY-MM-DD') as insurance_until, to_char(g.inspection_until, 'YYYY-MM-DD') as inspection_until,
  g.announcement_id, g.created_at`;
const CAR_FROM = 'garage_cars g join brands b on b.id = g.brand_id join models m on m.id = g.model_id';

const toCar = (r: Record<string, unknown>): GarageCarRow => ({
  id: Number(r['id']),
  userId: Number(r['user_id']),
  vin: (r['vin'] as string | null) ?? null,
  plate: (r['plate'] as string | null) ?? null,
  brandId: Number(r['brand_id']),
  brandSlug: String(r['brand_slug']),
  brandName: String(r['brand_name']),
  modelId: Number(r['model_id']),
  modelSlug: String(r['model_slug']),
  modelName: String(r['model_name']),
  year: Number(r['year']),
  engineVolume: r['engine_volume'] === null || r['engine_volume'] === undefined ? null : Number(r['engine_volume']),
  mileage: Number(r['mileage']),
  insuranceUntil: (r['insurance_until'] as string | null) ?? null,
  inspectionUntil: (r['inspection_until'] as string | null) ?? null,
  announcementId: r['announcement_id'] === null || r['announcement_id'] === undefined ? null : Number(r['announcement_id']),
  createdAt: new Date(r['created_at'] as string),
});

export async function carsOf(db: Queryable, userId: number): Promise<GarageCarRow[]> {
  return (await db.query(`select ${CAR_COLUMNS} from ${CAR_FROM} where g.user_id = $1 order by g.id`, [userId])).map(toCar);
}

/** The car if it is the user's (someone else's car is as absent as a missing one). */
export async function carOf(db: Queryable, userId: number, carId: number): Promise<GarageCarRow | null> {
  const [r] = await db.query(`select ${CAR_COLUMNS} from ${CAR_FROM} where g.id = $1 and g.user_id = $2`, [carId, userId]);
  return r ? toCar(r) : null;
}

export async function modelBySlugs(db: Queryable, brand: string, model: string): Promise<{ brandId: number; modelId: number } | null> {
  const [r] = await db.query<{ brand_id: number; model_id: number }>(
    'select b.id as brand_id, m.id as model_id from brands b join models m on m.brand_id = b.id where b.slug = $1 and m.slug = $2',
    [brand, model],
  );
  return r ? { brandId: Number(r.brand_id), modelId: Number(r.model_id) } : null;
}

export interface NewCar {
  userId: number;
  vin: string | null;
  plate: string | null;
  brandId: number;
  modelId: number;
  year: number;
  engineVolume: number | null;
  mileage: number;
  insuranceUntil: string | null;
  inspectionUntil: string | null;
  announcementId: number | null;
}

export type AddResult = { ok: true; id: number } | { ok: false; reason: 'duplicate' | 'full' };

/**
 * Adds a car, unless the user already has one with this VIN or plate, or has `max` cars. The user's row lock orders
 * simultaneous adds of one user, so the limit holds under concurrency.
 */
export async function addCar(db: Db, c: NewCar, max: number): Promise<AddResult> {
  return db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [c.userId]);
    const [dup] = await tx.query(
      'select 1 from garage_cars where user_id = $1 and ((vin is not null and vin = $2) or (plate is not null and plate = $3))',
      [c.userId, c.vin, c.plate],
    );
    if (dup) return { ok: false, reason: 'duplicate' } as const;
    const [n] = await tx.query<{ n: number }>('select count(*)::int as n from garage_cars where user_id = $1', [c.userId]);
    if (Number(n!.n) >= max) return { ok: false, reason: 'full' } as const;
    const [r] = await tx.query<{ id: number }>(
      `insert into garage_cars (user_id, vin, plate, brand_id, model_id, year, engine_volume, mileage, insurance_until,
         inspection_until, announcement_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11) returning id`,
      [c.userId, c.vin, c.plate, c.brandId, c.modelId, c.year, c.engineVolume, c.mileage, c.insuranceUntil, c.inspectionUntil, c.announcementId],
    );
    return { ok: true, id: Number(r!.id) } as const;
  });
}

/** Changes the owner's car (only the fields given); false when it is not theirs. */
export async function updateCar(
  db: Queryable,
  userId: number,
  carId: number,
  p: { mileage?: number | undefined; insuranceUntil?: string | null | undefined; inspectionUntil?: string | null | undefined },
): Promise<boolean> {
  const rows = await db.query(
    `update garage_cars set
       mileage = coalesce($3, mileage),
       insurance_until = case when $4 then $5::date else insurance_until end,
       inspection_until = case when $6 then $7::date else inspection_until end,
       updated_at = now()
     where id = $1 and user_id = $2 returning id`,
    [carId, userId, p.mileage ?? null, p.insuranceUntil !== undefined, p.insuranceUntil ?? null, p.inspectionUntil !== undefined, p.inspectionUntil ?? null],
  );
  return rows.length > 0;
}

export async function deleteCar(db: Queryable, userId: number, carId: number): Promise<boolean> {
  return (await db.query('delete from garage_cars where id = $1 and user_id = $2 returning id', [carId, userId])).length > 0;
}

export interface ServiceRow {
  id: number;
  date: string;
  mileage: number;
  work: string;
  cost: number;
}

export async function servicesOf(db: Queryable, carId: number): Promise<ServiceRow[]> {
  const rows = await db.query(
    `select id, to_char(day, 'YYYY-MM-DD') as day, mileage, work, cost from garage_services where car_id = $1 order by day desc, id desc`,
    [carId],
  );
  return rows.map((r) => ({ id: Number(r['id']), date: String(r['day']), mileage: Number(r['mileage']), work: String(r['work']), cost: Number(r['cost']) }));
}

/** Logs a service on the owner's car (null when the car is not theirs); a later odometer reading moves the car's. */
export async function addService(
  db: Db,
  userId: number,
  carId: number,
  s: { date: string; mileage: number; work: string; cost: number },
): Promise<ServiceRow | null> {
  return db.transaction(async (tx) => {
    const [r] = await tx.query<{ id: number }>(
      `insert into garage_services (car_id, day, mileage, work, cost)
       select g.id, $3::date, $4, $5, $6 from garage_cars g where g.id = $1 and g.user_id = $2 returning id`,
      [carId, userId, s.date, s.mileage, s.work, s.cost],
    );
    if (!r) return null;
    await tx.query('update garage_cars set mileage = greatest(mileage, $2), updated_at = now() where id = $1', [carId, s.mileage]);
    return { id: Number(r.id), ...s };
  });
}

export async function deleteService(db: Queryable, userId: number, carId: number, serviceId: number): Promise<boolean> {
  const rows = await db.query(
    `delete from garage_services s using garage_cars g
     where s.id = $3 and s.car_id = $2 and g.id = s.car_id and g.user_id = $1 returning s.id`,
    [userId, carId, serviceId],
  );
  return rows.length > 0;
}

/** The user's announcements (any status but draft) whose car is not in their garage, newest first. */
export async function addableAnnouncements(db: Queryable, userId: number): Promise<Array<{ id: number; title: string; year: number; mileage: number }>> {
  const rows = await db.query(
    `select a.id, b.name as brand_name, m.name as model_name, a.year, a.mileage
     from announcements a join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where a.user_id = $1 and a.status <> 'draft' and (a.vin is not null or a.plate is not null)
       and not exists (select 1 from garage_cars g where g.user_id = $1
                       and (g.announcement_id = a.id or g.vin = a.vin or g.plate = a.plate))
     order by a.id desc limit 20`,
    [userId],
  );
  return rows.map((r) => ({ id: Number(r['id']), title: `${r['brand_name']} ${r['model_name']}`, year: Number(r['year']), mileage: Number(r['mileage']) }));
}

/** The car of one of the user's announcements, as a garage car would hold it (null when not theirs or missing). */
export async function announcementCar(
  db: Queryable,
  userId: number,
  id: number,
): Promise<{ owner: boolean; car: Omit<NewCar, 'userId' | 'insuranceUntil' | 'inspectionUntil'> } | null> {
  const [r] = await db.query(
    `select user_id, vin, plate, brand_id, model_id, year, engine_volume, mileage from announcements where id = $1 and status <> 'draft'`,
    [id],
  );
  if (!r) return null;
  return {
    owner: Number(r['user_id']) === userId,
    car: {
      vin: (r['vin'] as string | null) ?? null,
      plate: (r['plate'] as string | null) ?? null,
      brandId: Number(r['brand_id']),
      modelId: Number(r['model_id']),
      year: Number(r['year']),
      engineVolume: r['engine_volume'] === null ? null : Number(r['engine_volume']),
      mileage: Number(r['mileage']),
      announcementId: id,
    },
  };
}

/** The mileage band a car's value is compared in: ±40 % of its mileage, at least ±30 000 km. */
export function mileageBand(mileage: number): { from: number; to: number } {
  const half = Math.max(30_000, Math.round(mileage * 0.4));
  return { from: Math.max(0, mileage - half), to: mileage + half };
}

/**
 * The asking prices of our listings on sale now of the same model, year ±1, mileage in the band: median, range and
 * count; and the median by month of publication over the last 12 months (on sale, sold or archived), for the trend.
 */
export async function marketValue(
  db: Queryable,
  c: { brandId: number; modelId: number; year: number; mileage: number },
  now: Date,
): Promise<{ count: number; median: number | null; min: number | null; max: number | null; band: { from: number; to: number }; trend: Array<{ month: string; median: number; count: number }> }> {
  const band = mileageBand(c.mileage);
  const args = [c.brandId, c.modelId, c.year - 1, c.year + 1, band.from, band.to];
  const [now_] = await db.query<{ n: number; median: number | null; lo: number | null; hi: number | null }>(
    `select count(*)::int as n, percentile_cont(0.5) within group (order by price) as median, min(price) as lo, max(price) as hi
     from announcements
     where status = 'published' and brand_id = $1 and model_id = $2 and year between $3 and $4 and mileage between $5 and $6`,
    args,
  );
  const trend = await db.query<{ month: string; median: number; n: number }>(
    `select to_char(date_trunc('month', published_at at time zone 'UTC'), 'YYYY-MM') as month,
       percentile_cont(0.5) within group (order by price) as median, count(*)::int as n
     from announcements
     where status in ('published', 'sold', 'archived') and brand_id = $1 and model_id = $2 and year between $3 and $4
       and mileage between $5 and $6 and published_at >= $7 and published_at <= $8
     group by 1 order by 1`,
    [...args, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString(), now.toISOString()],
  );
  const n = Number(now_?.n ?? 0);
  const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    count: n,
    median: n ? round(now_!.median) : null,
    min: n ? round(now_!.lo) : null,
    max: n ? round(now_!.hi) : null,
    band,
    trend: trend.map((t) => ({ month: String(t.month), median: Math.round(Number(t.median)), count: Number(t.n) })),
  };
}
