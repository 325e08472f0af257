/**
 * Deterministic SVG "photos" of cars: a side silhouette in the car's colour on a soft studio background.
 * The same key always gives the same picture; the position in the key (`123-2`) varies framing and light.
 */

export interface CarSubject {
  color: string;
  /** An exact paint (`#rrggbb`) instead of the colour's usual one (the market's colours). */
  hex?: string;
  body: string;
  brand: string;
  model: string;
  year: number;
}

const COLOR_HEX: Record<string, string> = {
  white: '#eef0f3',
  black: '#1d2026',
  silver: '#bfc4ca',
  grey: '#737a84',
  blue: '#2c5ba6',
  red: '#b8232b',
  brown: '#6a4934',
  beige: '#d6c4a0',
  green: '#2e6a46',
  yellow: '#e6bd2a',
  orange: '#dc7424',
  gold: '#c2a04f',
  purple: '#5a3a8a',
  cherry: '#74203a',
};

const BACKDROPS: Array<[string, string, string]> = [
  ['#e9eef5', '#c9d4e3', '#b7c3d3'],
  ['#f4efe6', '#ddd0bb', '#c9b99f'],
  ['#e8f1ee', '#c4d9d1', '#a9c4ba'],
  ['#efeaf4', '#d3c9e0', '#bcb0cf'],
  ['#f3f3f1', '#d9d9d4', '#c4c4be'],
  ['#2b3442', '#1c232e', '#121821'],
];

type Pt = [number, number];
interface Shape {
  /** Outline from rear-bottom to front-bottom, x as a fraction of the length, y in pixels. */
  top: Pt[];
  glass: Pt[];
  /** B-pillar x fraction(s) dividing the glass. */
  pillars: number[];
  wheelR: number;
  axleY: number;
  wheels: [number, number];
  length: number;
}

const sedan: Shape = {
  top: [[0, 402], [0, 352], [0.03, 331], [0.2, 323], [0.27, 318], [0.4, 250], [0.57, 247], [0.72, 306], [0.94, 322], [1, 346], [1, 402]],
  glass: [[0.29, 316], [0.41, 257], [0.565, 255], [0.695, 310]],
  pillars: [0.5],
  wheelR: 50,
  axleY: 420,
  wheels: [0.19, 0.81],
  length: 600,
};
const SHAPES: Record<string, Shape> = {
  sedan,
  liftback: { ...sedan, top: [[0, 402], [0, 350], [0.03, 328], [0.14, 318], [0.4, 250], [0.57, 247], [0.72, 306], [0.94, 322], [1, 346], [1, 402]], glass: [[0.17, 314], [0.41, 257], [0.565, 255], [0.695, 310]] },
  hatchback: { ...sedan, length: 520, top: [[0, 404], [0, 340], [0.02, 300], [0.08, 262], [0.55, 252], [0.71, 312], [0.94, 326], [1, 350], [1, 404]], glass: [[0.06, 306], [0.1, 268], [0.54, 260], [0.68, 314]], pillars: [0.38], wheels: [0.17, 0.82] },
  wagon: { ...sedan, top: [[0, 402], [0, 340], [0.02, 300], [0.05, 258], [0.57, 249], [0.72, 306], [0.94, 322], [1, 346], [1, 402]], glass: [[0.05, 306], [0.07, 264], [0.565, 256], [0.695, 310]], pillars: [0.3, 0.5] },
  crossover: { top: [[0, 396], [0, 330], [0.03, 290], [0.08, 246], [0.58, 238], [0.72, 296], [0.95, 308], [1, 334], [1, 396]], glass: [[0.07, 294], [0.1, 252], [0.57, 246], [0.69, 298]], pillars: [0.3, 0.47], wheelR: 55, axleY: 414, wheels: [0.18, 0.82], length: 590 },
  suv: { top: [[0, 394], [0, 320], [0.02, 282], [0.05, 226], [0.6, 222], [0.72, 288], [0.96, 296], [1, 326], [1, 394]], glass: [[0.05, 286], [0.07, 232], [0.59, 230], [0.7, 290]], pillars: [0.3, 0.48], wheelR: 58, axleY: 412, wheels: [0.18, 0.82], length: 610 },
  pickup: { top: [[0, 394], [0, 300], [0.37, 300], [0.39, 232], [0.6, 228], [0.72, 290], [0.96, 298], [1, 326], [1, 394]], glass: [[0.41, 292], [0.42, 240], [0.59, 236], [0.69, 292]], pillars: [0.5], wheelR: 58, axleY: 412, wheels: [0.17, 0.8], length: 640 },
  minivan: { top: [[0, 398], [0, 260], [0.03, 226], [0.7, 220], [0.84, 290], [0.97, 304], [1, 330], [1, 398]], glass: [[0.04, 290], [0.05, 236], [0.69, 230], [0.81, 292]], pillars: [0.28, 0.55], wheelR: 52, axleY: 418, wheels: [0.16, 0.8], length: 610 },
  van: { top: [[0, 398], [0, 232], [0.02, 212], [0.78, 208], [0.88, 280], [0.98, 300], [1, 330], [1, 398]], glass: [[0.72, 286], [0.72, 222], [0.78, 220], [0.86, 288]], pillars: [], wheelR: 52, axleY: 418, wheels: [0.16, 0.8], length: 630 },
  coupe: { ...sedan, top: [[0, 404], [0, 352], [0.04, 333], [0.2, 326], [0.44, 262], [0.58, 259], [0.73, 312], [0.95, 328], [1, 350], [1, 404]], glass: [[0.26, 322], [0.45, 269], [0.575, 266], [0.7, 314]], pillars: [] },
};
SHAPES['convertible'] = { ...SHAPES['coupe']!, glass: [[0.62, 300], [0.66, 286], [0.68, 288], [0.71, 314]] };

/** FNV-1a: a stable 32-bit hash of the key. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mix(hex: string, to: string, t: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const ch = (x: number, s: number) => (x >> s) & 255;
  const c = [16, 8, 0].map((s) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const f = (n: number) => Math.round(n * 10) / 10;

/** A smooth closed-ish path through points (Catmull-Rom turned into cubic Béziers, low tension). */
function smooth(pts: Pt[]): string {
  let d = `M${f(pts[0]![0])},${f(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    const k = 1 / 8;
    d += ` C${f(p1[0] + (p2[0] - p0[0]) * k)},${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)},${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

export function renderCarSvg(key: string, subject: CarSubject | null): string {
  const h = hash32(key);
  const position = Number(/-(\d+)$/.exec(key)?.[1] ?? 0);
  const s: CarSubject = subject ?? {
    color: Object.keys(COLOR_HEX)[h % 14]!,
    body: ['sedan', 'crossover', 'hatchback', 'suv'][(h >>> 4) % 4]!,
    brand: 'Jolda',
    model: '',
    year: 0,
  };
  const shape = SHAPES[s.body] ?? sedan;
  const paint = s.hex ?? COLOR_HEX[s.color] ?? COLOR_HEX['silver']!;
  const [bgTop, bgBottom, floor] = BACKDROPS[(h >>> 8) % BACKDROPS.length]!;
  const dark = bgTop.startsWith('#2');
  const flip = position % 2 === 1;
  const zoom = 1 + ((h >>> 12) % 5) * 0.02 + (position >= 2 ? 0.06 : 0);

  const L = shape.length;
  const x0 = 400 - L / 2;
  const X = (fx: number) => x0 + fx * L;
  const P = (pts: Pt[]): Pt[] => pts.map(([fx, y]) => [X(fx), y]);

  const top = P(shape.top);
  const bottomY = shape.axleY + 6;
  const [rw, fw] = shape.wheels.map(X) as [number, number];
  const ar = shape.wheelR + 9;
  const last = top[top.length - 1]!;
  const first = top[0]!;
  const outline =
    `${smooth(top)} L${f(last[0])},${bottomY} L${f(fw + ar)},${bottomY} A${ar},${ar} 0 0 0 ${f(fw - ar)},${bottomY}` +
    ` L${f(rw + ar)},${bottomY} A${ar},${ar} 0 0 0 ${f(rw - ar)},${bottomY} L${f(first[0])},${bottomY} Z`;
  const glass = P(shape.glass);
  const glassPath = `M${glass.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} Z`;
  const beltY = Math.max(...shape.glass.map((p) => p[1])) + 10;
  const pillars = shape.pillars
    .map((px) => `<rect x="${f(X(px) - 5)}" y="150" width="10" height="${beltY}" fill="url(#paint)"/>`)
    .join('');
  const wheel = (cx: number) => {
    const r = shape.wheelR;
    const spokes = Array.from({ length: 5 }, (_, i) => {
      const a = (i * 72 + (h % 72)) * (Math.PI / 180);
      return `<line x1="${f(cx)}" y1="${shape.axleY}" x2="${f(cx + Math.cos(a) * r * 0.56)}" y2="${f(shape.axleY + Math.sin(a) * r * 0.56)}" stroke="#9aa1ab" stroke-width="7" stroke-linecap="round"/>`;
    }).join('');
    return (
      `<circle cx="${f(cx)}" cy="${shape.axleY}" r="${r}" fill="#16181c"/>` +
      `<circle cx="${f(cx)}" cy="${shape.axleY}" r="${f(r * 0.64)}" fill="url(#rim)"/>${spokes}` +
      `<circle cx="${f(cx)}" cy="${shape.axleY}" r="${f(r * 0.14)}" fill="#5d636c"/>`
    );
  };
  const frontX = X(1);
  const rearX = X(0);
  const lightY = top[top.length - 2]![1] + 8;
  const rearLightY = top[1]![1] + 6;
  const label = s.model ? `${s.brand} ${s.model}${s.year ? ` · ${s.year}` : ''}` : s.brand;
  const ink = dark ? '#ffffff' : '#1d2330';

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${esc(label)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="0.68" stop-color="${bgBottom}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="${dark ? 0.12 : 0.55}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(paint, '#ffffff', 0.35)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${mix(paint, '#000000', 0.38)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4d5a6b"/><stop offset="0.5" stop-color="#222a35"/><stop offset="1" stop-color="#10151c"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#e3e6ea"/><stop offset="1" stop-color="#7d848e"/></radialGradient>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<rect width="800" height="600" fill="url(#spot)"/>
<text x="40" y="110" font-family="Inter, system-ui, sans-serif" font-size="92" font-weight="800" fill="${ink}" fill-opacity="0.06" letter-spacing="-2">${esc(s.brand.toUpperCase())}</text>
<g transform="translate(400 470) scale(${flip ? -zoom : zoom} ${zoom}) translate(-400 -470)">
<ellipse cx="400" cy="${shape.axleY + shape.wheelR + 2}" rx="${f(L * 0.56)}" ry="22" fill="url(#shadow)"/>
<path d="${outline}" fill="url(#paint)" stroke="${mix(paint, '#000000', 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="${glassPath}" fill="url(#glass)" stroke="${mix(paint, '#000000', 0.45)}" stroke-width="2" stroke-linejoin="round"/>
<clipPath id="gc"><path d="${glassPath}"/></clipPath><g clip-path="url(#gc)">${pillars}<path d="M${f(X(shape.glass[1]![0]) + 30)},150 l60,0 l-120,${beltY} l-60,0 Z" fill="#ffffff" fill-opacity="0.08"/></g>
<path d="M${f(rearX + 14)},${beltY} L${f(frontX - 30)},${beltY + 4}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M${f(X((shape.glass[0]![0] + shape.glass[3]![0]) / 2))},${beltY + 8} L${f(X((shape.glass[0]![0] + shape.glass[3]![0]) / 2) + 4)},${bottomY - 14}" stroke="${mix(paint, '#000000', 0.45)}" stroke-width="1.5" fill="none"/>
<rect x="${f(frontX - 30)}" y="${f(lightY)}" width="28" height="11" rx="5" fill="#fff6d8" stroke="#00000033"/>
<rect x="${f(rearX + 2)}" y="${f(rearLightY)}" width="16" height="12" rx="4" fill="#c41d24"/>
<rect x="${f(X(0.05))}" y="${bottomY - 14}" width="${f(L * 0.9)}" height="8" rx="4" fill="#000" fill-opacity="0.18"/>
${wheel(rw)}${wheel(fw)}
</g>
<text x="40" y="560" font-family="Inter, system-ui, sans-serif" font-size="22" font-weight="600" fill="${ink}" fill-opacity="0.55">${esc(label)}</text>
<text x="760" y="560" text-anchor="end" font-family="Inter, system-ui, sans-serif" font-size="18" fill="${ink}" fill-opacity="0.35">jolda.kz</text>
</svg>`;
}
