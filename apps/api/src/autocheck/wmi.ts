/**
 * World manufacturer identifiers (VIN positions 1–3) of the cars sold in Kazakhstan: the makers' home plants and the
 * assembly plants that supply this market (Russian, Uzbek, Belarusian, Chinese joint ventures, Turkish, Thai…), each
 * with the catalogue brands it builds and the plant's country (ISO 3166). A WMI not listed still gets its country
 * from the ISO 3780 ranges below.
 *
 * Kazakhstan's own range under ISO 3780 is `MX`. The two Kazakh plants below (`MX3`, `MXB`) were written from what we
 * know of their VINs and are not yet confirmed against the plants' own documents: the first real VIN of a
 * Kostanay- or Almaty-built car that disagrees should correct them.
 */

export interface WmiEntry {
  /** The maker or plant as its VIN plate names it. */
  manufacturer: string;
  /** ISO 3166 code of the plant's country. */
  country: string;
  /** Catalogue brand slugs built under this WMI (first = the usual one). */
  brands: readonly string[];
  /** Outside North America the maker does not put the model year at position 10 (its VINs run a serial there). */
  noYear?: true;
}

const e = (manufacturer: string, country: string, ...brands: string[]): WmiEntry => ({ manufacturer, country, brands });
const serial = (entry: WmiEntry): WmiEntry => ({ ...entry, noYear: true });

