import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
export const removable = style({ paddingRight: vars.space['1'] });
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
});
