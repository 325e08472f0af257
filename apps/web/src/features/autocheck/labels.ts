import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegistrySourceId, SourceStatus, VerdictReason } from '@jolda/contracts';

export const SOURCE_TITLES: Record<RegistrySourceId, MessageDescriptor> = {
  registrations: msg`Регистрация и владельцы`,
  restrictions: msg`Ограничения и аресты`,
  pledge: msg`Залог`,
  wanted: msg`Розыск`,
  accidents: msg`ДТП и страховые случаи`,
  customs: msg`Таможня`,
};

export const STATUS_LABELS: Record<SourceStatus, MessageDescriptor> = {
  ok: msg`Проверено`,
  not_found: msg`Нет сведений`,
  unavailable: msg`Источник не ответил`,
  pending: msg`Запрашиваем…`,
  locked: msg`Закрыто`,
};

export const REASON_LABELS: Record<VerdictReason, MessageDescriptor> = {
  mileage_rollback: msg`Пробег скручен: в более раннем объявлении он был больше`,
  pledged: msg`Автомобиль в залоге`,
  restricted: msg`Есть ограничения на регистрационные действия или арест`,
  wanted: msg`Автомобиль в розыске`,
  accidents: msg`Были ДТП или страховые случаи`,
  many_owners: msg`Четыре владельца и больше`,
  listed_twice: msg`Этот автомобиль сейчас продаётся в нескольких объявлениях`,
  check_digit_mismatch: msg`Контрольная цифра VIN не сходится — номер мог быть изменён или введён с ошибкой`,
  registries_incomplete: msg`Проверка по базам не завершена — вердикт неполный`,
};

export const REGISTRATION_KINDS = {
  first_registration: msg`Первая регистрация`,
  owner_change: msg`Смена владельца`,
  re_registration: msg`Перерегистрация`,
} as const;

export const RESTRICTION_KINDS = { ban_registration: msg`Запрет регистрационных действий`, arrest: msg`Арест` } as const;

export const AUTHORITIES = { court: msg`суд`, bailiffs: msg`судебные исполнители`, police: msg`полиция`, tax: msg`налоговые органы` } as const;

export const DAMAGE = { minor: msg`Лёгкие повреждения`, moderate: msg`Средние повреждения`, severe: msg`Серьёзные повреждения` } as const;

export const ZONES = { front: msg`перед`, rear: msg`зад`, left: msg`левая сторона`, right: msg`правая сторона`, roof: msg`крыша` } as const;

export const LISTING_STATUS = { published: msg`В продаже`, sold: msg`Продан`, archived: msg`Снят с продажи` } as const;

/** Countries of the WMI table and the ISO 3780 ranges (ISO 3166 codes). */
export const COUNTRIES: Record<string, MessageDescriptor> = {
  KZ: msg`Казахстан`,
  RU: msg`Россия`,
  UZ: msg`Узбекистан`,
  BY: msg`Беларусь`,
  KG: msg`Кыргызстан`,
  UA: msg`Украина`,
  CN: msg`Китай`,
  JP: msg`Япония`,
  KR: msg`Южная Корея`,
  TW: msg`Тайвань`,
  TH: msg`Таиланд`,
  ID: msg`Индонезия`,
  MY: msg`Малайзия`,
  IN: msg`Индия`,
  IR: msg`Иран`,
  TR: msg`Турция`,
  DE: msg`Германия`,
  FR: msg`Франция`,
  GB: msg`Великобритания`,
  IT: msg`Италия`,
  ES: msg`Испания`,
  PT: msg`Португалия`,
  SE: msg`Швеция`,
  FI: msg`Финляндия`,
  NO: msg`Норвегия`,
  NL: msg`Нидерланды`,
  BE: msg`Бельгия`,
  CH: msg`Швейцария`,
  AT: msg`Австрия`,
  CZ: msg`Чехия`,
  SK: msg`Словакия`,
  HU: msg`Венгрия`,
  PL: msg`Польша`,
  RO: msg`Румыния`,
  US: msg`США`,
  CA: msg`Канада`,
  MX: msg`Мексика`,
  BR: msg`Бразилия`,
  AR: msg`Аргентина`,
  AU: msg`Австралия`,
  ZA: msg`ЮАР`,
};

/** The check's field codes (the contracts' `AUTOCHECK_ERROR`), next to the field. */
export const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  required: msg`Введите VIN или госномер`,
  vin_invalid: msg`VIN: 17 символов — латинские буквы без I, O и Q и цифры`,
  plate_invalid: msg`Госномер в формате 123 ABC 02`,
};
