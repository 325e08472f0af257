import type { MarketVideoKind } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { bulkInsert } from '../repositories/bulk.js';
import { num } from '../repositories/rows.js';
import { Rng } from './prng.js';

/**
 * Video reviews of the models on sale for development and tests (migration 0022): one to three per model — an
 * overview of trims and prices, a test drive on a Kazakh road, a look round the showroom, off-road for SUVs and
 * crossovers, a winter week in Astana. Titles and descriptions in Russian and Kazakh, lengths and dates as such videos
 * have. No recording exists behind them: every row is `demo`, without a source, and the screens say so. The poster is
 * the model's generated picture in one of its colours.
 */

type Text = { ru: string; kk: string };
interface Template {
  kind: MarketVideoKind;
  /** Minutes, inclusive. */
  minutes: [number, number];
  fits: (body: string) => boolean;
  make: (car: string, rng: Rng, year: number) => { title: Text; summary: Text };
}

const ROUTES: Text[] = [
  { ru: 'по трассе Алматы — Капшагай', kk: 'Алматы — Қапшағай тасжолында' },
  { ru: 'по трассе Астана — Бурабай', kk: 'Астана — Бурабай тасжолында' },
  { ru: 'по улицам Шымкента', kk: 'Шымкент көшелерінде' },
  { ru: 'по Алматы в час пик', kk: 'Алматыда қарбалас уақытта' },
  { ru: 'по трассе Караганда — Балхаш', kk: 'Қарағанды — Балқаш тасжолында' },
];
const SHOWROOMS: Text[] = [
  { ru: 'в Алматы', kk: 'Алматыдағы' },
  { ru: 'в Астане', kk: 'Астанадағы' },
  { ru: 'в Шымкенте', kk: 'Шымкенттегі' },
  { ru: 'в Караганде', kk: 'Қарағандыдағы' },
  { ru: 'в Актобе', kk: 'Ақтөбедегі' },
];
const OFFROAD: Text[] = [
  { ru: 'в Чарынском каньоне', kk: 'Шарын шатқалында' },
  { ru: 'на плато Ассы', kk: 'Асы жайлауында' },
  { ru: 'в горах Заилийского Алатау', kk: 'Іле Алатауы тауларында' },
  { ru: 'в степи под Баянаулом', kk: 'Баянауыл маңындағы далада' },
];
const ROUGH = new Set(['suv', 'crossover', 'pickup']);

export const VIDEO_TEMPLATES: readonly Template[] = [
  {
    kind: 'review',
    minutes: [8, 22],
    fits: () => true,
    make: (car, _rng, year) => ({
      title: { ru: `${car} ${year}: обзор комплектаций и цен в Казахстане`, kk: `${car} ${year}: Қазақстандағы жинақтамалары мен бағаларына шолу` },
      summary: {
        ru: `Разбираем комплектации ${car}, цены официальных дилеров, гарантию и стоимость владения в Казахстане.`,
        kk: `${car} жинақтамаларын, ресми дилерлердің бағаларын, кепілдікті және Қазақстанда ұстау құнын талдаймыз.`,
      },
    }),
  },
  {
    kind: 'test_drive',
    minutes: [10, 28],
    fits: () => true,
    make: (car, rng) => {
      const route = rng.pick(ROUTES);
      return {
        title: { ru: `Тест-драйв ${car} ${route.ru}`, kk: `${car} тест-драйвы ${route.kk}` },
        summary: {
          ru: `Едем ${route.ru}: разгон, шумоизоляция, подвеска на неровностях и реальный расход.`,
          kk: `${route.kk} жүреміз: екпін, шу оқшаулау, кедір-бұдыр жолдағы аспа және нақты шығын.`,
        },
      };
    },
  },
  {
    kind: 'walkaround',
    minutes: [4, 9],
    fits: () => true,
    make: (car, rng) => {
      const city = rng.pick(SHOWROOMS);
      return {
        title: { ru: `${car}: салон, багажник и оснащение — обзор в шоуруме ${city.ru}`, kk: `${car}: салоны, жүксалғышы және жабдықталуы — ${city.kk} шоурумнан шолу` },
        summary: {
          ru: `Смотрим ${car} вживую: посадка спереди и сзади, объём багажника, мультимедиа и отличия комплектаций.`,
          kk: `${car} көлігін жақыннан көреміз: алдыңғы және артқы орындар, жүксалғыш көлемі, мультимедиа және жинақтамалардың айырмашылықтары.`,
        },
      };
    },
  },
  {
    kind: 'offroad',
    minutes: [12, 25],
    fits: (body) => ROUGH.has(body),
    make: (car, rng) => {
      const place = rng.pick(OFFROAD);
      return {
        title: { ru: `${car} на бездорожье ${place.ru}`, kk: `${car} ${place.kk}: жолсыз жердегі сынақ` },
        summary: {
          ru: 'Проверяем дорожный просвет, привод и защиту днища на грунте, камнях и крутых подъёмах.',
          kk: 'Топырақта, тастарда және тік өрлерде жол саңылауын, жетекті және түп қорғанысын тексереміз.',
        },
      };
    },
  },
  {
    kind: 'winter',
    minutes: [9, 18],
    fits: () => true,
    make: (car) => ({
      title: { ru: `${car} зимой в Астане: запуск в −30 °C, прогрев и расход`, kk: `${car} Астанада қыста: −30 °C-та от алу, қыздыру және шығын` },
      summary: {
        ru: `Неделя с ${car} в морозы: как заводится утром, как быстро греется салон, расход и запас хода зимой.`,
        kk: `${car} көлігімен аязды бір апта: таңертең қалай от алады, салон қаншалықты тез жылиды, қыстағы шығын мен жүріс қоры.`,
      },
    }),
  },
];

