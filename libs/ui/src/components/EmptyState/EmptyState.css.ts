import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  maxWidth: '32rem',
  marginInline: 'auto',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  marginBottom: vars.space['2'],
});

export const iconTone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
});
