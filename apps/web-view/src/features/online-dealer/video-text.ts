import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale, MarketVideoKind } from '@jolda/contracts';

export const VIDEO_KIND: Record<MarketVideoKind, MessageDescriptor> = {
  review: msg`Обзор`,
  test_drive: msg`Тест-драйв`,
  walkaround: msg`Осмотр в шоуруме`,
  offroad: msg`Бездорожье`,
  winter: msg`Зимний тест`,
};

/** The language spoken in a video. */
export const VIDEO_LANGUAGE: Record<Locale, MessageDescriptor> = {
  ru: msg`На русском`,
  kk: msg`На казахском`,
};

/** `12:05`, `1:02:05`: a video's length as players show it. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `PT12M5S`: the length for `<time datetime>`. */
export const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

const MONTHS: Record<Locale, string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
};
/** `12 марта 2026` / `2026 ж. 12 наурыз` of a date `2026-03-12`. */
export function longDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return locale === 'kk' ? `${y} ж. ${d} ${MONTHS.kk[m - 1]}` : `${d} ${MONTHS.ru[m - 1]} ${y}`;
}

/** `?brand=` or `?model=` of the video screens: absent (undefined), a slug as the API takes it, or not one (null). */
export function slugFrom(search: URLSearchParams, key: string): string | undefined | null {
  const v = search.get(key);
  if (v === null || v === '') return undefined;
  return /^[a-z0-9][a-z0-9_-]{0,63}$/.test(v) ? v : null;
}
