/**
 * The interpreter's dictionary, made from the catalogue in the database (brands, models, generations, cities, regions
 * with their Russian and Kazakh names) and the vocabulary (nicknames, filter words).
 */
import { fold, phonetic, stems } from './text.js';
import {
  BRAND_ALIASES,
  CITY_ALIASES,
  COMMON_WORD_MODELS,
  GENERATION_ALIASES,
  MODEL_ALIASES,
  REGION_ALIASES,
  VOCABULARY,
  type Effect,
} from './vocabulary.js';
import { GLOSSARY } from './glossary.js';

export interface CatalogueData {
  brands: ReadonlyArray<{ slug: string; name: string; popular: boolean }>;
  models: ReadonlyArray<{ brand: string; slug: string; name: string }>;
  generations: ReadonlyArray<{ brand: string; model: string; slug: string; name: string; yearFrom: number }>;
  cities: ReadonlyArray<{ slug: string; ru: string; kk: string }>;
  regions: ReadonlyArray<{ slug: string; ru: string; kk: string }>;
}

export interface GenInfo {
  slug: string;
  name: string;
  /** The digits of its name (`XV70` → `70`, `Mk4` → `4`), or ''. */
  digits: string;
  /** A roman numeral name's value (`IV` → 4), or 0. */
  roman: number;
}

export interface ModelInfo {
  /** `brand/model` */
  key: string;
  brand: string;
  slug: string;
  name: string;
  brandPopular: boolean;
  /** Generations oldest first. */
  gens: GenInfo[];
  /** A name of digits only (`80`, `2107`, `001`): found after its brand is named. */
  numeric: boolean;
  /** A short code (`RX`, `X5`, `K5`, `C5`) or an everyday word (`One`, `Han`): see `needsBrand`. */
  code: boolean;
  common: boolean;
  /** Nicknames of its generations (`55` → `xv50`). */
  genAliases: Readonly<Record<string, string>>;
}

export interface CompiledPhrase {
  words: string[];
  effect: Effect;
}

/**
 * A model name that is a code: it has a digit (`X5`, `CX-5`, `QX80`, `L200`), or it is a few capitals (`RX`, `ASX`,
 * `CR-V`, `TXL`). Codes are compared as written (`c5` ≠ `k5`), not by sound.
 */
export function isCode(name: string): boolean {
  const bare = name.replace(/[-\s]/g, '');
  return bare.length <= 5 && /^[A-Za-z]{0,4}\d{0,3}[A-Za-z]?$/.test(bare) && (/\d/.test(bare) || bare === bare.toUpperCase()) && !/^\d+$/.test(bare);
}
export const codeKey = (name: string) => name.toLowerCase().replace(/[-\s]/g, '');

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/** Keys a place name is found by: the folded name and its stem without a final vowel, `й`, `ь` or adjective ending. */
function placeKeys(name: string): string[] {
  const f = fold(name).trim();
  const out = new Set([f, f.replace(/\s+/g, '-'), f.replace(/[\s-]+/g, '')]);
  for (const k of [...out]) {
    const stem = k.replace(/(ый|ий|ая|ое)$/, '').replace(/[аеиоуыэюяйь]$/, '');
    if (stem.length >= 4 && stem !== k) out.add(stem);
  }
  return [...out];
}

export class Lexicon {
  readonly brands = new Map<string, { slug: string; name: string; popular: boolean }>();
  /** Phonetic key → brand slugs. */
  readonly brandKeys = new Map<string, string[]>();
  /** Phonetic key → models (names and nicknames). */
  readonly modelKeys = new Map<string, ModelInfo[]>();
  /** A code name as written, lower case, no spaces or hyphens (`rx`, `x5`, `cx5`, `qx80`) → models. */
  readonly codeKeys = new Map<string, ModelInfo[]>();
  readonly models = new Map<string, ModelInfo>();
  readonly modelsByBrand = new Map<string, ModelInfo[]>();
  /** A generation's slug (`xv70`, `w124`, `e39`) → the models that have it. */
  readonly genCodes = new Map<string, ModelInfo[]>();
  /** Place key → city slug. */
  readonly cityKeys = new Map<string, string>();
  /** Place key of a region's name → slug: found before `облысы` / `область` (`Алматы облысында`). */
  readonly regionNameKeys = new Map<string, string>();
  /** A region's Russian adjective stem → slug: found alone (`алматинская`, `по карагандинской`). */
  readonly regionAdjKeys = new Map<string, string>();
  /** Abbreviations and other full names of regions. */
  readonly regionAliases = new Map<string, string>();
  readonly cityNames = new Map<string, { ru: string; kk: string }>();
  readonly regionNames = new Map<string, { ru: string; kk: string }>();
  /** Vocabulary phrases, longest first. */
  readonly phrases: CompiledPhrase[];
  /** Every single word of the vocabulary (no fuzzy catalogue match is tried on these). */
  readonly vocabularyWords = new Set<string>();
  /** Vocabulary phrases by their first word. */
  readonly phraseIndex = new Map<string, CompiledPhrase[]>();
  /** Glossary: phrase → term id. */
  readonly terms: Array<{ words: string[]; id: string }>;
  readonly termIndex = new Map<string, Array<{ words: string[]; id: string }>>();
  /** Longest name a lookup joins tokens for. */
  readonly maxSpan = 4;

