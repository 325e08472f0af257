import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AirPeriod, AirPollutant, AqiCategory } from '@jolda/contracts';

/** The categories' names, as EPA's scale calls them. */
export const CATEGORY_NAMES: Record<AqiCategory, MessageDescriptor> = {
  good: msg`Хорошо`,
  moderate: msg`Умеренно`,
  sensitive: msg`Вредно для чувствительных групп`,
  unhealthy: msg`Вредно`,
  very_unhealthy: msg`Очень вредно`,
  hazardous: msg`Опасно`,
};

/** The AQI range of each category. */
export const CATEGORY_RANGES: Record<AqiCategory, string> = {
  good: '0–50',
  moderate: '51–100',
  sensitive: '101–150',
  unhealthy: '151–200',
  very_unhealthy: '201–300',
  hazardous: '301–500',
};

/** What to do, by category: for health and behind the wheel. */
export const HEALTH_ADVICE: Record<AqiCategory, MessageDescriptor> = {
  good: msg`Воздух чистый: гуляйте, занимайтесь спортом на улице, проветривайте квартиру.`,
  moderate: msg`Большинству людей ничего не угрожает. Очень чувствительным к загрязнению стоит сократить долгие нагрузки на улице.`,
  sensitive: msg`Детям, пожилым, людям с астмой и болезнями сердца — меньше нагрузок на улице. Остальным можно как обычно.`,
  unhealthy: msg`Всем стоит меньше бывать на улице и отказаться от пробежек. Чувствительным группам — оставаться в помещении, закрыть окна, включить очиститель воздуха.`,
  very_unhealthy: msg`Избегайте любой активности на улице. Выходя, надевайте респиратор FFP2 или KN95; дома держите окна закрытыми и включите очиститель воздуха.`,
  hazardous: msg`Оставайтесь дома, если можете. На улице — только в респираторе FFP2 или KN95; следите за самочувствием детей и пожилых.`,
};

export const DRIVER_ADVICE: Record<AqiCategory, MessageDescriptor> = {
  good: msg`Можно ехать с открытыми окнами и проветривать салон.`,
  moderate: msg`Проверьте салонный фильтр: в отопительный сезон его меняют чаще — через 10–15 тысяч км.`,
  sensitive: msg`В пробке включайте рециркуляцию и держите окна закрытыми; угольный салонный фильтр задерживает и газы.`,
  unhealthy: msg`Окна закрыты, рециркуляция включена. Не прогревайте двигатель на холостых дольше нужного — выхлоп добавляет к смогу.`,
  very_unhealthy: msg`По возможности отложите поездку, особенно в час пик; в машине — только рециркуляция и чистый салонный фильтр.`,
  hazardous: msg`Не садитесь за руль без необходимости. Не прогревайте машину во дворе под окнами и не оставляйте детей в салоне с работающим двигателем.`,
};

/** Pollutant names as written (chemistry is the same in both languages) and what each one is. */
export const POLLUTANT_NAMES: Record<AirPollutant, string> = { pm25: 'PM2.5', pm10: 'PM10', no2: 'NO₂', so2: 'SO₂', co: 'CO' };

export const POLLUTANT_NOTES: Record<AirPollutant, MessageDescriptor> = {
  pm25: msg`Мелкие частицы до 2,5 мкм: дым печей и ТЭЦ, выхлоп. Проникают глубоко в лёгкие.`,
  pm10: msg`Частицы до 10 мкм: пыль дорог и строек, зола.`,
  no2: msg`Диоксид азота: в основном от автомобилей, больше всего в часы пик.`,
  so2: msg`Диоксид серы: сжигание угля, металлургия.`,
  co: msg`Угарный газ: неполное сгорание топлива в двигателях и печах.`,
};

export const UNITS: Record<AirPollutant, MessageDescriptor> = {
  pm25: msg`мкг/м³`,
  pm10: msg`мкг/м³`,
  no2: msg`мкг/м³`,
  so2: msg`мкг/м³`,
  co: msg`мг/м³`,
};

export const PERIOD_NAMES: Record<AirPeriod, MessageDescriptor> = {
  '24h': msg`24 часа`,
  '7d': msg`7 дней`,
  '30d': msg`30 дней`,
};
