import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], overflowWrap: 'anywhere' });

/** A car of the list: photo, facts, then the owner's action (under the facts on a phone, beside them from a tablet). */
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

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});

export const oldPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [md]: { gridColumn: 'auto' } },
});

/** The name form stays a readable width inside wide pages and dialogs. */
export const nameForm = style({ maxWidth: '28rem' });

export const smallLink = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, flexShrink: 0 });

export const section = style({
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });
