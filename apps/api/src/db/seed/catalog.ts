import type { BodyType } from '@jolda/contracts';
import { BRANDS, type BrandSeed } from './cars.js';

export interface GenInfo {
  id: number;
  slug: string;
  name: string;
  from: number;
  to: number | null;
}
export interface ModelInfo {
  id: number;
  brand: BrandInfo;
  slug: string;
  name: string;
  bodies: BodyType[];
  /** New price today, tenge. */
  price: number;
  weight: number;
  flags: string;
  gens: GenInfo[];
}
export interface BrandInfo extends Omit<BrandSeed, 'models'> {
  id: number;
  models: ModelInfo[];
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

/** Generations of a model: named ones as given, plain year spans split into roman-numbered ones. */
function parseGens(spec: string): Omit<GenInfo, 'id'>[] {
  const out: Omit<GenInfo, 'id'>[] = [];
  const parts = spec.split(',').map((s) => s.trim());
  const plain = parts.every((p) => /^\d{4}-(\d{4})?$/.test(p));
  if (plain) {
    // Plain spans: one generation each, numbered (plausible, not claimed real).
    parts.forEach((p, i) => {
      const [from, to] = p.split('-');
      out.push({ slug: '', name: ROMAN[i] ?? `${i + 1}`, from: Number(from), to: to ? Number(to) : null });
    });
  } else {
    parts.forEach((p, i) => {
      const m = /^(.*?)\s*(\d{4})-(\d{4})?$/.exec(p);
      if (!m) throw new Error(`bad generation ${p}`);
      out.push({ slug: '', name: m[1] || ROMAN[i]!, from: Number(m[2]), to: m[3] ? Number(m[3]) : null });
    });
  }
  const seen = new Set<string>();
  return out.map((g, i) => {
    let slug = slugify(g.name) || `gen-${i + 1}`;
    if (seen.has(slug)) slug = `${slug}-${i + 1}`;
    seen.add(slug);
    return { ...g, slug };
  });
}

/** The catalogue with stable ids (brand, model, generation), as the seed inserts it. */
export function buildCatalog(): BrandInfo[] {
  let modelId = 0;
  let genId = 0;
  return BRANDS.map((b, bi) => {
    const brand: BrandInfo = { ...b, id: bi + 1, models: [] };
    const seen = new Set<string>();
    for (const line of b.models) {
      const [name, bodies, price, weight, gens, flags = ''] = line.split('|');
      const slug = slugify(name!);
      if (seen.has(slug)) throw new Error(`duplicate model ${b.slug}/${slug}`);
      seen.add(slug);
      brand.models.push({
        id: ++modelId,
        brand,
        slug,
        name: name!,
        bodies: bodies!.split(',') as BodyType[],
        price: Math.round(Number(price) * 1_000_000),
        weight: Number(weight),
        flags,
        gens: parseGens(gens!).map((g) => ({ ...g, id: ++genId })),
      });
    }
    return brand;
  });
}
