/**
 * The new-car market's source data: brands officially sold in Kazakhstan in 2025–2026, their models on sale with the
 * engines sold here, trim names, warranties, where each model is made, equipment items, paints, dealers' cities and
 * streets, credit programmes. The generator (`market.ts`) turns it into trims, prices, equipment, colours, dealers and
 * offers with a seeded PRNG.
 *
 * Local assembly (checked against public reports, 2024–2025):
 * - SaryarkaAvtoProm (Allur group), Kostanay: JAC, Kia (since 2020; Sportage and Sorento moved to Kia Qazaqstan),
 *   Chevrolet Onix (CKD since 2023), Jetour, Hongqi, Skoda.
 * - Kia Qazaqstan, Kostanay: opened October 2025 with the Sorento; the Sportage from January 2026.
 * - Hyundai Trans Kazakhstan (Astana Motors), Almaty: Hyundai.
 * - Astana Motors Manufacturing Kazakhstan, Almaty: Chery, Changan and Haval since September 2025.
 * - Ust-Kamenogorsk: Asia Auto assembled Lada (and earlier Kia, Skoda, Chevrolet) until 2022; nothing is assembled
 *   there now, so no model here comes from it.
 * The state's preferential car loan (4 %, a car of at most 15 M ₸, a loan of at most 10 M ₸, up to 7 years, from 0 %
 * down; banks: Halyk, ForteBank, Bank CenterCredit, Eurasian) is for locally assembled cars only.
 *
 * Model line: `{model slug}{flags}|{engine},{engine}…`
 * - flags: `*` a premium model of a mass brand, `@{plant}` assembled at a plant here, `^{CC}` imported from a country
 *   other than the brand's usual one.
 * - engine: `{litres}[d|h]:{hp}:{gearbox}:{drive}` (d diesel, h hybrid) or `e{kWh}:{hp}:{range km}:{drive}` (electric);
 *   gearbox mt (manual), at (automatic), cvt, dct (robotised); drive f, r, a, or fa (front on the lower trims, all-wheel
 *   on the upper ones).
 */

export interface MarketBrandSpec {
  slug: string;
  premium?: boolean;
  /** Where the brand's imported cars come from (ISO 3166 alpha-2). */
  origin: string;
  /** Trim names, cheapest first. */
  tiers: string[];
  /** Years, and km (null: without a mileage limit). */
  warranty: [number, number | null];
  /** How widely its dealers are spread: 3 every large city, 2 the big three and a few, 1 Almaty and Astana. */
  reach: 1 | 2 | 3;
  models: string[];
}

const CN_WARRANTY: [number, number] = [5, 150_000];
const STD_WARRANTY: [number, number] = [3, 100_000];

export const MARKET_BRANDS: MarketBrandSpec[] = [
  { slug: 'toyota', origin: 'JP', tiers: ['Standard', 'Comfort', 'Prestige', 'Luxe'], warranty: STD_WARRANTY, reach: 3, models: [
    'camry|2.0:150:at:f,2.5:200:at:f,2.5h:218:cvt:f',
    'corolla|1.6:122:cvt:f,1.8h:140:cvt:f',
    'rav4|2.0:149:cvt:fa,2.5:199:at:a,2.5h:222:cvt:a',
    'land-cruiser-prado|2.4:282:at:a,2.8d:204:at:a',
    'land-cruiser*|3.5:415:at:a,3.3d:309:at:a',
    'highlander^US|2.4:248:at:a,2.5h:248:cvt:a',
    'hilux^TH|2.7:166:mt:a,2.4d:150:mt:a,2.8d:204:at:a',
    'fortuner^TH|2.7:166:at:a,2.8d:204:at:a',
  ] },
  { slug: 'lexus', premium: true, origin: 'JP', tiers: ['Executive', 'Premium', 'Luxury', 'F Sport'], warranty: [4, 100_000], reach: 1, models: [
    'rx|2.4:279:at:a,2.5h:250:cvt:a',
    'lx|3.5:415:at:a,3.3d:309:at:a',
    'es|2.5:200:at:f,2.5h:218:cvt:f,3.5:249:at:f',
    'gx|2.4:278:at:a,3.5:354:at:a',
    'nx|2.0:150:cvt:fa,2.4:279:at:a,2.5h:243:cvt:a',
  ] },
  { slug: 'hyundai', origin: 'KR', tiers: ['Active', 'Comfort', 'Elegance', 'Prestige'], warranty: STD_WARRANTY, reach: 3, models: [
    'accent@hyundai-trans-kazakhstan|1.4:100:mt:f,1.6:123:at:f',
    'elantra@hyundai-trans-kazakhstan|1.6:128:at:f,2.0:149:at:f',
    'sonata@hyundai-trans-kazakhstan|2.0:150:at:f,2.5:180:at:f',
    'tucson@hyundai-trans-kazakhstan|2.0:150:at:fa,2.5:190:at:a,1.6:180:dct:a,2.0d:186:at:a',
    'santa-fe@hyundai-trans-kazakhstan|2.5:180:at:a,2.2d:199:dct:a',
    'creta@hyundai-trans-kazakhstan|1.6:123:mt:f,1.6:123:at:f,2.0:149:at:a',
    'bayon^TR|1.6:123:at:f',
    'palisade|3.5:249:at:a,2.2d:200:at:a',
    'starex|3.5:272:at:f,2.2d:177:at:a',
    'grandeur|2.5:198:at:f,3.5:300:at:f',
    'porter|2.5d:133:mt:r',
  ] },
  { slug: 'kia', origin: 'KR', tiers: ['Classic', 'Comfort', 'Luxe', 'Prestige', 'GT-Line'], warranty: STD_WARRANTY, reach: 3, models: [
    'rio@saryarka-avtoprom|1.4:100:mt:f,1.6:123:at:f',
    'cerato@saryarka-avtoprom|1.6:128:at:f,2.0:150:at:f',
    'k5@saryarka-avtoprom|2.0:150:at:f,2.5:194:at:f',
    'seltos@saryarka-avtoprom|1.6:123:at:f,2.0:149:cvt:fa',
    'sportage@kia-qazaqstan|2.0:150:at:fa,2.5:190:at:a,1.6:180:dct:a,2.0d:186:at:a',
    'sorento@kia-qazaqstan|2.5:180:at:a,2.5:281:dct:a,2.2d:199:dct:a',
    'carnival|3.5:249:at:f,2.2d:199:at:f',
    'picanto|1.2:84:at:f',
    'soul|1.6:123:at:f,2.0:150:at:f',
    'mohave|3.0d:249:at:a',
  ] },
  { slug: 'chevrolet', origin: 'UZ', tiers: ['LS', 'LT', 'LTZ', 'Premier'], warranty: STD_WARRANTY, reach: 3, models: [
    'cobalt|1.5:106:mt:f,1.5:106:at:f',
    'nexia|1.5:106:mt:f,1.5:106:at:f',
    'onix@saryarka-avtoprom|1.2:110:mt:f,1.2:110:at:f',
    'tracker|1.2:132:at:f,1.2:132:cvt:a',
    'malibu|1.5:163:cvt:f,2.0:250:at:f',
    'captiva^CN|1.5:147:cvt:f',
    'monza^CN|1.5:113:dct:f',
    'equinox^US|1.5:170:at:fa',
    'tahoe*^US|5.3:360:at:a,6.2:426:at:a',
  ] },
  { slug: 'lada', origin: 'RU', tiers: ['Standard', 'Classic', 'Comfort', 'Luxe'], warranty: STD_WARRANTY, reach: 3, models: [
    'granta|1.6:90:mt:f,1.6:98:at:f',
    'vesta|1.6:106:mt:f,1.8:122:cvt:f',
    'niva|1.7:83:mt:a',
    'niva-travel|1.7:80:mt:a',
    'largus|1.6:90:mt:f',
  ] },
  { slug: 'haval', origin: 'CN', tiers: ['Comfort', 'Elite', 'Premium', 'Tech Plus'], warranty: CN_WARRANTY, reach: 3, models: [
    'jolion@astana-motors-manufacturing|1.5:143:dct:fa,1.5h:190:dct:f',
    'h6@astana-motors-manufacturing|1.5:150:dct:f,2.0:201:dct:a,1.5h:243:dct:f',
    'f7|1.5:150:dct:f,2.0:190:dct:a',
    'dargo|2.0:192:dct:a',
    'h9|2.0:218:at:a,2.4d:184:at:a',
    'm6|1.5:143:dct:f',
  ] },
  { slug: 'chery', origin: 'CN', tiers: ['Comfort', 'Luxury', 'Prestige', 'Ultimate'], warranty: CN_WARRANTY, reach: 3, models: [
    'tiggo-4-pro@astana-motors-manufacturing|1.5:113:mt:f,1.5:147:cvt:f',
    'tiggo-7-pro@astana-motors-manufacturing|1.5:147:cvt:f,1.6:186:dct:a',
    'tiggo-8-pro@astana-motors-manufacturing|1.6:186:dct:f,2.0:254:dct:a',
    'tiggo-2-pro|1.5:106:cvt:f',
    'arrizo-8|1.6:186:dct:f',
    'tiggo-9|2.0:254:at:a',
  ] },
  { slug: 'jac', origin: 'CN', tiers: ['Comfort', 'Luxury', 'Elite'], warranty: STD_WARRANTY, reach: 3, models: [
    'j7@saryarka-avtoprom|1.5:136:cvt:f',
    'js4@saryarka-avtoprom|1.5:150:cvt:f',
    'js6@saryarka-avtoprom|1.5:174:dct:f',
    't6@saryarka-avtoprom|2.0d:139:mt:a',
  ] },
  { slug: 'geely', origin: 'CN', tiers: ['Comfort', 'Luxury', 'Flagship'], warranty: CN_WARRANTY, reach: 3, models: [
    'coolray|1.5:150:dct:f',
    'monjaro|2.0:238:at:a',
    'atlas-pro|1.5:177:dct:fa',
    'tugella|2.0:238:at:a',
    'emgrand|1.5:122:cvt:f',
    'okavango|1.5:177:dct:f',
    'atlas|2.0:200:at:fa',
  ] },
  { slug: 'changan', origin: 'CN', tiers: ['Comfort', 'Luxe', 'Flagship'], warranty: CN_WARRANTY, reach: 3, models: [
    'cs35-plus@astana-motors-manufacturing|1.4:158:dct:f',
    'cs55-plus@astana-motors-manufacturing|1.5:181:dct:f',
    'uni-k|2.0:233:at:a',
    'uni-v|1.5:181:dct:f',
    'alsvin|1.5:107:dct:f',
    'cs75-plus|1.5:181:at:f,2.0:233:at:a',
    'hunter|2.0:224:at:a',
  ] },
  { slug: 'jetour', origin: 'CN', tiers: ['Comfort', 'Luxury', 'Prime'], warranty: CN_WARRANTY, reach: 3, models: [
    'x70@saryarka-avtoprom|1.5:147:dct:f',
    'x70-plus@saryarka-avtoprom|1.6:186:dct:f',
    'dashing@saryarka-avtoprom|1.5:156:dct:f,1.6:197:dct:f',
    't2|2.0:254:dct:a',
    'x90-plus|1.6:186:dct:f,2.0:254:dct:a',
  ] },
  { slug: 'exeed', origin: 'CN', tiers: ['Luxury', 'Prestige', 'Flagship'], warranty: CN_WARRANTY, reach: 2, models: [
    'txl|1.6:186:dct:f,2.0:249:dct:a',
    'vx|2.0:249:dct:a',
    'lx|1.5:147:cvt:f,1.6:186:dct:a',
    'rx|2.0:249:dct:a',
  ] },
  { slug: 'omoda', origin: 'CN', tiers: ['Joy', 'Lifestyle', 'Supreme'], warranty: CN_WARRANTY, reach: 2, models: [
    'c5|1.5:147:cvt:f,1.6:186:dct:a',
    's5|1.5:147:cvt:f',
    'c7|1.6:186:dct:f',
  ] },
  { slug: 'jaecoo', origin: 'CN', tiers: ['Luxury', 'Prestige', 'Supreme'], warranty: CN_WARRANTY, reach: 2, models: [
    'j7|1.6:186:dct:fa',
    'j8|2.0:249:dct:a',
  ] },
  { slug: 'mercedes-benz', premium: true, origin: 'DE', tiers: ['Avantgarde', 'Exclusive', 'AMG Line'], warranty: [2, null], reach: 1, models: [
    'c-class|1.5:204:at:r,2.0:258:at:a',
    'e-class|2.0:204:at:r,2.0:258:at:a,3.0:381:at:a',
    's-class|3.0:367:at:a,4.0:503:at:a',
    'glc|2.0:204:at:a,2.0:258:at:a',
    'gle|2.0d:269:at:a,3.0:381:at:a',
    'gls|3.0:381:at:a,4.0:557:at:a',
    'g-class|3.0d:367:at:a,4.0:422:at:a',
  ] },
  { slug: 'bmw', premium: true, origin: 'DE', tiers: ['Base', 'Luxury Line', 'M Sport', 'M Sport Pro'], warranty: [3, null], reach: 1, models: [
    '3-series|2.0:184:at:r,2.0:245:at:a',
    '5-series|2.0:190:at:r,2.0:258:at:a,3.0d:286:at:a',
    '7-series|3.0:381:at:a,4.4:544:at:a',
    'x3|2.0:190:at:a,2.0d:197:at:a',
    'x5|3.0d:298:at:a,3.0:381:at:a,4.4:530:at:a',
    'x6|3.0:381:at:a,4.4:530:at:a',
    'x7|3.0:381:at:a,4.4:530:at:a',
  ] },
  { slug: 'audi', premium: true, origin: 'DE', tiers: ['Advanced', 'Design', 'S line'], warranty: [2, null], reach: 1, models: [
    'a6|2.0:245:dct:a,3.0:340:dct:a',
    'q5|2.0:249:dct:a',
    'q7|3.0d:249:at:a,3.0:340:at:a',
    'q8|3.0:340:at:a',
    'a8|3.0:340:at:a',
  ] },
  { slug: 'volkswagen', origin: 'CN', tiers: ['Trendline', 'Comfortline', 'Highline'], warranty: STD_WARRANTY, reach: 2, models: [
    'jetta|1.4:150:at:f',
    'passat|2.0:220:dct:f',
    'tiguan|1.4:150:dct:f,2.0:220:dct:a',
    'touareg^SK|3.0:340:at:a',
  ] },
  { slug: 'skoda', origin: 'CZ', tiers: ['Active', 'Ambition', 'Style'], warranty: STD_WARRANTY, reach: 2, models: [
    'octavia@saryarka-avtoprom|1.4:150:at:f,1.8:180:dct:f',
    'karoq@saryarka-avtoprom|1.4:150:at:fa',
    'kodiaq@saryarka-avtoprom|1.4:150:dct:f,2.0:180:dct:a',
    'superb|1.4:150:dct:f,2.0:220:dct:a',
  ] },
  { slug: 'nissan', origin: 'JP', tiers: ['XE', 'SE', 'LE', 'Tekna'], warranty: STD_WARRANTY, reach: 2, models: [
    'x-trail|2.0:144:cvt:f,2.5:171:cvt:a',
    'qashqai^GB|1.3:150:cvt:f,2.0:144:cvt:a',
    'murano^US|3.5:249:cvt:a',
    'patrol*|5.6:405:at:a',
  ] },
  { slug: 'mitsubishi', origin: 'JP', tiers: ['Invite', 'Intense', 'Instyle', 'Ultimate'], warranty: STD_WARRANTY, reach: 2, models: [
    'outlander|2.0:146:cvt:fa,2.5:181:cvt:a',
    'eclipse-cross|1.5:150:cvt:fa',
    'l200^TH|2.4d:154:mt:a,2.4d:184:at:a',
    'pajero-sport^TH|2.4d:181:at:a,3.0:209:at:a',
  ] },
  { slug: 'mazda', origin: 'JP', tiers: ['Drive', 'Active', 'Supreme', 'Exclusive'], warranty: STD_WARRANTY, reach: 2, models: [
    '3|1.5:120:at:f,2.0:150:at:f',
    'cx-5|2.0:150:at:fa,2.5:194:at:a',
    'cx-60|2.5:200:at:a',
  ] },
  { slug: 'subaru', origin: 'JP', tiers: ['Elegance', 'Premium', 'Sport'], warranty: STD_WARRANTY, reach: 1, models: [
    'forester|2.0:150:cvt:a,2.5:185:cvt:a',
    'outback|2.5:175:cvt:a',
  ] },
  { slug: 'land_rover', premium: true, origin: 'GB', tiers: ['S', 'SE', 'HSE', 'Autobiography'], warranty: [3, null], reach: 1, models: [
    'range-rover-evoque|2.0:200:at:a,2.0:249:at:a',
    'discovery|3.0d:300:at:a,3.0:360:at:a',
    'defender^SK|2.0:300:at:a,3.0d:300:at:a,3.0:400:at:a',
    'range-rover-sport|3.0d:350:at:a,3.0:400:at:a',
    'range-rover|3.0d:350:at:a,3.0:400:at:a,4.4:530:at:a',
  ] },
  { slug: 'porsche', premium: true, origin: 'DE', tiers: ['Base', 'S', 'GTS', 'Turbo'], warranty: [2, null], reach: 1, models: [
    'macan|2.0:265:dct:a,2.9:380:dct:a',
    'cayenne|3.0:353:at:a,2.9:474:at:a,4.0:659:at:a',
    'panamera|2.9:353:dct:a,4.0:680:dct:a',
    '911|3.0:394:dct:r,3.0:480:dct:a',
    'taycan|e89:408:590:r,e105:598:630:a',
  ] },
  { slug: 'volvo', premium: true, origin: 'SE', tiers: ['Core', 'Plus', 'Ultimate'], warranty: [3, null], reach: 1, models: [
    's60|2.0:249:at:a',
    'xc60|2.0:249:at:a,2.0h:350:at:a',
    'xc90|2.0:249:at:a,2.0h:455:at:a',
  ] },
  { slug: 'tank', origin: 'CN', tiers: ['Comfort', 'Premium', 'Flagship'], warranty: CN_WARRANTY, reach: 2, models: [
    '300|2.0:220:at:a,2.4d:184:at:a',
    '400|2.0h:410:at:a',
    '500|3.0:354:at:a,2.0h:343:at:a',
    '700|3.0h:517:at:a',
  ] },
  { slug: 'li-auto', premium: true, origin: 'CN', tiers: ['Pro', 'Max', 'Ultra'], warranty: [5, 100_000], reach: 1, models: [
    'l6|1.5h:408:at:a',
    'l7|1.5h:449:at:a',
    'l9|1.5h:449:at:a',
  ] },
  { slug: 'zeekr', premium: true, origin: 'CN', tiers: ['WE', 'ME', 'YOU'], warranty: CN_WARRANTY, reach: 1, models: [
    'x|e66:272:512:r,e66:428:440:a',
    '7x|e75:421:530:r,e100:646:543:a',
    '001|e100:421:650:r,e100:544:620:a',
    '009|e116:544:702:a',
  ] },
  { slug: 'byd', origin: 'CN', tiers: ['Comfort', 'Premium', 'Flagship'], warranty: [6, 150_000], reach: 2, models: [
    'qin-plus|1.5h:110:at:f,e57:136:420:f',
    'song-plus|1.5h:218:at:f,e72:218:520:f',
    'seal|e82:313:580:r,e82:530:520:a',
    'han|e85:245:605:f,e85:517:521:a',
    'tang|1.5h:505:at:a,e108:517:600:a',
  ] },
  { slug: 'suzuki', origin: 'JP', tiers: ['GL', 'GLX'], warranty: STD_WARRANTY, reach: 1, models: [
    'swift|1.2:83:cvt:f',
    'jimny|1.5:102:mt:a,1.5:102:at:a',
    'vitara^HU|1.6:117:at:fa',
  ] },
  { slug: 'genesis', premium: true, origin: 'KR', tiers: ['Premium', 'Luxury', 'Sport'], warranty: [5, 150_000], reach: 1, models: [
    'g70|2.0:249:at:r,2.5:304:at:a',
    'g80|2.5:304:at:a,3.5:380:at:a',
    'g90|3.5:380:at:a',
    'gv70|2.5:304:at:a,3.5:380:at:a',
    'gv80|2.5:304:at:a,3.5:380:at:a',
  ] },
  { slug: 'hongqi', premium: true, origin: 'CN', tiers: ['Comfort', 'Luxury', 'Flagship'], warranty: CN_WARRANTY, reach: 1, models: [
    'h5@saryarka-avtoprom|1.5:169:dct:f,2.0:224:at:f',
    'hs5@saryarka-avtoprom|2.0:224:at:fa',
    'h9|2.0:252:dct:r,3.0:283:dct:a',
    'e-hs9|e99:551:510:a',
  ] },
  { slug: 'uaz', origin: 'RU', tiers: ['Classic', 'Comfort', 'Prestige'], warranty: STD_WARRANTY, reach: 2, models: [
    'patriot|2.7:150:mt:a,2.7:150:at:a',
    'pickup|2.7:150:mt:a',
    'profi|2.7:150:mt:r',
    'buhanka|2.7:135:mt:a',
  ] },
  { slug: 'kaiyi', origin: 'CN', tiers: ['Comfort', 'Luxury'], warranty: CN_WARRANTY, reach: 1, models: [
    'e5|1.5:116:cvt:f',
    'x3-pro|1.5:116:cvt:f,1.5:147:cvt:f',
  ] },
];

