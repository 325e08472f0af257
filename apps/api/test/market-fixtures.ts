import type { Db } from '../src/db/db.js';
import { Factory } from './factories.js';

/** Every day 09:00–20:00 (Almaty): a slot is always bookable tomorrow. */
export const ALL_WEEK = JSON.stringify(Array.from({ length: 7 }, () => [540, 1200]));

/**
 * A small market of the test's own: two cities, a mass brand with a locally assembled sedan (two trims, three
 * colours) and a premium brand with one SUV, two official dealers in Almaty and one in Astana, offers, programmes.
 */
export async function marketFixture(db: Db) {
  const f = new Factory(db);
  const almaty = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы', population: 2_000_000 });
  const astana = await f.city({ slug: 'astana', ru: 'Астана', kk: 'Астана', population: 1_400_000 });
  const kia = await f.brand({ slug: 'kia', name: 'Kia', country: 'South Korea' });
  const lexus = await f.brand({ slug: 'lexus', name: 'Lexus', country: 'Japan' });
  await db.query("update brands set premium = true where slug = 'lexus'");
  const k5 = await f.model(kia.id, { slug: 'k5', name: 'K5', bodies: ['sedan'] });
  const rio = await f.model(kia.id, { slug: 'rio', name: 'Rio', bodies: ['sedan'] });
  const lx = await f.model(lexus.id, { slug: 'lx', name: 'LX', bodies: ['suv'] });
  const gen = await f.generation(k5.id, { slug: 'dl3', name: 'DL3', from: 2019, to: null });
  const [plant] = await db.query<{ id: number }>(
    `insert into market_plants (slug, name_ru, name_kk, city_id) values ('saryarka', 'СарыаркаАвтоПром, Костанай', 'СарыаркаАвтоПром, Қостанай', $1) returning id`,
    [almaty.id],
  );
  await db.query(
    `insert into market_models (model_id, generation_id, body, year_from, plant_id, origin, premium, sort_order) values
       ($1, $2, 'sedan', 2019, $3, null, false, 0), ($4, null, 'suv', 2021, null, 'JP', true, 1)`,
    [k5.id, gen.id, plant!.id, lx.id],
  );
  const trim = async (modelId: number, slug: string, name: string, price: number, o: Partial<{ fuel: string; hp: number; drive: string }> = {}) => {
    const [r] = await db.query<{ id: number }>(
      `insert into market_trims (model_id, slug, name, engine_volume, power_hp, fuel, transmission, drive, consumption, acceleration,
         top_speed, length_mm, width_mm, height_mm, wheelbase_mm, clearance_mm, trunk_l, seats, curb_weight_kg, warranty_years,
         warranty_km, price, equipment, sort_order)
       values ($1, $2, $3, 2.0, $5, $6, 'automatic', $7, 7.5, 9.1, 200, 4905, 1860, 1445, 2850, 155, 510, 5, 1500, 3, 100000, $4,
         $8::jsonb, (select count(*) from market_trims where model_id = $1))
       returning id`,
      [modelId, slug, name, price, o.hp ?? 150, o.fuel ?? 'petrol', o.drive ?? 'fwd', JSON.stringify({})],
    );
    return Number(r!.id);
  };
  const k5Classic = await trim(k5.id, 'kia-k5-classic', 'Classic', 13_990_000);
  const k5Prestige = await trim(k5.id, 'kia-k5-prestige', 'Prestige', 16_490_000, { hp: 194 });
  const lxLuxury = await trim(lx.id, 'lexus-lx-luxury', 'Luxury', 79_990_000, { hp: 415, drive: 'awd' });
  const items = [
    ['abs', 'safety', 'ABS', 'ABS'],
    ['sunroof', 'exterior', 'Люк', 'Люк'],
    ['leather-seats', 'interior', 'Кожа', 'Былғары'],
  ];
  for (const [i, [code, grp, ru, kk]] of items.entries()) {
    await db.query('insert into equipment_items (code, grp, name_ru, name_kk, sort_order) values ($1, $2, $3, $4, $5)', [code, grp, ru, kk, i]);
  }
  await db.query(`update market_trims set equipment = '{"abs": "standard", "sunroof": "absent", "leather-seats": 450000}'::jsonb where id = $1`, [k5Classic]);
  await db.query(`update market_trims set equipment = '{"abs": "standard", "sunroof": 520000, "leather-seats": "standard"}'::jsonb where id = $1`, [k5Prestige]);
  await db.query(`update market_trims set equipment = '{"abs": "standard", "sunroof": "standard", "leather-seats": "standard"}'::jsonb where id = $1`, [lxLuxury]);
  const colour = async (modelId: number, slug: string, family: string, hex: string, surcharge: number) => {
    const [r] = await db.query<{ id: number }>(
      `insert into market_colors (model_id, slug, name_ru, name_kk, hex, family, surcharge, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, (select count(*) from market_colors where model_id = $1)) returning id`,
      [modelId, slug, `Цвет ${slug}`, `Түс ${slug}`, hex, family, surcharge],
    );
    return Number(r!.id);
  };
  const white = await colour(k5.id, 'white', 'white', '#f1f2f4', 0);
  const black = await colour(k5.id, 'black', 'black', '#15171b', 180_000);
  await colour(k5.id, 'blue', 'blue', '#1f3d78', 180_000);
  const lxWhite = await colour(lx.id, 'white', 'white', '#f1f2f4', 0);
  const [centre] = await db.query<{ id: number }>(
    `insert into autocentres (slug, name, city_id, address_ru, address_kk, lat, lng)
     values ('suyunbay-auto', 'Автоцентр Суюнбая', $1, 'пр. Суюнбая, 153', 'Сүйінбай даңғылы, 153', 43.28, 76.95) returning id`,
    [almaty.id],
  );
  const dealer = async (slug: string, cityId: number, brandIds: number[], o: Partial<{ centre: number; services: string[] }> = {}) => {
    const u = await f.user({ name: slug });
    const [d] = await db.query<{ id: number }>(
      `insert into dealers (user_id, slug, name, city_id, official, address_ru, address_kk, lat, lng, phones, services, hours, autocentre_id)
       values ($1, $2, $3, $4, true, 'ул. Толе би, 80', 'Төле би көшесі, 80', 43.25, 76.9, $5::text[], $6::text[], $7::jsonb, $8)
       returning id`,
      [u.id, slug, `${slug} name`, cityId, ['+77272001020', '+77011234567'], o.services ?? ['sales', 'service', 'test_drive', 'credit'], ALL_WEEK, o.centre ?? null],
    );
    for (const b of brandIds) await db.query('insert into dealer_brands (dealer_id, brand_id) values ($1, $2)', [d!.id, b]);
    return { id: Number(d!.id), slug, userId: u.id };
  };
  const kiaAlmaty = await dealer('kia-center-almaty', almaty.id, [kia.id], { centre: centre!.id });
  const kiaCity = await dealer('kia-city-almaty', almaty.id, [kia.id], { centre: centre!.id });
  const kiaAstana = await dealer('kia-center-astana', astana.id, [kia.id]);
  const lexusAlmaty = await dealer('lexus-almaty', almaty.id, [lexus.id]);
  const offer = async (dealerId: number, trimId: number, colourId: number, price: number, discount: number, stock = true) => {
    const [r] = await db.query<{ id: number }>(
      `insert into market_offers (dealer_id, trim_id, color_id, year, price, discount, availability, ready_on)
       values ($1, $2, $3, 2026, $4, $5, $6, $7) returning id`,
      [dealerId, trimId, colourId, price, discount, stock ? 'in_stock' : 'on_order', stock ? null : '2026-12-01'],
    );
    return Number(r!.id);
  };
  const offers = {
    k5Cheap: await offer(kiaAlmaty.id, k5Classic, white, 14_100_000, 300_000),
    k5Black: await offer(kiaAlmaty.id, k5Prestige, black, 16_700_000, 0),
    k5Order: await offer(kiaCity.id, k5Classic, white, 13_900_000, 0, false),
    k5Astana: await offer(kiaAstana.id, k5Prestige, white, 16_490_000, 500_000),
    lx: await offer(lexusAlmaty.id, lxLuxury, lxWhite, 81_000_000, 1_000_000),
  };
  await db.query(
    `insert into credit_programmes (slug, kind, name_ru, name_kk, bank, brand_id, local_only, rate, one_time_fee_pct, min_down_pct, min_months, max_months, max_price, max_loan)
     values ('halyk-auto', 'bank', 'Автокредит Halyk', 'Halyk автонесиесі', 'Halyk Bank', null, false, 21.5, 0, 20, 6, 84, null, null),
            ('state-preferential', 'state', 'Льготное', 'Жеңілдетілген', 'Banks', null, true, 4, 0, 0, 12, 84, 15000000, 10000000),
            ('kia-subsidised', 'brand', 'Kia 8,9 %', 'Kia 8,9 %', 'ForteBank', $1, false, 8.9, 0, 30, 6, 36, null, null)`,
    [kia.id],
  );
  return { f, almaty, astana, kia, lexus, k5, rio, lx, dealers: { kiaAlmaty, kiaCity, kiaAstana, lexusAlmaty }, trims: { k5Classic, k5Prestige, lxLuxury }, colours: { white, black }, offers };
}
