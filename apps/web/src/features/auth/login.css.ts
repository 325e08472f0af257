import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const page = style({
  maxWidth: vars.size.container.narrow,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  '@media': { [mediaQuery('md')]: { paddingTop: vars.space['16'] } },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick, borderRadius: vars.radius.sm },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const demo = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
