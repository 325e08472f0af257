import { shared } from './shared';

/** Light theme: deep teal of the Kazakh sky, warm steppe-gold accent. */
export const lightColors = {
  background: '#ffffff',
  surface: '#f4f7f9',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eaf0f3',
  overlay: 'rgba(8, 22, 30, 0.55)',
  /** Text on the overlay (over photos, behind dialogs). */
  onOverlay: '#ffffff',
  border: '#dde4e9',
  borderStrong: '#7b8b97',
  text: '#0f1c24',
  textMuted: '#4f5f6b',
  textInverse: '#ffffff',
  brand: '#0b5c78',
  brandHover: '#084a61',
  brandSoft: '#e2f1f6',
  onBrand: '#ffffff',
  accent: '#f2b230',
  accentHover: '#e0a01c',
  accentSoft: '#fdf3dc',
  onAccent: '#1f1500',
  price: '#0b5c78',
  success: '#1a7346',
  successSoft: '#e3f4ea',
  warning: '#8a5a00',
  warningSoft: '#fdf1d6',
  danger: '#c02a1e',
  dangerHover: '#a12117',
  dangerSoft: '#fde8e6',
  onDanger: '#ffffff',
  info: '#1d5fa8',
  infoSoft: '#e5effa',
  focusRing: '#1a8fbd',
  skeleton: '#e8edf1',
  skeletonHighlight: '#f5f8fa',
  /** The US EPA AQI category colours (the same in both themes: people know them), and text on them. */
  aqiGood: '#00e400',
  aqiModerate: '#ffff00',
  aqiSensitive: '#ff7e00',
  aqiUnhealthy: '#ff0000',
  aqiVeryUnhealthy: '#8f3f97',
  aqiHazardous: '#7e0023',
  onAqiBright: '#000000',
  onAqiDeep: '#ffffff',
} as const;

export const light = {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(15, 28, 36, 0.06), 0 1px 3px rgba(15, 28, 36, 0.08)',
    md: '0 4px 12px rgba(15, 28, 36, 0.08), 0 2px 4px rgba(15, 28, 36, 0.06)',
    lg: '0 16px 40px rgba(15, 28, 36, 0.14), 0 4px 12px rgba(15, 28, 36, 0.08)',
  },
};
