import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const option = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const swatch = style({
  display: 'block',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  boxShadow: `inset 0 0 0 2px ${vars.color.surfaceRaised}`,
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}, 0 0 0 ${vars.borderWidth.thick} ${vars.color.brand}`,
    },
    [`${input}:focus-visible + &`]: { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
    [`${input}:hover + &`]: { borderColor: vars.color.text },
  },
});

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text,
});

export const note = style({ color: vars.color.textMuted });
