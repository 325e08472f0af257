import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

/** The avatar, with the unread messages' count on its corner (over it: the trigger is no wider for it). */
export const avatarWrap = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

const counter = {
  minWidth: vars.space['5'],
  height: vars.space['5'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.space['5'],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  boxSizing: 'border-box',
} as const;

export const countBadge = style({
  ...counter,
  position: 'absolute',
  top: `calc(-1 * ${vars.space['1.5']})`,
  insetInlineEnd: `calc(-1 * ${vars.space['2']})`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  // A ring of the header's own colour keeps it apart from the avatar in both themes.
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface}`,
  pointerEvents: 'none',
});

/** The count beside "Сообщения" in the menu, at the row's end. */
export const itemCount = style({
  ...counter,
  marginInlineStart: 'auto',
  background: vars.color.danger,
  color: vars.color.onDanger,
});

export const triggerName = style({
  display: 'none',
  maxWidth: '160px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Shown where the header row has room for it: from 768 px while the sections have a row of their own. Beside them
  // (from 1280 px; the header is no wider after that) the avatar alone: the trigger's label names the user.
  '@media': {
    [mediaQuery('md')]: { display: 'inline' },
    [mediaQuery('xl')]: { display: 'none' },
  },
});

export const who = style({ display: 'grid', gap: vars.space['0.5'], padding: `0 ${vars.space['1']} ${vars.space['2']}`, borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`, marginBottom: vars.space['1'] });

export const whoName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const whoPhone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['0.5'], minWidth: '220px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
  },
});

export const danger = style({ color: vars.color.danger });

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['1.5']})`,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space['2'],
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
