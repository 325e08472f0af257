/** The 20 regions (17 plate codes plus Abai, Zhetysu and Ulytau since 2022) and the cities listings are in. */
export interface RegionSeed {
  id: number;
  slug: string;
  ru: string;
  kk: string;
  plate: string;
}
export interface CitySeed {
  id: number;
  slug: string;
  ru: string;
  kk: string;
  region: number;
  /** Thousands of inhabitants (approximate). */
  pop: number;
  centre?: boolean;
}

export const REGIONS: RegionSeed[] = [
  { id: 1, slug: 'astana', ru: 'Астана', kk: 'Астана', plate: '01' },
  { id: 2, slug: 'almaty', ru: 'Алматы', kk: 'Алматы', plate: '02' },
  { id: 3, slug: 'akmola', ru: 'Акмолинская область', kk: 'Ақмола облысы', plate: '03' },
  { id: 4, slug: 'aktobe', ru: 'Актюбинская область', kk: 'Ақтөбе облысы', plate: '04' },
  { id: 5, slug: 'almaty-region', ru: 'Алматинская область', kk: 'Алматы облысы', plate: '05' },
  { id: 6, slug: 'atyrau', ru: 'Атырауская область', kk: 'Атырау облысы', plate: '06' },
  { id: 7, slug: 'west-kazakhstan', ru: 'Западно-Казахстанская область', kk: 'Батыс Қазақстан облысы', plate: '07' },
  { id: 8, slug: 'zhambyl', ru: 'Жамбылская область', kk: 'Жамбыл облысы', plate: '08' },
  { id: 9, slug: 'karaganda', ru: 'Карагандинская область', kk: 'Қарағанды облысы', plate: '09' },
  { id: 10, slug: 'kostanay', ru: 'Костанайская область', kk: 'Қостанай облысы', plate: '10' },
  { id: 11, slug: 'kyzylorda', ru: 'Кызылординская область', kk: 'Қызылорда облысы', plate: '11' },
  { id: 12, slug: 'mangystau', ru: 'Мангистауская область', kk: 'Маңғыстау облысы', plate: '12' },
  { id: 13, slug: 'turkestan', ru: 'Туркестанская область', kk: 'Түркістан облысы', plate: '13' },
  { id: 14, slug: 'pavlodar', ru: 'Павлодарская область', kk: 'Павлодар облысы', plate: '14' },
  { id: 15, slug: 'north-kazakhstan', ru: 'Северо-Казахстанская область', kk: 'Солтүстік Қазақстан облысы', plate: '15' },
  { id: 16, slug: 'east-kazakhstan', ru: 'Восточно-Казахстанская область', kk: 'Шығыс Қазақстан облысы', plate: '16' },
  { id: 17, slug: 'shymkent', ru: 'Шымкент', kk: 'Шымкент', plate: '17' },
  // Created in June 2022; plate codes 18–20 (check).
  { id: 18, slug: 'abai', ru: 'Абайская область', kk: 'Абай облысы', plate: '18' },
  { id: 19, slug: 'zhetysu', ru: 'Жетысуская область', kk: 'Жетісу облысы', plate: '19' },
  { id: 20, slug: 'ulytau', ru: 'Улытауская область', kk: 'Ұлытау облысы', plate: '20' },
];

