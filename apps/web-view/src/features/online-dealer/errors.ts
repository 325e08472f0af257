import type { I18n } from '@lingui/core';
// The market's error words, as the site says them (apps/web/src/features/market/errors.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiRequestError } from '@jolda/api-client';

/** The market's field and error codes (`MARKET_ERROR` of the contracts), in the reader's language. */
const MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Заполните поле`,
  invalid: msg`Проверьте значение`,
  iin_invalid: msg`ИИН не прошёл проверку: 12 цифр, контрольная цифра не совпадает`,
  consent_required: msg`Нужно согласие на обработку данных`,
  phone_invalid: msg`Номер в формате +7 7XX XXX XX XX`,
  plate_invalid: msg`Госномер в формате 123 ABC 02`,
  vin_invalid: msg`VIN: 17 символов, без букв I, O и Q`,
  down_payment_range: msg`Первоначальный взнос вне условий программы`,
  months_range: msg`Срок вне условий программы`,
  loan_too_large: msg`Сумма кредита больше, чем даёт программа`,
  price_too_high: msg`Автомобиль дороже предела программы`,
  programme_not_available: msg`Программа не подходит для этого автомобиля`,
  slot_taken: msg`Это время только что заняли. Выберите другое.`,
  slot_unavailable: msg`На это время записаться нельзя`,
  already_answered: msg`Вы уже ответили на этот опрос. Спасибо!`,
  step_locked: msg`Сначала заполните предыдущий шаг`,
  application_incomplete: msg`Заявка заполнена не до конца`,
  application_sent: msg`Заявка уже отправлена`,
  offer_expired: msg`Срок действия предложения истёк`,
  offer_answered: msg`Вы уже ответили на это предложение`,
  not_dealer: msg`Это доступно только дилеру`,
  rate_limited: msg`Слишком много запросов. Попробуйте через минуту.`,
};

const FALLBACK = msg`Не удалось отправить. Проверьте подключение и попробуйте ещё раз.`;

export function codeMessage(i18n: I18n, code: string): string {
  return i18n._(MESSAGES[code] ?? FALLBACK);
}

/** A field's message: its code's, else "check the value" (a field's error is never a connection problem). */
export function fieldMessage(i18n: I18n, code: string | undefined): string {
  return i18n._(MESSAGES[code ?? 'invalid'] ?? MESSAGES['invalid']!);
}

/** A failed write as the page shows it: per-field messages and one message for the form. */
export function formErrors(i18n: I18n, error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!isApiRequestError(error)) return { fields: {}, form: i18n._(FALLBACK) };
  const fields: Record<string, string> = {};
  for (const [key, codes] of Object.entries(error.fields ?? {})) {
    const top = key.split('.')[0]!;
    fields[top] ??= fieldMessage(i18n, codes[0]);
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, form: hasFields && error.code === 'validation_failed' ? null : codeMessage(i18n, error.code) };
}
