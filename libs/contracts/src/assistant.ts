import { z } from 'zod';
import { announcementCardSchema, sortSchema } from './announcements.js';
import {
  bodyTypeSchema,
  colorSchema,
  conditionSchema,
  driveSchema,
  fuelSchema,
  sellerTypeSchema,
  slugSchema,
  steeringSchema,
  transmissionSchema,
} from './catalog.js';
import { localeSchema } from './common.js';
import { guideCardSchema } from './content.js';
import { ASSISTANT_TEXT_MAX, ASSISTANT_TOOLS } from './values.js';

export { ASSISTANT_TEXT_MAX, ASSISTANT_TOOLS, type AssistantTool } from './values.js';

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(20);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * What a request to the assistant asks the search for: exactly the query object of `GET /api/announcements` — its
 * keys with the values `searchQuerySchema` reads them as (lists as arrays, numbers, booleans) and the same limits —
 * with only the keys the request implies: no page, no page size, and `sort` only when asked for. Written out rather
 * than derived, because an answer cannot be encoded through the query's string transforms; `assistant.test.ts` holds
 * the two to the same keys and values.
 */
export const assistantFiltersSchema = z
  .object({
    brand: list(slugSchema).optional(),
    model: slugSchema.optional(),
    generation: slugSchema.optional(),
    yearFrom: int(1950, 2100).optional(),
    yearTo: int(1950, 2100).optional(),
    priceFrom: int(0, 10_000_000_000).optional(),
    priceTo: int(0, 10_000_000_000).optional(),
    mileageFrom: int(0, 5_000_000).optional(),
    mileageTo: int(0, 5_000_000).optional(),
    engineFrom: z.number().min(0).max(10).optional(),
    engineTo: z.number().min(0).max(10).optional(),
    body: list(bodyTypeSchema).optional(),
    fuel: list(fuelSchema).optional(),
    transmission: list(transmissionSchema).optional(),
    drive: list(driveSchema).optional(),
    steering: steeringSchema.optional(),
    customsCleared: z.boolean().optional(),
    condition: list(conditionSchema).optional(),
    color: list(colorSchema).optional(),
    city: slugSchema.optional(),
    region: slugSchema.optional(),
    sellerType: sellerTypeSchema.optional(),
    withPhotos: z.boolean().optional(),
    exchange: z.boolean().optional(),
    credit: z.boolean().optional(),
    sort: sortSchema.optional(),
  })
  .strict();
export type AssistantFilters = z.output<typeof assistantFiltersSchema>;

const modelRefSchema = z.object({ brand: slugSchema, model: slugSchema });
export type AssistantModelRef = z.infer<typeof modelRefSchema>;

/** The tool the request asks for and its arguments (the filters are apart). */
export const assistantPlanSchema = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('search') }),
  z.object({ tool: z.literal('stats') }),
  z.object({ tool: z.literal('compare'), models: z.tuple([modelRefSchema, modelRefSchema]) }),
  z.object({
    tool: z.literal('credit'),
    /** Tenge; absent: the median price of the filters' cars. */
    price: z.number().int().positive().max(10_000_000_000).optional(),
    months: z.number().int().min(1).max(120).optional(),
    downPaymentPercent: z.number().min(0).max(90).optional(),
    /** Tenge. */
    downPayment: z.number().int().min(0).max(10_000_000_000).optional(),
  }),
  z.object({ tool: z.literal('term'), term: slugSchema }),
  z.object({ tool: z.literal('reset') }),
  z.object({ tool: z.literal('help') }),
]);
export type AssistantPlan = z.infer<typeof assistantPlanSchema>;

/**
 * The conversation state a follow-up is read against ("а подешевле?", "ал Астанада ше?"). The client keeps it and sends
 * it back; the server checks it like any other input.
 */
export const assistantContextSchema = z.object({
  filters: assistantFiltersSchema,
  /** The tool of the last turn: a follow-up of a price question stays a price question. */
  tool: z.enum(ASSISTANT_TOOLS).optional(),
  /** The last credit question's terms, for a follow-up ("а на 3 года?"). */
  credit: z
    .object({
      price: z.number().int().positive().max(10_000_000_000).optional(),
      months: z.number().int().min(1).max(120).optional(),
      downPaymentPercent: z.number().min(0).max(90).optional(),
      downPayment: z.number().int().min(0).max(10_000_000_000).optional(),
    })
    .optional(),
  turns: z.number().int().min(0).max(10_000).default(0),
});
export type AssistantContext = z.output<typeof assistantContextSchema>;
export type AssistantContextInput = z.input<typeof assistantContextSchema>;

const textSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(ASSISTANT_TEXT_MAX, `at most ${ASSISTANT_TEXT_MAX} characters`);

/** `POST /api/assistant/interpret` */
export const assistantInterpretRequestSchema = z.object({
  text: textSchema,
  locale: localeSchema.default('ru'),
  context: assistantContextSchema.optional(),
  /**
   * The buyer's remembered city (the site's `city` cookie): a conversation's first search or price question that
   * names no place looks in it (none without a context only; an unknown slug is ignored).
   */
  city: slugSchema.optional(),
});
export type AssistantInterpretRequest = z.input<typeof assistantInterpretRequestSchema>;

