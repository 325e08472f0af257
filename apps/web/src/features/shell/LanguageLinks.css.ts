import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
