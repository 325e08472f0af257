/**
 * The local provider's answers: templates in the user's language (Russian or Kazakh) filled with what the tools found.
 * Names of cars come from the catalogue, figures from the announcements; no car is named that is not in the cards.
 */
import type {
  AssistantCredit,
  AssistantFilters,
  AssistantModelFacts,
  AssistantSuggestion,
  PriceStats,
} from '@jolda/contracts';
import type { Lexicon } from './lexicon.js';
import { AUTOMATIC } from './vocabulary.js';

export type Locale = 'ru' | 'kk';

// ---------------------------------------------------------------------------------------------------------------
// Numbers

const NBSP = '\u00a0';
const group = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
const decimal = (n: number, digits = 1) => {
  const s = n.toFixed(digits).replace(/\.?0+$/, '');
  return s.replace('.', ',');
};

/** `12,4 млн ₸`, `850 тыс. ₸` (`850 мың ₸`), `186 000 ₸` */
export function money(n: number, locale: Locale): string {
  if (n >= 1_000_000) return `${decimal(n / 1_000_000, n >= 100_000_000 ? 0 : 1)}${NBSP}млн${NBSP}₸`;
  if (n >= 100_000) return `${group(Math.round(n / 1000))}${NBSP}${locale === 'kk' ? 'мың' : 'тыс.'}${NBSP}₸`;
  return `${group(n)}${NBSP}₸`;
}
/** An exact sum: `186 000 ₸` */
export const tenge = (n: number) => `${group(n)}${NBSP}₸`;
const km = (n: number, locale: Locale) =>
  n >= 1000 ? `${group(Math.round(n / 1000))}${NBSP}${locale === 'kk' ? 'мың' : 'тыс.'}${NBSP}км` : `${group(n)}${NBSP}км`;

/** Russian plural: 1 объявление, 2 объявления, 5 объявлений. */
export function plural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}
const ads = (n: number, locale: Locale) =>
  locale === 'kk' ? `${group(n)} хабарландыру` : `${group(n)} ${plural(n, 'объявление', 'объявления', 'объявлений')}`;

// ---------------------------------------------------------------------------------------------------------------
// What a filter says, as a short list

const LABELS: Record<Locale, Record<string, Record<string, string>>> = {
  ru: {
    body: { sedan: 'седан', suv: 'внедорожник', crossover: 'кроссовер', hatchback: 'хэтчбек', liftback: 'лифтбек', wagon: 'универсал', minivan: 'минивэн', pickup: 'пикап', coupe: 'купе', convertible: 'кабриолет', van: 'фургон' },
    fuel: { petrol: 'бензин', diesel: 'дизель', gas_petrol: 'газ-бензин', gas: 'газ', hybrid: 'гибрид', electric: 'электро' },
    transmission: { manual: 'механика', automatic: 'автомат', tiptronic: 'типтроник', cvt: 'вариатор', robot: 'робот' },
    drive: { fwd: 'передний привод', rwd: 'задний привод', awd: 'полный привод' },
    color: { white: 'белый', black: 'чёрный', silver: 'серебристый', grey: 'серый', blue: 'синий', red: 'красный', brown: 'коричневый', beige: 'бежевый', green: 'зелёный', yellow: 'жёлтый', orange: 'оранжевый', gold: 'золотистый', purple: 'фиолетовый', cherry: 'вишнёвый' },
    condition: { new: 'новые', used: 'с пробегом', damaged: 'битые' },
    steering: { right: 'правый руль', left: 'левый руль' },
    sellerType: { private: 'от собственника', dealer: 'от дилера' },
    sort: { cheapest: 'сначала дешёвые', expensive: 'сначала дорогие', year_desc: 'сначала новые по году', mileage_asc: 'сначала с меньшим пробегом', newest: 'сначала свежие объявления' },
  },
  kk: {
    body: { sedan: 'седан', suv: 'жол талғамайтын', crossover: 'кроссовер', hatchback: 'хэтчбек', liftback: 'лифтбек', wagon: 'универсал', minivan: 'минивэн', pickup: 'пикап', coupe: 'купе', convertible: 'кабриолет', van: 'фургон' },
    fuel: { petrol: 'бензин', diesel: 'дизель', gas_petrol: 'газ-бензин', gas: 'газ', hybrid: 'гибрид', electric: 'электр' },
    transmission: { manual: 'механика', automatic: 'автомат', tiptronic: 'типтроник', cvt: 'вариатор', robot: 'робот' },
    drive: { fwd: 'алдыңғы жетек', rwd: 'артқы жетек', awd: 'толық жетек' },
    color: { white: 'ақ', black: 'қара', silver: 'күміс түсті', grey: 'сұр', blue: 'көк', red: 'қызыл', brown: 'қоңыр', beige: 'беж', green: 'жасыл', yellow: 'сары', orange: 'қызғылт сары', gold: 'алтын түсті', purple: 'күлгін', cherry: 'шие түсті' },
    condition: { new: 'жаңа', used: 'жүрген', damaged: 'апатты' },
    steering: { right: 'оң рөл', left: 'сол рөл' },
    sellerType: { private: 'иесінен', dealer: 'дилерден' },
    sort: { cheapest: 'алдымен арзандары', expensive: 'алдымен қымбаттары', year_desc: 'алдымен жаңа жылғылары', mileage_asc: 'алдымен жүрісі азы', newest: 'алдымен жаңа хабарландырулар' },
  },
};

