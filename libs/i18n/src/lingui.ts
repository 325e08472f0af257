import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { HREFLANG, type Locale } from './locales';

/** A compiled Lingui catalogue (`messages` of `lingui compile` output or the Vite plugin's `.po` import). */
export type CompiledCatalog = Messages;

/** Loads the catalogue of a locale on demand (spec section 7), e.g. `(l) => import(\`./locales/${l}/messages.po\`)`. */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: CompiledCatalog }>;

/**
 * A fresh, activated Lingui instance. The server creates one per request (never the global `i18n`, which would leak
 * one visitor's language into another's render); the browser creates one at hydration with the dehydrated catalogue.
 */
/**
 * Numbers in Lingui (`i18n.number`, plural `#`) use the locale's tag and then Russian's: an engine without Kazakh
 * data (Debian's Chromium) settles on `ru-RU`, which prints the same digits (`12 500 000`, `1,5`). Nothing is probed
 * here: building a formatter to look costs a phone 30–50 ms at startup, and the pages print their numbers and dates
 * with `@jolda/i18n`'s own formatters (which need no `Intl` at all).
 */
export function createI18nInstance(locale: Locale, messages: CompiledCatalog): I18n {
  const locales = locale === 'ru' ? [HREFLANG.ru] : [HREFLANG[locale], HREFLANG.ru];
  return setupI18n({ locale, locales, messages: { [locale]: messages } });
}
