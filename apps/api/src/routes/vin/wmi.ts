import { BRANDS } from '../../db/seed/cars.js';

/**
 * World manufacturer identifiers (VIN positions 1–3) → catalogue brand slug. The catalogue's own WMI per brand
 * (first brand wins where plants are shared, e.g. XWB: GM Uzbekistan), plus common ones of cars sold in Kazakhstan.
 */
const EXTRA: Record<string, string> = {
  JTD: 'toyota', JTE: 'toyota', JTM: 'toyota', JTH: 'lexus', '4T1': 'toyota', '4T3': 'toyota', '5TD': 'toyota',
  '2T1': 'toyota', SB1: 'toyota', MR0: 'toyota', NMT: 'toyota', JT2: 'toyota', JT3: 'toyota',
  '58A': 'lexus', '2T2': 'lexus', JTK: 'toyota',
  KMF: 'hyundai', Z94: 'hyundai', '5NP': 'hyundai', '5NM': 'hyundai', XWE: 'kia', KNE: 'kia', KND: 'kia', U5Y: 'kia',
  Z8N: 'nissan', SJN: 'nissan', JN8: 'nissan', '1N4': 'nissan',
  XW8: 'volkswagen', WV1: 'volkswagen', WV2: 'volkswagen', '3VW': 'volkswagen',
  WDB: 'mercedes-benz', WDC: 'mercedes-benz', W1K: 'mercedes-benz', W1N: 'mercedes-benz', '4JG': 'mercedes-benz',
  WBS: 'bmw', WBY: 'bmw', '5UX': 'bmw', X4X: 'bmw', WA1: 'audi', TRU: 'audi',
  XTT: 'uaz', XTH: 'gaz', Z8T: 'lada', X7L: 'renault', VF7: 'peugeot', Z6F: 'ford', '1FA': 'ford', '1FM': 'ford',
  JMZ: 'mazda', JA3: 'mitsubishi', JA4: 'mitsubishi', Z8E: 'mitsubishi', JHL: 'honda', '1HG': 'honda', '2HG': 'honda',
  JF2: 'subaru', SAL: 'land_rover', WP0: 'porsche', YV4: 'volvo', LVS: 'ford', LGB: 'nissan',
  LB3: 'geely', Y4K: 'chery', Y6D: 'jac', X9W: 'geely',
};

export const WMI_BRAND: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const b of BRANDS) if (!m.has(b.wmi)) m.set(b.wmi, b.slug);
  for (const [wmi, slug] of Object.entries(EXTRA)) if (!m.has(wmi)) m.set(wmi, slug);
  return m;
})();
