/**
 * Locale-aware formatting with `Intl` (Node 20+ and browsers ship ru and kk data).
 *
 * Separators: every group separator and the space before a unit or `₸` is a NO-BREAK SPACE (U+00A0), in both
 * locales. ICU prints U+00A0 for ru and kk today, but some engines/versions use U+202F (narrow no-break space) or a
 * plain space; we normalise so SSR and hydration produce identical text and a price never wraps mid-number.
 * Tenge: `₸` after the number (`12 500 000 ₸`); `Intl` currency style prints `KZT` in ru, so it is not used.
 * Dates use the Kazakhstan time zone (`Asia/Almaty`, UTC+5 since 2024) unless told otherwise, so server and browser
 * agree on the day.
 */
import { DEFAULT_LOCALE, HREFLANG, type Locale } from './locales';

export const NBSP = '\u00a0';
export const TENGE = '₸';
export const DEFAULT_TIME_ZONE = 'Asia/Almaty';

/**
 * Whether this engine has Kazakh formatting data. Node ships it; some browser builds (Debian's Chromium among them)
 * do not and would print `15,000,000` and `2026 M11 22` after hydration. Without it, Kazakh numbers use the Russian
 * rules (the same separators: `12 500 000`, `1,5`) and Kazakh dates are written out below as CLDR does.
 */
let kazakhData: boolean | undefined;
function hasKazakh(): boolean {
  // Probed on first use, not at import: building the two Kazakh formatters loads the engine's locale data, about
  // 30 ms of a phone's main thread that a Russian page never needs.
  if (kazakhData === undefined) {
    try {
      // Engines may accept the tag and still format with root data: check what they print.
      const number = new Intl.NumberFormat(HREFLANG.kk).format(1234.5);
      const month = new Intl.DateTimeFormat(HREFLANG.kk, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 2, 5)));
      kazakhData = /^1\D234,5$/.test(number) && month.toLowerCase() === 'наурыз';
    } catch {
      kazakhData = false;
    }
  }
  return kazakhData;
}

/**
 * The BCP 47 tags `Intl` should format a locale's numbers with: Kazakh's own where the engine has its data, else the
 * Russian rules (the same separators). Give these to Lingui (`setupI18n({ locales })`) so `i18n.number` and plural
 * `#` print the same text on the server and in any browser.
 */
export function intlLocales(locale: Locale): string[] {
  return [locale === 'kk' && !hasKazakh() ? HREFLANG.ru : (HREFLANG[locale] ?? HREFLANG[DEFAULT_LOCALE])];
}

// Building an Intl formatter costs far more than using one (about 0.1 ms against a microsecond): keep them.
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    const tag = locale === 'kk' && !hasKazakh() ? HREFLANG.ru : (HREFLANG[locale] ?? HREFLANG[DEFAULT_LOCALE]);
    f = new Intl.NumberFormat(tag, options);
    cache.set(key, f);
  }
  return f;
}

/** Normalises any space-like separator Intl may produce to U+00A0. */
function normaliseSpaces(s: string): string {
  return s.replace(/[\u0020\u00a0\u2009\u202f]/g, NBSP);
}

/**
 * `1234.5` → `1 234,5` without `Intl`: what ru and kk print (a U+00A0 every three digits, a comma before the
 * fraction), rounded half away from zero to `max` digits and cut back to no fewer than `min`. The engine's first
 * number or date formatter loads its locale data, 30–50 ms of a phone's main thread in the middle of hydration; the
 * pages' numbers and dates are written out here instead (tested against `Intl` for every case they use).
 */
function plainNumber(value: number, min: number, max: number): string | null {
  // Rounded as ICU does: on the shortest decimal that reads back as the value (2.675 → 2,68), half away from zero.
  const abs = Math.abs(value).toString();
  if (abs.includes('e')) return null;
  const [int = '0', frac = ''] = abs.split('.');
  let digits = int + frac.slice(0, max).padEnd(max, '0');
  if (frac.length > max && frac.charCodeAt(max) >= 53) {
    const d = digits.split('');
    let i = d.length - 1;
    for (; i >= 0 && d[i] === '9'; i--) d[i] = '0';
    if (i >= 0) d[i] = String(Number(d[i]) + 1);
    digits = (i < 0 ? '1' : '') + d.join('');
  }
  const whole = digits.slice(0, digits.length - max) || '0';
  let fraction = digits.slice(digits.length - max);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped ? NBSP + grouped : '');
  }
  const out = fraction ? `${grouped},${fraction}` : grouped;
  return value < 0 && /[1-9]/.test(out) ? `-${out}` : out;
}

