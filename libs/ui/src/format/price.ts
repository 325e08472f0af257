import { formatNumber as formatGrouped, formatPrice as formatTenge, intlLocales } from '@jolda/i18n';

export type UiLocale = 'ru' | 'kk';

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: UiLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    // The tags @jolda/i18n formats with: Kazakh's own where the engine has the data, else the Russian rules (the same
    // `26 500 000 ₸`), so server and browser print the same text.
    f = new Intl.NumberFormat(intlLocales(locale), options);
    cache.set(key, f);
  }
  return f;
}

/**
 * Tenge price for display: `12 500 000 ₸` (non-breaking spaces, no decimals), written out by `@jolda/i18n` without
 * `Intl` (the engine's first formatter costs a phone 30–50 ms). Non-finite amounts give an empty string.
 */
export function formatPrice(amount: number, locale: UiLocale = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  return formatTenge(Math.round(amount), locale);
}

/** Grouped integer: `125 000`. */
export function formatNumber(value: number, locale: UiLocale = 'ru'): string {
  if (!Number.isFinite(value)) return '';
  return formatGrouped(value, locale, { maximumFractionDigits: 0 });
}

/** Compact price for chips and map pins: `12,5 млн ₸` / `12,5 млн ₸`. */
export function formatPriceCompact(amount: number, locale: UiLocale = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  return formatter(locale, {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}
