/**
 * A conversation with the assistant as the page shows it: the user's messages and the answers, each answer built up from
 * the chat's server-sent events as they arrive (`applyEvent`). Pure: the page keeps it in a reducer, the browser keeps a
 * visitor's copy (`storage.ts`), a signed-in user's comes from the API's history.
 */
import type {
  AnnouncementCard,
  AssistantContext,
  AssistantCredit,
  AssistantEvent,
  AssistantFilters,
  AssistantHistory,
  AssistantModelFacts,
  AssistantPlan,
  AssistantSuggestion,
  GlossaryEntry,
  GuideCard,
  PriceStats,
} from '@jolda/contracts';

export interface UserMessage {
  id: string;
  role: 'user';
  text: string;
}

export interface AnswerError {
  /** The API's code (`assistant_rate_limited`, `validation_failed`, `network_error`…). */
  code: string;
  /** Seconds to wait before the next message (a 429). */
  retryAfter?: number;
}

export interface AssistantMessage {
  id: string;
  role: 'assistant';
  status: 'streaming' | 'done' | 'error';
  text: string;
  filters: AssistantFilters | null;
  plan: AssistantPlan | null;
  cards: AnnouncementCard[];
  /** How many announcements match the filters (null: the answer has no search). */
  total: number | null;
  stats: { stats: PriceStats; facts: AssistantModelFacts | null } | null;
  compare: [AssistantModelFacts, AssistantModelFacts] | null;
  credit: AssistantCredit | null;
  term: GlossaryEntry | null;
  /** Articles of the guide on the question. */
  guides: GuideCard[];
  suggestions: AssistantSuggestion[];
  /** Who answered (the `done` event): the local interpreter (development, no language model) or the LLM; null before. */
  provider: 'local' | 'llm' | null;
  error: AnswerError | null;
}

export type Message = UserMessage | AssistantMessage;

export interface Conversation {
  messages: Message[];
  /** The state the next message is read against (the last answer's). */
  context: AssistantContext | null;
}

export const EMPTY: Conversation = { messages: [], context: null };

export const emptyAnswer = (id: string): AssistantMessage => ({
  id,
  role: 'assistant',
  status: 'streaming',
  text: '',
  filters: null,
  plan: null,
  cards: [],
  total: null,
  stats: null,
  compare: null,
  credit: null,
  term: null,
  guides: [],
  suggestions: [],
  provider: null,
  error: null,
});

export type Action =
  | { type: 'send'; userId: string; answerId: string; text: string }
  | { type: 'event'; answerId: string; event: AssistantEvent }
  | { type: 'fail'; answerId: string; error: AnswerError }
  | { type: 'load'; conversation: Conversation }
  | { type: 'reset' };

/** One event of the stream applied to an answer. */
export function applyEvent(a: AssistantMessage, e: AssistantEvent): AssistantMessage {
  switch (e.type) {
    case 'meta':
      return { ...a, filters: e.filters, plan: e.plan };
    case 'text':
      return { ...a, text: a.text + e.delta };
    case 'cards':
      return { ...a, cards: e.items, total: e.total };
    case 'stats':
      return { ...a, stats: { stats: e.stats, facts: e.facts } };
    case 'compare':
      return { ...a, compare: e.items };
    case 'credit':
      return { ...a, credit: e.credit };
    case 'term':
      return { ...a, term: e.entry };
    case 'guides':
      return { ...a, guides: e.items };
    case 'restart':
      // The model's answer broke off: what it showed goes, the local answer follows.
      return { ...emptyAnswer(a.id), filters: a.filters, plan: a.plan };
    case 'suggestions':
      return { ...a, suggestions: e.items };
    case 'done':
      return { ...a, status: 'done', provider: e.provider };
    case 'error':
      return { ...a, status: 'error', error: { code: e.code } };
  }
}

export function reduce(state: Conversation, action: Action): Conversation {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        messages: [...state.messages, { id: action.userId, role: 'user', text: action.text }, emptyAnswer(action.answerId)],
      };
    case 'event': {
      const messages = state.messages.map((m) =>
        m.id === action.answerId && m.role === 'assistant' ? applyEvent(m, action.event) : m,
      );
      const context = action.event.type === 'meta' ? action.event.context : state.context;
      return { messages, context };
    }
    case 'fail':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.answerId && m.role === 'assistant' ? { ...m, status: 'error' as const, error: action.error } : m,
        ),
      };
    case 'load':
      return action.conversation;
    case 'reset':
      return EMPTY;
  }
}

/** The text of the user's message an answer replies to (to send it again after an error). */
export function questionOf(state: Conversation, answerId: string): string | null {
  const i = state.messages.findIndex((m) => m.id === answerId);
  const q = i > 0 ? state.messages[i - 1] : undefined;
  return q && q.role === 'user' ? q.text : null;
}

/** The conversation as the API keeps it for a signed-in user. */
export function fromHistory(h: AssistantHistory): Conversation {
  let context: AssistantContext | null = null;
  const messages: Message[] = h.items.map((m) => {
    if (m.role === 'user') return { id: `h${m.id}`, role: 'user', text: m.text };
    if (m.context) context = m.context;
    return {
      ...emptyAnswer(`h${m.id}`),
      status: 'done',
      text: m.text,
      filters: m.filters,
      cards: m.cards,
      guides: m.guides,
      plan: m.filters ? { tool: 'search' } : null,
      provider: m.provider,
    };
  });
  return { messages, context };
}

/** Whether an answer can be shown as a search (`/cars/…`): it searched for something. */
export function searchable(a: AssistantMessage): boolean {
  return !!a.filters && Object.keys(a.filters).length > 0 && a.plan?.tool !== 'compare' && a.plan?.tool !== 'term';
}