export const WMI: Readonly<Record<string, WmiEntry>> = {
  // Japan
  JTD: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTE: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTK: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTL: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTM: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTN: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTF: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTG: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JT2: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JT3: e('Toyota Motor Corporation', 'JP', 'toyota'),
  JTH: e('Toyota Motor Corporation (Lexus)', 'JP', 'lexus'),
  JTJ: e('Toyota Motor Corporation (Lexus)', 'JP', 'lexus'),
  JT6: e('Toyota Motor Corporation (Lexus)', 'JP', 'lexus'),
  JT8: e('Toyota Motor Corporation (Lexus)', 'JP', 'lexus'),
  JN1: e('Nissan Motor', 'JP', 'nissan', 'infiniti'),
  JN8: e('Nissan Motor', 'JP', 'nissan', 'infiniti'),
  JNK: e('Nissan Motor (Infiniti)', 'JP', 'infiniti'),
  JNR: e('Nissan Motor (Infiniti)', 'JP', 'infiniti'),
  JMB: e('Mitsubishi Motors', 'JP', 'mitsubishi'),
  JMY: e('Mitsubishi Motors', 'JP', 'mitsubishi'),
  JA3: e('Mitsubishi Motors', 'JP', 'mitsubishi'),
  JA4: e('Mitsubishi Motors', 'JP', 'mitsubishi'),
  JM1: e('Mazda Motor', 'JP', 'mazda'),
  JM3: e('Mazda Motor', 'JP', 'mazda'),
  JMZ: e('Mazda Motor', 'JP', 'mazda'),
  JHM: e('Honda Motor', 'JP', 'honda'),
  JHL: e('Honda Motor', 'JP', 'honda'),
  JF1: e('Subaru Corporation', 'JP', 'subaru'),
  JF2: e('Subaru Corporation', 'JP', 'subaru'),
  JS2: e('Suzuki Motor', 'JP', 'suzuki'),
  JS3: e('Suzuki Motor', 'JP', 'suzuki'),
  // South Korea
  KMH: e('Hyundai Motor Company', 'KR', 'hyundai'),
  KM8: e('Hyundai Motor Company', 'KR', 'hyundai'),
  KMF: e('Hyundai Motor Company', 'KR', 'hyundai'),
  KMJ: e('Hyundai Motor Company', 'KR', 'hyundai'),
  KMT: e('Hyundai Motor Company (Genesis)', 'KR', 'genesis'),
  KMU: e('Hyundai Motor Company (Genesis)', 'KR', 'genesis'),
  KNA: e('Kia Corporation', 'KR', 'kia'),
  KNC: e('Kia Corporation', 'KR', 'kia'),
  KND: e('Kia Corporation', 'KR', 'kia'),
  KNE: e('Kia Corporation', 'KR', 'kia'),
  KL1: e('GM Korea', 'KR', 'chevrolet'),
  KL8: e('GM Korea', 'KR', 'chevrolet'),
  KLA: e('Daewoo / GM Korea', 'KR', 'daewoo', 'chevrolet'),
  KPT: e('SsangYong Motor', 'KR', 'ssangyong'),
  KPA: e('SsangYong Motor', 'KR', 'ssangyong'),
  KPB: e('SsangYong Motor', 'KR', 'ssangyong'),
  // China (makers and joint ventures)
  LVV: e('Chery Automobile', 'CN', 'chery'),
  LVT: e('Chery Automobile (Jetour)', 'CN', 'jetour'),
  LVU: e('Chery Automobile (Exeed)', 'CN', 'exeed'),
  LVY: e('Chery Automobile (Omoda)', 'CN', 'omoda'),
  LGW: e('Great Wall Motor', 'CN', 'haval', 'great-wall', 'tank'),
  LB3: e('Geely Automobile', 'CN', 'geely'),
  L6T: e('Geely Automobile', 'CN', 'geely', 'zeekr'),
  LJ1: e('JAC Motors', 'CN', 'jac'),
  LS5: e('Changan Automobile', 'CN', 'changan'),
  LFP: e('FAW Car (Hongqi)', 'CN', 'hongqi'),
  LW4: e('Li Auto', 'CN', 'li-auto'),
  LUR: e('Kaiyi Auto (Yibin)', 'CN', 'kaiyi'),
  LGX: e('BYD Auto', 'CN', 'byd'),
  LC0: e('BYD Auto', 'CN', 'byd'),
  LSG: e('SAIC-GM', 'CN', 'chevrolet', 'cadillac'),
  LFV: e('FAW-Volkswagen', 'CN', 'volkswagen', 'audi'),
  LSV: e('SAIC Volkswagen', 'CN', 'volkswagen', 'skoda'),
  LBV: e('BMW Brilliance Automotive', 'CN', 'bmw'),
  LE4: e('Beijing Benz', 'CN', 'mercedes-benz'),
  LBE: e('Beijing Hyundai', 'CN', 'hyundai'),
  LJD: e('Dongfeng Yueda Kia', 'CN', 'kia'),
  LVG: e('GAC Toyota', 'CN', 'toyota'),
  LTV: e('FAW Toyota', 'CN', 'toyota'),
  LHG: e('GAC Honda', 'CN', 'honda'),
  LVH: e('Dongfeng Honda', 'CN', 'honda'),
  LGB: e('Dongfeng Nissan', 'CN', 'nissan'),
  LVS: e('Changan Ford', 'CN', 'ford'),
  // Kazakhstan (see the note above)
  MX3: e('Hyundai Trans Kazakhstan (Almaty)', 'KZ', 'hyundai'),
  MXB: e('SaryarkaAvtoProm, Allur (Kostanay)', 'KZ', 'kia', 'jac', 'chevrolet', 'skoda', 'ssangyong', 'peugeot'),
  // Uzbekistan
  XWB: e('GM Uzbekistan / UzAuto Motors (Asaka)', 'UZ', 'chevrolet', 'daewoo', 'ravon'),
  // Russia
  XTA: e('AvtoVAZ (Tolyatti)', 'RU', 'lada'),
  XTT: e('UAZ (Ulyanovsk)', 'RU', 'uaz'),
  XTH: e('GAZ (Nizhny Novgorod)', 'RU', 'gaz'),
  X96: e('GAZ (Nizhny Novgorod)', 'RU', 'gaz'),
  X9L: e('GM-AvtoVAZ (Tolyatti)', 'RU', 'chevrolet'),
  XW7: e('Toyota Motor Manufacturing Russia (St Petersburg)', 'RU', 'toyota'),
  XW8: e('Volkswagen Group Rus (Kaluga)', 'RU', 'volkswagen', 'skoda'),
  XWE: e('Avtotor (Kaliningrad)', 'RU', 'kia', 'hyundai'),
  XUU: e('Avtotor (Kaliningrad)', 'RU', 'chevrolet'),
  X4X: e('Avtotor (Kaliningrad)', 'RU', 'bmw'),
  XUF: e('General Motors Russia (St Petersburg)', 'RU', 'chevrolet', 'opel'),
  X7L: e('Renault Russia (Moscow)', 'RU', 'renault'),
  X9F: e('Ford Motor Company (Vsevolozhsk)', 'RU', 'ford'),
  Z6F: e('Ford Sollers (Vsevolozhsk)', 'RU', 'ford'),
  Z8N: e('Nissan Manufacturing Rus (St Petersburg)', 'RU', 'nissan'),
  Z94: e('Hyundai Motor Manufacturing Rus (St Petersburg)', 'RU', 'hyundai', 'kia'),
  Z8T: e('PCMA Rus (Kaluga)', 'RU', 'peugeot', 'mitsubishi'),
  X9X: e('Great Wall Motors (Tula)', 'RU', 'haval', 'great-wall'),
  // Belarus
  Y4K: e('BelGee (Borisov)', 'BY', 'geely'),
  // Europe
  WDD: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  WDB: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  WDC: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  W1K: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  W1N: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  W1V: serial(e('Mercedes-Benz', 'DE', 'mercedes-benz')),
  WBA: e('BMW', 'DE', 'bmw'),
  WBS: e('BMW M', 'DE', 'bmw'),
  WBX: e('BMW', 'DE', 'bmw'),
  WBY: e('BMW i', 'DE', 'bmw'),
  WAU: e('Audi', 'DE', 'audi'),
  WA1: e('Audi', 'DE', 'audi'),
  WUA: e('Audi Sport', 'DE', 'audi'),
  TRU: e('Audi Hungaria (Gyor)', 'HU', 'audi'),
  WVW: e('Volkswagen', 'DE', 'volkswagen'),
  WVG: e('Volkswagen', 'DE', 'volkswagen'),
  WV1: e('Volkswagen Commercial Vehicles', 'DE', 'volkswagen'),
  WV2: e('Volkswagen Commercial Vehicles', 'DE', 'volkswagen'),
  TMB: e('Skoda Auto (Mlada Boleslav)', 'CZ', 'skoda'),
  TMA: e('Hyundai Motor Manufacturing Czech (Nosovice)', 'CZ', 'hyundai'),
  U5Y: e('Kia Slovakia (Zilina)', 'SK', 'kia'),
  WF0: e('Ford-Werke', 'DE', 'ford'),
  W0L: e('Opel', 'DE', 'opel'),
  W0V: e('Opel', 'DE', 'opel'),
  WP0: e('Porsche', 'DE', 'porsche'),
  WP1: e('Porsche', 'DE', 'porsche'),
  VF1: e('Renault', 'FR', 'renault'),
  VF3: e('Peugeot', 'FR', 'peugeot'),
  VNK: e('Toyota Motor Manufacturing France', 'FR', 'toyota'),
  SAL: e('Jaguar Land Rover', 'GB', 'land_rover'),
  SB1: e('Toyota Motor Manufacturing UK', 'GB', 'toyota'),
  YV1: e('Volvo Cars', 'SE', 'volvo'),
  YV4: e('Volvo Cars', 'SE', 'volvo'),
  NMT: e('Toyota Motor Manufacturing Turkey', 'TR', 'toyota'),
  NM0: e('Ford Otosan', 'TR', 'ford'),
  // South and South-East Asia
  MR0: e('Toyota Motor Thailand', 'TH', 'toyota'),
  MHF: e('Toyota Motor Manufacturing Indonesia', 'ID', 'toyota'),
  MA3: e('Maruti Suzuki', 'IN', 'suzuki'),
  MAL: e('Hyundai Motor India', 'IN', 'hyundai'),
  // North America
  '1G1': e('General Motors (Chevrolet)', 'US', 'chevrolet'),
  '1GN': e('General Motors (Chevrolet)', 'US', 'chevrolet'),
  '1GC': e('General Motors (Chevrolet)', 'US', 'chevrolet'),
  '1GY': e('General Motors (Cadillac)', 'US', 'cadillac'),
  '1G6': e('General Motors (Cadillac)', 'US', 'cadillac'),
  '1B3': e('Chrysler (Dodge)', 'US', 'dodge'),
  '2B3': e('Chrysler Canada (Dodge)', 'CA', 'dodge'),
  '2C3': e('Chrysler Canada (Dodge)', 'CA', 'dodge'),
  '1C4': e('FCA US (Jeep)', 'US', 'jeep', 'dodge'),
  '1J4': e('Chrysler (Jeep)', 'US', 'jeep'),
  '1J8': e('Chrysler (Jeep)', 'US', 'jeep'),
  '1FA': e('Ford Motor Company', 'US', 'ford'),
  '1FM': e('Ford Motor Company', 'US', 'ford'),
  '1FT': e('Ford Motor Company', 'US', 'ford'),
  '3FA': e('Ford Motor Company (Hermosillo)', 'MX', 'ford'),
  '1HG': e('Honda of America', 'US', 'honda'),
  '2HG': e('Honda of Canada', 'CA', 'honda'),
  '5FN': e('Honda of America', 'US', 'honda'),
  '5J6': e('Honda of America', 'US', 'honda'),
  '4T1': e('Toyota Motor Manufacturing Kentucky', 'US', 'toyota'),
  '4T3': e('Toyota Motor Manufacturing', 'US', 'toyota'),
  '5TD': e('Toyota Motor Manufacturing Indiana', 'US', 'toyota'),
  '5TF': e('Toyota Motor Manufacturing Texas', 'US', 'toyota'),
  '2T1': e('Toyota Motor Manufacturing Canada', 'CA', 'toyota'),
  '2T2': e('Toyota Motor Manufacturing Canada (Lexus)', 'CA', 'lexus'),
  '58A': e('Toyota Motor Manufacturing Kentucky (Lexus)', 'US', 'lexus'),
  '1N4': e('Nissan North America', 'US', 'nissan'),
  '5N1': e('Nissan North America', 'US', 'nissan', 'infiniti'),
  '3N1': e('Nissan Mexicana', 'MX', 'nissan'),
  '5NP': e('Hyundai Motor Manufacturing Alabama', 'US', 'hyundai'),
  '5NM': e('Hyundai Motor Manufacturing Alabama', 'US', 'hyundai'),
  '5XY': e('Kia Georgia', 'US', 'kia'),
  '4S3': e('Subaru of Indiana', 'US', 'subaru'),
  '4S4': e('Subaru of Indiana', 'US', 'subaru'),
  '1VW': e('Volkswagen Chattanooga', 'US', 'volkswagen'),
  '3VW': e('Volkswagen de Mexico', 'MX', 'volkswagen'),
  '4JG': e('Mercedes-Benz US International', 'US', 'mercedes-benz'),
  '5UX': e('BMW Manufacturing (Spartanburg)', 'US', 'bmw'),
  '5YM': e('BMW M (Spartanburg)', 'US', 'bmw'),
};

