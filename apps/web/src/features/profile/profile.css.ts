import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold, wordBreak: 'break-word' });

export const factLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

/** A section of the profile: a whole-row link with its icon, the size of a large control. */
export const linkCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.control.xl,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

export const back = style({ color: vars.color.brand, fontSize: vars.fontSize.sm });
