import type { Locale } from '@jolda/contracts';
import type { Messages } from '@lingui/core';

/** Loads a locale's compiled catalogue on demand (one chunk per locale). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}
