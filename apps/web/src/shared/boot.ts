import type { Locale } from '@jolda/contracts';

export type ThemePreference = 'light' | 'dark' | 'system';

/** The assets of the client entry, read from Vite's manifest on the server. */
export interface PageAssets {
  entry: string;
  css: string[];
  preload: string[];
  /** Dev only: inline module that installs React Refresh, and Vite's client. */
  dev?: boolean;
  /**
   * Production: the catalogue parts the page loads before it hydrates (the core part, and the rest for a page outside
   * the core routes), and the rest part, loaded once the page is interactive (app/catalogue-parts.ts). Without them the
   * whole catalogue chunk is loaded (dev).
   */
  catalogue?: string[];
  catalogueRest?: string;
}

/**
 * What the server hands to the browser for hydration (serialised into one inline script): the page's locale, the
 * theme, the assets. The locale's catalogue is not in it: it is a chunk of its own, preloaded with the page's code and
 * loaded before hydration (`app/i18n.ts`), so it is cached once instead of sent in every page (~44 kB of ~86).
 */
export interface BootData {
  locale: Locale;
  theme: ThemePreference;
  assets: PageAssets;
  origin: string;
  buildId: string;
  signedIn: boolean;
  /** The signed-in user's id (from the `user` cookie), or null. */
  userId?: number | null;
  /** The server ran the token cascade for this page (so the browser need not run it again at startup). */
  sessionChecked?: boolean;
  /** Feature flags: the frontend API's key and context, and the toggles the server rendered with. */
  flags?: { url: string; clientKey: string; appName: string; environment: string; visitorId: string | null; toggles: import('@jolda/contracts').FrontendToggle[] };
  /** Analytics configuration (nothing is loaded when `gtmId` is null). */
  analytics?: { gtmId: string | null; engagementUrl: string | null };
  /** The server's guess that the visitor is on a phone (see `looksMobile`): desktop-only parts are not rendered. */
  mobile?: boolean;
  /** `web`, or `web-view` inside the native app. */
  platform?: 'web' | 'web-view';
  /** The buyer's market city remembered in the `city` cookie (a slug), or null. */
  marketCity?: string | null;
}

declare global {
  interface Window {
    __JOLDA__?: BootData;
  }
}

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** JSON for an inline script: `<` escaped so no string can close the script element. */
export function serializeBoot(data: BootData): string {
  return `window.__JOLDA__=${scriptSafeJson(data)}`;
}
