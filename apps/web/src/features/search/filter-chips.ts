import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber, formatPrice, type Locale } from '@jolda/i18n';
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
import type { CarsFilter } from './deep-link';

/** Display names the chips need, by slug, from the catalogue answers (the deep-link step has loaded them). */
export interface ChipNames {
  brands: ReadonlyMap<string, string>;
  models: ReadonlyMap<string, string>;
  generations: ReadonlyMap<string, string>;
  cities: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
}

export interface FilterChip {
  /** Stable React key. */
  id: string;
  /** What the user sees: "Toyota", "до 12 000 000 ₸", "Алматы". */
  label: string;
  /** The filter with this chip's part removed (page reset). */
  without: CarsFilter;
}

type ListKey = 'body' | 'fuel' | 'transmission' | 'drive' | 'condition' | 'color';
const LIST_LABELS: Record<ListKey, Record<string, MessageDescriptor>> = {
  body: BODY_LABELS,
  fuel: FUEL_LABELS,
  transmission: TRANSMISSION_LABELS,
  drive: DRIVE_LABELS,
  condition: CONDITION_LABELS,
  color: COLOR_LABELS,
};

/**
 * The active filters as removable chips, in the order of the form, labelled with the values the user chose (names from
 * the catalogue, grouped prices and mileages in the page's language), each with the filter that remains without it.
 */
export function filterChips(f: CarsFilter, names: ChipNames, i18n: I18n, locale: Locale): FilterChip[] {
  const chips: FilterChip[] = [];
  const base: CarsFilter = { ...f, page: undefined };
  const add = (id: string, label: string, without: Partial<CarsFilter>) =>
    chips.push({ id, label, without: { ...base, ...without } });
  const num = (n: number) => formatNumber(n, locale);
  const engine = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  for (const slug of f.brand ?? []) {
    const rest = (f.brand ?? []).filter((b) => b !== slug);
    // The model and generation belong to the one brand: they go with it, and with a second brand they no longer apply.
    add(`brand:${slug}`, names.brands.get(slug) ?? slug, {
      brand: rest.length ? rest : undefined,
      model: undefined,
      generation: undefined,
    });
  }
  if (f.model) add('model', names.models.get(f.model) ?? f.model, { model: undefined, generation: undefined });
  if (f.generation) add('generation', names.generations.get(f.generation) ?? f.generation, { generation: undefined });
  if (f.city) add('city', names.cities.get(f.city) ?? f.city, { city: undefined });
  // A region's name says it is the whole region ("Алматинская область"); a city's own region is listed as the city.
  if (f.region) add('region', names.regions.get(f.region) ?? f.region, { region: undefined });
  const range = (
    id: string,
    from: number | undefined,
    to: number | undefined,
    fmt: (n: number) => string,
    texts: { both: (a: string, b: string) => string; from: (a: string) => string; to: (b: string) => string },
    without: Partial<CarsFilter>,
  ) => {
    if (from === undefined && to === undefined) return;
    const label =
      from !== undefined && to !== undefined ? texts.both(fmt(from), fmt(to)) : from !== undefined ? texts.from(fmt(from)) : texts.to(fmt(to!));
    add(id, label, without);
  };
  range(
    'year',
    f.yearFrom,
    f.yearTo,
    String,
    {
      both: (a, b) => i18n._(msg`${a}–${b} г.`),
      from: (a) => i18n._(msg`от ${a} г.`),
      to: (b) => i18n._(msg`до ${b} г.`),
    },
    { yearFrom: undefined, yearTo: undefined },
  );
  range(
    'price',
    f.priceFrom,
    f.priceTo,
    (n) => formatPrice(n, locale),
    {
      both: (a, b) => i18n._(msg`от ${a} до ${b}`),
      from: (a) => i18n._(msg`от ${a}`),
      to: (b) => i18n._(msg`до ${b}`),
    },
    { priceFrom: undefined, priceTo: undefined },
  );
  range(
    'mileage',
    f.mileageFrom,
    f.mileageTo,
    num,
    {
      both: (a, b) => i18n._(msg`пробег ${a}–${b} км`),
      from: (a) => i18n._(msg`пробег от ${a} км`),
      to: (b) => i18n._(msg`пробег до ${b} км`),
    },
    { mileageFrom: undefined, mileageTo: undefined },
  );
  range(
    'engine',
    f.engineFrom,
    f.engineTo,
    engine,
    {
      both: (a, b) => i18n._(msg`${a}–${b} л`),
      from: (a) => i18n._(msg`от ${a} л`),
      to: (b) => i18n._(msg`до ${b} л`),
    },
    { engineFrom: undefined, engineTo: undefined },
  );
  for (const key of ['body', 'fuel', 'transmission', 'drive', 'condition', 'color'] as const) {
    const list = (f[key] ?? []) as string[];
    for (const v of list) {
      const rest = list.filter((x) => x !== v);
      const label = LIST_LABELS[key][v];
      add(`${key}:${v}`, label ? i18n._(label) : v, { [key]: rest.length ? rest : undefined });
    }
  }
  if (f.steering) add('steering', i18n._(msg`Руль: ${i18n._(STEERING_LABELS[f.steering]).toLowerCase()}`), { steering: undefined });
  if (f.sellerType) add('sellerType', i18n._(SELLER_LABELS[f.sellerType]), { sellerType: undefined });
  if (f.customsCleared !== undefined)
    add('customsCleared', f.customsCleared ? i18n._(msg`Растаможен в Казахстане`) : i18n._(msg`Не растаможен`), { customsCleared: undefined });
  if (f.withPhotos) add('withPhotos', i18n._(msg`Только с фото`), { withPhotos: undefined });
  if (f.exchange) add('exchange', i18n._(msg`Возможен обмен`), { exchange: undefined });
  if (f.credit) add('credit', i18n._(msg`Возможен кредит`), { credit: undefined });
  return chips;
}
