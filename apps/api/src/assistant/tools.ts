/**
 * The assistant's tools: the same functions for every provider (the local interpreter calls them from its plan, a
 * language model by function calling). Every car they return is a published announcement found by the site's own
 * search; every figure is computed from those announcements.
 */
import {
  assistantFiltersSchema,
  type AnnouncementCard,
  type AssistantCredit,
  type AssistantFilters,
  type AssistantModelFacts,
  type AssistantModelRef,
  type GlossaryEntry,
  type GuideCard,
  type PriceStats,
} from '@jolda/contracts';
import type { Db } from '../db/db.js';
import { searchCards } from '../db/repositories/announcements-search.js';
import { priceFigures, type PriceFigures } from '../db/repositories/assistant.js';
import { searchGuides } from '../db/repositories/content.js';
import { readingMinutes } from '../lib/markdown.js';
import { searchReadSideFor } from '../routes/search/read-side.js';
import { creditPayment } from './credit.js';
import { glossaryEntry } from './glossary.js';
import type { Lexicon } from './lexicon.js';

export type Locale = 'ru' | 'kk';

type GuideRow = Awaited<ReturnType<typeof searchGuides>>['items'][number];

/** Cards shown with an answer. */
export const ANSWER_CARDS = 6;
/** Announcements a price figure reads at most (the newest, when a filter matches more). */
const STATS_MAX = 50_000;

export interface ToolContext {
  db: Db;
  lexicon: Lexicon;
  locale: Locale;
}

type Filter = Omit<AssistantFilters, 'sort'>;
const withoutSort = (f: AssistantFilters): Filter => {
  const { sort: _sort, ...rest } = f;
  return rest;
};

/** The search index, current with this process's writes (the assistant waits while a starting process loads it). */
async function indexFor(db: Db) {
  const rs = searchReadSideFor(db);
  return (await rs.answerer(db)) ?? (await rs.ready(db));
}

/** `search_announcements`: the first cards of a search and how many announcements match. */
export async function searchTool(
  ctx: ToolContext,
  filters: AssistantFilters,
  limit = ANSWER_CARDS,
): Promise<{ total: number; cards: AnnouncementCard[] }> {
  const idx = await indexFor(ctx.db);
  const f = withoutSort(filters);
  const hit = idx.search(f, idx.refs(f), filters.sort ?? 'newest', 0, limit);
  if (!hit.ids.length) return { total: hit.total, cards: [] };
  const { cards } = await searchCards(ctx.db, hit.ids, ctx.locale);
  // Only what is published now (a card read a moment after the index may have been sold since).
  return { total: hit.total, cards: cards.filter((c) => c.status === 'published') };
}

async function figures(ctx: ToolContext, filters: Filter): Promise<PriceFigures> {
  const idx = await indexFor(ctx.db);
  const hit = idx.search(filters, idx.refs(filters), 'newest', 0, STATS_MAX);
  return priceFigures(ctx.db, hit.ids);
}

const statsOf = (p: PriceFigures): PriceStats => ({
  count: p.count,
  median: p.median,
  q1: p.q1,
  q3: p.q3,
  min: p.min,
  max: p.max,
  medianYear: p.medianYear,
  medianMileage: p.medianMileage,
});

function factsOf(ctx: ToolContext, ref: AssistantModelRef, p: PriceFigures): AssistantModelFacts | null {
  const brand = ctx.lexicon.brands.get(ref.brand);
  const model = ctx.lexicon.models.get(`${ref.brand}/${ref.model}`);
  if (!brand || !model) return null;
  return {
    brand: { slug: brand.slug, name: brand.name },
    model: { slug: model.slug, name: model.name },
    stats: statsOf(p),
    automaticShare: p.count ? p.automaticShare : null,
    topFuel: p.topFuel,
  };
}

/** `price_statistics`: median, quartiles and count of the prices of the announcements a filter finds. */
export async function statsTool(
  ctx: ToolContext,
  filters: AssistantFilters,
): Promise<{ stats: PriceStats; facts: AssistantModelFacts | null }> {
  const p = await figures(ctx, withoutSort(filters));
  const brand = filters.brand?.length === 1 ? filters.brand[0] : undefined;
  const facts = brand && filters.model ? factsOf(ctx, { brand, model: filters.model }, p) : null;
  return { stats: statsOf(p), facts };
}

/** `compare_models`: the same figures for two models, under the same other filters (city, years…). */
export async function compareTool(
  ctx: ToolContext,
  models: readonly [AssistantModelRef, AssistantModelRef],
  shared: AssistantFilters,
): Promise<[AssistantModelFacts, AssistantModelFacts] | null> {
  const base = withoutSort(shared);
  delete base.brand;
  delete base.model;
  delete base.generation;
  const out = await Promise.all(
    models.map(async (ref) => factsOf(ctx, ref, await figures(ctx, { ...base, brand: [ref.brand], model: ref.model }))),
  );
  return out[0] && out[1] ? [out[0], out[1]] : null;
}