/** Whether {@link plainNumber} prints these options exactly as `Intl` would (only the fraction digits are set). */
function plainOptions(options: Intl.NumberFormatOptions): { min: number; max: number } | null {
  for (const key of Object.keys(options)) {
    if (key !== 'minimumFractionDigits' && key !== 'maximumFractionDigits') return null;
  }
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 2));
  return max <= 20 ? { min, max } : null;
}

/** `12500000` → `12 500 000`; `1234.5` → `1 234,5` (grouping always on, U+00A0). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const plain = Number.isFinite(value) ? plainOptions(options) : null;
  const text = plain ? plainNumber(value, plain.min, plain.max) : null;
  if (text !== null) return text;
  return normaliseSpaces(numberFormat(locale, { maximumFractionDigits: 2, ...options, useGrouping: 'always' }).format(value));
}

/** `12500000` → `12 500 000 ₸` (whole tenge). */
export function formatPrice(value: number, locale: Locale): string {
  return `${formatNumber(value, locale, { maximumFractionDigits: 0 })}${NBSP}${TENGE}`;
}

/** `125000` → `125 000 км` (the unit is `км` in both languages). */
export function formatMileage(km: number, locale: Locale): string {
  return `${formatNumber(km, locale, { maximumFractionDigits: 0 })}${NBSP}км`;
}

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

function toDate(date: Date | number | string): Date {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return d;
}

const dateCache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = dateCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    dateCache.set(key, f);
  }
  return f;
}

/** `Intl.DateTimeFormat` with a date style, in Kazakhstan time by default; spaces normalised to U+00A0. */
export function formatDate(
  date: Date | number | string,
  locale: Locale,
  style: DateStyle = 'long',
  { timeZone = DEFAULT_TIME_ZONE, time = false }: { timeZone?: string; time?: boolean } = {},
): string {
  if (locale === 'kk' && !hasKazakh()) return kazakhDate(toDate(date), style, timeZone, time);
  const f = dateTimeFormat(HREFLANG[locale], { dateStyle: style, ...(time ? { timeStyle: 'short' } : {}), timeZone });
  return normaliseSpaces(f.format(toDate(date)));
}

/** Which parts of a date to print (the combinations the pages use). */
export interface DateParts {
  day?: boolean;
  month: 'short' | 'long';
  year?: boolean;
}

/**
 * A date from its parts: ru `5 мар.`, `март 2025 г.`, `5 марта 2025 г.`; kk `5 нау.`, `2025 ж. наурыз`,
 * `2025 ж. 5 наурыз` — as CLDR writes them, also in engines without Kazakh data (then written out here). Use this,
 * not `i18n.date`, for text rendered on the server and hydrated in the browser.
 */
export function formatDateParts(date: Date | number | string, locale: Locale, parts: DateParts, timeZone: string = DEFAULT_TIME_ZONE): string {
  const value = toDate(date);
  const day = timeZone === DEFAULT_TIME_ZONE ? almatyDay(value) : null;
  if (day && (locale === 'ru' || locale === 'kk')) return writtenDateParts(day, locale, parts);
  if (locale === 'kk' && !hasKazakh()) return kazakhDateParts(value, parts, timeZone);
  const f = dateTimeFormat(HREFLANG[locale] ?? HREFLANG[DEFAULT_LOCALE], {
    timeZone,
    month: parts.month,
    ...(parts.day ? { day: 'numeric' } : {}),
    ...(parts.year ? { year: 'numeric' } : {}),
  });
  return normaliseSpaces(f.format(value));
}

/**
 * The calendar day in Kazakhstan time without `Intl`: UTC+5 since 1 March 2024 (00:00 UTC+6 became 23:00 UTC+5),
 * UTC+6 from 2005 to then. Earlier dates (summer time until 2004) are left to `Intl`.
 */
