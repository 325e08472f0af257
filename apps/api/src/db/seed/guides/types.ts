/** One language version of a seeded article or page, in Markdown. */
export interface TextSeed {
  title: string;
  description: string;
  tags?: string[];
  /** The label of the link to the related cars. */
  carsLabel?: string;
  body: string;
}

export interface GuideSeed {
  slug: string;
  category: CategorySlug;
  /** Related cars: a `/cars…` filter address. */
  cars?: string;
  ru?: TextSeed;
  kk?: TextSeed;
}

export const GUIDE_CATEGORIES = [
  {
    slug: 'pokupka',
    ru: { name: 'Покупка', description: 'Как выбрать автомобиль с пробегом, проверить его и не стать жертвой мошенников.' },
    kk: { name: 'Сатып алу', description: 'Жүрілген көлікті қалай таңдау, тексеру және алаяқтарға алданбау керек.' },
  },
  {
    slug: 'dokumenty',
    ru: { name: 'Регистрация и документы', description: 'Постановка на учёт в спецЦОН, переоформление, доверенности и госномера.' },
    kk: { name: 'Тіркеу және құжаттар', description: 'Арнайы ХҚКО-да есепке қою, қайта рәсімдеу, сенімхаттар мен мемлекеттік нөмірлер.' },
  },
  {
    slug: 'vvoz',
    ru: { name: 'Ввоз и растаможка', description: 'Ввоз автомобиля из-за рубежа: таможенное оформление, утильсбор, первичная регистрация.' },
    kk: { name: 'Әкелу және кедендік ресімдеу', description: 'Шетелден көлік әкелу: кедендік ресімдеу, кәдеге жарату алымы, алғашқы тіркеу.' },
  },
  {
    slug: 'strahovanie',
    ru: { name: 'Страхование', description: 'ОГПО, КАСКО и что делать при ДТП.' },
    kk: { name: 'Сақтандыру', description: 'Міндетті сақтандыру (ОГПО), КАСКО және жол-көлік оқиғасы кезінде не істеу керек.' },
  },
  {
    slug: 'nalogi-i-shtrafy',
    ru: { name: 'Налоги и штрафы', description: 'Налог на транспорт, штрафы, техосмотр и сроки платежей.' },
    kk: { name: 'Салықтар мен айыппұлдар', description: 'Көлік салығы, айыппұлдар, техникалық байқау және төлем мерзімдері.' },
  },
  {
    slug: 'ekspluataciya',
    ru: { name: 'Эксплуатация', description: 'Зима и лето, шины, обслуживание и экономия на дороге.' },
    kk: { name: 'Пайдалану', description: 'Қыс пен жаз, шиналар, қызмет көрсету және жолда үнемдеу.' },
  },
  {
    slug: 'prodazha',
    ru: { name: 'Продажа', description: 'Как подготовить автомобиль к продаже, оценить его и безопасно получить деньги.' },
    kk: { name: 'Сату', description: 'Көлікті сатуға қалай дайындау, бағалау және ақшаны қауіпсіз алу.' },
  },
  {
    slug: 'kredit',
    ru: { name: 'Кредит и финансы', description: 'Автокредит, ГЭСВ, первоначальный взнос и досрочное погашение.' },
    kk: { name: 'Несие және қаржы', description: 'Автонесие, ЖТСМ, бастапқы жарна және мерзімінен бұрын өтеу.' },
  },
] as const;

export type CategorySlug = (typeof GUIDE_CATEGORIES)[number]['slug'];
