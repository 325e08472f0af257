import type { Queryable } from '../db.js';
import { insertGeneratedPhotos } from '../repositories/bulk.js';
import { Rng } from './prng.js';

const DAY = 86_400_000;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export interface AutocheckSeedStats {
  /** Cars on sale now that were listed before (earlier, sold or archived listings with the same VIN and plate). */
  carsWithHistory: number;
  earlierListings: number;
  /** Of those, cars whose earlier listing showed more kilometres (a roll-back the report flags). */
  rollbacks: number;
}

/**
 * Gives the car checks a past to find: every 25th car on sale with a VIN (at most 2,000) gets a plate of its city's
 * region and one or two earlier listings of the same car (same VIN and plate, other private sellers, 1–4 years back,
 * sold or archived, fewer kilometres and a higher price); every 6th of them showed more kilometres back then than
 * now (a roll-back). Deterministic for a seed.
 */
export async function seedAutocheck(tx: Queryable, o: { now: number; seed?: number }): Promise<AutocheckSeedStats> {
  const rng = new Rng(o.seed ?? 20261126);
  const cars = await tx.query<Record<string, unknown>>(
    `select a.id, a.brand_id, a.model_id, a.generation_id, a.year, a.price, a.mileage, a.engine_volume, a.fuel,
       a.transmission, a.body, a.drive, a.steering, a.color, a.city_id, a.vin, a.published_at, r.plate_code
     from announcements a join cities c on c.id = a.city_id join regions r on r.id = c.region_id
     where a.status = 'published' and a.vin is not null and a.condition = 'used' and a.seller_type = 'private'
     order by a.id`,
  );
  const privates = (await tx.query<{ id: string | number }>(
    `select u.id from users u where not exists (select 1 from dealers d where d.user_id = u.id) order by u.id limit 5000`,
  )).map((u) => Number(u.id));
  const picked = cars.filter((_, i) => i % 25 === 0).slice(0, 2000);
  const inserted: number[] = [];
  let rollbacks = 0;
  for (const [n, car] of picked.entries()) {
    const plate = `${String(rng.int(1, 999)).padStart(3, '0')} ${LETTERS[rng.int(0, 22)]}${LETTERS[rng.int(0, 22)]}${LETTERS[rng.int(0, 22)]} ${String(car['plate_code'])}`;
    await tx.query('update announcements set plate = $2 where id = $1', [car['id'], plate]);
    const rollback = n % 6 === 0;
    if (rollback) rollbacks++;
    const listedNow = new Date(car['published_at'] as string).getTime();
    const mileageNow = Number(car['mileage']);
    const priceNow = Number(car['price']);
    const earlier = rng.chance(0.35) ? 2 : 1;
    for (let k = earlier; k >= 1; k--) {
      const publishedAt = Math.min(listedNow - k * rng.int(300, 700) * DAY, o.now - 400 * DAY);
      const mileage = rollback && k === 1
        ? Math.round((mileageNow + rng.int(40_000, 90_000)) / 1000) * 1000
        : Math.max(1000, Math.round((mileageNow * (1 - k * rng.int(12, 22) / 100)) / 1000) * 1000);
      const price = Math.round((priceNow * (1 + k * rng.int(6, 14) / 100)) / 10_000) * 10_000;
      const endedAt = publishedAt + rng.int(6, 70) * DAY;
      const [row] = await tx.query<{ id: string | number }>(
        `insert into announcements (user_id, brand_id, model_id, generation_id, year, price, mileage, engine_volume, fuel,
           transmission, body, drive, steering, color, condition, city_id, seller_type, vin, plate, description, status,
           views, photo_count, published_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'used', $15, 'private', $16, $17, $18, $19,
           $20, 3, $21, $21, $22)
         returning id`,
        [
          rng.pick(privates), car['brand_id'], car['model_id'], car['generation_id'], car['year'], price, mileage,
          car['engine_volume'], car['fuel'], car['transmission'], car['body'], car['drive'], car['steering'], car['color'],
          car['city_id'], car['vin'], plate, 'Продаю свой автомобиль, всё обслужено вовремя.',
          rng.chance(0.8) ? 'sold' : 'archived', rng.int(200, 3000), new Date(publishedAt).toISOString(),
          new Date(endedAt).toISOString(),
        ],
      );
      inserted.push(Number(row!.id));
    }
  }
  if (inserted.length) await insertGeneratedPhotos(tx, inserted, inserted.map(() => 3));
  return { carsWithHistory: picked.length, earlierListings: inserted.length, rollbacks };
}
