import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale, OfferCard, TrimSpecs } from '@jolda/contracts';
import { formatNumber, formatPrice } from '@jolda/i18n';
import { DRIVE, FUEL, GEARBOX } from './labels';

/**
 * `2,5 л` in both languages (a decimal comma, as the classifieds print it): formatNumber, not i18n.number, for the same
 * text in engines without Kazakh number data (see @jolda/i18n).
 */
export function volumeText(i18n: I18n, litres: number): string {
  const volume = formatNumber(litres, i18n.locale === 'kk' ? 'kk' : 'ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${volume} л`);
}

/** `2,5 л · 200 л.с. · Бензин`, or `421 л.с. · Электро` for an electric car. */
export function engineText(i18n: I18n, s: Pick<TrimSpecs, 'engineVolume' | 'powerHp' | 'fuel'>): string {
  const hp = s.powerHp;
  return [s.engineVolume !== null ? volumeText(i18n, s.engineVolume) : null, i18n._(msg`${hp} л.с.`), i18n._(FUEL[s.fuel])]
    .filter(Boolean)
    .join(' · ');
}

/** `2,5 л · 200 л.с. · Бензин · Автомат · Передний привод`. */
export function specLine(i18n: I18n, s: Pick<TrimSpecs, 'engineVolume' | 'powerHp' | 'fuel' | 'transmission' | 'drive'>): string {
  return `${engineText(i18n, s)} · ${i18n._(GEARBOX[s.transmission])} · ${i18n._(DRIVE[s.drive])}`;
}

/** The short specs of an offer card. */
export function offerSpecs(i18n: I18n, o: OfferCard): string[] {
  return [
    o.engineVolume !== null ? volumeText(i18n, o.engineVolume) : i18n._(FUEL.electric),
    i18n._(msg`${o.powerHp} л.с.`),
    i18n._(GEARBOX[o.transmission]),
  ];
}

export const price = (value: number, locale: Locale) => formatPrice(value, locale);

/** `+210 000 ₸`, or "без доплаты". */
export function surchargeText(i18n: I18n, value: number, locale: Locale): string {
  if (value === 0) return i18n._(msg`без доплаты`);
  const amount = formatPrice(value, locale);
  return `+${amount}`;
}

export const num = (value: number, locale: Locale) => formatNumber(value, locale);

/** `12 марта` of an Almaty date `2026-03-12`, written out without `Intl` (first-render text). */
const MONTHS: Record<Locale, string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
};
export function dayMonth(date: string, locale: Locale): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return locale === 'kk' ? `${d} ${MONTHS.kk[m - 1]}` : `${d} ${MONTHS.ru[m - 1]}`;
}

/** A decimal as ru and kk write it (`23,8`), without `Intl`. */
export const decimal = (value: number) => String(value).replace('.', ',');

const WEEKDAY_SHORT: Record<Locale, string[]> = {
  ru: ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
  kk: ['дс', 'сс', 'ср', 'бс', 'жм', 'сб', 'жс'],
};
const MONTH_SHORT: Record<Locale, string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  kk: ['қаң.', 'ақп.', 'нау.', 'сәу.', 'мам.', 'мау.', 'шіл.', 'там.', 'қыр.', 'қаз.', 'қар.', 'жел.'],
};

/** `пн, 2 мар.` of a date `2026-03-02` (Almaty's calendar day), without `Intl`. */
export function dayLabel(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAY_SHORT[locale][weekday]}, ${d} ${MONTH_SHORT[locale][m - 1]}`;
}