  constructor(data: CatalogueData) {
    for (const b of data.brands) {
      this.brands.set(b.slug, b);
      for (const k of new Set([phonetic(b.name), phonetic(b.slug)])) push(this.brandKeys, k, b.slug);
      for (const alias of BRAND_ALIASES[b.slug] ?? []) push(this.brandKeys, phonetic(alias), b.slug);
    }
    const gensByModel = new Map<string, GenInfo[]>();
    for (const g of [...data.generations].sort((a, b) => a.yearFrom - b.yearFrom)) {
      const roman = ROMAN[g.name.toLowerCase()] ?? 0;
      push(gensByModel, `${g.brand}/${g.model}`, {
        slug: g.slug,
        name: g.name,
        digits: roman ? '' : g.name.replace(/\D/g, ''),
        roman,
      });
    }
    for (const m of data.models) {
      const brand = this.brands.get(m.brand);
      if (!brand) continue;
      const key = `${m.brand}/${m.slug}`;
      const info: ModelInfo = {
        key,
        brand: m.brand,
        slug: m.slug,
        name: m.name,
        brandPopular: brand.popular,
        gens: gensByModel.get(key) ?? [],
        numeric: /^\d+$/.test(m.name),
        code: isCode(m.name),
        common: COMMON_WORD_MODELS.has(m.name.toLowerCase()),
        genAliases: GENERATION_ALIASES[key] ?? {},
      };
      this.models.set(key, info);
      push(this.modelsByBrand, m.brand, info);
      const names = new Set([m.name]);
      // `Tiggo 7 Pro` is also called `Tiggo 7`, `CS55 Plus` `CS55`; `E-Class` is `E`.
      const bare = m.name.replace(/\s+(plus|pro|max)$/i, '');
      if (bare !== m.name && !data.models.some((o) => o.brand === m.brand && o.name.toLowerCase() === bare.toLowerCase()))
        names.add(bare);
      for (const n of names) {
        if (isCode(n)) push(this.codeKeys, codeKey(n), info);
        else push(this.modelKeys, phonetic(n), info);
      }
      for (const alias of MODEL_ALIASES[key] ?? []) push(this.modelKeys, phonetic(alias), info);
      for (const g of info.gens) push(this.genCodes, g.slug, info);
    }
    for (const c of data.cities) {
      this.cityNames.set(c.slug, { ru: c.ru, kk: c.kk });
      for (const name of [c.ru, c.kk, c.slug, ...(CITY_ALIASES[c.slug] ?? [])])
        for (const k of placeKeys(name)) if (!this.cityKeys.has(k)) this.cityKeys.set(k, c.slug);
    }
    for (const r of data.regions) {
      this.regionNames.set(r.slug, { ru: r.ru, kk: r.kk });
      const kk = fold(r.kk).replace(/\s+облысы$/, '');
      for (const k of placeKeys(kk)) this.regionNameKeys.set(k, r.slug);
      for (const k of placeKeys(fold(r.ru))) if (!/област/.test(k)) this.regionNameKeys.set(k, r.slug);
      const ruFirst = fold(r.ru).replace(/\s+область$/, '');
      if (ruFirst !== fold(r.ru)) {
        // `Алматинская` → `алматинск`: the adjective with any ending.
        const stem = ruFirst.replace(/(ая|ой|ую|ое)$/, '');
        this.regionAdjKeys.set(stem, r.slug);
      }
      for (const alias of REGION_ALIASES[r.slug] ?? []) this.regionAliases.set(fold(alias), r.slug);
    }
    this.phrases = VOCABULARY.flatMap(([forms, effect]) =>
      forms.map((f) => ({ words: fold(f).split(/\s+/).filter(Boolean), effect })),
    ).sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
    for (const p of this.phrases) {
      for (const w of p.words) this.vocabularyWords.add(w);
      push(this.phraseIndex, p.words[0]!, p);
    }
    this.terms = GLOSSARY.flatMap((t) =>
      t.forms.map((f) => ({ words: fold(f).split(/\s+/).filter(Boolean), id: t.id })),
    ).sort((a, b) => b.words.length - a.words.length);
    for (const t of this.terms) push(this.termIndex, t.words[0]!, t);
  }

  /**
   * Whether a model found by this name needs its brand named too (in the message or the conversation): a name of
   * digits (`80`, `300`), an everyday word (`Han`, `One`), or a short code only a less known brand uses (`C5` of Omoda,
   * `FX`); `RX`, `X5`, `K5` of the popular brands stand alone.
   */
  needsBrand(m: ModelInfo, via: 'name' | 'code', key: string): boolean {
    if (m.numeric || m.common) return true;
    if (via === 'name') return key.length < 3;
    if (!m.brandPopular) return true;
    return (this.codeKeys.get(key) ?? []).some((o) => o.brandPopular && o.slug !== m.slug);
  }

  /** Every phonetic key (brands and models) of at least `min` letters, for near matches of misspelt names. */
  fuzzyKeys(min: number): string[] {
    return [...this.brandKeys.keys(), ...this.modelKeys.keys()].filter((k) => k.length >= min && !/^\d+$/.test(k));
  }

  /** The city of a word (any case ending), or undefined. */
  city(word: string): string | undefined {
    for (const s of stems(fold(word))) {
      const hit = this.cityKeys.get(s);
      if (hit) return hit;
    }
    return undefined;
  }
}
