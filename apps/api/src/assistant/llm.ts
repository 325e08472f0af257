/**
 * The optional language-model provider: an OpenAI-compatible chat completions endpoint (`ASSISTANT_LLM_BASE_URL`,
 * `ASSISTANT_LLM_API_KEY`, `ASSISTANT_LLM_MODEL`), streaming, with the assistant's tools by function calling. It may
 * only speak about cars the tools returned: every car shown is a card of `search_announcements`. Any failure (an error
 * answer, a broken stream, no first byte within `ASSISTANT_LLM_TIMEOUT_MS`) throws `LlmFailure`, and the chat answers
 * with the local provider instead.
 */
import { z } from 'zod';
import {
  assistantFiltersSchema,
  type AnnouncementCard,
  type AssistantContext,
  type AssistantEvent,
  type AssistantFilters,
} from '@jolda/contracts';
import { GLOSSARY } from './glossary.js';
import type { Interpretation } from './interpreter.js';
import { compareTool, creditTool, guidesTool, parseToolFilters, searchTool, statsTool, termTool, type ToolContext } from './tools.js';

export interface LlmConfig {
  /** `https://api.openai.com/v1` or any OpenAI-compatible server. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** No byte of an answer within this many milliseconds: give up (each round). */
  timeoutMs: number;
}

export class LlmFailure extends Error {
  constructor(
    message: string,
    /** Whether some of the answer's text was already sent to the user. */
    readonly textSent: boolean,
  ) {
    super(message);
    this.name = 'LlmFailure';
  }
}

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 4;

const filtersJsonSchema = (() => {
  const schema = z.toJSONSchema(assistantFiltersSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema['$schema'];
  return schema;
})();

const modelRef = {
  type: 'object',
  properties: { brand: { type: 'string', description: 'brand slug, e.g. toyota' }, model: { type: 'string', description: 'model slug, e.g. camry' } },
  required: ['brand', 'model'],
};

/** The tools as function definitions: the same functions the local provider calls. */
export const TOOL_DEFINITIONS = [
  {
    type: 'function',
    function: {
      name: 'search_announcements',
      description:
        'Search published used-car announcements on Jolda. Arguments are the query of GET /api/announcements (slugs for brand, model, generation, city, region; prices in tenge). Returns the number of matches and the first cards.',
      parameters: filtersJsonSchema,
    },
  },
  {
    type: 'function',
    function: {
      name: 'price_statistics',
      description: 'Median, quartiles and count of the prices of the published announcements a filter finds (usually a model and years).',
      parameters: filtersJsonSchema,
    },
  },
  {
    type: 'function',
    function: {
      name: 'compare_models',
      description: 'Compare two models by the announcements on Jolda: price median and quartiles, count, typical year and mileage.',
      parameters: {
        type: 'object',
        properties: { a: modelRef, b: modelRef, filters: filtersJsonSchema },
        required: ['a', 'b'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'credit_payment',
      description: "Monthly payment of a car loan by Jolda's calculator (annuity; 21 % a year example rate).",
      parameters: {
        type: 'object',
        properties: {
          price: { type: 'integer', description: 'car price, tenge' },
          months: { type: 'integer', minimum: 6, maximum: 84 },
          downPaymentPercent: { type: 'number', minimum: 0, maximum: 90 },
        },
        required: ['price'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'explain_term',
      description: 'Explain a term from car announcements or credit offers.',
      parameters: {
        type: 'object',
        properties: { term: { type: 'string', enum: GLOSSARY.map((g) => g.id) } },
        required: ['term'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_guides',
      description:
        "Find articles of Jolda's guide (buying and selling, registration, customs, insurance, tax, credit) on a question; link them in the answer.",
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: 'The subject in a few words, in the language of the conversation' } },
        required: ['query'],
      },
    },
  },
] as const;

interface ToolCall {
  id: string;
  name: string;
  args: string;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

function systemPrompt(locale: 'ru' | 'kk', context: AssistantContext, interp: Interpretation): string {
  const lang = locale === 'kk' ? 'Kazakh (қазақ тілі)' : 'Russian';
  return [
    "You are the car assistant of Jolda, a used-car marketplace in Kazakhstan. Help the buyer find a car among Jolda's announcements.",
    `Answer in ${lang}, briefly (at most four sentences), in plain text without markdown.`,
    'Use the tools for every fact about cars on sale, prices and credit. Name only cars the tools returned, with their price; never invent announcements, prices or figures. Prices are in tenge (₸).',
    `The conversation's current search filters: ${JSON.stringify(context.filters)}.`,
    `Jolda's own reading of this message: filters ${JSON.stringify(interp.filters)}, tool ${interp.plan.tool}.`,
  ].join('\n');
}

/** Compact card facts for the model (it sees what the user sees). */
const brief = (c: AnnouncementCard) => ({ id: c.id, title: c.title, year: c.year, price: c.price, mileage: c.mileage, city: c.city.name });

export interface LlmResult {
  text: string;
  filters: AssistantFilters;
  cardIds: number[];
}

/**
 * Answers a message with the language model, sending events as they come: `meta` when its search changes the filters,
 * `text` pieces as they stream, a tool's event (`cards`, `stats`, `compare`, `credit`, `term`) after each call.
 */
export async function llmAnswer(
  cfg: LlmConfig,
  ctx: ToolContext,
  message: string,
  interp: Interpretation,
  context: AssistantContext,
  emit: (e: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<LlmResult> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(ctx.locale, context, interp) },
    { role: 'user', content: message },
  ];
  let text = '';
  let filters = interp.filters;
  const cardIds: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { content, calls } = await complete(cfg, messages, (delta) => {
      text += delta;
      emit({ type: 'text', delta });
    }, signal, () => text.length > 0);
    if (!calls.length) return { text, filters, cardIds };
    messages.push({
      role: 'assistant',
      content: content || null,
      tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })),
    });
    for (const call of calls) {
      const result = await runTool(ctx, call, emit, (f, ids) => {
        filters = f;
        cardIds.push(...ids);
        emit({ type: 'meta', filters: f, plan: { tool: 'search' }, context: { ...context, filters: f, tool: 'search', turns: context.turns } });
      });
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  throw new LlmFailure(`no answer after ${MAX_ROUNDS} rounds of tool calls`, text.length > 0);
}

async function runTool(
  ctx: ToolContext,
  call: ToolCall,
  emit: (e: AssistantEvent) => void,
  searched: (filters: AssistantFilters, ids: number[]) => void,
): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(call.args || '{}') as Record<string, unknown>;
  } catch {
    return { error: 'arguments are not JSON' };
  }
  switch (call.name) {
    case 'search_announcements': {
      const f = parseToolFilters(args);
      if (!f) return { error: 'invalid filters' };
      const r = await searchTool(ctx, f);
      searched(f, r.cards.map((c) => c.id));
      emit({ type: 'cards', total: r.total, items: r.cards });
      return { total: r.total, cards: r.cards.map(brief) };
    }
    case 'price_statistics': {
      const f = parseToolFilters(args);
      if (!f) return { error: 'invalid filters' };
      const r = await statsTool(ctx, f);
      emit({ type: 'stats', facts: r.facts, stats: r.stats });
      return r.stats;
    }
    case 'compare_models': {
      const ref = z.object({ brand: z.string(), model: z.string() });
      const parsed = z.object({ a: ref, b: ref, filters: z.unknown().optional() }).safeParse(args);
      if (!parsed.success) return { error: 'invalid models' };
      const shared = parseToolFilters(parsed.data.filters) ?? {};
      const r = await compareTool(ctx, [parsed.data.a, parsed.data.b], shared);
      if (!r) return { error: 'unknown model' };
      emit({ type: 'compare', items: r });
      return r.map((x) => ({ model: `${x.brand.name} ${x.model.name}`, ...x.stats }));
    }
    case 'credit_payment': {
      const parsed = z
        .object({ price: z.number().positive(), months: z.number().int().optional(), downPaymentPercent: z.number().optional() })
        .safeParse(args);
      if (!parsed.success) return { error: 'invalid terms' };
      const r = creditTool(parsed.data);
      emit({ type: 'credit', credit: r });
      return r;
    }
    case 'explain_term': {
      const entry = typeof args['term'] === 'string' ? termTool(ctx.locale, args['term']) : null;
      if (!entry) return { error: 'unknown term' };
      emit({ type: 'term', entry });
      return entry;
    }
    case 'find_guides': {
      const query = typeof args['query'] === 'string' ? args['query'].slice(0, 200) : '';
      const items = await guidesTool(ctx, [query]);
      if (items.length) emit({ type: 'guides', items });
      return items.map((g) => ({ title: g.title, description: g.description, url: `/guide/${g.category.slug}/${g.slug}` }));
    }
    default:
      return { error: `unknown tool ${call.name}` };
  }
}

