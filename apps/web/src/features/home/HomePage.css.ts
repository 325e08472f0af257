import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

/** The home page: layout only; type, buttons and links come from @jolda/ui. */
export const page = style({ paddingBlockEnd: vars.space['4'] });

export const hero = style({
  margin: `${vars.space['6']} 0 ${vars.space['8']}`,
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaQuery('md')]: { padding: `${vars.space['12']} ${vars.space['10']}`, margin: `${vars.space['8']} 0 ${vars.space['12']}` } },
});

/** A little narrower than the column. */
export const heroTitle = style({ maxWidth: '20ch' });

export const heroLead = style({ opacity: 0.92 });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'], marginBottom: vars.space['12'] });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const more = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], whiteSpace: 'nowrap' });

export const brand = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.lg,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
