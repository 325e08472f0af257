import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DealerService, Drive, EquipmentStatus, PaymentMethod } from '@jolda/contracts';

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

/** Monday first. */
export const WEEKDAYS: MessageDescriptor[] = [msg`Пн`, msg`Вт`, msg`Ср`, msg`Чт`, msg`Пт`, msg`Сб`, msg`Вс`];

export const EQUIPMENT_ABSENT = msg`нет`;
export const EQUIPMENT_STANDARD = msg`есть`;

export type StatusText = (s: EquipmentStatus) => string;