/** One streamed completion: text deltas as they come, and the tool calls it ends with. */
async function complete(
  cfg: LlmConfig,
  messages: ChatMessage[],
  onText: (delta: string) => void,
  outer: AbortSignal,
  textSent: () => boolean,
): Promise<{ content: string; calls: ToolCall[] }> {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  outer.addEventListener('abort', abort, { once: true });
  // No byte within the timeout (before the answer starts, and between pieces of it): give up.
  let timer = setTimeout(abort, cfg.timeoutMs);
  const bump = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, cfg.timeoutMs);
  };
  const fail = (why: string) => new LlmFailure(why, textSent());
  try {
    let res: Response;
    try {
      res = await fetch(`${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: cfg.model, messages, tools: TOOL_DEFINITIONS, tool_choice: 'auto', stream: true, temperature: 0.2 }),
        signal: ctrl.signal,
      });
    } catch (err) {
      throw fail(ctrl.signal.aborted ? 'timed out' : `request failed: ${(err as Error).message}`);
    }
    if (!res.ok || !res.body) throw fail(`answered ${res.status}`);
    const calls = new Map<number, ToolCall>();
    let content = '';
    let finished = false;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bump();
        buffer += decoder.decode(chunk, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl).trim();
          buffer = buffer.slice(nl + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            finished = true;
            continue;
          }
          let json: {
            choices?: Array<{
              delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> };
              finish_reason?: string | null;
            }>;
          };
          try {
            json = JSON.parse(data);
          } catch {
            throw fail('a piece of the stream is not JSON');
          }
          const choice = json.choices?.[0];
          if (!choice) continue;
          const delta = choice.delta ?? {};
          if (delta.content) {
            content += delta.content;
            onText(delta.content);
          }
          for (const tc of delta.tool_calls ?? []) {
            const k = tc.index ?? 0;
            const call = calls.get(k) ?? { id: '', name: '', args: '' };
            if (tc.id) call.id = tc.id;
            if (tc.function?.name) call.name += tc.function.name;
            if (tc.function?.arguments) call.args += tc.function.arguments;
            calls.set(k, call);
          }
          if (choice.finish_reason) finished = true;
        }
      }
    } catch (err) {
      if (err instanceof LlmFailure) throw err;
      throw fail(ctrl.signal.aborted ? 'timed out' : `stream broke: ${(err as Error).message}`);
    }
    if (!finished) throw fail('stream ended before the answer did');
    return { content, calls: [...calls.values()].map((c, i) => ({ ...c, id: c.id || `call_${i}` })) };
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', abort);
  }
}
