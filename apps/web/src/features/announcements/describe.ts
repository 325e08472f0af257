import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnnouncementCard, Locale } from '@jolda/contracts';
import { formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
import { FUEL_LABELS, TRANSMISSION_LABELS } from '../../shared/labels';

/** "2.5 л, бензин, автомат" — the engine line of a card. */
export function engineSummary(car: Pick<AnnouncementCard, 'engineVolume' | 'fuel' | 'transmission'>, i18n: I18n): string {
  const parts: string[] = [];
  if (car.engineVolume !== null) {
    // formatNumber, not i18n.number: the same text in engines without Kazakh number data (see @jolda/i18n).
    const volume = formatNumber(car.engineVolume, i18n.locale === 'kk' ? 'kk' : 'ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    parts.push(i18n._(msg`${volume} л`));
  }
  parts.push(i18n._(FUEL_LABELS[car.fuel]).toLowerCase());
  parts.push(i18n._(TRANSMISSION_LABELS[car.transmission]).toLowerCase());
  return parts.join(', ');
}

/** The meta description of an announcement page. */
export function announcementDescription(car: AnnouncementCard, locale: Locale, i18n: I18n): string {
  const price = formatPrice(car.price, locale);
  const mileage = formatMileage(car.mileage, locale);
  const city = car.city.name;
  const engine = engineSummary(car, i18n);
  return i18n._(msg`${car.title} ${car.year} года: ${mileage}, ${engine}. Цена ${price}, ${city}.`);
}
