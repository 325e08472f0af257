import type { Locale } from '@jolda/contracts';
import { formatDateParts } from '@jolda/i18n';

/** Almaty is UTC+5 (since 1 March 2024): messages show Almaty time, as every other date on the site. */
const ALMATY_OFFSET_MS = 5 * 3600_000;

const almaty = (ms: number) => new Date(ms + ALMATY_OFFSET_MS).toISOString();

/** `14:05` for today (Almaty), `5 мар. 14:05` / `5 нау. 14:05` before. */
export function messageTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const at = Date.parse(iso);
  const local = almaty(at);
  const time = local.slice(11, 16);
  if (local.slice(0, 10) === almaty(now).slice(0, 10)) return time;
  return `${formatDateParts(at, locale, { day: true, month: 'short' })} ${time}`;
}
