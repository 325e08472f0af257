import type { Rng } from './prng.js';

export const FIRST_NAMES = [
  'Айдар', 'Ержан', 'Нурлан', 'Асхат', 'Даурен', 'Ерлан', 'Арман', 'Бауыржан', 'Алексей', 'Сергей', 'Дмитрий',
  'Андрей', 'Мадина', 'Айгерим', 'Гульнара', 'Динара', 'Светлана', 'Елена', 'Руслан', 'Тимур', 'Максат', 'Данияр',
  'Жандос', 'Олжас', 'Азамат', 'Канат', 'Марат', 'Самат', 'Евгений', 'Виктор', 'Ольга', 'Наталья', 'Асель', 'Жанар',
  'Әлия', 'Нұрсұлтан', 'Ринат', 'Ильяс', 'Бекзат', 'Галым', 'Серик', 'Талгат', 'Игорь', 'Роман', 'Айжан', 'Салтанат',
];

export const MOBILE_PREFIXES = ['700', '701', '702', '703', '704', '705', '706', '707', '708', '747', '771', '775', '776', '777', '778'];

export const DEALERS = [
  { slug: 'alatau-auto', name: 'Автоцентр Алатау', city: 1 },
  { slug: 'premium-cars-almaty', name: 'Premium Cars Almaty', city: 1 },
  { slug: 'almaty-trade-in', name: 'Алматы Трейд-Ин', city: 1 },
  { slug: 'saryarka-motors', name: 'Сарыарка Моторс', city: 2 },
  { slug: 'capital-auto-astana', name: 'Капитал Авто Астана', city: 2 },
  { slug: 'shymkent-avto-plus', name: 'Шымкент Авто Плюс', city: 19 },
  { slug: 'karaganda-car-market', name: 'Karaganda Car Market', city: 3 },
  { slug: 'aktobe-avtosalon', name: 'Ақтөбе Автосалон', city: 4 },
];

const OPENINGS = [
  'Продаю {car} {year} года.',
  'Продам {car}, {year} г.в.',
  'Срочно продаю {car} {year} года.',
  'В продаже {car} {year} года выпуска.',
  'Продаётся {car} в хорошем состоянии.',
];
const STATE_GOOD = [
  'Машина в отличном состоянии, вложений не требует.',
  'Не бита, не крашена.',
  'Состояние хорошее, всё работает.',
  'Один хозяин, обслуживание по регламенту.',
  'Обслуживалась у официального дилера, есть сервисная книжка.',
  'Двигатель и коробка работают как часы.',
  'Салон чистый, не прокурен.',
];
const STATE_OLD = [
  'Есть мелкие косметические дефекты по кузову.',
  'Ходовая перебрана, масло менял недавно.',
  'Кузов местами подкрашен, по железу нормально.',
  'На ходу, заводится в любой мороз.',
  'Хороший вариант на каждый день.',
];
const EXTRAS = [
  'Зимняя резина в подарок.',
  'Комплект летней и зимней резины.',
  'Стоит газовое оборудование, документы в порядке.',
  'Кондиционер работает, зимой тёплый салон.',
  'Установлена сигнализация с автозапуском.',
  'Камера заднего вида, парктроники.',
  'Тонировка по ГОСТу.',
];
const CLOSINGS = ['Торг у капота.', 'Звоните в любое время.', 'Без посредников.', 'Небольшой торг уместен.', 'Пишите, отвечу на вопросы.'];
const DEALER_TEXT = [
  'Автомобиль проверен по 120 пунктам, гарантия юридической чистоты.',
  'Кредит от 5 банков, первоначальный взнос от 0%.',
  'Принимаем ваш автомобиль в трейд-ин по рыночной цене.',
  'Официальная гарантия, полный комплект ключей и документов.',
];

export interface DescriptionInput {
  car: string;
  year: number;
  mileage: number;
  age: number;
  dealer: boolean;
  isNew: boolean;
  damaged: boolean;
  exchange: boolean;
  credit: boolean;
  customsCleared: boolean;
}

const fmtKm = (n: number) => n.toLocaleString('ru-RU').replace(/\u00a0/g, ' ');

/** A short Russian description assembled from phrases that fit the car. */
export function description(rng: Rng, d: DescriptionInput): string {
  const parts: string[] = [rng.pick(OPENINGS).replace('{car}', d.car).replace('{year}', String(d.year))];
  if (d.isNew) parts.push('Новый автомобиль, без пробега, в наличии в салоне.');
  else if (d.damaged) parts.push('После ДТП, требует ремонта кузова. Продаю как есть.');
  else {
    parts.push(rng.pick(d.age > 15 ? STATE_OLD : STATE_GOOD));
    if (rng.chance(0.6)) parts.push(`Пробег ${fmtKm(d.mileage)} км, родной.`);
    if (rng.chance(0.4)) parts.push(rng.pick(d.age > 15 ? STATE_OLD : STATE_GOOD));
  }
  if (rng.chance(0.45)) parts.push(rng.pick(EXTRAS));
  parts.push(d.customsCleared ? 'Растаможен, на учёте в РК.' : 'Не растаможен в Казахстане, документы на руках.');
  if (d.exchange) parts.push('Рассмотрю обмен.');
  if (d.credit) parts.push('Возможна покупка в кредит.');
  if (d.dealer) parts.push(rng.pick(DEALER_TEXT));
  else parts.push(rng.pick(CLOSINGS));
  return [...new Set(parts)].join(' ');
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN with a valid check digit (position 9) and the model-year code (position 10). */
export function vin(rng: Rng, wmi: string, year: number): string {
  const chars = (wmi.padEnd(3, 'A').slice(0, 3) + Array.from({ length: 14 }, () => rng.pick(VIN_CHARS)).join('')).split('');
  chars[9] = YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
  let sum = 0;
  chars.forEach((c, i) => {
    const v = /\d/.test(c) ? Number(c) : VIN_VALUES[c]!;
    sum += v * VIN_WEIGHTS[i]!;
  });
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}