const ALMATY_UTC5_SINCE = Date.UTC(2024, 1, 29, 18);
const ALMATY_UTC6_SINCE = Date.UTC(2005, 2, 14, 18);
function almatyDay(date: Date): { y: number; m: number; d: number } | null {
  const t = date.getTime();
  if (t < ALMATY_UTC6_SINCE) return null;
  const local = new Date(t + (t >= ALMATY_UTC5_SINCE ? 5 : 6) * 3_600_000);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

const RU_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const RU_MONTHS_SHORT = ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];
const RU_MONTHS_ALONE = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const RU_MONTHS_ALONE_SHORT = ['янв.', 'февр.', 'март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];

/** {@link formatDateParts} written out as CLDR has it (ru `5 мар. 2025 г.`, kk `2025 ж. 5 нау.`). */
function writtenDateParts({ y, m, d }: { y: number; m: number; d: number }, locale: 'ru' | 'kk', parts: DateParts): string {
  if (locale === 'kk') {
    const month = (parts.month === 'long' ? KK_MONTHS : KK_MONTHS_SHORT)[m];
    const dayMonth = parts.day ? `${d} ${month}` : `${month}`;
    return normaliseSpaces(parts.year ? `${y} ж. ${dayMonth}` : dayMonth);
  }
  const month = parts.day
    ? `${d} ${(parts.month === 'long' ? RU_MONTHS : RU_MONTHS_SHORT)[m]}`
    : (parts.month === 'long' ? RU_MONTHS_ALONE : RU_MONTHS_ALONE_SHORT)[m];
  return normaliseSpaces(parts.year ? `${month} ${y} г.` : `${month}`);
}

/** {@link formatDateParts} in Kazakh as CLDR writes it, for engines without kk data. */
export function kazakhDateParts(date: Date, parts: DateParts, timeZone: string = DEFAULT_TIME_ZONE): string {
  const n = Object.fromEntries(
    dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return writtenDateParts({ y: Number(n['year']), m: Number(n['month']) - 1, d: Number(n['day']) }, 'kk', parts);
}

const KK_MONTHS = ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'];
const KK_MONTHS_SHORT = ['қаң.', 'ақп.', 'нау.', 'сәу.', 'мам.', 'мау.', 'шіл.', 'там.', 'қыр.', 'қаз.', 'қар.', 'жел.'];
const KK_WEEKDAYS = ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'];

/** A Kazakh date as CLDR writes it (`2025 ж. 5 наурыз`, `2025 ж. 05 нау.`, `05.03.25`), for engines without kk data. */
export function kazakhDate(date: Date, style: DateStyle, timeZone: string = DEFAULT_TIME_ZONE, time = false): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const y = Number(parts['year']);
  const m = Number(parts['month']) - 1;
  const d = Number(parts['day']);
  const pad = (n: number) => String(n).padStart(2, '0');
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts['weekday'] ?? '');
  const text =
    style === 'short'
      ? `${pad(d)}.${pad(m + 1)}.${pad(y % 100)}`
      : style === 'medium'
        ? `${y} ж. ${pad(d)} ${KK_MONTHS_SHORT[m]}`
        : style === 'long'
          ? `${y} ж. ${d} ${KK_MONTHS[m]}`
          : `${y} ж. ${d} ${KK_MONTHS[m]}, ${KK_WEEKDAYS[weekday]}`;
  return normaliseSpaces(time ? `${text}, ${parts['hour']}:${parts['minute']}` : text);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeCache = new Map<Locale, Intl.RelativeTimeFormat>();
const pluralCache = new Map<Locale, Intl.PluralRules>();

/**
 * `вчера`, `3 дня назад`, `через 2 часа` / kk `кеше`, `3 күн бұрын`: the largest unit that fits (under 45 s is
 * "now"). Days are counted in elapsed 24 h periods.
 */
export function formatRelativeDate(date: Date | number | string, locale: Locale, now: Date | number = Date.now()): string {
  const seconds = (toDate(date).getTime() - toDate(now).getTime()) / 1000;
  const abs = Math.abs(seconds);
  let rtf = relativeCache.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(HREFLANG[locale], { numeric: 'auto' });
    relativeCache.set(locale, rtf);
  }
  if (abs < 45) return normaliseSpaces(rtf.format(0, 'second'));
  for (const [unit, size] of UNITS) {
    if (abs >= size) return normaliseSpaces(rtf.format(Math.trunc(seconds / size), unit));
  }
  return normaliseSpaces(rtf.format(0, 'second'));
}

/** The CLDR plural category: ru `one|few|many|other`, kk `one|other`. */
export function pluralCategory(n: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(HREFLANG[locale]);
    pluralCache.set(locale, rules);
  }
  return rules.select(n);
}
