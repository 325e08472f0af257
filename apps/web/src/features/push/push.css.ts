import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  minWidth: 0,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const itemFoot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });
