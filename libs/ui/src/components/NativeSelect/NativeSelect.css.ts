import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The field box; the select fills it so the whole box (chevron included) opens the picker. */
export const control = style({ position: 'relative', paddingInline: 0, cursor: 'pointer' });

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  width: '100%',
  alignSelf: 'stretch',
  border: 0,
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['10'],
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.md,
  textOverflow: 'ellipsis',
  cursor: 'inherit',
  outline: 'none',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
