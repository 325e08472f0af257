/**
 * Deterministic SVG "photos" of an inspection's points (the seed's inspections; a real inspector uploads photos): a
 * close-up of what was checked — a body panel in the car's paint under a thickness gauge showing its reading, a tyre's
 * tread under a depth gauge, or the part in its setting with the finding circled (amber: attention, red: defect). The
 * same announcement and point always give the same picture. Numbers only, no words: the page around it is in the
 * reader's language.
 */
import { INSPECTION_POINTS, type InspectionGroup, type InspectionPointStatus } from '@jolda/contracts';

export interface InspectionPhotoSubject {
  code: string;
  status: InspectionPointStatus;
  microns: number | null;
  /** The car's colour (`white`, `black`, … as listed). */
  color: string;
}

const PAINT: Record<string, string> = {
  white: '#eef0f3', black: '#1d2026', silver: '#bfc4ca', grey: '#737a84', blue: '#2c5ba6', red: '#b8232b', brown: '#6a4934',
  beige: '#d6c4a0', green: '#2e6a46', yellow: '#e6bd2a', orange: '#dc7424', gold: '#c2a04f', purple: '#5a3a8a', cherry: '#74203a',
};
const MARK: Record<InspectionPointStatus, string> = { ok: '#2f9e5b', attention: '#e0a21b', defect: '#d23b3b' };
const GROUP = new Map<string, InspectionGroup>(INSPECTION_POINTS.map((p) => [p.code, p.group]));

function hash32(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mix(a: string, b: string, t: number): string {
  const x = Number.parseInt(a.slice(1), 16);
  const y = Number.parseInt(b.slice(1), 16);
  const c = [16, 8, 0].map((s) => Math.round(((x >> s) & 255) + (((y >> s) & 255) - ((x >> s) & 255)) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>${defs}</defs>${body}</svg>`;

/** A thickness gauge on the panel: its display shows the reading in µm, its probe touches the paint. */
function paintPhoto(s: InspectionPhotoSubject, h: number): string {
  const paint = PAINT[s.color] ?? PAINT['silver']!;
  const light = mix(paint, '#ffffff', 0.45);
  const shade = mix(paint, '#000000', 0.35);
  const tilt = (h % 9) - 4;
  const reading = s.microns ?? 0;
  const display = MARK[s.status];
  const defs =
    `<linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade}"/></linearGradient>` +
    `<radialGradient id="glare" cx="0.3" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const dents = s.status === 'defect' ? `<ellipse cx="${520 + (h % 80)}" cy="${380 + ((h >>> 5) % 60)}" rx="70" ry="38" fill="${shade}" opacity="0.35"/>` : '';
  return frame(
    defs,
    `<rect width="800" height="600" fill="url(#panel)"/><rect width="800" height="600" fill="url(#glare)"/>` +
      `<path d="M0 ${470 + tilt * 4} C 260 ${440 + tilt * 3}, 540 ${500 - tilt * 3}, 800 ${460 - tilt * 4}" stroke="${shade}" stroke-width="6" fill="none" opacity="0.6"/>${dents}` +
      `<g transform="rotate(${tilt} 400 300)">` +
      `<rect x="250" y="120" width="300" height="250" rx="36" fill="#2b2f36"/><rect x="270" y="140" width="260" height="120" rx="14" fill="#0f1b14"/>` +
      `<text x="400" y="225" text-anchor="middle" font-family="monospace" font-size="64" font-weight="700" fill="${display}">${reading}</text>` +
      `<text x="500" y="250" text-anchor="end" font-family="monospace" font-size="22" fill="${display}">µm</text>` +
      `<circle cx="330" cy="315" r="22" fill="#454b55"/><circle cx="400" cy="315" r="22" fill="#454b55"/><circle cx="470" cy="315" r="22" fill="${display}"/>` +
      `<rect x="380" y="370" width="40" height="90" fill="#3a3f47"/><circle cx="400" cy="468" r="14" fill="#1d2026"/></g>`,
  );
}

/** A tyre's tread close-up with a depth gauge: the reading in mm follows the finding. */
function tyrePhoto(s: InspectionPhotoSubject, h: number): string {
  const depth = s.status === 'ok' ? 5 + (h % 3) : s.status === 'attention' ? 3 + (h % 2) : 1;
  const grooves = Array.from({ length: 5 }, (_, i) => `<rect x="${130 + i * 120}" y="0" width="${18 + depth * 3}" height="600" fill="#111317"/>`).join('');
  const sipes = Array.from({ length: 12 }, (_, i) => `<path d="M${90 + (i % 6) * 120} ${40 + Math.floor(i / 6) * 300} l60 120" stroke="#15171b" stroke-width="6"/>`).join('');
  return frame(
    `<linearGradient id="rubber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset="1" stop-color="#222428"/></linearGradient>`,
    `<rect width="800" height="600" fill="url(#rubber)"/>${grooves}${sipes}` +
      `<g transform="rotate(${(h % 7) - 3} 420 300)"><rect x="330" y="150" width="180" height="120" rx="16" fill="#d9dde2"/><rect x="350" y="170" width="140" height="60" rx="8" fill="#0f1b14"/>` +
      `<text x="420" y="218" text-anchor="middle" font-family="monospace" font-size="44" font-weight="700" fill="${MARK[s.status]}">${depth}.${(h >>> 3) % 10}</text>` +
      `<text x="420" y="258" text-anchor="middle" font-family="monospace" font-size="20" fill="#2b2f36">mm</text><rect x="412" y="270" width="16" height="170" fill="#c4c9cf"/></g>`,
  );
}

/** Settings of the other groups: a backdrop and a part drawn in it. */
const SCENES: Record<Exclude<InspectionGroup, 'paint'>, { bg: [string, string]; part: (h: number) => string }> = {
  body: { bg: ['#9aa6b2', '#5d6873'], part: (h) => `<path d="M80 420 Q 400 ${300 + (h % 40)} 720 420 L720 600 L80 600Z" fill="#c9d0d7"/><rect x="120" y="120" width="560" height="200" rx="30" fill="#6d8aa3" opacity="0.7"/>` },
  engine: {
    bg: ['#3b4048', '#1f2226'],
    part: (h) =>
      `<rect x="180" y="160" width="440" height="260" rx="24" fill="#5b616b"/><rect x="220" y="120" width="360" height="70" rx="14" fill="#7a828d"/>` +
      Array.from({ length: 4 }, (_, i) => `<circle cx="${270 + i * 90}" cy="155" r="18" fill="#2b2f36"/>`).join('') +
      `<path d="M620 260 C 700 ${240 + (h % 30)}, 720 380, 640 420" stroke="#1b1d21" stroke-width="26" fill="none"/>`,
  },
  transmission: { bg: ['#4a4f57', '#25282d'], part: () => `<path d="M200 220 L520 180 L600 300 L520 420 L200 380Z" fill="#6b717b"/><circle cx="600" cy="300" r="60" fill="#8a919b"/><rect x="640" y="285" width="160" height="30" fill="#3a3f47"/>` },
  suspension: { bg: ['#575d66', '#2c3036'], part: () => `<rect x="360" y="60" width="80" height="330" rx="20" fill="#a9b0b8"/>${Array.from({ length: 7 }, (_, i) => `<ellipse cx="400" cy="${120 + i * 40}" rx="110" ry="16" fill="none" stroke="#c0392b" stroke-width="14"/>`).join('')}<rect x="250" y="420" width="300" height="40" rx="12" fill="#3a3f47"/>` },
  brakes: { bg: ['#5c6168', '#2a2d31'], part: () => `<circle cx="400" cy="300" r="220" fill="#9ca2a9"/><circle cx="400" cy="300" r="70" fill="#5b616b"/>${Array.from({ length: 5 }, (_, i) => `<circle cx="${400 + 45 * Math.cos((i * 72 * Math.PI) / 180)}" cy="${300 + 45 * Math.sin((i * 72 * Math.PI) / 180)}" r="10" fill="#2b2f36"/>`).join('')}<path d="M560 140 A 220 220 0 0 1 600 420 L 520 400 A 150 150 0 0 0 500 190Z" fill="#c0392b"/>` },
  tyres: { bg: ['#3a3d42', '#222428'], part: () => '' },
  interior: { bg: ['#6b5b4d', '#3b3128'], part: (h) => `<path d="M120 600 C 140 300, 260 ${180 + (h % 30)}, 400 180 C 540 180, 660 300, 680 600Z" fill="#2f2a26"/><rect x="200" y="80" width="400" height="90" rx="20" fill="#1d1b19"/><circle cx="300" cy="125" r="30" fill="#3b4a5a"/><circle cx="500" cy="125" r="30" fill="#3b4a5a"/>` },
  electrics: { bg: ['#2d3a4a', '#151c25'], part: () => `<rect x="230" y="170" width="340" height="240" rx="18" fill="#20252c"/><rect x="270" y="140" width="60" height="40" rx="6" fill="#c0392b"/><rect x="470" y="140" width="60" height="40" rx="6" fill="#2c3e50"/><rect x="270" y="220" width="260" height="90" rx="10" fill="#0f1b14"/><text x="400" y="282" text-anchor="middle" font-family="monospace" font-size="48" fill="#7ddc8f">12.4V</text>` },
  test_drive: { bg: ['#8fb3d9', '#dfe8f1'], part: (h) => `<path d="M0 600 L330 ${300 + (h % 20)} L470 ${300 + (h % 20)} L800 600Z" fill="#4b5057"/><path d="M400 600 L400 330" stroke="#f5f5f5" stroke-width="10" stroke-dasharray="40 30"/><path d="M60 600 C 200 520, 300 470, 420 460 C 540 470, 640 520, 760 600" fill="none" stroke="#1d2026" stroke-width="70"/>` },
};

export function renderInspectionSvg(key: string, s: InspectionPhotoSubject): string {
  const h = hash32(key);
  const group = GROUP.get(s.code) ?? 'body';
  if (group === 'paint') return paintPhoto(s, h);
  if (group === 'tyres') return tyrePhoto(s, h);
  const scene = SCENES[group];
  const [top, bottom] = scene.bg;
  const cx = 260 + (h % 300);
  const cy = 200 + ((h >>> 9) % 200);
  const mark = s.status === 'ok' ? '' : `<circle cx="${cx}" cy="${cy}" r="${70 + (h % 30)}" fill="none" stroke="${MARK[s.status]}" stroke-width="10"/>`;
  return frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<radialGradient id="torch" cx="${(cx / 800).toFixed(2)}" cy="${(cy / 600).toFixed(2)}" r="0.5"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient>`,
    `<rect width="800" height="600" fill="url(#bg)"/>${scene.part(h)}<rect width="800" height="600" fill="url(#torch)"/>${mark}`,
  );
}
