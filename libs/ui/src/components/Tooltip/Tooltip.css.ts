import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space['1.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
});

export const popover = style({
  maxWidth: 'min(360px, calc(100vw - 16px))',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const popoverDialog = style({ padding: vars.space['4'], outline: 'none' });

export const popoverTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const pointerTooltip = style([
  tooltip,
  {
    pointerEvents: 'none',
    whiteSpace: 'pre-line',
    transition: `opacity ${vars.duration.fast}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);
