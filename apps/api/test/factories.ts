import type { Db } from '../src/db/db.js';

/**
 * Small factories writing rows straight into the test's own database. Every call makes a new, unique row;
 * pass what the test cares about and let the rest default.
 */
export class Factory {
  private n = 0;
  constructor(readonly db: Db) {}

  private next() {
    return ++this.n;
  }

  async region(o: Partial<{ slug: string; ru: string; kk: string; plate: string }> = {}) {
    const i = this.next();
    const [r] = await this.db.query<{ id: number }>(
      'insert into regions (slug, name_ru, name_kk, plate_code, sort_order) values ($1, $2, $3, $4, $5) returning id',
      [o.slug ?? `region-${i}`, o.ru ?? `Регион ${i}`, o.kk ?? `Өңір ${i}`, o.plate ?? String(i % 100).padStart(2, '0'), i],
    );
    return { id: Number(r!.id), slug: o.slug ?? `region-${i}` };
  }

  async city(o: Partial<{ id: number; slug: string; ru: string; kk: string; regionId: number; population: number }> = {}) {
    const i = this.next();
    const regionId = o.regionId ?? (await this.region()).id;
    const slug = o.slug ?? `city-${i}`;
    const [r] = await this.db.query<{ id: number }>(
      `insert into cities (${o.id ? 'id, ' : ''}slug, name_ru, name_kk, region_id, population)
       values (${o.id ? '$6, ' : ''}$1, $2, $3, $4, $5) returning id`,
      [slug, o.ru ?? `Город ${i}`, o.kk ?? `Қала ${i}`, regionId, o.population ?? 1000 * i, ...(o.id ? [o.id] : [])],
    );
    return { id: Number(r!.id), slug, regionId };
  }

  async brand(o: Partial<{ slug: string; name: string; popular: boolean; country: string }> = {}) {
    const i = this.next();
    const slug = o.slug ?? `brand-${i}`;
    const [r] = await this.db.query<{ id: number }>(
      'insert into brands (slug, name, country, popular) values ($1, $2, $3, $4) returning id',
      [slug, o.name ?? `Brand ${i}`, o.country ?? 'Japan', o.popular ?? false],
    );
    return { id: Number(r!.id), slug, name: o.name ?? `Brand ${i}` };
  }

  async model(brandId: number, o: Partial<{ slug: string; name: string; bodies: string[] }> = {}) {
    const i = this.next();
    const slug = o.slug ?? `model-${i}`;
    const [r] = await this.db.query<{ id: number }>(
      'insert into models (brand_id, slug, name, body_types) values ($1, $2, $3, $4::text[]) returning id',
      [brandId, slug, o.name ?? `Model ${i}`, o.bodies ?? ['sedan']],
    );
    return { id: Number(r!.id), slug, brandId };
  }

  async generation(modelId: number, o: Partial<{ slug: string; name: string; from: number; to: number | null }> = {}) {
    const i = this.next();
    const slug = o.slug ?? `gen-${i}`;
    const [r] = await this.db.query<{ id: number }>(
      'insert into generations (model_id, slug, name, year_from, year_to) values ($1, $2, $3, $4, $5) returning id',
      [modelId, slug, o.name ?? `G${i}`, o.from ?? 2010, o.to === undefined ? null : o.to],
    );
    return { id: Number(r!.id), slug, modelId };
  }

  async user(o: Partial<{ phone: string; name: string | null; cityId: number | null; deleted: boolean }> = {}) {
    const i = this.next();
    const phone = o.phone ?? `+7701${String(1_000_000 + i * 7919).slice(-7)}`;
    const [r] = await this.db.query<{ id: number }>(
      `insert into users (phone, name, city_id, deleted_at) values ($1, $2, $3, ${o.deleted ? 'now()' : 'null'})
       returning id`,
      [phone, o.name === undefined ? `User ${i}` : o.name, o.cityId ?? null],
    );
    return { id: Number(r!.id), phone };
  }

  async dealer(userId: number, cityId: number, o: Partial<{ slug: string; name: string }> = {}) {
    const i = this.next();
    await this.db.query('insert into dealers (user_id, slug, name, city_id) values ($1, $2, $3, $4)', [
      userId,
      o.slug ?? `dealer-${i}`,
      o.name ?? `Dealer ${i}`,
      cityId,
    ]);
  }

  async announcement(a: AnnouncementInput): Promise<number> {
    const [r] = await this.db.query<{ id: number }>(
      `insert into announcements (user_id, brand_id, model_id, generation_id, year, price, mileage, engine_volume,
         fuel, transmission, body, drive, steering, color, condition, customs_cleared, exchange, credit, city_id,
         seller_type, vin, description, status, views, inspected, photo_count, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, $24, $25, $26, $27)
       returning id`,
      [
        a.userId, a.brandId, a.modelId, a.generationId ?? null, a.year ?? 2015, a.price ?? 5_000_000,
        a.mileage ?? 100_000, a.engineVolume === undefined ? 2.0 : a.engineVolume, a.fuel ?? 'petrol',
        a.transmission ?? 'automatic', a.body ?? 'sedan', a.drive ?? 'fwd', a.steering ?? 'left', a.color ?? 'white',
        a.condition ?? 'used', a.customsCleared ?? true, a.exchange ?? false, a.credit ?? false, a.cityId,
        a.sellerType ?? 'private', a.vin ?? null, a.description ?? 'Продаю машину.', a.status ?? 'published',
        a.views ?? 0, a.inspected ?? false, a.photos ?? 0,
        a.status === 'draft' ? null : (a.publishedAt ?? new Date()).toISOString(),
      ],
    );
    const id = Number(r!.id);
    for (let p = 0; p < (a.photos ?? 0); p++) {
      await this.db.query(
        'insert into photos (announcement_id, position, key, url, width, height) values ($1, $2, $3, $4, 800, 600)',
        [id, p, `${id}-${p}`, `/media/generated/${id}-${p}.svg`],
      );
    }
    return id;
  }
}

export interface AnnouncementInput {
  userId: number;
  brandId: number;
  modelId: number;
  cityId: number;
  generationId?: number | null;
  year?: number;
  price?: number;
  mileage?: number;
  engineVolume?: number | null;
  fuel?: string;
  transmission?: string;
  body?: string;
  drive?: string;
  steering?: string;
  color?: string;
  condition?: string;
  customsCleared?: boolean;
  exchange?: boolean;
  credit?: boolean;
  sellerType?: string;
  vin?: string | null;
  description?: string;
  status?: string;
  views?: number;
  inspected?: boolean;
  photos?: number;
  publishedAt?: Date;
}