/** Brands and models the used-car catalogue lacks (new on the market), added by the market seed. */
export const NEW_CATALOGUE: Array<{
  slug: string;
  name: string;
  country: string;
  models: Array<{ slug: string; name: string; body: string; price: number; from: number }>;
}> = [
  {
    slug: 'jaecoo',
    name: 'Jaecoo',
    country: 'China',
    models: [
      { slug: 'j7', name: 'J7', body: 'crossover', price: 12.5, from: 2023 },
      { slug: 'j8', name: 'J8', body: 'crossover', price: 17.5, from: 2024 },
    ],
  },
];

/** ISO country → its name, for "imported from". */
export const COUNTRIES: Record<string, { ru: string; kk: string }> = {
  JP: { ru: 'Япония', kk: 'Жапония' },
  KR: { ru: 'Южная Корея', kk: 'Оңтүстік Корея' },
  CN: { ru: 'Китай', kk: 'Қытай' },
  UZ: { ru: 'Узбекистан', kk: 'Өзбекстан' },
  RU: { ru: 'Россия', kk: 'Ресей' },
  DE: { ru: 'Германия', kk: 'Германия' },
  US: { ru: 'США', kk: 'АҚШ' },
  TH: { ru: 'Таиланд', kk: 'Тайланд' },
  TR: { ru: 'Турция', kk: 'Түркия' },
  GB: { ru: 'Великобритания', kk: 'Ұлыбритания' },
  SE: { ru: 'Швеция', kk: 'Швеция' },
  SK: { ru: 'Словакия', kk: 'Словакия' },
  CZ: { ru: 'Чехия', kk: 'Чехия' },
  HU: { ru: 'Венгрия', kk: 'Венгрия' },
};

