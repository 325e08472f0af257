export type UiLocale = 'ru' | 'kk';

const intlLocale: Record<UiLocale, string> = { ru: 'ru-KZ', kk: 'kk-KZ' };

/**
 * Whether this engine has Kazakh number data. Node does; some browser builds (Debian's Chromium) do not and print
 * `₸ 26,500,000`. Without it Kazakh prices use the Russian rules, which print the same `26 500 000 ₸`, so the text
 * rendered on the server and hydrated in the browser is identical.
 */
const hasKazakh = (() => {
  try {
    return /^1\D234,5$/.test(new Intl.NumberFormat(intlLocale.kk).format(1234.5));
  } catch {
    return false;
  }
})();

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: UiLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'kk' && !hasKazakh ? intlLocale.ru : (intlLocale[locale] ?? intlLocale.ru), options);
    cache.set(key, f);
  }
  return f;
}

/**
 * Tenge price for display: `12 500 000 ₸` (non-breaking spaces, no decimals).
 * Non-finite amounts give an empty string.
 */
export function formatPrice(amount: number, locale: UiLocale = 'ru'): string {
  if (!Number.isFinite(amount)) return '';
  return formatter(locale, {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(amount));
}

/** Grouped integer: `125 000`. */
export function formatNumber(value: number, locale: UiLocale = 'ru'): string {
  if (!Number.isFinite(value)) return '';
  return formatter(locale, { maximumFractionDigits: 0 }).format(value);
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
