import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The text box and its toggle button, drawn as one field. */
export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: 0,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: vars.space['2'],
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
