import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

/** A poster (or the player) at 16:9, the length in its corner. */
export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  margin: 0,
});
export const media = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', background: vars.color.surfaceSunken });
export const length = style({
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: vars.color.onOverlay,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const corner = style({ position: 'absolute', left: vars.space['2'], top: vars.space['2'] });

/** A video in a list: the poster above, the title and facts below. */
export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** The demo notice: why nothing plays. */
export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
export const summary = style({ margin: 0, lineHeight: vars.lineHeight.md });
