import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavedSearchNames } from '@jolda/contracts';
import { type Locale, formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
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
import type { CarsFilter } from '../search';

/** "от A до B", "от A", "до B" of a range, each end formatted. */
function range(i18n: I18n, from: number | undefined, to: number | undefined, fmt: (v: number) => string): string | null {
  if (from !== undefined && to !== undefined) return i18n._(msg`${fmt(from)} – ${fmt(to)}`);
  if (from !== undefined) return i18n._(msg`от ${fmt(from)}`);
  if (to !== undefined) return i18n._(msg`до ${fmt(to)}`);
  return null;
}

/**
 * A saved search as a person reads it: the title (brands and model, place) and the other filters as short chips
 * ("до 15 000 000 ₸", "2015 – 2020 г.", "Дизель").
 */
export function describeFilter(f: CarsFilter, names: SavedSearchNames, i18n: I18n, locale: Locale): { title: string; chips: string[] } {
  const what = [names.brands.map((b) => b.name).join(', '), names.model, names.generation].filter(Boolean).join(' ');
  const place = names.city ?? names.region;
  const title =
    what && place ? i18n._(msg`${what}, ${place}`) : what || (place ? i18n._(msg`Все автомобили, ${place}`) : i18n._(msg`Все автомобили`));
  const chips: string[] = [];
  const push = (v: string | null) => {
    if (v) chips.push(v);
  };
  push(range(i18n, f.priceFrom, f.priceTo, (v) => formatPrice(v, locale)));
  push(range(i18n, f.yearFrom, f.yearTo, (year) => i18n._(msg`${year} г.`)));
  push(range(i18n, f.mileageFrom, f.mileageTo, (v) => formatMileage(v, locale)));
  push(range(i18n, f.engineFrom, f.engineTo, (v) => `${formatNumber(v, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0л`));
  const labels = <K extends string>(values: readonly K[] | undefined, table: Record<K, MessageDescriptor>) =>
    values?.length ? values.map((v) => i18n._(table[v])).join(', ') : null;
  push(labels(f.body, BODY_LABELS));
  push(labels(f.fuel, FUEL_LABELS));
  push(labels(f.transmission, TRANSMISSION_LABELS));
  push(labels(f.drive, DRIVE_LABELS));
  push(labels(f.color, COLOR_LABELS));
  push(labels(f.condition, CONDITION_LABELS));
  push(f.steering ? i18n._(STEERING_LABELS[f.steering]) : null);
  push(f.sellerType ? i18n._(SELLER_LABELS[f.sellerType]) : null);
  if (f.customsCleared !== undefined) push(f.customsCleared ? i18n._(msg`Растаможен в РК`) : i18n._(msg`Не растаможен`));
  if (f.withPhotos) push(i18n._(msg`С фото`));
  if (f.exchange) push(i18n._(msg`Обмен`));
  if (f.credit) push(i18n._(msg`Кредит`));
  return { title, chips };
}