/** Ids 1 almaty, 2 astana and 19 shymkent are fixed by the spec (legacy `city_id` links). */
export const CITIES: CitySeed[] = [
  { id: 1, slug: 'almaty', ru: 'Алматы', kk: 'Алматы', region: 2, pop: 2230, centre: true },
  { id: 2, slug: 'astana', ru: 'Астана', kk: 'Астана', region: 1, pop: 1420, centre: true },
  { id: 3, slug: 'karaganda', ru: 'Караганда', kk: 'Қарағанды', region: 9, pop: 500, centre: true },
  { id: 4, slug: 'aktobe', ru: 'Актобе', kk: 'Ақтөбе', region: 4, pop: 580, centre: true },
  { id: 5, slug: 'taraz', ru: 'Тараз', kk: 'Тараз', region: 8, pop: 440, centre: true },
  { id: 6, slug: 'pavlodar', ru: 'Павлодар', kk: 'Павлодар', region: 14, pop: 360, centre: true },
  { id: 7, slug: 'ust-kamenogorsk', ru: 'Усть-Каменогорск', kk: 'Өскемен', region: 16, pop: 340, centre: true },
  { id: 8, slug: 'semey', ru: 'Семей', kk: 'Семей', region: 18, pop: 350, centre: true },
  { id: 9, slug: 'atyrau', ru: 'Атырау', kk: 'Атырау', region: 6, pop: 310, centre: true },
  { id: 10, slug: 'kostanay', ru: 'Костанай', kk: 'Қостанай', region: 10, pop: 260, centre: true },
  { id: 11, slug: 'kyzylorda', ru: 'Кызылорда', kk: 'Қызылорда', region: 11, pop: 320, centre: true },
  { id: 12, slug: 'oral', ru: 'Уральск', kk: 'Орал', region: 7, pop: 330, centre: true },
  { id: 13, slug: 'petropavl', ru: 'Петропавловск', kk: 'Петропавл', region: 15, pop: 220, centre: true },
  { id: 14, slug: 'aktau', ru: 'Актау', kk: 'Ақтау', region: 12, pop: 270, centre: true },
  { id: 15, slug: 'temirtau', ru: 'Темиртау', kk: 'Теміртау', region: 9, pop: 180 },
  { id: 16, slug: 'turkestan', ru: 'Туркестан', kk: 'Түркістан', region: 13, pop: 200, centre: true },
  { id: 17, slug: 'kokshetau', ru: 'Кокшетау', kk: 'Көкшетау', region: 3, pop: 160, centre: true },
  { id: 18, slug: 'taldykorgan', ru: 'Талдыкорган', kk: 'Талдықорған', region: 19, pop: 180, centre: true },
  { id: 19, slug: 'shymkent', ru: 'Шымкент', kk: 'Шымкент', region: 17, pop: 1230, centre: true },
  { id: 20, slug: 'ekibastuz', ru: 'Экибастуз', kk: 'Екібастұз', region: 14, pop: 150 },
  { id: 21, slug: 'zhezkazgan', ru: 'Жезказган', kk: 'Жезқазған', region: 20, pop: 90, centre: true },
  { id: 22, slug: 'konaev', ru: 'Конаев', kk: 'Қонаев', region: 5, pop: 100, centre: true },
  { id: 23, slug: 'rudny', ru: 'Рудный', kk: 'Рудный', region: 10, pop: 110 },
  { id: 24, slug: 'zhanaozen', ru: 'Жанаозен', kk: 'Жаңаөзен', region: 12, pop: 160 },
  { id: 25, slug: 'kaskelen', ru: 'Каскелен', kk: 'Қаскелең', region: 5, pop: 90 },
  { id: 26, slug: 'satpayev', ru: 'Сатпаев', kk: 'Сәтбаев', region: 20, pop: 70 },
  { id: 27, slug: 'kentau', ru: 'Кентау', kk: 'Кентау', region: 13, pop: 75 },
  { id: 28, slug: 'balkhash', ru: 'Балхаш', kk: 'Балқаш', region: 9, pop: 70 },
  { id: 29, slug: 'stepnogorsk', ru: 'Степногорск', kk: 'Степногорск', region: 3, pop: 50 },
  { id: 30, slug: 'zharkent', ru: 'Жаркент', kk: 'Жаркент', region: 19, pop: 45 },
  { id: 31, slug: 'ridder', ru: 'Риддер', kk: 'Риддер', region: 16, pop: 50 },
  { id: 32, slug: 'shchuchinsk', ru: 'Щучинск', kk: 'Щучинск', region: 3, pop: 45 },
  { id: 33, slug: 'aksu', ru: 'Аксу', kk: 'Ақсу', region: 14, pop: 70 },
  { id: 34, slug: 'kulsary', ru: 'Кульсары', kk: 'Құлсары', region: 6, pop: 60 },
];

/** Share of listings per city: the three big cities hold most, the rest follow population. */
export function cityWeight(c: CitySeed): number {
  if (c.id === 1) return 2400;
  if (c.id === 2) return 1500;
  if (c.id === 19) return 850;
  return c.pop;
}