export const PLANTS = [
  { slug: 'saryarka-avtoprom', ru: 'СарыаркаАвтоПром (Allur), Костанай', kk: 'СарыаркаАвтоПром (Allur), Қостанай', city: 'kostanay' },
  { slug: 'kia-qazaqstan', ru: 'Kia Qazaqstan, Костанай', kk: 'Kia Qazaqstan, Қостанай', city: 'kostanay' },
  { slug: 'hyundai-trans-kazakhstan', ru: 'Hyundai Trans Kazakhstan, Алматы', kk: 'Hyundai Trans Kazakhstan, Алматы', city: 'almaty' },
  {
    slug: 'astana-motors-manufacturing',
    ru: 'Astana Motors Manufacturing Kazakhstan, Алматы',
    kk: 'Astana Motors Manufacturing Kazakhstan, Алматы',
    city: 'almaty',
  },
];

export type EquipmentGroup = 'safety' | 'comfort' | 'multimedia' | 'exterior' | 'interior' | 'assistance';

/**
 * Equipment items: `level` is the trim level (0 the barest car … 10 a flagship) from which an item is standard; an
 * item within 2.5 levels above is offered as an option for about `option` tenge (scaled by the car's class).
 */
export const EQUIPMENT: Array<{ code: string; grp: EquipmentGroup; ru: string; kk: string; level: number; option: number }> = [
  { code: 'abs', grp: 'safety', ru: 'Антиблокировочная система (ABS)', kk: 'Тежегіштің бұғатталуына қарсы жүйе (ABS)', level: 0, option: 0 },
  { code: 'esp', grp: 'safety', ru: 'Система курсовой устойчивости (ESP)', kk: 'Бағыттық тұрақтылық жүйесі (ESP)', level: 1, option: 150_000 },
  { code: 'airbags-front', grp: 'safety', ru: 'Фронтальные подушки безопасности', kk: 'Алдыңғы қауіпсіздік жастықтары', level: 0, option: 0 },
  { code: 'airbags-side', grp: 'safety', ru: 'Боковые подушки безопасности', kk: 'Бүйірлік қауіпсіздік жастықтары', level: 2, option: 120_000 },
  { code: 'airbags-curtain', grp: 'safety', ru: 'Шторки безопасности', kk: 'Қауіпсіздік перделері', level: 3, option: 140_000 },
  { code: 'airbag-knee', grp: 'safety', ru: 'Коленная подушка водителя', kk: 'Жүргізушінің тізе жастығы', level: 6, option: 90_000 },
  { code: 'isofix', grp: 'safety', ru: 'Крепления ISOFIX', kk: 'ISOFIX бекіткіштері', level: 0, option: 0 },
  { code: 'hill-start', grp: 'safety', ru: 'Помощь при старте на подъёме', kk: 'Өрге шыққанда көмектесу жүйесі', level: 2, option: 60_000 },
  { code: 'tpms', grp: 'safety', ru: 'Датчики давления в шинах', kk: 'Шинадағы қысым датчиктері', level: 3, option: 70_000 },
  { code: 'emergency-call', grp: 'safety', ru: 'Система экстренного вызова', kk: 'Шұғыл шақыру жүйесі', level: 1, option: 80_000 },
  { code: 'alarm', grp: 'safety', ru: 'Охранная сигнализация', kk: 'Күзет дабылы', level: 1, option: 90_000 },
  { code: 'air-conditioning', grp: 'comfort', ru: 'Кондиционер', kk: 'Кондиционер', level: 0, option: 350_000 },
  { code: 'climate-dual', grp: 'comfort', ru: 'Двухзонный климат-контроль', kk: 'Екі аймақты климат-бақылау', level: 4, option: 250_000 },
  { code: 'heated-front-seats', grp: 'comfort', ru: 'Подогрев передних сидений', kk: 'Алдыңғы орындықтарды жылыту', level: 1, option: 90_000 },
  { code: 'heated-rear-seats', grp: 'comfort', ru: 'Подогрев задних сидений', kk: 'Артқы орындықтарды жылыту', level: 5, option: 110_000 },
  { code: 'heated-wheel', grp: 'comfort', ru: 'Подогрев руля', kk: 'Рөлді жылыту', level: 3, option: 70_000 },
  { code: 'heated-windscreen', grp: 'comfort', ru: 'Подогрев лобового стекла', kk: 'Алдыңғы әйнекті жылыту', level: 4, option: 120_000 },
  { code: 'ventilated-seats', grp: 'comfort', ru: 'Вентиляция передних сидений', kk: 'Алдыңғы орындықтарды желдету', level: 6.5, option: 260_000 },
  { code: 'keyless', grp: 'comfort', ru: 'Бесключевой доступ и запуск кнопкой', kk: 'Кілтсіз кіру және түймемен оталдыру', level: 4, option: 180_000 },
  { code: 'remote-start', grp: 'comfort', ru: 'Дистанционный запуск двигателя', kk: 'Қозғалтқышты қашықтан оталдыру', level: 5, option: 150_000 },
  { code: 'power-tailgate', grp: 'comfort', ru: 'Электропривод двери багажника', kk: 'Жүксалғыш есігінің электр жетегі', level: 6, option: 220_000 },
  { code: 'cruise', grp: 'comfort', ru: 'Круиз-контроль', kk: 'Круиз-бақылау', level: 2, option: 80_000 },
  { code: 'power-driver-seat', grp: 'comfort', ru: 'Электрорегулировка сиденья водителя', kk: 'Жүргізуші орындығын электрмен реттеу', level: 5, option: 240_000 },
  { code: 'seat-memory', grp: 'comfort', ru: 'Память настроек сиденья', kk: 'Орындық баптауларының жады', level: 7.5, option: 180_000 },
  { code: 'audio', grp: 'multimedia', ru: 'Аудиосистема', kk: 'Аудиожүйе', level: 0, option: 0 },
  { code: 'bluetooth', grp: 'multimedia', ru: 'Bluetooth и громкая связь', kk: 'Bluetooth және қолсыз байланыс', level: 1, option: 50_000 },
  { code: 'touchscreen', grp: 'multimedia', ru: 'Сенсорный экран мультимедиа', kk: 'Мультимедианың сенсорлы экраны', level: 2, option: 200_000 },
  { code: 'carplay', grp: 'multimedia', ru: 'Apple CarPlay и Android Auto', kk: 'Apple CarPlay және Android Auto', level: 2.5, option: 90_000 },
  { code: 'navigation', grp: 'multimedia', ru: 'Навигационная система', kk: 'Навигация жүйесі', level: 5.5, option: 250_000 },
  { code: 'premium-audio', grp: 'multimedia', ru: 'Премиальная аудиосистема', kk: 'Премиум аудиожүйе', level: 7, option: 450_000 },
  { code: 'wireless-charging', grp: 'multimedia', ru: 'Беспроводная зарядка смартфона', kk: 'Смартфонды сымсыз зарядтау', level: 5, option: 60_000 },
  { code: 'digital-cluster', grp: 'multimedia', ru: 'Цифровая приборная панель', kk: 'Цифрлық аспаптар тақтасы', level: 4.5, option: 180_000 },
  { code: 'rear-usb', grp: 'multimedia', ru: 'USB-разъёмы для задних пассажиров', kk: 'Артқы жолаушыларға арналған USB ұяшықтары', level: 3, option: 30_000 },
  { code: 'head-up', grp: 'multimedia', ru: 'Проекция на лобовое стекло', kk: 'Алдыңғы әйнекке проекция', level: 8, option: 350_000 },
  { code: 'steel-wheels', grp: 'exterior', ru: 'Стальные диски с колпаками', kk: 'Қалпақты болат дискілер', level: 0, option: 0 },
  { code: 'alloy-wheels', grp: 'exterior', ru: 'Легкосплавные диски', kk: 'Жеңіл қорытпалы дискілер', level: 2, option: 250_000 },
  { code: 'large-wheels', grp: 'exterior', ru: 'Легкосплавные диски увеличенного размера', kk: 'Үлкейтілген жеңіл қорытпалы дискілер', level: 6, option: 400_000 },
  { code: 'led-headlights', grp: 'exterior', ru: 'Светодиодные фары', kk: 'Жарықдиодты фаралар', level: 4, option: 300_000 },
  { code: 'adaptive-headlights', grp: 'exterior', ru: 'Адаптивные фары', kk: 'Бейімделгіш фаралар', level: 7.5, option: 450_000 },
  { code: 'fog-lights', grp: 'exterior', ru: 'Противотуманные фары', kk: 'Тұманға қарсы фаралар', level: 1.5, option: 80_000 },
  { code: 'roof-rails', grp: 'exterior', ru: 'Рейлинги на крыше', kk: 'Төбедегі рейлингтер', level: 2, option: 70_000 },
  { code: 'sunroof', grp: 'exterior', ru: 'Люк или панорамная крыша', kk: 'Люк немесе панорамалық төбе', level: 6.5, option: 500_000 },
  { code: 'privacy-glass', grp: 'exterior', ru: 'Тонированные задние стёкла', kk: 'Күңгірттелген артқы әйнектер', level: 3.5, option: 90_000 },
  { code: 'power-folding-mirrors', grp: 'exterior', ru: 'Электроскладывание зеркал', kk: 'Айналарды электрмен жинау', level: 3.5, option: 80_000 },
  { code: 'heated-mirrors', grp: 'exterior', ru: 'Подогрев наружных зеркал', kk: 'Сыртқы айналарды жылыту', level: 1, option: 40_000 },
  { code: 'cloth-seats', grp: 'interior', ru: 'Тканевая обивка сидений', kk: 'Орындықтардың мата қаптамасы', level: 0, option: 0 },
  { code: 'leather-seats', grp: 'interior', ru: 'Кожаная обивка сидений', kk: 'Орындықтардың былғары қаптамасы', level: 5, option: 550_000 },
  { code: 'leather-wheel', grp: 'interior', ru: 'Кожаный руль', kk: 'Былғары рөл', level: 3, option: 60_000 },
  { code: 'ambient-lighting', grp: 'interior', ru: 'Контурная подсветка салона', kk: 'Салонның контурлық жарығы', level: 6, option: 120_000 },
  { code: 'rear-armrest', grp: 'interior', ru: 'Задний подлокотник', kk: 'Артқы шынтақ сүйеніші', level: 2.5, option: 40_000 },
  { code: 'rear-vents', grp: 'interior', ru: 'Дефлекторы для задних пассажиров', kk: 'Артқы жолаушыларға арналған ауа саңылаулары', level: 3.5, option: 60_000 },
  { code: 'split-rear-seat', grp: 'interior', ru: 'Складная спинка заднего сиденья 60/40', kk: 'Артқы орындықтың 60/40 жиналатын арқалығы', level: 1, option: 50_000 },
  { code: 'auto-dimming-mirror', grp: 'interior', ru: 'Автозатемнение салонного зеркала', kk: 'Салон айнасының автоматты күңгірттенуі', level: 5, option: 50_000 },
  { code: 'power-windows', grp: 'interior', ru: 'Электростеклоподъёмники всех дверей', kk: 'Барлық есіктің электр әйнек көтергіштері', level: 0.5, option: 80_000 },
  { code: 'rear-parking-sensors', grp: 'assistance', ru: 'Задние парктроники', kk: 'Артқы тұрақ датчиктері', level: 1.5, option: 70_000 },
  { code: 'front-parking-sensors', grp: 'assistance', ru: 'Передние парктроники', kk: 'Алдыңғы тұрақ датчиктері', level: 4.5, option: 90_000 },
  { code: 'rear-camera', grp: 'assistance', ru: 'Камера заднего вида', kk: 'Артқы көрініс камерасы', level: 2.5, option: 120_000 },
  { code: 'camera-360', grp: 'assistance', ru: 'Камеры кругового обзора', kk: 'Айналмалы шолу камералары', level: 6.5, option: 300_000 },
  { code: 'adaptive-cruise', grp: 'assistance', ru: 'Адаптивный круиз-контроль', kk: 'Бейімделгіш круиз-бақылау', level: 6, option: 280_000 },
  { code: 'lane-keeping', grp: 'assistance', ru: 'Удержание в полосе', kk: 'Жолақта ұстау жүйесі', level: 5.5, option: 200_000 },
  { code: 'blind-spot', grp: 'assistance', ru: 'Контроль слепых зон', kk: 'Көрінбейтін аймақтарды бақылау', level: 6, option: 180_000 },
  { code: 'emergency-braking', grp: 'assistance', ru: 'Автоматическое экстренное торможение', kk: 'Автоматты шұғыл тежеу', level: 4.5, option: 220_000 },
  { code: 'auto-parking', grp: 'assistance', ru: 'Автоматическая парковка', kk: 'Автоматты түрде тұраққа қою', level: 8, option: 320_000 },
  { code: 'rain-light-sensors', grp: 'assistance', ru: 'Датчики дождя и света', kk: 'Жаңбыр және жарық датчиктері', level: 3, option: 60_000 },
  { code: 'traffic-signs', grp: 'assistance', ru: 'Распознавание дорожных знаков', kk: 'Жол белгілерін тану', level: 5.5, option: 90_000 },
  { code: 'driver-attention', grp: 'assistance', ru: 'Контроль усталости водителя', kk: 'Жүргізушінің шаршауын бақылау', level: 5, option: 70_000 },
];

