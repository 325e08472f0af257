import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const badgeSize = vars.space['8'];
const md = mediaQuery('md');

export const root = style({ minWidth: 0 });

/* ---- Mobile: the current step only, with "Шаг 2 из 5" and a bar ---- */

export const compact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { [md]: { display: 'none' } },
});

export const compactText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  margin: 0,
});

export const compactCount = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const compactTitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const compactTrack = style({
  position: 'relative',
  height: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const compactFill = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.brand,
  borderRadius: vars.radius.full,
  transformOrigin: '0 50%',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/* ---- Desktop: every step in a row ---- */

export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [md]: { display: 'flex', alignItems: 'flex-start' } },
});

export const item = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
  selectors: { '&:last-child': { flex: '0 1 auto', paddingInlineEnd: 0 } },
});

/** The line from this step's badge to the next one; filled once the step is behind the current one. */
export const connector = style({
  position: 'absolute',
  top: `calc(${badgeSize} / 2 - 1px)`,
  insetInlineStart: `calc(${badgeSize} + ${vars.space['2']})`,
  insetInlineEnd: vars.space['2'],
  height: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transition: `background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&[data-filled="true"]': { backgroundColor: vars.color.brand } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Badge + title: a <button> when steps can be jumped to, a <div> otherwise. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  textAlign: 'start',
  borderRadius: vars.radius.sm,
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    '&[data-current="true"]': { color: vars.color.text },
    '&[data-status="error"]': { color: vars.color.danger },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: badgeSize,
  height: badgeSize,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${step}[data-status="complete"] &`]: {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
    [`${step}[data-current="true"] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${step}[data-status="error"] &`]: {
      backgroundColor: vars.color.dangerSoft,
      borderColor: vars.color.danger,
      color: vars.color.danger,
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${step}[data-current="true"] &`]: { fontWeight: vars.fontWeight.semibold } },
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
