import { formatNumber } from '@jolda/i18n';
import type { AirPollutant, Locale } from '@jolda/contracts';

const HOUR = 3_600_000;

/** `HH:00` of an hour in Almaty time (UTC+5), without `Intl`. */
export function almatyHour(iso: string): string {
  const d = new Date(Date.parse(iso) + 5 * HOUR);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** A concentration as shown: CO with 2 decimals, the others with 1 below 10 and whole above. */
export function formatConcentration(p: AirPollutant, v: number | null, locale: Locale): string {
  if (v === null) return '—';
  const digits = p === 'co' ? 2 : v < 10 ? 1 : 0;
  return formatNumber(v, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
