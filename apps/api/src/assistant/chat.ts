/**
 * One chat turn: the request read by the local interpreter, then answered by the language model when one is configured
 * (falling back to the local provider on any failure) or by the local provider, as a stream of events.
 */
import type { AssistantContext, AssistantEvent, AssistantFilters, AssistantSuggestion } from '@jolda/contracts';
import {
  compareSuggestions,
  compareText,
  creditNeedsPrice,
  creditSuggestions,
  creditText,
  describe,
  guidesFoundText,
  helpText,
  notUnderstoodText,
  relaxText,
  resetText,
  searchSuggestions,
  searchText,
  startSuggestions,
  statsSuggestions,
  statsText,
  termMissingText,
  carName,
} from './answers.js';
import { interpret, type Interpretation } from './interpreter.js';
import { llmAnswer, type LlmConfig } from './llm.js';
import { ANSWER_CARDS, compareTool, creditTool, guidesTool, searchTool, statsTool, termTool, type ToolContext } from './tools.js';

export interface ChatResult {
  provider: 'local' | 'llm';
  /** The answer's whole text. */
  text: string;
  filters: AssistantFilters;
  cardIds: number[];
  context: AssistantContext;
}

export interface ChatLog {
  warn(obj: object, msg: string): void;
}

/** Answers one message; `emit` receives the events in order (the caller adds `done`). */
export async function answerChat(
  ctx: ToolContext,
  message: string,
  context: AssistantContext | undefined,
  emit: (e: AssistantEvent) => void,
  opts: { llm: LlmConfig | null; signal: AbortSignal; log: ChatLog; defaultCity?: string },
): Promise<ChatResult> {
  const interp = interpret(ctx.lexicon, message, context, new Date(), opts.defaultCity);
  const prev = context ?? { filters: {}, turns: 0 };
  if (opts.llm) {
    try {
      emit({ type: 'meta', filters: interp.filters, plan: interp.plan, context: interp.context });
      const r = await llmAnswer(opts.llm, ctx, message, interp, prev, emit, opts.signal);
      const nextContext: AssistantContext = { ...interp.context, filters: r.filters };
      return { provider: 'llm', text: r.text, filters: r.filters, cardIds: r.cardIds, context: nextContext };
    } catch (err) {
      if (opts.signal.aborted) throw err;
      opts.log.warn({ err: (err as Error).message }, 'assistant: language model failed, answering locally');
      // Whatever the model showed of this answer is dropped; the local answer follows.
      emit({ type: 'restart' });
    }
  }
  return localAnswer(ctx, interp, emit);
}

/** Sends a text in pieces of a few words, as it would stream. */
function streamText(emit: (e: AssistantEvent) => void, text: string) {
  const words = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += 4) emit({ type: 'text', delta: words.slice(i, i + 4).join('') });
}

