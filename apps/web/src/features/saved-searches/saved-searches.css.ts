import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const page = style({
  maxWidth: vars.size.container.wide,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['4'],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'] });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const info = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick } },
});

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-start', '@media': { [md]: { justifyContent: 'flex-end' } } });
