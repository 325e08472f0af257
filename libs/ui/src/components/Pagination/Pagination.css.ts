import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  height: '44px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid transparent`,
  background: 'none',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    '&[aria-disabled="true"], &:disabled': { opacity: 0.4, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const ellipsis = style({ minWidth: '32px', textAlign: 'center', color: vars.color.textMuted });
