import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationStatus, DealerService, Drive, EquipmentStatus, PaymentMethod } from '@jolda/contracts';

// The catalogue's own names for fuel, gearbox and body (one set for the whole site).
export { BODY_LABELS as BODY, FUEL_LABELS as FUEL, TRANSMISSION_LABELS as GEARBOX } from '../../shared/labels';

export const DRIVE: Record<Drive, MessageDescriptor> = {
  fwd: msg`Передний привод`,
  rwd: msg`Задний привод`,
  awd: msg`Полный привод`,
};

export const SERVICE: Record<DealerService, MessageDescriptor> = {
  sales: msg`Продажа`,
  service: msg`Сервис`,
  trade_in: msg`Трейд-ин`,
  credit: msg`Кредит`,
  test_drive: msg`Тест-драйв`,
};

export const PAYMENT: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Наличные или перевод`,
  credit: msg`Кредит`,
  trade_in: msg`Трейд-ин`,
};

/** A purchase application's status as the buyer reads it. */
export const APPLICATION_STATUS: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg`Черновик`,
  sent: msg`Отправлена дилеру`,
  answered: msg`Дилер ответил`,
  closed: msg`Закрыта`,
};

/** A credit application's status. */
export const CREDIT_STATUS: Record<'sent' | 'answered' | 'closed', MessageDescriptor> = {
  sent: msg`Отправлена дилеру`,
  answered: msg`Дилер ответил`,
  closed: msg`Закрыта`,
};

/** A personal offer's status. */
export const OFFER_STATUS: Record<'open' | 'accepted' | 'declined', MessageDescriptor> = {
  open: msg`Ждёт ответа`,
  accepted: msg`Принято`,
  declined: msg`Отклонено`,
};

/** Monday first. */
export { WEEKDAYS } from '../../shared/labels';

export const EQUIPMENT_ABSENT = msg`нет`;
export const EQUIPMENT_STANDARD = msg`есть`;

export type StatusText = (s: EquipmentStatus) => string;
