import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InspectionGrade, InspectionGroup, InspectionPointCode, InspectionPointStatus } from '@jolda/contracts';

export const GROUP_LABELS: Record<InspectionGroup, MessageDescriptor> = {
  paint: msg`Толщина лакокрасочного покрытия`,
  body: msg`Кузов и стёкла`,
  engine: msg`Двигатель`,
  transmission: msg`Трансмиссия`,
  suspension: msg`Подвеска и рулевое управление`,
  brakes: msg`Тормоза`,
  tyres: msg`Шины`,
  interior: msg`Салон`,
  electrics: msg`Электрика`,
  test_drive: msg`Тест-драйв`,
};

export const POINT_LABELS: Record<InspectionPointCode, MessageDescriptor> = {
  hood: msg`Капот`,
  roof: msg`Крыша`,
  fender_fl: msg`Переднее левое крыло`,
  fender_fr: msg`Переднее правое крыло`,
  door_fl: msg`Передняя левая дверь`,
  door_fr: msg`Передняя правая дверь`,
  door_rl: msg`Задняя левая дверь`,
  door_rr: msg`Задняя правая дверь`,
  quarter_rl: msg`Заднее левое крыло`,
  quarter_rr: msg`Заднее правое крыло`,
  trunk_lid: msg`Крышка багажника`,
  panel_gaps: msg`Зазоры между панелями`,
  corrosion: msg`Коррозия`,
  windscreen: msg`Лобовое стекло`,
  headlights: msg`Фары`,
  underbody: msg`Днище и лонжероны`,
  cold_start: msg`Холодный запуск`,
  oil_leaks: msg`Течи масла`,
  engine_noise: msg`Шумы двигателя`,
  oil_condition: msg`Состояние масла`,
  coolant: msg`Охлаждающая жидкость`,
  drive_belts: msg`Приводные ремни`,
  exhaust_smoke: msg`Дым из выхлопной трубы`,
  engine_mounts: msg`Опоры двигателя`,
  gear_shifting: msg`Переключение передач`,
  gearbox_leaks: msg`Течи коробки передач`,
  clutch: msg`Сцепление / гидротрансформатор`,
  drive_shafts: msg`Приводы и ШРУСы`,
  shock_absorbers: msg`Амортизаторы`,
  springs: msg`Пружины`,
  silent_blocks: msg`Сайлентблоки`,
  ball_joints: msg`Шаровые опоры`,
  steering_rack: msg`Рулевая рейка`,
  brake_discs: msg`Тормозные диски`,
  brake_pads: msg`Тормозные колодки`,
  brake_fluid: msg`Тормозная жидкость`,
  tyre_tread: msg`Глубина протектора`,
  tyre_wear: msg`Равномерность износа шин`,
  seats: msg`Сиденья и обивка`,
  dashboard: msg`Панель приборов`,
  air_conditioning: msg`Кондиционер`,
  heater: msg`Отопитель`,
  airbags: msg`Подушки безопасности`,
  battery: msg`Аккумулятор`,
  diagnostic_scan: msg`Компьютерная диагностика`,
  exterior_lights: msg`Внешнее освещение`,
  power_windows: msg`Стеклоподъёмники`,
  multimedia: msg`Мультимедиа и камеры`,
  straight_line: msg`Прямолинейное движение`,
  braking: msg`Торможение`,
  acceleration: msg`Разгон`,
  road_noise: msg`Посторонние шумы в движении`,
  steering_play: msg`Люфт руля`,
};

export const STATUS_LABELS: Record<InspectionPointStatus, MessageDescriptor> = {
  ok: msg`В норме`,
  attention: msg`Внимание`,
  defect: msg`Дефект`,
};

export const GRADE_LABELS: Record<InspectionGrade, MessageDescriptor> = {
  excellent: msg`Отличное состояние`,
  good: msg`Хорошее состояние`,
  fair: msg`Требует вложений`,
  poor: msg`Серьёзные дефекты`,
};

/** The API's field codes of an inspection, in the reader's language. */
export const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  grade_required: msg`Выберите общую оценку`,
  points_incomplete: msg`Ответьте на все пункты чек-листа`,
  point_unknown: msg`Такого пункта нет в чек-листе`,
  point_repeated: msg`Пункт указан дважды`,
  microns_required: msg`Укажите толщину покрытия в микронах`,
  microns_out_of_range: msg`Толщина — от 20 до 3000 мкм`,
  note_required: msg`Опишите, что найдено`,
  note_too_long: msg`Не больше 300 символов`,
  summary_too_long: msg`Не больше 1000 символов`,
  mileage_invalid: msg`Пробег — целое число километров`,
  photo_not_found: msg`Фото не найдено — загрузите его заново`,
};
export const UNKNOWN_ERROR = msg`Проверьте значение`;
