import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  // The containing block of what is positioned inside (the visually hidden caption): without it, that box escapes the
  // scroller and widens the page by the table's overflow (a 375 px phone scrolled sideways on a model page).
  position: 'relative',
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const headCell = style({
  position: 'sticky',
  top: 0,
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: vars.space['3'],
  minWidth: '9rem',
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const corner = style([headCell, { left: 0, zIndex: 1, minWidth: '11rem' }]);

export const sectionRow = style({});

export const sectionCell = style({
  position: 'sticky',
  left: 0,
  textAlign: 'start',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['1.5']}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const row = style({
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
});

export const differs = style({ backgroundColor: vars.color.accentSoft });

export const rowHead = style({
  position: 'sticky',
  left: 0,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { [`${differs} &`]: { backgroundColor: vars.color.accentSoft } },
});

export const cell = style({ padding: `${vars.space['2']} ${vars.space['3']}`, verticalAlign: 'top' });

export const marker = style({
  display: 'inline-block',
  width: vars.space['2'],
  height: vars.space['2'],
  marginInlineEnd: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  verticalAlign: 'middle',
});
