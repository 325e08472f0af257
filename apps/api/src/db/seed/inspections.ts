import { INSPECTION_POINTS, PAINT_RULE, isPaintPoint, paintStatus, type InspectionGrade, type InspectionPointStatus } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { Rng } from './prng.js';

const DAY = 86_400_000;

export interface InspectionSeedStats {
  inspectors: number;
  inspections: number;
  points: number;
  /** Points with a generated photo. */
  photos: number;
}

/** Jolda's inspectors of the seed (staff numbers +7 700 000 02 0X; the first signs in as the demo inspector). */
export const SEED_INSPECTORS = [
  { phone: '+77000000201', name: 'Ержан Сейтказин' },
  { phone: '+77000000202', name: 'Данияр Ахметов' },
  { phone: '+77000000203', name: 'Марат Нурланов' },
] as const;

/**
 * Points the seed's inspectors photograph (a generated SVG close-up, lib/inspection-svg.ts): every finding, and these
 * three on every car (migration 0038 applies the same rule to databases seeded before it).
 */
export const SEED_PHOTO_POINTS = new Set(['hood', 'tyre_tread', 'engine_noise']);

/** What an inspector writes for a point that is not ok: [attention, defect]. */
const NOTES: Record<string, [string, string]> = {
  hood: ['Капот перекрашен, следов шпатлёвки нет', 'Капот со шпатлёвкой: был ремонт после удара'],
  roof: ['Крыша окрашивалась локально', 'Крыша рихтовалась, слой шпатлёвки'],
  fender_fl: ['Левое переднее крыло перекрашено', 'Левое переднее крыло: шпатлёвка по кромке'],
  fender_fr: ['Правое переднее крыло перекрашено', 'Правое переднее крыло: шпатлёвка, ремонт после ДТП'],
  door_fl: ['Передняя левая дверь перекрашена', 'Передняя левая дверь: толстый слой шпатлёвки'],
  door_fr: ['Передняя правая дверь перекрашена', 'Передняя правая дверь: шпатлёвка'],
  door_rl: ['Задняя левая дверь перекрашена', 'Задняя левая дверь: шпатлёвка после вмятины'],
  door_rr: ['Задняя правая дверь перекрашена', 'Задняя правая дверь: шпатлёвка'],
  quarter_rl: ['Заднее левое крыло окрашено', 'Заднее левое крыло: шпатлёвка, возможен удар сзади'],
  quarter_rr: ['Заднее правое крыло окрашено', 'Заднее правое крыло: шпатлёвка'],
  trunk_lid: ['Крышка багажника перекрашена', 'Крышка багажника: шпатлёвка'],
  panel_gaps: ['Зазор капота неравномерный на 2 мм', 'Зазоры дверей разные, геометрия кузова нарушена'],
  corrosion: ['Рыжики по кромкам дверей', 'Сквозная коррозия порогов'],
  windscreen: ['Скол на лобовом стекле вне зоны обзора', 'Трещина лобового стекла в зоне обзора'],
  headlights: ['Фары помутнели', 'Трещина корпуса левой фары'],
  underbody: ['Поверхностная ржавчина днища', 'Следы удара на лонжероне'],
  cold_start: ['Запуск со второй попытки', 'Двигатель троит на холодную'],
  oil_leaks: ['Запотевание клапанной крышки', 'Течь масла из-под прокладки поддона'],
  engine_noise: ['Лёгкий стук гидрокомпенсаторов на холодную', 'Стук в двигателе под нагрузкой'],
  oil_condition: ['Масло тёмное, пора менять', 'Эмульсия на щупе'],
  coolant: ['Уровень антифриза ниже минимума', 'Антифриз уходит, следы под радиатором'],
  drive_belts: ['Трещины на приводном ремне', 'Ремень свистит, натяжитель изношен'],
  exhaust_smoke: ['Сизый дым при перегазовке', 'Постоянный сизый дым: расход масла'],
  engine_mounts: ['Подушка двигателя просела', 'Подушка двигателя порвана, вибрации'],
  gear_shifting: ['Пинок при переключении 1–2', 'Пробуксовка при переключении'],
  gearbox_leaks: ['Запотевание коробки', 'Течь масла коробки передач'],
  clutch: ['Сцепление схватывает высоко', 'Сцепление буксует'],
  drive_shafts: ['Пыльник ШРУСа надорван', 'Хруст ШРУСа в повороте'],
  shock_absorbers: ['Запотевание переднего амортизатора', 'Течь заднего амортизатора'],
  springs: ['Пружина подрезана', 'Пружина лопнула'],
  silent_blocks: ['Трещины сайлентблоков рычагов', 'Сайлентблоки разбиты'],
  ball_joints: ['Небольшой люфт шаровой', 'Люфт шаровой опоры, замена'],
  steering_rack: ['Лёгкий стук рейки на неровностях', 'Течь рулевой рейки'],
  brake_discs: ['Износ дисков, есть бортик', 'Диски ниже минимальной толщины'],
  brake_pads: ['Колодки изношены на 70%', 'Колодки до металла'],
  brake_fluid: ['Тормозная жидкость тёмная', 'Влага в тормозной жидкости выше 3%'],
  tyre_tread: ['Протектор 3–4 мм', 'Протектор меньше 1,6 мм'],
  tyre_wear: ['Неравномерный износ передних шин: нужен развал', 'Грыжа на боковине шины'],
  seats: ['Потёртость водительского сиденья', 'Порвана обивка водительского сиденья'],
  dashboard: ['Скрип панели', 'Трещина на панели приборов'],
  air_conditioning: ['Кондиционер холодит слабо', 'Кондиционер не работает'],
  heater: ['Печка греет слабо на холостых', 'Печка не греет'],
  airbags: ['Подушка пассажира отключена кнопкой', 'Горит ошибка SRS'],
  battery: ['Аккумулятор ослаб, 11,9 В под нагрузкой', 'Аккумулятор не держит заряд'],
  diagnostic_scan: ['Сохранённые ошибки по датчику кислорода', 'Активные ошибки двигателя и ABS'],
  exterior_lights: ['Не горит лампа подсветки номера', 'Не работает стоп-сигнал'],
  power_windows: ['Стеклоподъёмник задней двери медленный', 'Не работает стеклоподъёмник водителя'],
  multimedia: ['Подвисает магнитола', 'Не работает камера заднего вида'],
  straight_line: ['Автомобиль слегка уводит вправо', 'Сильно уводит в сторону'],
  braking: ['Биение в педали при торможении', 'Уводит при торможении'],
  acceleration: ['Провалы при разгоне', 'Двигатель не тянет, ошибка при разгоне'],
  road_noise: ['Гул подшипника ступицы', 'Стук подвески на неровностях'],
  steering_play: ['Небольшой люфт руля', 'Большой люфт руля'],
};

