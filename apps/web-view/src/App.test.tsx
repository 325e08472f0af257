import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loadScreen } from './App';
import type { ScreenRoute } from './app/routes';

describe('loadScreen', () => {
  it("merges a screen's own catalogue into the page's before it renders, in the page's language", async () => {
    const i18n = setupI18n({ locale: 'kk', messages: { kk: { shared: 'Ортақ' } } });
    const asked: string[] = [];
    const route: ScreenRoute = {
      name: 'user-report',
      load: async () => ({
        default: () => null,
        loadMessages: async (locale) => {
          asked.push(locale);
          return { messages: { own: 'Өз жолы' } };
        },
      }),
    };
    await loadScreen(route, i18n);
    expect(asked).toEqual(['kk']);
    expect(i18n._('own')).toBe('Өз жолы');
    expect(i18n._('shared')).toBe('Ортақ');
  });
});