/** The local provider: the interpreter's plan, the tools, and the answer templates. */
export async function localAnswer(ctx: ToolContext, interp: Interpretation, emit: (e: AssistantEvent) => void): Promise<ChatResult> {
  const { filters, plan } = interp;
  const { lexicon: lex, locale } = ctx;
  emit({ type: 'meta', filters, plan, context: interp.context });
  let text = '';
  let cardIds: number[] = [];
  const say = (t: string) => {
    text += (text ? ' ' : '') + t;
    streamText(emit, (text === t ? '' : ' ') + t);
  };
  let suggestions: AssistantSuggestion[] = [];
  const result = (): ChatResult => ({ provider: 'local', text, filters, cardIds, context: interp.context });

  switch (plan.tool) {
    case 'reset':
      say(resetText(locale));
      suggestions = startSuggestions(locale);
      break;
    case 'help':
      say(helpText(locale));
      suggestions = startSuggestions(locale);
      break;
    case 'term': {
      const entry = termTool(locale, plan.term);
      if (entry) {
        say(entry.text);
        emit({ type: 'term', entry });
        // The guide's articles on the term, to read further.
        const guides = await guidesTool(ctx, [entry.term]);
        if (guides.length) emit({ type: 'guides', items: guides });
      } else say(termMissingText(locale));
      suggestions = startSuggestions(locale).slice(0, 2);
      break;
    }
    case 'compare': {
      const items = await compareTool(ctx, plan.models, filters);
      if (!items) {
        say(notUnderstoodText(locale));
        break;
      }
      say(compareText(lex, items, filters, locale));
      emit({ type: 'compare', items });
      suggestions = compareSuggestions(items, locale);
      break;
    }
    case 'credit': {
      let price = plan.price;
      let from: { model: string; median: number } | null = null;
      if (!price && Object.keys(filters).length) {
        const { stats } = await statsTool(ctx, filters);
        if (stats.median && stats.count >= 3) {
          price = stats.median;
          from = { model: carName(lex, filters) || describe(lex, filters, locale), median: stats.median };
        }
      }
      if (!price) {
        say(creditNeedsPrice(locale));
        suggestions = creditSuggestions(locale).slice(2);
        break;
      }
      const credit = creditTool({ price, months: plan.months, downPaymentPercent: plan.downPaymentPercent, downPayment: plan.downPayment });
      say(creditText(credit, from, locale));
      emit({ type: 'credit', credit });
      suggestions = creditSuggestions(locale);
      break;
    }
    case 'stats': {
      const { stats, facts } = await statsTool(ctx, filters);
      say(statsText(lex, filters, stats, locale));
      emit({ type: 'stats', facts, stats });
      if (stats.count > 0) {
        const r = await searchTool(ctx, filters, stats.count < 3 ? stats.count : ANSWER_CARDS);
        cardIds = r.cards.map((c) => c.id);
        emit({ type: 'cards', total: r.total, items: r.cards });
      }
      suggestions = statsSuggestions(locale);
      break;
    }
    case 'search': {
      if (!Object.keys(filters).length) {
        // Not a car search: a question the guide may answer ("как поставить на учёт", "ОСАГО қалай рәсімдеймін").
        const guides = interp.unknown.length ? await guidesTool(ctx, interp.unknown) : [];
        if (guides.length) {
          say(guidesFoundText(locale));
          emit({ type: 'guides', items: guides });
        } else say(interp.unknown.length ? notUnderstoodText(locale) : helpText(locale));
        suggestions = startSuggestions(locale);
        break;
      }
      const r = await searchTool(ctx, filters);
      cardIds = r.cards.map((c) => c.id);
      say(searchText(lex, filters, r.total, r.cards.length, locale));
      emit({ type: 'cards', total: r.total, items: r.cards });
      if (r.total === 0) say(relaxText(lex, await relaxations(ctx, filters), locale));
      suggestions = searchSuggestions(lex, filters, r.total, locale);
      break;
    }
  }
  emit({ type: 'suggestions', items: suggestions });
  return result();
}

/** Conditions a search could do without: what each one alone would find if dropped (best three). */
const GROUPS: Array<Array<keyof AssistantFilters>> = [
  ['city', 'region'],
  ['priceFrom', 'priceTo'],
  ['yearFrom', 'yearTo'],
  ['generation'],
  ['mileageFrom', 'mileageTo'],
  ['engineFrom', 'engineTo'],
  ['color'],
  ['transmission'],
  ['fuel'],
  ['body'],
  ['drive'],
  ['condition'],
  ['steering'],
  ['customsCleared'],
  ['sellerType'],
  ['exchange'],
  ['credit'],
];

async function relaxations(ctx: ToolContext, f: AssistantFilters): Promise<Array<{ without: string; total: number }>> {
  const out: Array<{ without: string; total: number }> = [];
  for (const keys of GROUPS) {
    if (!keys.some((k) => f[k] !== undefined)) continue;
    const rest = { ...f };
    const only: Record<string, unknown> = {};
    for (const k of keys) {
      only[k] = f[k];
      delete rest[k];
    }
    const { total } = await searchTool(ctx, rest, 0);
    if (total > 0) out.push({ without: describe(ctx.lexicon, only as AssistantFilters, ctx.locale), total });
  }
  return out.sort((a, b) => b.total - a.total).slice(0, 3);
}
