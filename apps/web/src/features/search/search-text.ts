import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BODY_LABELS } from '../../shared/labels';
import type { CarsFilter } from './deep-link';

export interface SearchNames {
  brand?: string;
  model?: string;
  place?: string;
}

/** "Toyota Camry в Алматы — купить авто с пробегом" and its description, from the path part of a filter. */
export function searchTitle(f: CarsFilter, names: SearchNames, i18n: I18n): { title: string; description: string } {
  const what = [names.brand, names.model].filter(Boolean).join(' ');
  const body = f.body?.length === 1 ? i18n._(BODY_LABELS[f.body[0]!]) : '';
  const subject = [what, body.toLowerCase()].filter(Boolean).join(' ');
  const place = names.place;
  const title =
    subject && place
      ? i18n._(msg`${subject} в ${place} — купить авто с пробегом`)
      : subject
        ? i18n._(msg`${subject} — купить авто с пробегом в Казахстане`)
        : place
          ? i18n._(msg`Авто с пробегом в ${place} — купить машину`)
          : i18n._(msg`Купить авто с пробегом в Казахстане`);
  const where = place ? ` (${place})` : '';
  const description = subject
    ? i18n._(msg`Объявления о продаже ${subject}${where}: цены, пробег, фото. Фильтры по году, цене и комплектации.`)
    : i18n._(msg`Объявления о продаже автомобилей${where}: цены, пробег, фото. Фильтры по марке, модели, году и цене.`);
  const page = f.page ?? 1;
  if (page > 1) return { title: `${title} — ${i18n._(msg`страница ${page}`)}`, description };
  return { title, description };
}
