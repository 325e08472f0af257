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
  type PriceStats,
} from '@jolda/contracts';
import type { Db } from '../db/db.js';
import { searchCards } from '../db/repositories/announcements-search.js';
import { priceFigures, type PriceFigures } from '../db/repositories/assistant.js';
import { searchReadSideFor } from '../routes/search/read-side.js';
import { creditPayment } from './credit.js';
import { glossaryEntry } from './glossary.js';
import type { Lexicon } from './lexicon.js';

export type Locale = 'ru' | 'kk';

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

/** The filters a tool call gives, checked like any request's (a model's arguments are input too). */
export function parseToolFilters(args: unknown): AssistantFilters | null {
  const parsed = assistantFiltersSchema.safeParse(args ?? {});
  return parsed.success ? parsed.data : null;
}
