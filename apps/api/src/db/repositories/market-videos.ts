import type { MarketVideoCard, MarketVideoDetail, MarketVideoKind, MarketVideoList } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type Locale, num } from './rows.js';

/** Video reviews of the models on sale (migration 0022): read by `/api/market/videos`. */

interface CardRow {
  id: number | string;
  kind: MarketVideoKind;
  title_ru: string;
  title_kk: string;
  language: Locale;
  duration_s: number;
  poster: string;
  demo: boolean;
  published_on: string;
  brand_slug: string;
  brand_name: string;
  brand_premium: boolean;
  model_slug: string;
  model_name: string;
  model_premium: boolean;
}

const CARD_COLUMNS = `v.id, v.kind, v.title_ru, v.title_kk, v.language, v.duration_s, v.poster, v.demo,
  to_char(v.published_on, 'YYYY-MM-DD') as published_on,
  b.slug as brand_slug, b.name as brand_name, b.premium as brand_premium,
  m.slug as model_slug, m.name as model_name, mm.premium as model_premium`;
const FROM = `market_videos v join market_models mm on mm.model_id = v.model_id join models m on m.id = mm.model_id
  join brands b on b.id = m.brand_id`;
const NEWEST = 'order by v.published_on desc, v.id desc';

function card(r: CardRow, locale: Locale): MarketVideoCard {
  return {
    id: num(r.id),
    kind: r.kind,
    title: locale === 'kk' ? r.title_kk : r.title_ru,
    language: r.language,
    durationSec: num(r.duration_s),
    poster: r.poster,
    publishedOn: r.published_on,
    demo: Boolean(r.demo),
    brand: { slug: r.brand_slug, name: r.brand_name, premium: Boolean(r.brand_premium) },
    model: { slug: r.model_slug, name: r.model_name, premium: Boolean(r.model_premium) },
  };
}

export interface VideoFilter {
  brand?: string;
  model?: string;
  page: number;
  pageSize: number;
}

/**
 * A page of videos, newest first, with the brand and model filtered on (null when not filtered); null when the brand
 * or the model is not on the market.
 */
export async function listMarketVideos(db: Queryable, f: VideoFilter, locale: Locale): Promise<MarketVideoList | null> {
  let brand: MarketVideoList['brand'] = null;
  let model: MarketVideoList['model'] = null;
  if (f.brand !== undefined) {
    const [b] = await db.query<{ slug: string; name: string; premium: boolean }>(
      `select b.slug, b.name, b.premium from brands b
       where b.slug = $1 and exists (select 1 from models m join market_models mm on mm.model_id = m.id where m.brand_id = b.id)`,
      [f.brand],
    );
    if (!b) return null;
    brand = { slug: b.slug, name: b.name, premium: Boolean(b.premium) };
  }
  if (f.model !== undefined) {
    const [m] = await db.query<{ slug: string; name: string; premium: boolean }>(
      `select m.slug, m.name, mm.premium from models m join market_models mm on mm.model_id = m.id
       join brands b on b.id = m.brand_id where b.slug = $1 and m.slug = $2`,
      [f.brand, f.model],
    );
    if (!m) return null;
    model = { slug: m.slug, name: m.name, premium: Boolean(m.premium) };
  }
  const where = `where ($1::text is null or b.slug = $1) and ($2::text is null or m.slug = $2)`;
  const params = [f.brand ?? null, f.model ?? null];
  const [count] = await db.query<{ n: number | string }>(`select count(*) as n from ${FROM} ${where}`, params);
  const rows = await db.query<CardRow>(`select ${CARD_COLUMNS} from ${FROM} ${where} ${NEWEST} limit $3 offset $4`, [
    ...params,
    f.pageSize,
    (f.page - 1) * f.pageSize,
  ]);
  const total = num(count?.n);
  return {
    items: rows.map((r) => card(r, locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
    pages: Math.ceil(total / f.pageSize),
    brand,
    model,
  };
}

/** A video with its source and up to `more` other videos of its model (newest first); null when there is none. */
export async function getMarketVideo(db: Queryable, id: number, locale: Locale, more: number): Promise<MarketVideoDetail | null> {
  const [row] = await db.query<CardRow & { model_id: number; summary_ru: string; summary_kk: string; source_kind: 'file' | 'link' | null; source_url: string | null }>(
    `select ${CARD_COLUMNS}, v.model_id, v.summary_ru, v.summary_kk, v.source_kind, v.source_url from ${FROM} where v.id = $1`,
    [id],
  );
  if (!row) return null;
  const others = await db.query<CardRow>(`select ${CARD_COLUMNS} from ${FROM} where v.model_id = $1 and v.id <> $2 ${NEWEST} limit $3`, [
    row.model_id,
    id,
    more,
  ]);
  return {
    video: {
      ...card(row, locale),
      summary: locale === 'kk' ? row.summary_kk : row.summary_ru,
      source: row.source_kind && row.source_url ? { kind: row.source_kind, url: row.source_url } : null,
    },
    more: others.map((r) => card(r, locale)),
  };
}

/** True while no video is stored (a database seeded before the videos existed gets them on its next start). */
export async function areMarketVideosEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from market_videos');
  return num(rows[0]?.n) === 0;
}