/** Items the better item replaces: when the key item is standard, the value item is absent. */
export const SUPERSEDES: Record<string, string> = {
  'climate-dual': 'air-conditioning',
  'leather-seats': 'cloth-seats',
  'alloy-wheels': 'steel-wheels',
  'large-wheels': 'alloy-wheels',
  'premium-audio': 'audio',
};

/** Paints; a model takes five to eight (white first). Metallic and pearl paints cost extra. */
export const PAINTS: Array<{ slug: string; ru: string; kk: string; hex: string; family: string; finish: 'solid' | 'metallic' | 'pearl' }> = [
  { slug: 'white', ru: 'Белый', kk: 'Ақ', hex: '#f1f2f4', family: 'white', finish: 'solid' },
  { slug: 'pearl-white', ru: 'Белый перламутр', kk: 'Ақ інжу', hex: '#f6f3ea', family: 'white', finish: 'pearl' },
  { slug: 'black', ru: 'Чёрный металлик', kk: 'Қара металлик', hex: '#15171b', family: 'black', finish: 'metallic' },
  { slug: 'silver', ru: 'Серебристый металлик', kk: 'Күміс түсті металлик', hex: '#c2c6cc', family: 'silver', finish: 'metallic' },
  { slug: 'grey', ru: 'Серый металлик', kk: 'Сұр металлик', hex: '#6c717a', family: 'grey', finish: 'metallic' },
  { slug: 'graphite', ru: 'Графитовый металлик', kk: 'Графит металлик', hex: '#3c4047', family: 'grey', finish: 'metallic' },
  { slug: 'blue', ru: 'Синий металлик', kk: 'Көк металлик', hex: '#1f3d78', family: 'blue', finish: 'metallic' },
  { slug: 'red', ru: 'Красный', kk: 'Қызыл', hex: '#ad1f25', family: 'red', finish: 'solid' },
  { slug: 'brown', ru: 'Коричневый металлик', kk: 'Қоңыр металлик', hex: '#5a3e2d', family: 'brown', finish: 'metallic' },
  { slug: 'beige', ru: 'Бежевый металлик', kk: 'Құба металлик', hex: '#cbb795', family: 'beige', finish: 'metallic' },
  { slug: 'green', ru: 'Зелёный металлик', kk: 'Жасыл металлик', hex: '#2e5945', family: 'green', finish: 'metallic' },
  { slug: 'cherry', ru: 'Вишнёвый металлик', kk: 'Шие түсті металлик', hex: '#6b1e32', family: 'cherry', finish: 'metallic' },
  { slug: 'orange', ru: 'Оранжевый', kk: 'Қызғылт сары', hex: '#d5661f', family: 'orange', finish: 'solid' },
];

