import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Drive, Locale, OfferCard, TrimSpecs } from '@jolda/contracts';
import { formatNumber } from '@jolda/i18n';
import { FUEL_LABELS, TRANSMISSION_LABELS } from '../../shared/labels';

export const DRIVE: Record<Drive, MessageDescriptor> = {
  fwd: msg`Передний привод`,
  rwd: msg`Задний привод`,
  awd: msg`Полный привод`,
};

/** A decimal as ru and kk write it, with a comma: `2,5`. */
export const decimal = (value: number, locale: Locale, digits = 1) =>
  formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `2,5 л · 200 л.с. · Бензин` (`421 л.с. · Электро` for an electric car). */
export function engineText(i18n: I18n, locale: Locale, s: Pick<TrimSpecs, 'engineVolume' | 'powerHp' | 'fuel'>): string {
  const volume = s.engineVolume !== null ? decimal(s.engineVolume, locale) : null;
  return [volume !== null ? i18n._(msg`${volume} л`) : null, i18n._(msg`${s.powerHp} л.с.`), i18n._(FUEL_LABELS[s.fuel])].filter(Boolean).join(' · ');
}

/** The short specs of an offer: engine, power, gearbox. */
export function offerSpecs(i18n: I18n, locale: Locale, o: OfferCard): string {
  return `${engineText(i18n, locale, o)} · ${i18n._(TRANSMISSION_LABELS[o.transmission])}`;
}

const MONTHS: Record<Locale, string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
};
/** `12 марта` of an Almaty date `2026-03-12`. */
export function dayMonth(date: string, locale: Locale): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[locale][m - 1]}`;
}
