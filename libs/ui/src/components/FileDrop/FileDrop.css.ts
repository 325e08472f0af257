import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/** The drop target: dashed box with the pick button; highlighted while files are dragged over it. */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    // Disabled: flatter, but the text keeps its contrast (no opacity on text).
    '&[data-disabled]': { borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
  '@media': { [mediaQuery('md')]: { padding: vars.space['8'] } },
});

export const dropIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const pickButton = style({
  selectors: { '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick } },
});

export const dropText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, margin: 0 });

/** Files that were turned away: type, size, count. */
export const rejections = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  paddingInlineStart: vars.space['8'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The previews. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 9rem), 1fr))`,
  gap: vars.space['3'],
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: `repeat(auto-fill, minmax(11rem, 1fr))` } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'grab',
  transition: `opacity ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-dragging="true"]': { opacity: 0.5, cursor: 'grabbing' },
    // where the dragged photo will land
    '&[data-drop="before"]': { boxShadow: `inset 4px 0 0 ${vars.color.brand}` },
    '&[data-drop="after"]': { boxShadow: `inset -4px 0 0 ${vars.color.brand}` },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', userSelect: 'none' });

export const cover = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space['1'],
  insetInlineEnd: vars.space['1'],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['2'],
});

export const progress = style({
  position: 'relative',
  height: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressFill = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.brand,
  transformOrigin: '0 50%',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const itemError = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['1'] });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});
