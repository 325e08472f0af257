import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnnouncementDetail, Locale } from '@jolda/contracts';
import { formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  SELLER_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from '../../shared/labels';

export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** True when at least two cars are compared and their values are not all the same. */
  differs: boolean;
}

/** Whether a row's values differ (one car alone never "differs"). */
export function valuesDiffer(values: readonly string[]): boolean {
  return values.length > 1 && values.some((v) => v !== values[0]);
}

/** The rows of the compare table, one value per car, in the cars' order. */
export function buildCompareRows(cars: readonly AnnouncementDetail[], i18n: I18n, locale: Locale): CompareRow[] {
  const yes = i18n._(msg`Да`);
  const no = i18n._(msg`Нет`);
  const engine = (c: AnnouncementDetail) =>
    c.engineVolume === null
      ? '—'
      : i18n._(msg`${formatNumber(c.engineVolume, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} л`);
  const spec: Array<[string, string, (c: AnnouncementDetail) => string]> = [
    ['price', i18n._(msg`Цена`), (c) => formatPrice(c.price, locale)],
    ['year', i18n._(msg`Год выпуска`), (c) => String(c.year)],
    ['mileage', i18n._(msg`Пробег`), (c) => formatMileage(c.mileage, locale)],
    ['generation', i18n._(msg`Поколение`), (c) => c.generation ?? '—'],
    ['body', i18n._(msg`Кузов`), (c) => i18n._(BODY_LABELS[c.body])],
    ['engine', i18n._(msg`Объём двигателя`), engine],
    ['fuel', i18n._(msg`Топливо`), (c) => i18n._(FUEL_LABELS[c.fuel])],
    ['transmission', i18n._(msg`Коробка передач`), (c) => i18n._(TRANSMISSION_LABELS[c.transmission])],
    ['drive', i18n._(msg`Привод`), (c) => i18n._(DRIVE_LABELS[c.drive])],
    ['color', i18n._(msg`Цвет`), (c) => i18n._(COLOR_LABELS[c.color])],
    ['steering', i18n._(msg`Руль`), (c) => i18n._(STEERING_LABELS[c.steering])],
    ['condition', i18n._(msg`Состояние`), (c) => i18n._(CONDITION_LABELS[c.condition])],
    ['customs', i18n._(msg`Растаможен в Казахстане`), (c) => (c.customsCleared ? yes : no)],
    ['city', i18n._(msg`Город`), (c) => c.city.name],
    ['seller', i18n._(msg`Продавец`), (c) => i18n._(SELLER_LABELS[c.sellerType])],
    ['exchange', i18n._(msg`Обмен`), (c) => (c.exchange ? yes : no)],
    ['credit', i18n._(msg`Кредит`), (c) => (c.credit ? yes : no)],
  ];
  return spec.map(([key, label, get]) => {
    const values = cars.map(get);
    return { key, label, values, differs: valuesDiffer(values) };
  });
}
