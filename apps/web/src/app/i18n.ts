import type { Locale } from '@jolda/contracts';
import type { Messages } from '@lingui/core';

/**
 * Loads a locale's compiled catalogue on demand (one chunk per locale). The server renders with it; the browser loads
 * the same chunk before it hydrates (a hashed, immutable file the server preloads with the page's other chunks), so
 * the catalogue is not part of every page's HTML.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}

/** The manifest key of a locale's catalogue chunk (the server adds its file to the page's preloads). */
export function catalogueModule(locale: Locale): string {
  return `src/locales/${locale}/messages.po`;
}
