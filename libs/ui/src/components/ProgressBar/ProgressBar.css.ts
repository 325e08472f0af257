import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const trickle = keyframes({
  '0%': { transform: 'scaleX(0)' },
  '20%': { transform: 'scaleX(0.35)' },
  '50%': { transform: 'scaleX(0.6)' },
  '100%': { transform: 'scaleX(0.9)' },
});

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const inline = style({ position: 'relative', borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken });

export const bar = style({
  height: '100%',
  width: '100%',
  backgroundColor: vars.color.brand,
  transformOrigin: '0 50%',
  transform: 'scaleX(0)',
  boxShadow: `0 0 8px ${vars.color.brand}`,
  selectors: {
    '[data-state="loading"] > &': { animation: `${trickle} 10s cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
    '[data-state="done"] > &': {
      transform: 'scaleX(1)',
      opacity: 0,
      transition: `transform ${vars.duration.normal} ease-out, opacity ${vars.duration.slow} ease-in ${vars.duration.normal}`,
    },
    '[data-state="determinate"] > &': { transition: `transform ${vars.duration.normal} ease-out` },
  },
});
