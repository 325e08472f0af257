import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

const grow = keyframes({
  '0%': { transform: 'scaleX(0.05)' },
  '60%': { transform: 'scaleX(0.7)' },
  '100%': { transform: 'scaleX(0.92)' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.progress,
  background: vars.color.accent,
  transformOrigin: 'left',
  animation: `${grow} 2.5s ${vars.easing.standard} forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(0.6)' } },
});
