import { shared } from './shared';
import type { lightColors } from './light';

export const darkColors: Record<keyof typeof lightColors, string> = {
  background: '#0b1419',
  surface: '#111d24',
  surfaceRaised: '#16252e',
  surfaceSunken: '#08100f',
  overlay: 'rgba(0, 0, 0, 0.65)',
  /** Text on the overlay (over photos, behind dialogs). */
  onOverlay: '#ffffff',
  border: '#26363f',
  borderStrong: '#6f828e',
  text: '#e8eef2',
  textMuted: '#a3b3bd',
  textInverse: '#0f1c24',
  brand: '#56b8d8',
  brandHover: '#7ccae4',
  brandSoft: '#0f3342',
  onBrand: '#03202b',
  accent: '#f5bd4a',
  accentHover: '#f8cc6e',
  accentSoft: '#3a2c0c',
  onAccent: '#1f1500',
  price: '#7ccae4',
  success: '#5bcb93',
  successSoft: '#0f3322',
  warning: '#f5bd4a',
  warningSoft: '#3a2c0c',
  danger: '#ff8a80',
  dangerHover: '#ffa59d',
  dangerSoft: '#3d1411',
  onDanger: '#2b0502',
  info: '#8ab8f0',
  infoSoft: '#132a45',
  focusRing: '#7ccae4',
  skeleton: '#1c2c36',
  skeletonHighlight: '#263a45',
  /** The US EPA AQI category colours (the same in both themes: people know them), and text on them. */
  aqiGood: '#00e400',
  aqiModerate: '#ffff00',
  aqiSensitive: '#ff7e00',
  aqiUnhealthy: '#ff0000',
  aqiVeryUnhealthy: '#8f3f97',
  aqiHazardous: '#7e0023',
  onAqiBright: '#000000',
  onAqiDeep: '#ffffff',
};

export const dark = {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.55)',
  },
};
