import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FranchiseInvestment } from '@jolda/contracts';
import { isApiRequestError } from '@jolda/api-client';

export const INVESTMENT_NAMES: Record<FranchiseInvestment, MessageDescriptor> = {
  under_5m: msg`до 5 млн ₸`,
  '5_10m': msg`5–10 млн ₸`,
  '10_20m': msg`10–20 млн ₸`,
  over_20m: msg`больше 20 млн ₸`,
};

/** The lead's field and refusal codes (`FRANCHISE_ERROR`), in the reader's language. */
const MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Заполните поле`,
  name_invalid: msg`Имя — от 2 до 80 символов`,
  phone_invalid: msg`Номер в формате +7 7XX XXX XX XX`,
  city_unknown: msg`Выберите город из списка`,
  consent_required: msg`Нужно согласие на звонок и обработку данных`,
  lead_exists: msg`С этого номера заявка уже пришла за последние сутки — мы позвоним.`,
  rate_limited: msg`Слишком много заявок с этого устройства. Попробуйте через час.`,
};
const FALLBACK = msg`Не удалось отправить. Проверьте подключение и попробуйте ещё раз.`;

/** A failed send as the form shows it: a message per field, and one for the form. */
export function leadErrors(i18n: I18n, error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!isApiRequestError(error)) return { fields: {}, form: i18n._(FALLBACK) };
  const fields: Record<string, string> = {};
  for (const [key, codes] of Object.entries(error.fields ?? {})) fields[key.split('.')[0]!] ??= i18n._(MESSAGES[codes[0] ?? ''] ?? FALLBACK);
  const onFields = Object.keys(fields).length > 0;
  return { fields, form: onFields && (error.code === 'validation_failed' || error.code === 'lead_exists') ? null : i18n._(MESSAGES[error.code] ?? FALLBACK) };
}