/** Cities with new-car dealers, largest market first: Latin name for trading names, area codes, streets. */
export const DEALER_CITIES: Array<{
  slug: string;
  latin: string;
  code: string;
  lat: number;
  lng: number;
  streets: Array<[string, string]>;
}> = [
  { slug: 'almaty', latin: 'Almaty', code: '727', lat: 43.2389, lng: 76.8897, streets: [
    ['пр. Суюнбая', 'Сүйінбай даңғылы'], ['ул. Рыскулова', 'Рысқұлов көшесі'], ['пр. Аль-Фараби', 'Әл-Фараби даңғылы'],
    ['пр. Райымбека', 'Райымбек даңғылы'], ['ул. Толе би', 'Төле би көшесі'], ['Кульджинский тракт', 'Құлжа тас жолы'],
    ['пр. Назарбаева', 'Назарбаев даңғылы'], ['ул. Саина', 'Саин көшесі'],
  ] },
  { slug: 'astana', latin: 'Astana', code: '7172', lat: 51.1694, lng: 71.4491, streets: [
    ['пр. Туран', 'Тұран даңғылы'], ['пр. Кабанбай батыра', 'Қабанбай батыр даңғылы'], ['пр. Тауелсиздик', 'Тәуелсіздік даңғылы'],
    ['ул. Сарыарка', 'Сарыарқа көшесі'], ['Шоссе Коргалжын', 'Қорғалжын тас жолы'], ['пр. Богенбай батыра', 'Бөгенбай батыр даңғылы'],
  ] },
  { slug: 'shymkent', latin: 'Shymkent', code: '7252', lat: 42.3417, lng: 69.5901, streets: [
    ['пр. Тауке хана', 'Тәуке хан даңғылы'], ['ул. Байтурсынова', 'Байтұрсынов көшесі'], ['пр. Республики', 'Республика даңғылы'],
    ['ул. Жибек жолы', 'Жібек жолы көшесі'],
  ] },
  { slug: 'karaganda', latin: 'Karaganda', code: '7212', lat: 49.8047, lng: 73.1094, streets: [
    ['пр. Бухар-Жырау', 'Бұқар жырау даңғылы'], ['ул. Ерубаева', 'Ерубаев көшесі'], ['пр. Строителей', 'Құрылысшылар даңғылы'],
  ] },
  { slug: 'aktobe', latin: 'Aktobe', code: '7132', lat: 50.2839, lng: 57.167, streets: [
    ['пр. Абилкайыр хана', 'Әбілқайыр хан даңғылы'], ['ул. Бокенбай батыра', 'Бөкенбай батыр көшесі'], ['пр. Санкибай батыра', 'Сәңкібай батыр даңғылы'],
  ] },
  { slug: 'atyrau', latin: 'Atyrau', code: '7122', lat: 47.0945, lng: 51.9238, streets: [
    ['пр. Азаттык', 'Азаттық даңғылы'], ['ул. Сатпаева', 'Сәтбаев көшесі'], ['пр. Студенческий', 'Студенттер даңғылы'],
  ] },
  { slug: 'kostanay', latin: 'Kostanay', code: '7142', lat: 53.2144, lng: 63.6246, streets: [
    ['пр. Абая', 'Абай даңғылы'], ['ул. Карбышева', 'Карбышев көшесі'], ['пр. Аль-Фараби', 'Әл-Фараби даңғылы'],
  ] },
  { slug: 'pavlodar', latin: 'Pavlodar', code: '7182', lat: 52.2873, lng: 76.9674, streets: [
    ['ул. Торайгырова', 'Торайғыров көшесі'], ['ул. Ломова', 'Ломов көшесі'], ['пр. Назарбаева', 'Назарбаев даңғылы'],
  ] },
  { slug: 'ust-kamenogorsk', latin: 'Oskemen', code: '7232', lat: 49.9483, lng: 82.6279, streets: [
    ['пр. Абая', 'Абай даңғылы'], ['ул. Казахстан', 'Қазақстан көшесі'], ['ул. Бажова', 'Бажов көшесі'],
  ] },
  { slug: 'aktau', latin: 'Aktau', code: '7292', lat: 43.6532, lng: 51.1975, streets: [
    ['15-й микрорайон', '15-шағын аудан'], ['ул. Промзона', 'Өнеркәсіп аймағы көшесі'],
  ] },
  { slug: 'taraz', latin: 'Taraz', code: '7262', lat: 42.9, lng: 71.3667, streets: [
    ['пр. Толе би', 'Төле би даңғылы'], ['ул. Жамбыла', 'Жамбыл көшесі'],
  ] },
  { slug: 'oral', latin: 'Oral', code: '7112', lat: 51.2333, lng: 51.3667, streets: [
    ['пр. Назарбаева', 'Назарбаев даңғылы'], ['ул. Жангир хана', 'Жәңгір хан көшесі'],
  ] },
];

/** Sites with several dealers. */
export const AUTOCENTRES: Array<{ slug: string; name: string; city: string; street: [string, string]; house: number }> = [
  { slug: 'suyunbay-auto', name: 'Автоцентр Суюнбая', city: 'almaty', street: ['пр. Суюнбая', 'Сүйінбай даңғылы'], house: 153 },
  { slug: 'almaty-auto-city', name: 'Almaty Auto City', city: 'almaty', street: ['Кульджинский тракт', 'Құлжа тас жолы'], house: 24 },
  { slug: 'astana-auto-mall', name: 'Astana Auto Mall', city: 'astana', street: ['Шоссе Коргалжын', 'Қорғалжын тас жолы'], house: 3 },
  { slug: 'turan-motors-park', name: 'Turan Motors Park', city: 'astana', street: ['пр. Туран', 'Тұран даңғылы'], house: 55 },
  { slug: 'shymkent-auto-park', name: 'Shymkent Auto Park', city: 'shymkent', street: ['пр. Тауке хана', 'Тәуке хан даңғылы'], house: 180 },
  { slug: 'karaganda-motors', name: 'Караганда Моторс', city: 'karaganda', street: ['пр. Бухар-Жырау', 'Бұқар жырау даңғылы'], house: 92 },
];

/** Trading-name endings of dealers, one per dealer of a brand in a city. */
export const DEALER_SUFFIXES = ['Center', 'City', 'Motors', 'Auto', 'Plaza'];