/** ISO 3780 ranges of the first two characters → ISO 3166 country, for WMIs not in the table. */
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
const RANGES: ReadonlyArray<readonly [string, string, string, string]> = [
  // [first, second from, second to, country]
  ['A', 'A', 'H', 'ZA'],
  ['J', 'A', '0', 'JP'],
  ['K', 'L', 'R', 'KR'],
  ['K', '1', '3', 'KR'],
  ['K', '5', '5', 'KG'],
  ['L', 'A', '0', 'CN'],
  ['M', 'A', 'E', 'IN'],
  ['M', 'F', 'K', 'ID'],
  ['M', 'L', 'R', 'TH'],
  ['M', 'X', 'X', 'KZ'],
  ['M', '1', '0', 'IN'],
  ['N', 'A', 'E', 'IR'],
  ['N', 'L', 'R', 'TR'],
  ['N', 'S', 'T', 'UZ'],
  ['P', 'L', 'R', 'MY'],
  ['R', 'F', 'K', 'TW'],
  ['S', 'A', 'M', 'GB'],
  ['S', 'N', 'T', 'DE'],
  ['S', 'U', 'Z', 'PL'],
  ['T', 'A', 'H', 'CH'],
  ['T', 'J', 'P', 'CZ'],
  ['T', 'R', 'V', 'HU'],
  ['T', 'W', '1', 'PT'],
  ['U', 'A', 'C', 'ES'],
  ['U', 'U', 'X', 'RO'],
  ['U', '5', '7', 'SK'],
  ['V', 'A', 'E', 'AT'],
  ['V', 'F', 'R', 'FR'],
  ['V', 'S', 'W', 'ES'],
  ['V', 'X', '2', 'FR'],
  ['W', 'A', '0', 'DE'],
  ['X', 'D', 'E', 'RU'],
  ['X', 'J', 'K', 'RU'],
  ['X', 'L', 'R', 'NL'],
  ['X', 'S', 'W', 'RU'],
  ['X', 'Z', '0', 'RU'],
  ['Y', 'A', 'E', 'BE'],
  ['Y', 'F', 'K', 'FI'],
  ['Y', 'S', 'W', 'SE'],
  ['Y', 'X', '2', 'NO'],
  ['Y', '3', '5', 'BY'],
  ['Y', '6', '8', 'UA'],
  ['Z', 'A', 'U', 'IT'],
  ['Z', '6', '0', 'RU'],
  ['1', 'A', '0', 'US'],
  ['2', 'A', '5', 'CA'],
  ['3', 'A', 'X', 'MX'],
  ['4', 'A', '0', 'US'],
  ['5', 'A', '0', 'US'],
  ['6', 'A', 'X', 'AU'],
  ['7', 'F', '0', 'US'],
  ['8', 'A', 'E', 'AR'],
  ['9', 'A', 'E', 'BR'],
  ['9', '1', '0', 'BR'],
];

/** The country of an ISO 3780 range, or null. */
export function rangeCountry(wmi: string): string | null {
  const a = wmi[0];
  const b = ORDER.indexOf(wmi[1] ?? '');
  if (!a || b < 0) return null;
  for (const [first, from, to, country] of RANGES) {
    if (first === a && b >= ORDER.indexOf(from) && b <= ORDER.indexOf(to)) return country;
  }
  return null;
}

/** The table's entry for a VIN's WMI, or null. */
export const wmiEntry = (vin: string): WmiEntry | null => WMI[vin.slice(0, 3)] ?? null;
