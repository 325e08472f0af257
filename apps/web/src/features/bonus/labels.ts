import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What an entry of the ledger was for (earn actions and spend purposes of the contracts). */
export const REASONS: Record<string, MessageDescriptor> = {
  phone_verified: msg`Телефон подтверждён кодом из SMS`,
  profile_filled: msg`Профиль заполнен: имя и город`,
  first_publication: msg`Первое объявление опубликовано`,
  report_shared: msg`Отчёт о проверке автомобиля отправлен по ссылке`,
  autocheck_registries: msg`Проверка автомобиля по базам`,
  raise: msg`Подъём объявления в начало поиска`,
};

export const CLAIM_HINTS: Record<string, MessageDescriptor> = {
  phone_verified: msg`Вы вошли по коду из SMS — телефон подтверждён.`,
  profile_filled: msg`Укажите имя и город в настройках профиля.`,
  first_publication: msg`Опубликуйте первое объявление о продаже.`,
};