/** Brands sold by one dealer together (one showroom). */
export const SHARED_SHOWROOMS: Array<[string, string]> = [
  ['omoda', 'jaecoo'],
  ['haval', 'tank'],
];

export const CREDIT_PROGRAMMES: Array<{
  slug: string;
  kind: 'bank' | 'brand' | 'state';
  ru: string;
  kk: string;
  bank: string;
  brand?: string;
  localOnly?: boolean;
  rate: number;
  fee?: number;
  monthlyFee?: number;
  minDown?: number;
  minMonths?: number;
  maxMonths?: number;
  maxPrice?: number;
  maxLoan?: number;
}> = [
  {
    slug: 'state-preferential',
    kind: 'state',
    ru: 'Льготное автокредитование (госпрограмма)',
    kk: 'Жеңілдетілген автонесие (мемлекеттік бағдарлама)',
    bank: 'Halyk Bank, ForteBank, Bank CenterCredit, Eurasian Bank',
    localOnly: true,
    rate: 4,
    minMonths: 12,
    maxMonths: 84,
    maxPrice: 15_000_000,
    maxLoan: 10_000_000,
  },
  { slug: 'halyk-auto', kind: 'bank', ru: 'Автокредит Halyk', kk: 'Halyk автонесиесі', bank: 'Halyk Bank', rate: 21.5, minDown: 20, maxMonths: 84 },
  { slug: 'forte-auto', kind: 'bank', ru: 'ForteAuto', kk: 'ForteAuto', bank: 'ForteBank', rate: 20.9, fee: 1, minDown: 10, maxMonths: 84 },
  { slug: 'bcc-auto', kind: 'bank', ru: 'Автокредит БЦК', kk: 'БЦК автонесиесі', bank: 'Bank CenterCredit', rate: 22.5, minDown: 20, maxMonths: 72, monthlyFee: 1_500 },
  { slug: 'eurasian-new-car', kind: 'bank', ru: 'Новый автомобиль', kk: 'Жаңа автокөлік', bank: 'Eurasian Bank', rate: 19.9, fee: 2, minDown: 15, maxMonths: 84 },
  { slug: 'shinhan-auto', kind: 'bank', ru: 'Автокредит Shinhan', kk: 'Shinhan автонесиесі', bank: 'Shinhan Bank Kazakhstan', rate: 18.9, minDown: 30, maxMonths: 60 },
  { slug: 'toyota-subsidised', kind: 'brand', brand: 'toyota', ru: 'Toyota: ставка 9,9 %', kk: 'Toyota: 9,9 % мөлшерлеме', bank: 'Halyk Bank', rate: 9.9, minDown: 30, maxMonths: 36 },
  { slug: 'hyundai-subsidised', kind: 'brand', brand: 'hyundai', ru: 'Hyundai: ставка 7,9 %', kk: 'Hyundai: 7,9 % мөлшерлеме', bank: 'Eurasian Bank', rate: 7.9, fee: 1, minDown: 40, maxMonths: 36 },
  { slug: 'kia-subsidised', kind: 'brand', brand: 'kia', ru: 'Kia: ставка 8,9 %', kk: 'Kia: 8,9 % мөлшерлеме', bank: 'ForteBank', rate: 8.9, minDown: 30, maxMonths: 36 },
  { slug: 'chery-instalment', kind: 'brand', brand: 'chery', ru: 'Chery: 0,1 % на 24 месяца', kk: 'Chery: 24 айға 0,1 %', bank: 'Bank CenterCredit', rate: 0.1, fee: 3, minDown: 50, maxMonths: 24 },
  { slug: 'haval-subsidised', kind: 'brand', brand: 'haval', ru: 'Haval: ставка 4,9 %', kk: 'Haval: 4,9 % мөлшерлеме', bank: 'Halyk Bank', rate: 4.9, fee: 2, minDown: 30, maxMonths: 36 },
  { slug: 'geely-subsidised', kind: 'brand', brand: 'geely', ru: 'Geely: ставка 6 %', kk: 'Geely: 6 % мөлшерлеме', bank: 'ForteBank', rate: 6, fee: 2, minDown: 40, maxMonths: 36 },
  { slug: 'jetour-subsidised', kind: 'brand', brand: 'jetour', ru: 'Jetour: ставка 5,9 %', kk: 'Jetour: 5,9 % мөлшерлеме', bank: 'Eurasian Bank', rate: 5.9, fee: 2, minDown: 30, maxMonths: 36 },
  { slug: 'chevrolet-subsidised', kind: 'brand', brand: 'chevrolet', ru: 'Chevrolet: ставка 12 %', kk: 'Chevrolet: 12 % мөлшерлеме', bank: 'Halyk Bank', rate: 12, minDown: 20, maxMonths: 60 },
  { slug: 'mercedes-finance', kind: 'brand', brand: 'mercedes-benz', ru: 'Mercedes-Benz: ставка 11,9 %', kk: 'Mercedes-Benz: 11,9 % мөлшерлеме', bank: 'Bank CenterCredit', rate: 11.9, minDown: 30, maxMonths: 48 },
  { slug: 'bmw-finance', kind: 'brand', brand: 'bmw', ru: 'BMW: ставка 12,5 %', kk: 'BMW: 12,5 % мөлшерлеме', bank: 'Halyk Bank', rate: 12.5, minDown: 30, maxMonths: 48 },
];
