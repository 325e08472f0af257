import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

/** The panel (a `Stack`): a raised surface, more room from a tablet up. */
export const box = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, overflowWrap: 'anywhere' });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