const SUMMARY: Record<InspectionGrade, string[]> = {
  excellent: ['Автомобиль в отличном состоянии, замечаний нет.', 'Ухоженный автомобиль, окрас заводской, техника в порядке.'],
  good: ['Хорошее состояние для своего возраста, мелкие замечания.', 'Техника в порядке, есть мелочи по кузову и расходникам.'],
  fair: ['Требуются вложения: см. отмеченные пункты.', 'Есть следы ремонта кузова и замечания по технике.'],
  poor: ['Серьёзные дефекты: перед покупкой обязательна оценка ремонта.', 'Автомобиль после ДТП, требуется ремонт.'],
};

/** The grade an inspector gives for these answers (the seed's rule; a real inspector chooses). */
function gradeOf(counts: Record<InspectionPointStatus, number>): InspectionGrade {
  if (counts.defect >= 3) return 'poor';
  if (counts.defect >= 1 || counts.attention >= 6) return 'fair';
  if (counts.attention >= 2) return 'good';
  return 'excellent';
}

/**
 * Three inspectors (the `inspector` role) and an inspection of every announcement the seed marked inspected: all 53
 * points, more findings the older the car and the more it ran, paint readings per panel (a repainted or filled panel
 * now and then), notes for every finding, the grade from the findings. Deterministic for a seed.
 */
