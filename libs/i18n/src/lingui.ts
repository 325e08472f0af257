import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocales } from './format';
import type { Locale } from './locales';

/** A compiled Lingui catalogue (`messages` of `lingui compile` output or the Vite plugin's `.po` import). */
export type CompiledCatalog = Messages;

/** Loads the catalogue of a locale on demand (spec section 7), e.g. `(l) => import(\`./locales/${l}/messages.po\`)`. */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: CompiledCatalog }>;

/**
 * A fresh, activated Lingui instance. The server creates one per request (never the global `i18n`, which would leak
 * one visitor's language into another's render); the browser creates one at hydration with the dehydrated catalogue.
 */
/** Numbers (`i18n.number`, plural `#`) are formatted with {@link intlLocales}: the same text on the server and in the browser. */
export function createI18nInstance(locale: Locale, messages: CompiledCatalog): I18n {
  return setupI18n({ locale, locales: intlLocales(locale), messages: { [locale]: messages } });
}
