// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { reduce, EMPTY } from './conversation';
import { assistantOnboardingStep, validateAssistantSearch } from './assistant-route';
import { KEEP, clearConversation, isOnboarded, loadConversation, markOnboarded, saveConversation } from './storage';
import { toCarsFilter } from './use-search-link';

afterEach(() => localStorage.clear());

describe("a visitor's conversation in the browser", () => {
  it('keeps finished answers with their question, drops one still streaming, and the newest messages only', () => {
    let c = reduce(EMPTY, { type: 'send', userId: 'u1', answerId: 'a1', text: 'камри' });
    c = reduce(c, { type: 'event', answerId: 'a1', event: { type: 'done', provider: 'local' } });
    c = reduce(c, { type: 'send', userId: 'u2', answerId: 'a2', text: 'а в Астане?' });
    saveConversation(c);
    expect(loadConversation()?.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    for (let i = 0; i < KEEP; i++) {
      c = reduce(c, { type: 'send', userId: `u${i}x`, answerId: `a${i}x`, text: 'x' });
      c = reduce(c, { type: 'event', answerId: `a${i}x`, event: { type: 'done', provider: 'local' } });
    }
    saveConversation(c);
    expect(loadConversation()?.messages).toHaveLength(KEEP);
    clearConversation();
    expect(loadConversation()).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem('jolda_assistant_v1', '{not json');
    expect(loadConversation()).toBeNull();
  });
});

describe('routes', () => {
  it('sends a first visit to the introduction, in the browser only, and not when a request is given', () => {
    expect(assistantOnboardingStep({ search: {} })).toEqual({ redirect: '/ai-chat/onboarding', status: 302 });
    expect(assistantOnboardingStep({ search: { q: 'камри' } })).toBeUndefined();
    markOnboarded();
    expect(isOnboarded()).toBe(true);
    expect(assistantOnboardingStep({ search: {} })).toBeUndefined();
  });

  it('takes ?q= as a trimmed request of at most 500 characters', () => {
    expect(validateAssistantSearch({ q: '  камри  ' })).toEqual({ q: 'камри' });
    expect(validateAssistantSearch({ q: 'x'.repeat(900) }).q).toHaveLength(500);
    expect(validateAssistantSearch({ q: 5 })).toEqual({});
    expect(validateAssistantSearch({})).toEqual({});
  });

  it("gives the search the answer's filters, without the search's default order", () => {
    expect(toCarsFilter({ brand: ['toyota'], sort: 'newest' })).toEqual({ brand: ['toyota'] });
    expect(toCarsFilter({ city: 'almaty', sort: 'cheapest' })).toEqual({ city: 'almaty', sort: 'cheapest' });
  });
});
