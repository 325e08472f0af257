import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const main = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  minHeight: '100vh',
  alignContent: 'start',
  background: vars.color.background,
  color: vars.color.text,
});

export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space['2'] });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space['2']} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.md });
