import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], minWidth: 0 });

export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] });

export const value = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const input = style({
  width: '100%',
  height: vars.size.control.sm,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
});
