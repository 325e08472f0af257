import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const root = style({
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['4']}`,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
});

export const code = style({
  margin: 0,
  fontSize: '4.5rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  letterSpacing: '-0.04em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  border: 'none',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