const DAY = 86_400_000;

/** Seeds the videos of every model on sale (the market's models and colours in place); returns how many. */
export async function seedMarketVideos(tx: Queryable, opts: { seed?: number; now?: Date } = {}): Promise<number> {
  const rng = new Rng(opts.seed ?? 20261126);
  const now = opts.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const models = await tx.query<{ id: number; brand: string; model: string; body: string; year_from: number; colours: number[] | null }>(
    `select mm.model_id as id, b.name as brand, m.name as model, mm.body, mm.year_from,
       (select array_agg(c.id order by c.sort_order, c.id) from market_colors c where c.model_id = mm.model_id) as colours
     from market_models mm join models m on m.id = mm.model_id join brands b on b.id = m.brand_id
     order by mm.sort_order, mm.model_id`,
  );
  const rows: unknown[][] = [];
  for (const m of models) {
    const car = `${m.brand} ${m.model}`;
    const fitting = VIDEO_TEMPLATES.filter((t) => t.fits(m.body));
    const count = Math.min(fitting.length, rng.weighted([1, 2, 3], [30, 45, 25]));
    const picked: Template[] = [];
    while (picked.length < count) {
      const t = rng.pick(fitting);
      if (!picked.includes(t)) picked.push(t);
    }
    // Not before the model went on sale here, nor more than two years back.
    const earliest = Math.max(Date.UTC(num(m.year_from), 0, 15), today - 730 * DAY);
    const span = Math.max(1, Math.floor((today - DAY - earliest) / DAY));
    const colours = m.colours ?? [];
    for (const t of picked) {
      const { title, summary } = t.make(car, rng, now.getUTCFullYear());
      const seconds = rng.int(t.minutes[0] * 60, t.minutes[1] * 60);
      const colour = colours.length ? colours[rng.int(0, Math.min(colours.length, 4) - 1)] : 0;
      rows.push([
        num(m.id), t.kind, title.ru, title.kk, summary.ru, summary.kk, rng.chance(0.3) ? 'kk' : 'ru', seconds,
        `/media/market/${num(m.id)}-${num(colour)}.svg`, true,
        new Date(today - DAY - rng.int(0, span) * DAY).toISOString().slice(0, 10),
      ]);
    }
  }
  await bulkInsert(
    tx,
    'market_videos',
    [
      'model_id:int', 'kind:text', 'title_ru:text', 'title_kk:text', 'summary_ru:text', 'summary_kk:text', 'language:text',
      'duration_s:int', 'poster:text', 'demo:boolean', 'published_on:date',
    ].map((spec) => {
      const [name, type] = spec.split(':');
      return { name: name!, type: type! };
    }),
    rows,
  );
  return rows.length;
}
