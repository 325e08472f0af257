import type { Locale } from '@jolda/contracts';
import type { Messages } from '@lingui/core';

export type ThemePreference = 'light' | 'dark' | 'system';

/** The assets of the client entry, read from Vite's manifest on the server. */
export interface PageAssets {
  entry: string;
  css: string[];
  preload: string[];
  /** Dev only: inline module that installs React Refresh, and Vite's client. */
  dev?: boolean;
}

/**
 * What the server hands to the browser for hydration (serialised into one inline script): the
 * page's locale and its message catalogue (so hydration does not flash), the theme, the assets.
 */
export interface BootData {
  locale: Locale;
  messages: Messages;
  theme: ThemePreference;
  assets: PageAssets;
  origin: string;
  buildId: string;
  signedIn: boolean;
}

declare global {
  interface Window {
    __JOLDA__?: BootData;
  }
}

/** JSON for an inline script: `<` escaped so no string can close the script element. */
export function serializeBoot(data: BootData): string {
  return `window.__JOLDA__=${JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}`;
}
