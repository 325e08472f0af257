import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '@jolda/contracts';
import { EMPTY, fromHistory, questionOf, reduce, searchable, type AssistantMessage, type Conversation } from './conversation';

const card = {
  id: 7,
  title: 'Toyota Camry',
  brand: { id: 1, slug: 'toyota', name: 'Toyota' },
  model: { id: 2, slug: 'camry', name: 'Camry' },
  generation: 'XV70',
  year: 2019,
  price: 12_000_000,
  mileage: 80_000,
  engineVolume: 2.5,
  fuel: 'petrol',
  transmission: 'automatic',
  body: 'sedan',
  drive: 'fwd',
  city: { id: 1, slug: 'almaty', name: 'Алматы' },
  photo: null,
  photoCount: 0,
  sellerType: 'private',
  inspected: false,
  status: 'published',
  publishedAt: '2026-05-01T10:00:00.000Z',
} as const;

const play = (events: AssistantEvent[], start: Conversation = EMPTY) =>
  events.reduce((s, event) => reduce(s, { type: 'event', answerId: 'a1', event }), reduce(start, { type: 'send', userId: 'u1', answerId: 'a1', text: 'камри в Алматы' }));
const answer = (c: Conversation) => c.messages.at(-1) as AssistantMessage;

describe('conversation', () => {
  it('builds an answer from the events as they come, and keeps the context the next message is read against', () => {
    const context = { filters: { brand: ['toyota'], model: 'camry', city: 'almaty' }, tool: 'search' as const, turns: 1 };
    const partial = play([
      { type: 'meta', filters: context.filters, plan: { tool: 'search' }, context },
      { type: 'text', delta: 'Нашёл 12 объявлений: ' },
    ]);
    expect(answer(partial)).toMatchObject({ status: 'streaming', text: 'Нашёл 12 объявлений: ' });
    const c = play(
      [
        { type: 'text', delta: 'Toyota Camry.' },
        { type: 'cards', total: 12, items: [card] },
        { type: 'suggestions', items: [{ label: 'Подешевле', text: 'а подешевле?' }] },
        { type: 'done', provider: 'local' },
      ],
      partial,
    );
    // (play sends again: the last answer is a new one; check the first)
    const first = c.messages[1] as AssistantMessage;
    expect(first).toMatchObject({ status: 'done', provider: 'local', text: 'Нашёл 12 объявлений: Toyota Camry.', total: 12, filters: context.filters });
    expect(first.cards.map((x) => x.id)).toEqual([7]);
    expect(c.context).toEqual(context);
  });

  it('drops what the model showed on restart, keeping the request as read', () => {
    const c = play([
      { type: 'meta', filters: { brand: ['toyota'] }, plan: { tool: 'search' }, context: { filters: { brand: ['toyota'] }, turns: 1 } },
      { type: 'text', delta: 'Начинаю' },
      { type: 'cards', total: 1, items: [card] },
      { type: 'restart' },
    ]);
    expect(answer(c)).toMatchObject({ text: '', cards: [], total: null, filters: { brand: ['toyota'] }, status: 'streaming' });
  });

  it('marks a failed answer with its code and finds its question to send again', () => {
    const sent = reduce(EMPTY, { type: 'send', userId: 'u1', answerId: 'a1', text: 'камри' });
    const failed = reduce(sent, { type: 'fail', answerId: 'a1', error: { code: 'assistant_rate_limited', retryAfter: 40 } });
    expect(answer(failed)).toMatchObject({ status: 'error', error: { code: 'assistant_rate_limited', retryAfter: 40 } });
    expect(questionOf(failed, 'a1')).toBe('камри');
    expect(reduce(failed, { type: 'reset' })).toEqual(EMPTY);
  });

  it('reads a signed-in user\'s history, with the last answer\'s context', () => {
    const ctx = { filters: { body: ['crossover' as const] }, tool: 'search' as const, turns: 1 };
    const c = fromHistory({
      items: [
        { id: 1, role: 'user', text: 'кроссовер', filters: null, cards: [], guides: [], context: null, provider: null, createdAt: '2026-05-01T10:00:00.000Z' },
        { id: 2, role: 'assistant', text: 'Нашёл…', filters: { body: ['crossover'] }, cards: [card], guides: [], context: ctx, provider: 'local', createdAt: '2026-05-01T10:00:01.000Z' },
      ],
    });
    expect(c.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(c.context).toEqual(ctx);
    expect(searchable(c.messages[1] as AssistantMessage)).toBe(true);
    // An answer of the demo interpreter read back from the history keeps its "demo mode" label.
    expect((c.messages[1] as AssistantMessage).provider).toBe('local');
  });
});
