import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BodyType, Color, Condition, Drive, Fuel, SellerType, Steering, Transmission } from '@jolda/contracts';

/** Display names of the catalogue's enumerations, in both languages through Lingui. */
export const FUEL_LABELS: Record<Fuel, MessageDescriptor> = {
  petrol: msg`Бензин`,
  diesel: msg`Дизель`,
  gas_petrol: msg`Газ-бензин`,
  gas: msg`Газ`,
  hybrid: msg`Гибрид`,
  electric: msg`Электро`,
};

export const TRANSMISSION_LABELS: Record<Transmission, MessageDescriptor> = {
  manual: msg`Механика`,
  automatic: msg`Автомат`,
  tiptronic: msg`Типтроник`,
  cvt: msg`Вариатор`,
  robot: msg`Робот`,
};

export const BODY_LABELS: Record<BodyType, MessageDescriptor> = {
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

export const DRIVE_LABELS: Record<Drive, MessageDescriptor> = {
  fwd: msg`Передний`,
  rwd: msg`Задний`,
  awd: msg`Полный`,
};

export const STEERING_LABELS: Record<Steering, MessageDescriptor> = {
  left: msg`Слева`,
  right: msg`Справа`,
};

export const CONDITION_LABELS: Record<Condition, MessageDescriptor> = {
  new: msg`Новый`,
  used: msg`С пробегом`,
  damaged: msg`Аварийный / не на ходу`,
};

export const SELLER_LABELS: Record<SellerType, MessageDescriptor> = {
  private: msg`Частное лицо`,
  dealer: msg`Дилер`,
};

export const COLOR_LABELS: Record<Color, MessageDescriptor> = {
  white: msg`Белый`,
  black: msg`Чёрный`,
  silver: msg`Серебристый`,
  grey: msg`Серый`,
  blue: msg`Синий`,
  red: msg`Красный`,
  brown: msg`Коричневый`,
  beige: msg`Бежевый`,
  green: msg`Зелёный`,
  yellow: msg`Жёлтый`,
  orange: msg`Оранжевый`,
  gold: msg`Золотистый`,
  purple: msg`Фиолетовый`,
  cherry: msg`Вишнёвый`,
};

/** Days of the week, Monday first (the order of a dealer's hours). */
export const WEEKDAYS: MessageDescriptor[] = [msg`Пн`, msg`Вт`, msg`Ср`, msg`Чт`, msg`Пт`, msg`Сб`, msg`Вс`];

/** `+77011234567` → `+7 701 123 45 67`. */
export function spacedPhone(e164: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+7 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}
