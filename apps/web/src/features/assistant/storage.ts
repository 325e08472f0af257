/**
 * A visitor's conversation, kept in this browser only (`localStorage`): the answers as they were shown, and the
 * context the next message is read against. A signed-in user's is kept by the API instead.
 */
import type { Conversation, Message } from './conversation';

const KEY = 'jolda_assistant_v1';
const ONBOARDED = 'jolda_assistant_onboarded';
/** Messages kept (the oldest go first). */
export const KEEP = 60;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function loadConversation(): Conversation | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Conversation;
    if (!Array.isArray(parsed.messages)) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Keeps the finished part of a conversation (an answer still streaming is not kept). */
export function saveConversation(c: Conversation): void {
  const s = storage();
  if (!s) return;
  const finished: Message[] = [];
  for (const m of c.messages) {
    if (m.role === 'assistant' && m.status === 'streaming') {
      finished.pop(); // its question goes too: it was not answered
      continue;
    }
    finished.push(m);
  }
  try {
    if (!finished.length) s.removeItem(KEY);
    else s.setItem(KEY, JSON.stringify({ messages: finished.slice(-KEEP), context: c.context }));
  } catch {
    // a full or blocked storage: the conversation lives in the page only
  }
}

export function clearConversation(): void {
  storage()?.removeItem(KEY);
}

/** Whether this browser has seen the assistant's introduction (`/ai-chat/onboarding`). */
export function isOnboarded(): boolean {
  return storage()?.getItem(ONBOARDED) === '1';
}

export function markOnboarded(): void {
  try {
    storage()?.setItem(ONBOARDED, '1');
  } catch {
    // blocked storage: the introduction shows again next time
  }
}
