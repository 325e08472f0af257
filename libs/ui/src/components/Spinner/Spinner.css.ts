import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'currentColor',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // keep a slow turn so "busy" stays visible with reduced motion
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' },
  },
});

export const track = style({ opacity: 0.2 });

export const size = styleVariants({
  xs: { width: '14px', height: '14px' },
  sm: { width: '18px', height: '18px' },
  md: { width: '24px', height: '24px' },
  lg: { width: '40px', height: '40px' },
});

export const tone = styleVariants({
  current: { color: 'currentColor' },
  brand: { color: vars.color.brand },
  muted: { color: vars.color.textMuted },
});
