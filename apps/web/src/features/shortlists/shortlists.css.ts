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

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const kicker = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], overflowWrap: 'anywhere' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space['2'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [md]: { gridTemplateColumns: '160px minmax(0, 1fr) auto', alignItems: 'center', padding: vars.space['4'] } },
});

export const itemInactive = style({ background: vars.color.surfaceSunken });

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  display: 'grid',
  placeItems: 'center',
});

export const info = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const oldPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const down = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const up = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [md]: { gridColumn: 'auto' } },
});

export const nameForm = style({ display: 'grid', gap: vars.space['2'], maxWidth: '28rem' });
export const nameInput = style({ minWidth: 0 });
export const nameActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const picker = style({ display: 'grid', gap: vars.space['4'] });
export const pickerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
export const pickerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
export const smallLink = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, flexShrink: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });
export const lists = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
export const listRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });
