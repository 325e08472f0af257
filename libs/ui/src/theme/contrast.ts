/** WCAG 2.x relative luminance and contrast ratio for #rrggbb colours. */
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Foreground/background pairs the components actually use, with the minimum ratio they need. */
export const contrastPairs: ReadonlyArray<{ fg: string; bg: string; min: number; use: string }> = [
  { fg: 'text', bg: 'background', min: 4.5, use: 'body text' },
  { fg: 'text', bg: 'surface', min: 4.5, use: 'text on sections' },
  { fg: 'text', bg: 'surfaceRaised', min: 4.5, use: 'text on cards' },
  { fg: 'textMuted', bg: 'background', min: 4.5, use: 'secondary text' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'secondary text on sections' },
  { fg: 'textMuted', bg: 'surfaceRaised', min: 4.5, use: 'secondary text on cards' },
  { fg: 'onBrand', bg: 'brand', min: 4.5, use: 'primary button' },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5, use: 'primary button hover' },
  { fg: 'brand', bg: 'background', min: 4.5, use: 'links' },
  { fg: 'brand', bg: 'brandSoft', min: 4.5, use: 'brand badge' },
  { fg: 'price', bg: 'surfaceRaised', min: 4.5, use: 'price on cards' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'accent badge / button' },
  { fg: 'text', bg: 'accentSoft', min: 4.5, use: 'accent soft badge' },
  { fg: 'success', bg: 'successSoft', min: 4.5, use: 'success badge' },
  { fg: 'success', bg: 'background', min: 4.5, use: 'success text' },
  { fg: 'warning', bg: 'warningSoft', min: 4.5, use: 'warning badge' },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5, use: 'danger badge' },
  { fg: 'danger', bg: 'background', min: 4.5, use: 'error messages' },
  { fg: 'onDanger', bg: 'danger', min: 4.5, use: 'danger button' },
  { fg: 'info', bg: 'infoSoft', min: 4.5, use: 'info badge' },
  { fg: 'borderStrong', bg: 'background', min: 3, use: 'input borders (non-text)' },
  { fg: 'focusRing', bg: 'background', min: 3, use: 'focus ring (non-text)' },
  { fg: 'onAqiBright', bg: 'aqiGood', min: 4.5, use: 'AQI badge: good' },
  { fg: 'onAqiBright', bg: 'aqiModerate', min: 4.5, use: 'AQI badge: moderate' },
  { fg: 'onAqiBright', bg: 'aqiSensitive', min: 4.5, use: 'AQI badge: unhealthy for sensitive groups' },
  { fg: 'onAqiBright', bg: 'aqiUnhealthy', min: 4.5, use: 'AQI badge: unhealthy' },
  { fg: 'onAqiDeep', bg: 'aqiVeryUnhealthy', min: 4.5, use: 'AQI badge: very unhealthy' },
  { fg: 'onAqiDeep', bg: 'aqiHazardous', min: 4.5, use: 'AQI badge: hazardous' },
];
