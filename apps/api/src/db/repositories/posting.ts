import type {
  AnnouncementInput,
  AnnouncementStatus,
  EditableAnnouncement,
  MyAnnouncement,
} from '@jolda/contracts';
import { SOLD_UNDO_HOURS } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type Locale, iso, nameCol, num, numOrNull } from './rows.js';

/** Catalogue ids of the slugs of an input; a missing one is null. */
export interface ResolvedRefs {
  brandId: number | null;
  modelId: number | null;
  generationId: number | null;
  /** A generation was asked for and does not exist under that model. */
  generationMissing: boolean;
  cityId: number | null;
  generationYears: { from: number; to: number | null } | null;
}

export async function resolveRefs(
  db: Queryable,
  i: Pick<AnnouncementInput, 'brand' | 'model' | 'generation' | 'city'>,
): Promise<ResolvedRefs> {
  const rows = await db.query<{
    brand_id: number | null;
    model_id: number | null;
    generation_id: number | null;
    year_from: number | null;
    year_to: number | null;
    city_id: number | null;
  }>(
    `select b.id as brand_id, m.id as model_id, g.id as generation_id, g.year_from, g.year_to,
       (select id from cities where slug = $4) as city_id
     from (select 1) one
     left join brands b on b.slug = $1
     left join models m on m.brand_id = b.id and m.slug = $2
     left join generations g on g.model_id = m.id and g.slug = $3`,
    [i.brand, i.model, i.generation ?? null, i.city],
  );
  const r = rows[0]!;
  return {
    brandId: numOrNull(r.brand_id),
    modelId: numOrNull(r.model_id),
    generationId: numOrNull(r.generation_id),
    generationMissing: Boolean(i.generation) && r.generation_id === null,
    cityId: numOrNull(r.city_id),
    generationYears: r.generation_id === null ? null : { from: num(r.year_from), to: numOrNull(r.year_to) },
  };
}

export async function isDealer(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from dealers where user_id = $1', [userId]);
  return rows.length > 0;
}

export interface AnnouncementRow {
  userId: number;
  brandId: number;
  modelId: number;
  generationId: number | null;
  cityId: number;
  sellerType: 'private' | 'dealer';
  input: AnnouncementInput;
}

const writeParams = (r: AnnouncementRow) => {
  const i = r.input;
  return [
    r.brandId, r.modelId, r.generationId, i.year, i.price, i.mileage, i.engineVolume ?? null, i.fuel, i.transmission,
    i.body, i.drive, i.steering, i.color, i.condition, i.customsCleared, i.exchange, i.credit, r.cityId, r.sellerType,
    i.vin ?? null, i.description, i.plate ?? null, i.phone,
  ];
};

/** A new announcement on moderation (the checks decide its next status at once). */
export async function insertAnnouncement(db: Queryable, r: AnnouncementRow): Promise<number> {
  const rows = await db.query<{ id: number | string }>(
    `insert into announcements (brand_id, model_id, generation_id, year, price, mileage, engine_volume, fuel,
       transmission, body, drive, steering, color, condition, customs_cleared, exchange, credit, city_id, seller_type,
       vin, description, plate, contact_phone, user_id, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, 'moderation')
     returning id`,
    [...writeParams(r), r.userId],
  );
  return num(rows[0]!.id);
}

/** Rewrites the seller's fields; the status is left to the checks. */
export async function updateAnnouncement(db: Queryable, id: number, r: AnnouncementRow): Promise<void> {
  await db.query(
    `update announcements set brand_id = $1, model_id = $2, generation_id = $3, year = $4, price = $5, mileage = $6,
       engine_volume = $7, fuel = $8, transmission = $9, body = $10, drive = $11, steering = $12, color = $13,
       condition = $14, customs_cleared = $15, exchange = $16, credit = $17, city_id = $18, seller_type = $19,
       vin = $20, description = $21, plate = $22, contact_phone = $23, updated_at = now()
     where id = $24`,
    [...writeParams(r), id],
  );
}

export interface PhotoToAttach {
  uploadId: string;
  url: string;
  width: number;
  height: number;
}

/** Sets the photos of an announcement to these uploads, in order, and claims the uploads for its owner. */
export async function replacePhotos(db: Queryable, announcementId: number, userId: number, photos: PhotoToAttach[]) {
  await db.query('delete from photos where announcement_id = $1', [announcementId]);
  await db.query(
    'update uploads set announcement_id = null where announcement_id = $1 and not (id = any($2::text[]))',
    [announcementId, photos.map((p) => p.uploadId)],
  );
  for (const [position, p] of photos.entries()) {
    await db.query(
      `insert into photos (announcement_id, position, key, url, width, height, upload_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [announcementId, position, `u-${p.uploadId}`, p.url, p.width, p.height, p.uploadId],
    );
  }
  await db.query('update uploads set announcement_id = $1, user_id = $2 where id = any($3::text[])', [
    announcementId,
    userId,
    photos.map((p) => p.uploadId),
  ]);
  await db.query('update announcements set photo_count = $2 where id = $1', [announcementId, photos.length]);
}

export interface OwnedRow {
  id: number;
  userId: number;
  status: AnnouncementStatus;
  price: number;
  modelId: number;
  year: number;
  mileage: number;
  condition: string;
  vin: string | null;
  photoCount: number;
  moderationNote: string | null;
}

export async function findForWrite(db: Queryable, id: number): Promise<OwnedRow | null> {
  const rows = await db.query<{
    id: number | string;
    user_id: number | string;
    status: AnnouncementStatus;
    price: number | string;
    model_id: number;
    year: number;
    mileage: number;
    condition: string;
    vin: string | null;
    photo_count: number;
    moderation_note: string | null;
  }>(
    `select id, user_id, status, price, model_id, year, mileage, condition, vin, photo_count, moderation_note
     from announcements where id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: num(r.id),
    userId: num(r.user_id),
    status: r.status,
    price: num(r.price),
    modelId: num(r.model_id),
    year: num(r.year),
    mileage: num(r.mileage),
    condition: r.condition,
    vin: r.vin,
    photoCount: num(r.photo_count),
    moderationNote: r.moderation_note,
  };
}

/** Median price and mileage of published cars of the same model within ±1 year (other than `excludeId`). */
export async function marketFor(
  db: Queryable,
  modelId: number,
  year: number,
  excludeId: number | null,
): Promise<{ count: number; medianPrice: number | null; medianMileage: number | null }> {
  const rows = await db.query<{ n: number; price: number | null; mileage: number | null }>(
    `select count(*)::int as n,
       percentile_cont(0.5) within group (order by price)::float8 as price,
       percentile_cont(0.5) within group (order by mileage)::float8 as mileage
     from announcements
     where status = 'published' and model_id = $1 and year between $2 - 1 and $2 + 1 and id <> $3`,
    [modelId, year, excludeId ?? 0],
  );
  const r = rows[0]!;
  return { count: num(r.n), medianPrice: numOrNull(r.price), medianMileage: numOrNull(r.mileage) };
}

/** Another active (published or on moderation) announcement with this VIN. */
export async function activeWithVin(db: Queryable, vin: string, excludeId: number): Promise<number | null> {
  const rows = await db.query<{ id: number | string }>(
    `select id from announcements where vin = $1 and status in ('published', 'moderation') and id <> $2 limit 1`,
    [vin, excludeId],
  );
  return rows[0] ? num(rows[0].id) : null;
}

/** Another active announcement showing one of these pictures (same pixels, or the same difference hash). */
export async function activeWithPhotos(
  db: Queryable,
  contentHashes: readonly string[],
  phashes: readonly string[],
  excludeId: number,
): Promise<number | null> {
  if (!contentHashes.length && !phashes.length) return null;
  const rows = await db.query<{ id: number | string }>(
    `select a.id from uploads u
     join photos p on p.upload_id = u.id
     join announcements a on a.id = p.announcement_id
     where (u.content_hash = any($1::text[]) or u.phash = any($2::text[]))
       and a.status in ('published', 'moderation') and a.id <> $3
     limit 1`,
    [contentHashes, phashes, excludeId],
  );
  return rows[0] ? num(rows[0].id) : null;
}

export async function setStatus(
  db: Queryable,
  id: number,
  status: AnnouncementStatus,
  o: { rejectReason?: string | null; moderationNote?: string | null; publish?: boolean } = {},
): Promise<void> {
  await db.query(
    `update announcements set status = $2, reject_reason = $3, moderation_note = $4, updated_at = now(),
       published_at = case when $5::boolean then now() else published_at end
     where id = $1`,
    [id, status, o.rejectReason ?? null, o.moderationNote ?? null, o.publish ?? false],
  );
}

/** Marks an announcement sold, remembering its status before and when, so the owner can undo it for a while. */
export async function markSold(db: Queryable, id: number, from: AnnouncementStatus): Promise<void> {
  await db.query(
    `update announcements set status = 'sold', sold_from = $2, sold_at = now(), reject_reason = null, moderation_note = null,
       updated_at = now()
     where id = $1`,
    [id, from === 'published' || from === 'archived' ? from : null],
  );
}

/**
 * Undoes "sold" within `hours`: back to the status it had (published keeps its place: not raised). Null when it is not
 * sold, was not marked sold here, or the time is over.
 */
export async function undoSold(db: Queryable, id: number, hours: number): Promise<AnnouncementStatus | null> {
  const rows = await db.query<{ status: AnnouncementStatus }>(
    `update announcements set status = sold_from, sold_from = null, sold_at = null, updated_at = now()
     where id = $1 and status = 'sold' and sold_from is not null and sold_at > now() - make_interval(hours => $2::int)
     returning status`,
    [id, hours],
  );
  return rows[0]?.status ?? null;
}

export async function recordPrice(db: Queryable, id: number, price: number): Promise<void> {
  await db.query('insert into price_history (announcement_id, price) values ($1, $2)', [id, price]);
}

export async function deleteAnnouncement(db: Queryable, id: number): Promise<void> {
  await db.query('update uploads set announcement_id = null where announcement_id = $1', [id]);
  await db.query('delete from announcements where id = $1', [id]);
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's views

/**
 * Counters kept by tables other modules add later (favourites, phone reveals): a count subquery when such a table
 * with an `announcement_id` column exists, else 0. Looked up per call, so a migration adding them is picked up.
 */
async function counterSql(db: Queryable): Promise<{ favourites: string; reveals: string }> {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'announcement_id'
       and table_name in ('favourites', 'favorites', 'phone_reveals', 'phone_views')`,
  );
  const have = new Set(rows.map((r) => r.table_name));
  const pick = (names: string[]) => names.find((n) => have.has(n));
  const fav = pick(['favourites', 'favorites']);
  const rev = pick(['phone_reveals', 'phone_views']);
  return {
    favourites: fav ? `(select count(*)::int from ${fav} x where x.announcement_id = a.id)` : '0',
    reveals: rev ? `(select count(*)::int from ${rev} x where x.announcement_id = a.id)` : '0',
  };
}

export async function listMine(
  db: Queryable,
  userId: number,
  status: AnnouncementStatus | undefined,
  locale: Locale,
  /** Only this announcement (the car page's owner panel). */
  id?: number,
): Promise<MyAnnouncement[]> {
  const c = await counterSql(db);
  const rows = await db.query<Record<string, unknown>>(
    `select a.id, b.id as brand_id, b.slug as brand_slug, b.name as brand_name,
       m.id as model_id, m.slug as model_slug, m.name as model_name, g.name as generation,
       a.year, a.price, a.mileage, a.engine_volume::float8 as engine_volume, a.fuel, a.transmission, a.body, a.drive,
       c.id as city_id, c.slug as city_slug, ${nameCol(locale, 'c')} as city_name,
       ph.id as photo_id, ph.url as photo_url, ph.width as photo_width, ph.height as photo_height, a.photo_count,
       a.seller_type, a.inspected, a.status, coalesce(a.published_at, a.created_at) as published_at, a.updated_at,
       a.views, ${c.reveals} as reveals, ${c.favourites} as favourites, a.reject_reason, a.moderation_note,
       case when a.status = 'sold' and a.sold_from is not null
         and a.sold_at > now() - make_interval(hours => ${SOLD_UNDO_HOURS}) then a.sold_at + make_interval(hours => ${SOLD_UNDO_HOURS})
       end as sold_undo_until
     from announcements a
     join brands b on b.id = a.brand_id
     join models m on m.id = a.model_id
     left join generations g on g.id = a.generation_id
     join cities c on c.id = a.city_id
     left join lateral (
       select p.id, p.url, p.width, p.height from photos p where p.announcement_id = a.id order by p.position limit 1
     ) ph on true
     where a.user_id = $1 and ($2::text is null or a.status = $2) and ($3::int8 is null or a.id = $3::int8)
     order by a.updated_at desc, a.id desc
     limit 500`,
    [userId, status ?? null, id ?? null],
  );
  return rows.map((r) => ({
    id: num(r['id']),
    title: `${r['brand_name']} ${r['model_name']}`,
    brand: { id: num(r['brand_id']), slug: String(r['brand_slug']), name: String(r['brand_name']) },
    model: { id: num(r['model_id']), slug: String(r['model_slug']), name: String(r['model_name']) },
    generation: (r['generation'] as string | null) ?? null,
    year: num(r['year']),
    price: num(r['price']),
    mileage: num(r['mileage']),
    engineVolume: numOrNull(r['engine_volume']),
    fuel: r['fuel'] as MyAnnouncement['fuel'],
    transmission: r['transmission'] as MyAnnouncement['transmission'],
    body: r['body'] as MyAnnouncement['body'],
    drive: r['drive'] as MyAnnouncement['drive'],
    city: { id: num(r['city_id']), slug: String(r['city_slug']), name: String(r['city_name']) },
    photo:
      r['photo_id'] === null
        ? null
        : { id: num(r['photo_id']), url: String(r['photo_url']), width: num(r['photo_width']), height: num(r['photo_height']) },
    photoCount: num(r['photo_count']),
    sellerType: r['seller_type'] as MyAnnouncement['sellerType'],
    inspected: Boolean(r['inspected']),
    status: r['status'] as AnnouncementStatus,
    publishedAt: iso(r['published_at']),
    updatedAt: iso(r['updated_at']),
    views: num(r['views']),
    phoneReveals: num(r['reveals']),
    favourites: num(r['favourites']),
    rejectReason: (r['reject_reason'] as string | null) ?? null,
    soldUndoUntil: r['sold_undo_until'] ? iso(r['sold_undo_until']) : null,
    moderationNote: (r['moderation_note'] as string | null) ?? null,
  }));
}

export async function countMine(db: Queryable, userId: number): Promise<Record<AnnouncementStatus, number>> {
  const rows = await db.query<{ status: AnnouncementStatus; n: number }>(
    'select status, count(*)::int as n from announcements where user_id = $1 group by status',
    [userId],
  );
  const out: Record<AnnouncementStatus, number> = { draft: 0, moderation: 0, published: 0, sold: 0, archived: 0, rejected: 0 };
  for (const r of rows) out[r.status] = num(r.n);
  return out;
}

/** The stored input of an announcement, for its edit form; photos are those attached from uploads. */
export async function findEditable(
  db: Queryable,
  id: number,
): Promise<{ ownerId: number; value: Omit<EditableAnnouncement, 'photos'>; photos: Array<{ uploadId: string; width: number; height: number }> } | null> {
  const rows = await db.query<Record<string, unknown>>(
    `select a.id, a.user_id, a.status, a.reject_reason, a.moderation_note, b.slug as brand, m.slug as model,
       g.slug as generation, a.year, a.body, a.engine_volume::float8 as engine_volume, a.fuel, a.transmission, a.drive,
       a.color, a.steering, a.customs_cleared, a.condition, a.mileage, a.price, c.slug as city, a.description,
       a.contact_phone, u.phone as user_phone, a.vin, a.plate, a.exchange, a.credit
     from announcements a
     join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     left join generations g on g.id = a.generation_id join cities c on c.id = a.city_id
     join users u on u.id = a.user_id
     where a.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const photos = await db.query<{ upload_id: string; width: number; height: number }>(
    'select upload_id, width, height from photos where announcement_id = $1 and upload_id is not null order by position',
    [id],
  );
  return {
    ownerId: num(r['user_id']),
    photos: photos.map((p) => ({ uploadId: p.upload_id, width: num(p.width), height: num(p.height) })),
    value: {
      id: num(r['id']),
      status: r['status'] as AnnouncementStatus,
      rejectReason: (r['reject_reason'] as string | null) ?? null,
      moderationNote: (r['moderation_note'] as string | null) ?? null,
      input: {
        brand: String(r['brand']),
        model: String(r['model']),
        generation: (r['generation'] as string | null) ?? null,
        year: num(r['year']),
        body: r['body'] as EditableAnnouncement['input']['body'],
        engineVolume: numOrNull(r['engine_volume']),
        fuel: r['fuel'] as EditableAnnouncement['input']['fuel'],
        transmission: r['transmission'] as EditableAnnouncement['input']['transmission'],
        drive: r['drive'] as EditableAnnouncement['input']['drive'],
        color: r['color'] as EditableAnnouncement['input']['color'],
        steering: r['steering'] as EditableAnnouncement['input']['steering'],
        customsCleared: Boolean(r['customs_cleared']),
        condition: r['condition'] as EditableAnnouncement['input']['condition'],
        mileage: num(r['mileage']),
        price: num(r['price']),
        city: String(r['city']),
        description: String(r['description'] ?? ''),
        phone: String(r['contact_phone'] ?? r['user_phone']),
        vin: (r['vin'] as string | null) ?? null,
        plate: (r['plate'] as string | null) ?? null,
        exchange: Boolean(r['exchange']),
        credit: Boolean(r['credit']),
        photos: photos.map((p) => p.upload_id),
      },
    },
  };
}