/** `credit_payment`: the monthly payment of a car loan (the market's calculator). */
export function creditTool(args: { price: number; months?: number; downPaymentPercent?: number; downPayment?: number }): AssistantCredit {
  return creditPayment(args);
}

/** `explain_term`: a glossary entry. */
export function termTool(locale: Locale, id: string): GlossaryEntry | null {
  return glossaryEntry(id, locale);
}

/** Guide articles an answer links to at most. */
export const ANSWER_GUIDES = 3;

/**
 * Words that say nothing about a guide's subject ("как", "нужно ли", "қалай", "керек пе"): a question is matched on the
 * rest. Compared with the folded word (lower case).
 */
const GUIDE_STOP = new Set(
  (
    'как какой какая какое какие каким где когда куда зачем почему сколько что чем кто ли или и а но в во на по за для ' +
    'про о об от до из у к с со же бы не нет да мне меня мой моя мою нам нужно надо можно нельзя есть это этот эта эти ' +
    'такое такой там тут всё все весь если чтобы будет было быть делать сделать расскажи подскажи скажи объясни статья ' +
    'статью статьи гид гайд совет советы машина машину машины авто автомобиль автомобиля автомобилем ' +
    'қалай қандай қай қайда қашан неге неше не нені кім және мен бен пен да де та те ма ме ба бе па пе ғой ' +
    'керек бола болады бар жоқ бұл осы сол туралы үшін маған бізге айтып айтшы түсіндір түсіндірші мақала кеңес ' +
    'көлік көлікті көліктің машина машинаны автокөлік'
  ).split(/\s+/),
);

/**
 * The searchable stems of a question's words: folded, without the words that say nothing, cut to six letters so any
 * case ending or verb form matches ("растаможить" finds "растаможка", "сақтандыру" finds "сақтандыруы").
 */
export function guideStems(words: readonly string[]): string[] {
  const stems: string[] = [];
  for (const raw of words) {
    for (const w of raw.toLocaleLowerCase('kk').split(/[^\p{L}\p{N}]+/u)) {
      if (w.length < 3 || GUIDE_STOP.has(w)) continue;
      const stem = w.length > 6 ? w.slice(0, 6) : w;
      if (!stems.includes(stem)) stems.push(stem);
    }
  }
  return stems.slice(0, 4);
}

const guideCard = (r: GuideRow): GuideCard => ({
  id: r.id,
  slug: r.slug,
  category: { slug: r.categorySlug, name: r.categoryName },
  title: r.title,
  description: r.description,
  cover: r.cover,
  tags: r.tags,
  readingMinutes: readingMinutes(r.words),
  publishedAt: r.publishedAt,
});

/**
 * `find_guides`: published articles of the guide in the answer's language on the words of a question. Each stem is
 * searched on its own; an article scores a point per stem its text has and one and a half more per stem in its title,
 * so the article whose title names the subject comes before one that only mentions it. With several stems only
 * articles of two points or more are shown: one common word never links an unrelated article.
 */
export async function guidesTool(ctx: ToolContext, words: readonly string[], limit = ANSWER_GUIDES): Promise<GuideCard[]> {
  const stems = guideStems(words);
  if (!stems.length) return [];
  const scores = new Map<number, { row: GuideRow; score: number; first: number }>();
  for (const [k, stem] of stems.entries()) {
    const { items } = await searchGuides(ctx.db, { locale: ctx.locale, words: [stem], limit: 20, offset: 0 });
    items.forEach((row, i) => {
      const s = scores.get(row.id) ?? { row, score: 0, first: k * 100 + i };
      s.score += 1 + (row.title.toLocaleLowerCase('kk').includes(stem) ? 1.5 : 0);
      scores.set(row.id, s);
    });
  }
  const least = stems.length > 1 ? 2 : 1;
  return [...scores.values()]
    .filter((s) => s.score >= least)
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map((s) => guideCard(s.row));
}

/** Articles by id in a language (the ones a stored answer linked), as cards; unpublished ones are left out. */
export async function guideCardsByIds(db: Db, ids: number[], locale: Locale): Promise<GuideCard[]> {
  const { items } = await searchGuides(db, { locale, ids, limit: ids.length, offset: 0 });
  return items.map(guideCard);
}

/** The filters a tool call gives, checked like any request's (a model's arguments are input too). */
export function parseToolFilters(args: unknown): AssistantFilters | null {
  const parsed = assistantFiltersSchema.safeParse(args ?? {});
  return parsed.success ? parsed.data : null;
}
