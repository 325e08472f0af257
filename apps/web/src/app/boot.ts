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
  /** The signed-in user's id (from the `user` cookie), or null. */
  userId?: number | null;
  /** The server ran the token cascade for this page (so the browser need not run it again at startup). */
  sessionChecked?: boolean;
  /** Feature flags: the frontend API's key and context, and the toggles the server rendered with. */
  flags?: { url: string; clientKey: string; appName: string; environment: string; visitorId: string; toggles: import('@jolda/contracts').FrontendToggle[] };
  /** Analytics configuration (nothing is loaded when `gtmId` is null). */
  analytics?: { gtmId: string | null; engagementUrl: string | null };
  /** The server's guess that the visitor is on a phone (see `looksMobile`): desktop-only parts are not rendered. */
  mobile?: boolean;
  /** `web`, or `web-view` inside the native app. */
  platform?: 'web' | 'web-view';
}

declare global {
  interface Window {
    __JOLDA__?: BootData;
  }
}

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The catalogues' JSON, made once per catalogue object (the same for every page of a locale). */
const messagesJson = new WeakMap<Messages, string>();

/** The catalogue's JSON for the boot script, made once per catalogue object. */
export function catalogueJson(messages: Messages): string {
  let json = messagesJson.get(messages);
  if (json === undefined) {
    json = scriptSafeJson(messages);
    messagesJson.set(messages, json);
  }
  return json;
}

/**
 * Server: the catalogue's place in the boot script while the page renders. The server then puts the catalogue's bytes,
 * encoded once per locale, in its place (`fillCatalogueSlot`), so ~30 kB of every page is not encoded again per request.
 * Random per process, so no text on a page can forge it; empty in the browser, which never serializes the boot data.
 */
export const CATALOGUE_SLOT = import.meta.env.SSR ? `"jolda-catalogue:${globalThis.crypto.randomUUID()}"` : '';

/**
 * JSON for an inline script: `<` escaped so no string can close the script element. The catalogue is its JSON, or the
 * given slot in its place.
 */
export function serializeBoot(data: BootData, messages: string = catalogueJson(data.messages)): string {
  const { messages: _omitted, ...rest } = data;
  const json = scriptSafeJson(rest);
  return `window.__JOLDA__={"messages":${messages}${json === '{}' ? '}' : `,${json.slice(1)}`}`;
}
