import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BodyType, DealerService, Drive, EquipmentStatus, Fuel, PaymentMethod, Transmission } from '@jolda/contracts';

export const FUEL: Record<Fuel, MessageDescriptor> = {
  petrol: msg`Бензин`,
  diesel: msg`Дизель`,
  gas_petrol: msg`Газ-бензин`,
  gas: msg`Газ`,
  hybrid: msg`Гибрид`,
  electric: msg`Электро`,
};

export const GEARBOX: Record<Transmission, MessageDescriptor> = {
  manual: msg`Механика`,
  automatic: msg`Автомат`,
  tiptronic: msg`Типтроник`,
  cvt: msg`Вариатор`,
  robot: msg`Робот`,
};

export const DRIVE: Record<Drive, MessageDescriptor> = {
  fwd: msg`Передний привод`,
  rwd: msg`Задний привод`,
  awd: msg`Полный привод`,
};

export const BODY: Record<BodyType, MessageDescriptor> = {
  sedan: msg`Седан`,
  suv: msg`Внедорожник`,
  crossover: msg`Кроссовер`,
  hatchback: msg`Хэтчбек`,
  liftback: msg`Лифтбек`,
  wagon: msg`Универсал`,
  minivan: msg`Минивэн`,
  pickup: msg`Пикап`,
  coupe: msg`Купе`,
  convertible: msg`Кабриолет`,
  van: msg`Фургон`,
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