/** The car a filter names: `Toyota Camry XV70`, `Chevrolet / Daewoo Nexia`, `Toyota`. */
export function carName(lex: Lexicon, f: AssistantFilters): string {
  const brands = (f.brand ?? []).map((b) => lex.brands.get(b)?.name ?? b);
  if (!brands.length) return '';
  if (!f.model) return brands.join(', ');
  const model = lex.models.get(`${f.brand![0]}/${f.model}`);
  const gen = f.generation ? model?.gens.find((g) => g.slug === f.generation)?.name : undefined;
  return [brands.join(' / '), model?.name ?? f.model, gen].filter(Boolean).join(' ');
}

function range(from: number | undefined, to: number | undefined, fmt: (n: number) => string, locale: Locale, unitAfter = ''): string | null {
  if (from !== undefined && to !== undefined) return from === to ? `${fmt(from)}${unitAfter}` : `${fmt(from)}–${fmt(to)}${unitAfter}`;
  if (to !== undefined) return locale === 'kk' ? `${fmt(to)}${unitAfter} дейін` : `до ${fmt(to)}${unitAfter}`;
  if (from !== undefined) return locale === 'kk' ? `${fmt(from)}${unitAfter} бастап` : `от ${fmt(from)}${unitAfter}`;
  return null;
}

