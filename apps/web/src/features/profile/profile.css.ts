import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const page = style({
  maxWidth: vars.size.container.prose,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['6'],
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold, wordBreak: 'break-word' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space['0.5'] });
export const factLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const linkCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.control.xl,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });
export const actions = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center', flexWrap: 'wrap' });
export const saved = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });
export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const back = style({ color: vars.color.brand, fontSize: vars.fontSize.sm });