export const assistantInterpretResultSchema = z.object({
  filters: assistantFiltersSchema,
  plan: assistantPlanSchema,
  context: assistantContextSchema,
  /** Words of the request the interpreter did not use (absent when it used every word). */
  unknown: z.array(z.string()).optional(),
});
export type AssistantInterpretResult = z.output<typeof assistantInterpretResultSchema>;

/** `POST /api/assistant/chat`: the answer streams back as server-sent events (`assistantEventSchema`). */
export const assistantChatRequestSchema = assistantInterpretRequestSchema;
export type AssistantChatRequest = AssistantInterpretRequest;

/** Price figures of a set of announcements, tenge. */
export const priceStatsSchema = z.object({
  count: z.number().int().nonnegative(),
  median: z.number().int().nullable(),
  q1: z.number().int().nullable(),
  q3: z.number().int().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  medianYear: z.number().int().nullable(),
  medianMileage: z.number().int().nullable(),
});
export type PriceStats = z.infer<typeof priceStatsSchema>;

export const assistantModelFactsSchema = z.object({
  brand: z.object({ slug: slugSchema, name: z.string() }),
  model: z.object({ slug: slugSchema, name: z.string() }),
  stats: priceStatsSchema,
  /** Share of the announcements with an automatic gearbox of any kind, 0–1; null without announcements. */
  automaticShare: z.number().min(0).max(1).nullable(),
  /** The most listed fuel, or null. */
  topFuel: z.string().nullable(),
});
export type AssistantModelFacts = z.infer<typeof assistantModelFactsSchema>;

/** A loan by the market's calculator (`computeCredit`): tenge, rates in % a year. */
export const assistantCreditSchema = z.object({
  price: z.number().int().positive(),
  downPayment: z.number().int().nonnegative(),
  months: z.number().int().positive(),
  /** Nominal rate. */
  annualRate: z.number().nonnegative(),
  /** ГЭСВ / ЖТСМ. */
  effectiveRate: z.number().nonnegative(),
  monthlyPayment: z.number().int().nonnegative(),
  /** Everything paid to the bank (the down payment not included). */
  totalPaid: z.number().int().nonnegative(),
  overpayment: z.number().int().nonnegative(),
});
export type AssistantCredit = z.infer<typeof assistantCreditSchema>;

export const glossaryEntrySchema = z.object({ id: slugSchema, term: z.string(), text: z.string() });
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const assistantSuggestionSchema = z.object({
  /** What the chip shows. */
  label: z.string(),
  /** What it sends as the user's next message. */
  text: z.string(),
});
export type AssistantSuggestion = z.infer<typeof assistantSuggestionSchema>;

/**
 * One server-sent event of the chat. `event:` is the type, `data:` the JSON of the rest:
 * - `meta` first: what the request was read as (filters for the "show as search" link, the plan, the next context);
 * - `text`: a piece of the answer's text, in order;
 * - `cards`: real announcements the answer is about (every car named is one of these), and how many match;
 * - `stats`, `compare`, `credit`, `term`: the figures a tool found;
 * - `restart`: drop the text shown so far (the language model failed mid-answer; the local answer follows);
 * - `suggestions`: follow-ups to offer;
 * - `done` last: who answered and, for a signed-in user, the stored message's id;
 * - `error`: the answer could not be made (the stream ends).
 */
export const assistantEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('meta'),
    filters: assistantFiltersSchema,
    plan: assistantPlanSchema,
    context: assistantContextSchema,
  }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('cards'), total: z.number().int().nonnegative(), items: z.array(announcementCardSchema) }),
  z.object({ type: z.literal('stats'), facts: assistantModelFactsSchema.nullable(), stats: priceStatsSchema }),
  z.object({ type: z.literal('compare'), items: z.tuple([assistantModelFactsSchema, assistantModelFactsSchema]) }),
  z.object({ type: z.literal('credit'), credit: assistantCreditSchema }),
  z.object({ type: z.literal('term'), entry: glossaryEntrySchema }),
  /** Articles of the site's guide on the question (a term explained, or a how-to the search cannot answer). */
  z.object({ type: z.literal('guides'), items: z.array(guideCardSchema) }),
  z.object({ type: z.literal('restart') }),
  z.object({ type: z.literal('suggestions'), items: z.array(assistantSuggestionSchema) }),
  z.object({
    type: z.literal('done'),
    provider: z.enum(['local', 'llm']),
    messageId: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;
export type AssistantEventType = AssistantEvent['type'];

/** A stored message of a signed-in user's conversation (`GET /api/assistant/history`). */
export const assistantMessageSchema = z.object({
  id: z.number().int().positive(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** The assistant's answer: its filters (for the "show as search" link) and cards as they are now. */
  filters: assistantFiltersSchema.nullable(),
  cards: z.array(announcementCardSchema),
  /** The guide's articles the answer linked, as they are now. */
  guides: z.array(guideCardSchema),
  /** The conversation state after this message (to continue on another device). */
  context: assistantContextSchema.nullable(),
  /** Who wrote an answer: `local` is the demo interpreter (labelled so when shown), `llm` a configured model. */
  provider: z.enum(['local', 'llm']).nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantHistorySchema = z.object({ items: z.array(assistantMessageSchema) });
export type AssistantHistory = z.infer<typeof assistantHistorySchema>;
