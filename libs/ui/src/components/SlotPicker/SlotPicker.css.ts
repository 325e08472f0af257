import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const days = style({ display: 'flex', gap: vars.space['2'], overflowX: 'auto', paddingBottom: vars.space['1'] });

const chip = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
} as const;

export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const day = style({
  ...chip,
  flexShrink: 0,
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:focus-visible)': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space['2'],
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))' } },
});

export const time = style({
  ...chip,
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken, textDecoration: 'line-through', borderColor: vars.color.border },
    '&:has(input:focus-visible)': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const empty = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, color: vars.color.textMuted });
