import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
});

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const noPhoto = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const photoCount = style({
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['0.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.onOverlay,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const body = style({
  display: 'grid',
  gap: vars.space['1.5'],
  padding: vars.space['4'],
  alignContent: 'start',
  flex: '1 1 auto',
});

/** Favourite and compare toggles over the photo's top-right corner (siblings of the link). */
export const actions = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'flex',
  gap: vars.space['1.5'],
  zIndex: 1,
});

/** "Проверено Jolda" over the photo's top-left corner (the toggles take the top-right one). */
export const inspectedBadge = style({
  position: 'absolute',
  left: vars.space['2'],
  top: vars.space['2'],
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const specs = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const city = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const badges = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['1.5'] });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['0.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});


export const rating = styleVariants({
  below: [badge, { background: vars.color.successSoft }],
  market: [badge, { background: vars.color.infoSoft }],
  above: [badge, { background: vars.color.warningSoft }],
});
