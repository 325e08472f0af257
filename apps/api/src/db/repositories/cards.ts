import type { AnnouncementCard, AnnouncementStatus } from '@jolda/contracts';
import { type Locale, iso, nameCol, num, numOrNull } from './rows.js';

/**
 * The announcement card as every list reads it (search, favourites, similar cars, compare, a seller's other cars):
 * the select list, the joins (catalogue names, city in the request's language, the cover photo) and the row mapping.
 */

export interface CardRow {
  id: number | string;
  brand_name: string;
  brand_id: number;
  brand_slug: string;
  model_id: number;
  model_slug: string;
  model_name: string;
  generation: string | null;
  year: number;
  price: number | string;
  mileage: number;
  engine_volume: number | null;
  fuel: AnnouncementCard['fuel'];
  transmission: AnnouncementCard['transmission'];
  body: AnnouncementCard['body'];
  drive: AnnouncementCard['drive'];
  city_id: number;
  city_slug: string;
  city_name: string;
  photo_id: number | string | null;
  photo_url: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_count: number;
  seller_type: AnnouncementCard['sellerType'];
  inspected: boolean;
  status: AnnouncementStatus;
  published_at: Date | string;
}

export const cardSelect = (locale: Locale) => `
  a.id, b.name as brand_name, b.id as brand_id, b.slug as brand_slug,
  m.id as model_id, m.slug as model_slug, m.name as model_name, g.name as generation,
  a.year, a.price, a.mileage, a.engine_volume::float8 as engine_volume, a.fuel, a.transmission, a.body, a.drive,
  c.id as city_id, c.slug as city_slug, ${nameCol(locale, 'c')} as city_name,
  ph.id as photo_id, ph.url as photo_url, ph.width as photo_width, ph.height as photo_height, a.photo_count,
  a.seller_type, a.inspected, a.status, coalesce(a.published_at, a.created_at) as published_at`;

export const cardFrom = `
  join brands b on b.id = a.brand_id
  join models m on m.id = a.model_id
  left join generations g on g.id = a.generation_id
  join cities c on c.id = a.city_id
  left join lateral (
    select p.id, p.url, p.width, p.height from photos p where p.announcement_id = a.id order by p.position limit 1
  ) ph on true`;

export function rowToCard(r: CardRow): AnnouncementCard {
  return {
    id: num(r.id),
    title: `${r.brand_name} ${r.model_name}`,
    brand: { id: num(r.brand_id), slug: r.brand_slug, name: r.brand_name },
    model: { id: num(r.model_id), slug: r.model_slug, name: r.model_name },
    generation: r.generation,
    year: num(r.year),
    price: num(r.price),
    mileage: num(r.mileage),
    engineVolume: numOrNull(r.engine_volume),
    fuel: r.fuel,
    transmission: r.transmission,
    body: r.body,
    drive: r.drive,
    city: { id: num(r.city_id), slug: r.city_slug, name: r.city_name },
    photo:
      r.photo_id === null
        ? null
        : { id: num(r.photo_id), url: r.photo_url ?? '', width: num(r.photo_width), height: num(r.photo_height) },
    photoCount: num(r.photo_count),
    sellerType: r.seller_type,
    inspected: r.inspected,
    status: r.status,
    publishedAt: iso(r.published_at),
  };
}
