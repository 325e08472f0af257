import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The catalogue's enumerations are named once, with the cards and the announcement page. */
export {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from '../../shared/labels';

export const ERROR_TEXT: Record<string, MessageDescriptor> = {
  required: msg`Заполните это поле`,
  invalid: msg`Выберите значение из списка`,
  year_range: msg`Год выпуска — от 1950 до следующего года`,
  engine_range: msg`Объём двигателя — от 0,6 до 8,0 л`,
  engine_required: msg`Укажите объём двигателя`,
  engine_not_for_electric: msg`У электромобиля нет объёма двигателя — оставьте поле пустым`,
  mileage_range: msg`Пробег — от 0 до 2 000 000 км`,
  mileage_new_too_high: msg`У нового автомобиля пробег не больше 500 км`,
  mileage_implausible: msg`Такой пробег невозможен для этого года выпуска`,
  price_range: msg`Цена — от 100 000 до 2 000 000 000 ₸`,
  price_implausible: msg`Цена слишком далека от рыночной для этой модели и года — проверьте нули`,
  description_too_long: msg`Описание — не длиннее 3000 символов`,
  description_html: msg`Описание не может содержать HTML-теги`,
  phone_invalid: msg`Номер в формате +7 (7XX) XXX-XX-XX`,
  vin_invalid: msg`VIN — 17 латинских букв и цифр, без I, O и Q`,
  plate_invalid: msg`Номер в формате 123 ABC 02`,
  photos_min: msg`Добавьте хотя бы одну фотографию`,
  photos_max: msg`Не больше 30 фотографий`,
  photo_not_found: msg`Фотография не найдена — загрузите её заново`,
  photos_duplicate: msg`Одна и та же фотография добавлена дважды`,
  unknown_brand: msg`Такой марки нет в каталоге`,
  unknown_model: msg`Такой модели нет у этой марки`,
  unknown_generation: msg`Такого поколения нет у этой модели`,
  unknown_city: msg`Такого города нет в каталоге`,
};
export const UNKNOWN_ERROR = msg`Проверьте это поле`;

/** Why the automatic checks refused or held an announcement. */
export const REASON_TEXT: Record<string, MessageDescriptor> = {
  duplicate_vin: msg`Автомобиль с таким VIN уже продаётся в другом объявлении`,
  duplicate_photos: msg`Эти фотографии уже используются в другом объявлении`,
  no_photos: msg`В объявлении нет фотографий`,
  price_out_of_market: msg`Цена сильно отличается от рыночной — объявление проверит модератор`,
  mileage_suspicious: msg`Пробег выглядит необычно — объявление проверит модератор`,
  price_implausible: msg`Цена далека от рыночной — объявление проверит модератор`,
  mileage_implausible: msg`Пробег невозможен для этого года — объявление проверит модератор`,
  vin_check_digit: msg`Контрольная цифра VIN (9-й знак) не совпадает — проверьте номер`,
};
