import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const root = style({
  maxWidth: vars.size.container.article,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [mediaQuery('md')]: { padding: `${vars.space['16']} ${vars.space['6']}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': { [mediaQuery('md')]: { fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight['4xl'] } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, color: vars.color.textMuted });

export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const point = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({ color: vars.color.success, flexShrink: 0, marginTop: vars.space['0.5'] });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.lg,
  padding: `0 ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
