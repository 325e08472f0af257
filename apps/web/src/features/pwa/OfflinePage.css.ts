import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const icon = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space['4']}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});
