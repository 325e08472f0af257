import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const tile = style({
  display: 'grid',
  gridTemplateColumns: '112px 1fr',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  minHeight: '48px',
});
export const tileImage = style({ width: '112px', height: '84px', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });
export const tileBody = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });
export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.price });
export const hero = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surfaceSunken });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const swatch = style({ display: 'inline-block', width: '14px', height: '14px', borderRadius: '50%', border: `${vars.borderWidth.thin} solid ${vars.color.border}`, verticalAlign: 'middle' });
export const menu = style({ display: 'grid', gap: vars.space['2'] });
export const check = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  textOverflow: 'ellipsis',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const range = style({ width: '100%', accentColor: vars.color.brand });
export const big = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.price });
export const group = style({ display: 'grid', gap: vars.space['2'] });