/** The filter as a short list: `Toyota Camry · Алматы · до 12 млн ₸ · автомат`. */
export function describe(lex: Lexicon, f: AssistantFilters, locale: Locale): string {
  const L = LABELS[locale];
  const parts: string[] = [];
  const car = carName(lex, f);
  if (car) parts.push(car);
  if (f.city) parts.push(lex.cityNames.get(f.city)?.[locale] ?? f.city);
  if (f.region) parts.push(lex.regionNames.get(f.region)?.[locale] ?? f.region);
  for (const key of ['body'] as const) if (f[key]?.length) parts.push(f[key]!.map((v) => L[key]![v] ?? v).join(', '));
  const year = range(f.yearFrom, f.yearTo, String, locale, locale === 'kk' ? ' ж.' : ' г.');
  if (year) parts.push(year);
  const price = range(f.priceFrom, f.priceTo, (n) => money(n, locale), locale);
  if (price) parts.push(price);
  const mileage = range(f.mileageFrom, f.mileageTo, (n) => km(n, locale), locale);
  if (mileage) parts.push(locale === 'kk' ? `жүрісі ${mileage}` : `пробег ${mileage}`);
  const engine = range(f.engineFrom, f.engineTo, (n) => decimal(n), locale, `${NBSP}л`);
  if (engine) parts.push(engine);
  if (f.transmission?.length) {
    const auto = AUTOMATIC.every((t) => f.transmission!.includes(t)) && f.transmission.length === AUTOMATIC.length;
    parts.push(auto ? L['transmission']!['automatic']! : f.transmission.map((v) => L['transmission']![v] ?? v).join(', '));
  }
  for (const key of ['fuel', 'drive', 'color', 'condition'] as const)
    if (f[key]?.length) parts.push((f[key] as string[]).map((v) => L[key]![v] ?? v).join(', '));
  if (f.steering) parts.push(L['steering']![f.steering]!);
  if (f.customsCleared !== undefined)
    parts.push(
      locale === 'kk'
        ? f.customsCleared ? 'растаможкадан өткен' : 'растаможкадан өтпеген'
        : f.customsCleared ? 'растаможен' : 'не растаможен',
    );
  if (f.sellerType) parts.push(L['sellerType']![f.sellerType]!);
  if (f.exchange) parts.push(locale === 'kk' ? 'айырбас' : 'обмен');
  if (f.credit) parts.push(locale === 'kk' ? 'несиеге' : 'в кредит');
  if (f.withPhotos) parts.push(locale === 'kk' ? 'суретпен' : 'с фото');
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

export function searchText(lex: Lexicon, f: AssistantFilters, total: number, shown: number, locale: Locale): string {
  const desc = describe(lex, f, locale);
  const sort = f.sort ? LABELS[locale]['sort']![f.sort] : null;
  if (locale === 'kk') {
    if (!total) return desc ? `«${desc}» бойынша қазір хабарландыру жоқ.` : 'Қазір хабарландыру жоқ.';
    const head = desc ? `${desc}: ${ads(total, locale)} таптым.` : `${ads(total, locale)} таптым.`;
    return `${head}${sort ? ` ${capital(sort)}.` : ''} ${shown < total ? `Алғашқы ${shown}:` : 'Міне:'}`;
  }
  if (!total) return desc ? `По запросу «${desc}» объявлений сейчас нет.` : 'Объявлений сейчас нет.';
  const head = desc ? `Нашёл ${ads(total, locale)}: ${desc}.` : `Нашёл ${ads(total, locale)}.`;
  return `${head}${sort ? ` ${capital(sort)}.` : ''} ${shown < total ? `Вот первые ${shown}:` : 'Вот они:'}`;
}

/** What would be found without one of the conditions, for an empty answer. */
export function relaxText(lex: Lexicon, options: Array<{ without: string; total: number }>, locale: Locale): string {
  if (!options.length)
    return locale === 'kk'
      ? 'Шарттарды азайтып көріңіз немесе басқа модельді жазыңыз.'
      : 'Попробуйте убрать часть условий или назвать другую модель.';
  const list = options.map((o) => (locale === 'kk' ? `«${o.without}» шартынсыз — ${ads(o.total, locale)}` : `без условия «${o.without}» — ${ads(o.total, locale)}`));
  return locale === 'kk' ? `${capital(list.join(', '))}.` : `Нашлось бы ${list.join(', ')}.`;
}

export function statsText(lex: Lexicon, f: AssistantFilters, s: PriceStats, locale: Locale): string {
  const subject = describe(lex, { ...f, sort: undefined }, locale) || (locale === 'kk' ? 'Барлық көліктер' : 'Все машины');
  if (s.count === 0)
    return locale === 'kk'
      ? `${subject}: қазір хабарландыру жоқ, бағаны бағалауға дерек жоқ.`
      : `${subject}: таких объявлений сейчас нет, оценить цену не по чему.`;
  if (s.count < 3 || s.median === null)
    return locale === 'kk'
      ? `${subject}: хабарландыру тым аз (${s.count}), баға туралы қорытынды жасауға болмайды. Міне, олар:`
      : `${subject}: объявлений слишком мало (${s.count}), чтобы судить о цене. Вот они:`;
  const extra = [
    s.medianYear ? (locale === 'kk' ? `әдетте ${s.medianYear} ж.` : `обычно ${s.medianYear} г.`) : null,
    s.medianMileage !== null ? (locale === 'kk' ? `жүрісі шамамен ${km(s.medianMileage, locale)}` : `пробег около ${km(s.medianMileage, locale)}`) : null,
  ].filter(Boolean);
  return locale === 'kk'
    ? `${subject}: медиана баға — ${money(s.median, locale)}, көліктердің жартысы ${money(s.q1!, locale)}–${money(s.q3!, locale)} аралығында (Jolda-дағы ${ads(s.count, locale)} бойынша; ${extra.join(', ')}).`
    : `${subject}: медианная цена — ${money(s.median, locale)}, половина машин стоит от ${money(s.q1!, locale)} до ${money(s.q3!, locale)} (по ${group(s.count)} ${plural(s.count, 'объявлению', 'объявлениям', 'объявлениям')} на Jolda; ${extra.join(', ')}).`;
}

export function compareText(lex: Lexicon, items: [AssistantModelFacts, AssistantModelFacts], shared: AssistantFilters, locale: Locale): string {
  const where = describe(lex, { ...shared, brand: undefined, model: undefined, generation: undefined, sort: undefined }, locale);
  const line = (x: AssistantModelFacts) => {
    const name = `${x.brand.name} ${x.model.name}`;
    const s = x.stats;
    if (!s.count || s.median === null) return locale === 'kk' ? `${name}: хабарландыру жоқ.` : `${name}: объявлений нет.`;
    const auto = x.automaticShare !== null ? Math.round(x.automaticShare * 100) : null;
    return locale === 'kk'
      ? `${name}: медиана ${money(s.median, locale)} (${money(s.q1!, locale)}–${money(s.q3!, locale)}), ${ads(s.count, locale)}${s.medianYear ? `, әдетте ${s.medianYear} ж.` : ''}${s.medianMileage !== null ? `, жүрісі ~${km(s.medianMileage, locale)}` : ''}${auto !== null ? `, ${auto} % автомат` : ''}.`
      : `${name}: медиана ${money(s.median, locale)} (${money(s.q1!, locale)}–${money(s.q3!, locale)}), ${ads(s.count, locale)}${s.medianYear ? `, обычно ${s.medianYear} г.` : ''}${s.medianMileage !== null ? `, пробег ~${km(s.medianMileage, locale)}` : ''}${auto !== null ? `, ${auto} % с автоматом` : ''}.`;
  };
  const [a, b] = items;
  const head = locale === 'kk' ? `Jolda хабарландырулары бойынша${where ? ` (${where})` : ''}:` : `По объявлениям Jolda${where ? ` (${where})` : ''}:`;
  let tail = '';
  if (a.stats.median && b.stats.median) {
    const [dear, cheap] = a.stats.median >= b.stats.median ? [a, b] : [b, a];
    const diff = dear.stats.median! - cheap.stats.median!;
    const pct = Math.round((diff / cheap.stats.median!) * 100);
    tail =
      locale === 'kk'
        ? ` ${dear.model.name} медианасы ${money(diff, locale)} қымбат (${pct} %).`
        : ` ${dear.model.name} по медиане дороже на ${money(diff, locale)} (${pct} %).`;
  }
  return `${head}\n${line(a)}\n${line(b)}${tail}`;
}

export function creditText(c: AssistantCredit, from: { model: string; median: number } | null, locale: Locale): string {
  const pct = Math.round((c.downPayment / c.price) * 100);
  const base = from
    ? locale === 'kk'
      ? `Jolda-дағы ${from.model} медиана бағасы — ${money(from.median, locale)}. `
      : `Медианная цена ${from.model} на Jolda — ${money(from.median, locale)}. `
    : '';
  return locale === 'kk'
    ? `${base}Jolda калькуляторы бойынша мысал: бағасы ${money(c.price, locale)}, бастапқы жарна ${money(c.downPayment, locale)} (${pct} %), ${c.months} ай, жылдық ${decimal(c.annualRate)} % (ЖТСМ ${decimal(c.effectiveRate)} %) — айына ${tenge(c.monthlyPayment)}, артық төлем ${money(c.overpayment, locale)}. Бұл банк ұсынысы емес, шамамен есеп.`
    : `${base}Пример по калькулятору Jolda: цена ${money(c.price, locale)}, первоначальный взнос ${money(c.downPayment, locale)} (${pct} %), ${c.months} мес., ставка ${decimal(c.annualRate)} % годовых (ГЭСВ ${decimal(c.effectiveRate)} %) — платёж ${tenge(c.monthlyPayment)} в месяц, переплата ${money(c.overpayment, locale)}. Это оценка, не предложение банка.`;
}

export function creditNeedsPrice(locale: Locale): string {
  return locale === 'kk'
    ? 'Көліктің бағасын немесе моделін жазыңыз, мысалы: «10 миллионға 5 жылға несие алсам айына қанша?».'
    : 'Назовите цену или модель, например: «какой платёж за 10 млн на 5 лет?».';
}

export function helpText(locale: Locale): string {
  return locale === 'kk'
    ? 'Мен Jolda хабарландыруларынан көлік табуға көмектесемін. Өзіңіз сөйлегендей жазыңыз: маркасы мен моделі, қала, бюджет, жылы, қорабы — мысалы, «Алматыда 10 миллионға дейін кроссовер». Модельдің бағасын көрсетіп, екі модельді салыстырып, несие төлемін есептеп, терминді түсіндіре аламын.'
    : 'Я помогаю найти машину среди объявлений Jolda. Пишите, как говорите: марку и модель, город, бюджет, год, коробку — например, «камри до 12 млн в Алматы». Ещё могу показать цены на модель, сравнить две модели, посчитать платёж по кредиту и объяснить термин.';
}

export function resetText(locale: Locale): string {
  return locale === 'kk' ? 'Басынан бастайық. Қандай көлік іздейсіз?' : 'Начнём сначала. Какую машину ищете?';
}

export function notUnderstoodText(locale: Locale): string {
  return locale === 'kk'
    ? 'Нені іздеу керегін түсінбедім. Маркасын, моделін, қаланы немесе бюджетті жазыңыз — мысалы, «Алматыда 10 миллионға дейін кроссовер».'
    : 'Не понял, что искать. Напишите марку, модель, город или бюджет — например, «камри до 12 млн в Алматы».';
}

/** Before the guide's articles an answer found for a question the search cannot answer. */
export function guidesFoundText(locale: Locale): string {
  return locale === 'kk'
    ? 'Бұл сұрақ бойынша Jolda гидінде мақалалар бар:'
    : 'Об этом есть статьи в гиде Jolda:';
}

export function termMissingText(locale: Locale): string {
  return locale === 'kk'
    ? 'Бұл терминді әлі білмеймін. Растаможка, ЖТСМ, вариатор, толық жетек туралы сұраңыз.'
    : 'Этого термина я пока не знаю. Спросите про растаможку, ГЭСВ, вариатор, полный привод.';
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------------------------
// Suggestions: follow-ups the interpreter reads, in the user's language

const s = (label: string, text = label): AssistantSuggestion => ({ label, text });

export function searchSuggestions(lex: Lexicon, f: AssistantFilters, total: number, locale: Locale): AssistantSuggestion[] {
  const kk = locale === 'kk';
  const out: AssistantSuggestion[] = [];
  if (total > 1 && f.sort !== 'cheapest') out.push(s(kk ? 'Арзанырақ' : 'Подешевле', kk ? 'арзанырақ бар ма?' : 'а подешевле?'));
  if (!f.transmission && total > 0) out.push(s(kk ? 'Тек автомат' : 'Только автомат', kk ? 'тек автомат' : 'только автомат'));
  const other = f.city === 'astana' ? 'almaty' : 'astana';
  const otherName = lex.cityNames.get(other);
  if (otherName)
    out.push(
      f.city || f.region
        ? s(kk ? `Ал ${otherName.kk}да ше?` : `А в ${other === 'astana' ? 'Астане' : 'Алматы'}?`)
        : s(kk ? `${otherName.kk}да` : `в ${other === 'astana' ? 'Астане' : 'Алматы'}`),
    );
  if (total === 0 && (f.city || f.region)) out.unshift(s(kk ? 'Қазақстан бойынша' : 'По всему Казахстану', kk ? 'Қазақстан бойынша' : 'а по всему Казахстану?'));
  if (f.model && f.brand?.length === 1) {
    const name = lex.models.get(`${f.brand[0]}/${f.model}`)?.name ?? f.model;
    out.push(s(kk ? `${name} қанша тұрады?` : `Сколько стоит ${name}?`));
  }
  out.push(s(kk ? 'Басынан бастау' : 'Сбросить', kk ? 'басынан бастау' : 'сбросить'));
  return out.slice(0, 5);
}

export function statsSuggestions(locale: Locale): AssistantSuggestion[] {
  return locale === 'kk'
    ? [s('Хабарландыруларды көрсет', 'хабарландыруларды көрсет'), s('Несиемен айына қанша?', 'несиеге алсам айына қанша?'), s('Басынан бастау', 'басынан бастау')]
    : [s('Показать объявления', 'покажи объявления'), s('Платёж в кредит', 'какой платёж в кредит?'), s('Сбросить', 'сбросить')];
}

export function creditSuggestions(locale: Locale): AssistantSuggestion[] {
  return locale === 'kk'
    ? [s('3 жылға', 'ал 3 жылға ше?'), s('Жарна 50 %', 'бастапқы жарна 50%'), s('ЖТСМ деген не?'), s('Басынан бастау', 'басынан бастау')]
    : [s('На 3 года', 'а на 3 года?'), s('Взнос 50 %', 'первый взнос 50%'), s('Что такое ГЭСВ?'), s('Сбросить', 'сбросить')];
}

export function compareSuggestions(items: [AssistantModelFacts, AssistantModelFacts], locale: Locale): AssistantSuggestion[] {
  return items.map((x) =>
    locale === 'kk'
      ? s(`${x.model.name} хабарландырулары`, `${x.brand.name} ${x.model.name} көрсет`)
      : s(`Объявления ${x.model.name}`, `покажи ${x.brand.name} ${x.model.name}`),
  );
}

export function startSuggestions(locale: Locale): AssistantSuggestion[] {
  return locale === 'kk'
    ? [
        s('Алматыда 10 миллионға дейін кроссовер'),
        s('Камри 70 қанша тұрады?'),
        s('Туссан мен Спортейджді салыстыр'),
        s('Растаможка деген не?'),
      ]
    : [s('камри до 12 млн в Алматы'), s('сколько стоит прадо 150?'), s('сравни туссан и спортейдж'), s('что такое ГЭСВ?')];
}
