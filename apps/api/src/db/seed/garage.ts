import type { Queryable } from '../db.js';
import { Rng } from './prng.js';

const DAY = 86_400_000;

export interface GarageSeedStats {
  cars: number;
  services: number;
}

/** Works of a service log and their usual cost in tenge (min, max). */
const WORKS: ReadonlyArray<[string, number, number]> = [
  ['Замена масла и масляного фильтра', 18_000, 45_000],
  ['Замена воздушного и салонного фильтров', 8_000, 20_000],
  ['Замена передних тормозных колодок', 20_000, 55_000],
  ['Шиномонтаж: сезонная замена шин', 8_000, 16_000],
  ['Замена свечей зажигания', 12_000, 40_000],
  ['Развал-схождение', 8_000, 15_000],
  ['Замена антифриза', 15_000, 35_000],
  ['Замена аккумулятора', 35_000, 90_000],
  ['ТО по регламенту у дилера', 60_000, 180_000],
  ['Замена ремня ГРМ с роликами', 70_000, 200_000],
  ['Замена стоек стабилизатора', 15_000, 40_000],
  ['Диагностика ходовой', 5_000, 12_000],
];

/**
 * Gives the garage drivers to show: every 40th private seller with a car on sale (at most 60) keeps it in the garage,
 * with insurance and inspection dates around "now" (some overdue, some soon) and a service log of the last 3 years
 * (every ~7 000 km). Deterministic for a seed.
 */
export async function seedGarage(tx: Queryable, o: { now: number; seed?: number }): Promise<GarageSeedStats> {
  const rng = new Rng(o.seed ?? 20261127);
  const cars = await tx.query<Record<string, unknown>>(
    `select distinct on (a.user_id) a.id, a.user_id, a.vin, a.plate, a.brand_id, a.model_id, a.year, a.engine_volume, a.mileage
     from announcements a
     where a.status = 'published' and a.seller_type = 'private' and a.vin is not null
     order by a.user_id, a.id`,
  );
  const picked = cars.filter((_, i) => i % 40 === 0).slice(0, 60);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  let services = 0;
  for (const c of picked) {
    const [row] = await tx.query<{ id: number }>(
      `insert into garage_cars (user_id, vin, plate, brand_id, model_id, year, engine_volume, mileage, insurance_until,
         inspection_until, announcement_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12) returning id`,
      [
        c['user_id'], c['vin'], c['plate'], c['brand_id'], c['model_id'], c['year'], c['engine_volume'], c['mileage'],
        day(o.now + rng.int(-20, 330) * DAY),
        rng.chance(0.8) ? day(o.now + rng.int(-40, 700) * DAY) : null,
        c['id'],
        new Date(o.now - rng.int(30, 400) * DAY).toISOString(),
      ],
    );
    const mileage = Number(c['mileage']);
    const entries = rng.int(2, 8);
    for (let k = entries; k >= 1; k--) {
      const [work, lo, hi] = rng.pick(WORKS);
      await tx.query('insert into garage_services (car_id, day, mileage, work, cost) values ($1, $2::date, $3, $4, $5)', [
        row!.id,
        day(o.now - (k * rng.int(90, 150) + rng.int(0, 20)) * DAY),
        Math.max(0, mileage - k * rng.int(5_000, 9_000)),
        work,
        Math.round(rng.int(lo, hi) / 500) * 500,
      ]);
      services++;
    }
  }
  return { cars: picked.length, services };
}
