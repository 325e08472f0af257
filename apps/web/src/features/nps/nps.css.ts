import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const card = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: vars.space['3'],
  maxWidth: vars.size.container.dialog,
  padding: vars.space['4'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [mediaQuery('md')]: { left: 'auto', right: vars.space['6'], bottom: vars.space['6'] } },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], justifyContent: 'space-between' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.md });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const scale = style({ display: 'grid', gridTemplateColumns: 'repeat(11, minmax(0, 1fr))', gap: vars.space['1'] });

export const score = style({
  minHeight: vars.size.control.sm,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    '&[aria-checked="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const ends = style({ display: 'flex', justifyContent: 'space-between', marginTop: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end', flexWrap: 'wrap' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