export async function seedInspections(tx: Queryable, o: { now: number; seed?: number }): Promise<InspectionSeedStats> {
  const rng = new Rng(o.seed ?? 20261127);
  const inspectors: Array<{ id: number; name: string }> = [];
  for (const p of SEED_INSPECTORS) {
    await tx.query(`insert into users (phone, name, city_id) values ($1, $2, (select min(id) from cities)) on conflict (phone) where deleted_at is null do nothing`, [
      p.phone,
      p.name,
    ]);
    const [u] = await tx.query<{ id: number | string }>('select id from users where phone = $1 and deleted_at is null', [p.phone]);
    await tx.query(`insert into user_roles (user_id, role) values ($1, 'inspector') on conflict do nothing`, [u!.id]);
    inspectors.push({ id: Number(u!.id), name: p.name });
  }
  const cars = await tx.query<{ id: number | string; year: number; mileage: number; published_at: string | Date }>(
    `select id, year, mileage, published_at from announcements where inspected order by id`,
  );
  const year = new Date(o.now).getUTCFullYear();
  const heads: unknown[][] = [];
  const points: Array<[number, number, string, string, string | null, number | null, boolean]> = [];
  for (const car of cars) {
    const id = Number(car.id);
    const age = Math.max(0, year - Number(car.year));
    const wear = Math.min(0.45, 0.02 + age * 0.018 + Number(car.mileage) / 1_500_000);
    const accident = rng.chance(Math.min(0.35, 0.05 + age * 0.02));
    const counts = { ok: 0, attention: 0, defect: 0 };
    INSPECTION_POINTS.forEach((p, position) => {
      let status: InspectionPointStatus;
      let microns: number | null = null;
      if (isPaintPoint(p.code)) {
        const r = rng.next();
        microns =
          accident && r < 0.25
            ? rng.int(PAINT_RULE.repaintMax + 20, 900)
            : r < wear * 0.4
              ? rng.int(PAINT_RULE.factoryMax + 10, PAINT_RULE.repaintMax)
              : rng.int(85, 150);
        status = paintStatus(microns);
      } else {
        const r = rng.next();
        status = r < wear * 0.12 ? 'defect' : r < wear * 0.6 ? 'attention' : 'ok';
      }
      counts[status]++;
      const note = status === 'ok' ? null : NOTES[p.code]![status === 'attention' ? 0 : 1];
      points.push([id, position, p.code, status, note, microns, status !== 'ok' || SEED_PHOTO_POINTS.has(p.code)]);
    });
    const grade = gradeOf(counts);
    const inspector = rng.pick(inspectors);
    const published = new Date(car.published_at).getTime();
    const inspectedAt = Math.min(o.now - DAY / 2, published + rng.int(1, 10) * DAY + rng.int(9, 18) * 3_600_000);
    heads.push([id, inspector.id, inspector.name, grade, rng.pick(SUMMARY[grade]), Math.max(0, Number(car.mileage) - rng.int(0, 300)), new Date(inspectedAt).toISOString()]);
  }
  for (let i = 0; i < heads.length; i += 500) {
    const chunk = heads.slice(i, i + 500);
    await tx.query(
      `insert into inspections (announcement_id, inspector_id, inspector_name, grade, summary, mileage, inspected_at, updated_at)
       select x.a, x.u, x.n, x.g, x.s, x.m, x.t, x.t
       from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[]) as x(a, u, n, g, s, m, t)`,
      [0, 1, 2, 3, 4, 5, 6].map((k) => chunk.map((h) => h[k])),
    );
  }
  for (let i = 0; i < points.length; i += 10_000) {
    const chunk = points.slice(i, i + 10_000);
    await tx.query(
      `insert into inspection_points (announcement_id, position, code, status, note, microns, photo_generated)
       select * from unnest($1::bigint[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::boolean[])`,
      [0, 1, 2, 3, 4, 5, 6].map((k) => chunk.map((p) => p[k])),
    );
  }
  return { inspectors: inspectors.length, inspections: heads.length, points: points.length, photos: points.filter((p) => p[6]).length };
}
