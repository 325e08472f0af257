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
  /** Engine volumes it is sold with, litres: petrol, diesel (empty: never a diesel) and hybrid (empty: the petrol ones). */
  engines: { petrol: number[]; diesel: number[]; hybrid: number[] };
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

/** Petrol volumes by new price (tenge), for a model the catalogue gives none for. */
const ENGINE_CLASSES: Array<[number, number[]]> = [
  [5e6, [1.3, 1.5, 1.6]],
  [9e6, [1.5, 1.6, 1.8]],
  [15e6, [1.6, 2.0, 2.4]],
  [25e6, [2.0, 2.4, 2.5, 3.0]],
  [45e6, [2.5, 3.0, 3.5, 4.0]],
  [Infinity, [3.5, 4.0, 4.4, 4.6, 5.7]],
];

/** A small stable number from a name (the same model always gets the same engines). */
function nameHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * A model's engines: the catalogue's own (`2.0,2.5,2.2d,2.5h`: `d` diesel, `h` hybrid), or two neighbouring volumes of
 * its price class (one diesel, a class's middle volume, for a model flagged D). Electric models have none.
 */
export function parseEngines(spec: string | undefined, key: string, price: number, flags: string): ModelInfo['engines'] {
  if (flags.includes('E')) return { petrol: [], diesel: [], hybrid: [] };
  if (spec) {
    const all = spec.split(',').map((v) => v.trim());
    const volumes = (list: string[]) =>
      list.map((v) => {
        const n = Number(v.replace(/[dh]$/, ''));
        if (!(n > 0.5 && n < 8)) throw new Error(`bad engine ${v} of ${key}`);
        return n;
      });
    const engines = {
      petrol: volumes(all.filter((v) => /\d$/.test(v))),
      diesel: volumes(all.filter((v) => v.endsWith('d'))),
      hybrid: volumes(all.filter((v) => v.endsWith('h'))),
    };
    if (!engines.petrol.length) throw new Error(`${key} has no petrol engine`);
    return engines;
  }
  const list = ENGINE_CLASSES.find(([max]) => price < max)![1];
  const at = nameHash(key) % (list.length - 1);
  const petrol = list.slice(at, at + 2);
  return { petrol, diesel: flags.includes('D') ? [list[Math.floor(list.length / 2)]!] : [], hybrid: [] };
}

/** The catalogue with stable ids (brand, model, generation), as the seed inserts it. */
export function buildCatalog(): BrandInfo[] {
  let modelId = 0;
  let genId = 0;
  return BRANDS.map((b, bi) => {
    const brand: BrandInfo = { ...b, id: bi + 1, models: [] };
    const seen = new Set<string>();
    for (const line of b.models) {
      const [name, bodies, price, weight, gens, flags = '', engines] = line.split('|');
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
        engines: parseEngines(engines, `${b.slug}/${slug}`, Math.round(Number(price) * 1_000_000), flags),
      });
    }
    return brand;
  });
}
