import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The API's field codes of the garage, in the reader's language (shown next to the field). */
export const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  identity_required: msg`Укажите VIN или госномер`,
  vin_invalid: msg`VIN — 17 латинских букв и цифр, без I, O и Q`,
  plate_invalid: msg`Госномер в формате 123 ABC 02`,
  brand_required: msg`Выберите марку`,
  model_required: msg`Выберите модель`,
  model_not_found: msg`Такой модели нет в каталоге`,
  year_range: msg`Год выпуска — от 1950 до следующего года`,
  engine_range: msg`Объём двигателя — от 0,6 до 8,5 л`,
  mileage_range: msg`Пробег — целое число километров`,
  date_invalid: msg`Укажите дату, не позже сегодняшней для записи о сервисе`,
  work_required: msg`Опишите, что сделали`,
  work_too_long: msg`Не больше 200 символов`,
  cost_range: msg`Стоимость — целое число тенге`,
  already_in_garage: msg`Этот автомобиль уже в вашем гараже`,
  garage_full: msg`В гараже может быть не больше 20 автомобилей`,
};
export const UNKNOWN_ERROR = msg`Проверьте значение`;

export const REMINDER_TITLES: Record<'insurance' | 'inspection' | 'tax', MessageDescriptor> = {
  insurance: msg`Страховка ОГПО`,
  inspection: msg`Техосмотр`,
  tax: msg`Транспортный налог`,
};

export const FINE_KINDS: Record<string, MessageDescriptor> = {
  speeding: msg`Превышение скорости`,
  red_light: msg`Проезд на запрещающий сигнал`,
  parking: msg`Нарушение правил стоянки`,
  no_seatbelt: msg`Не пристёгнут ремень безопасности`,
  phone: msg`Телефон за рулём`,
  lane: msg`Нарушение расположения на проезжей части`,
};
