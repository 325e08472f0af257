import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});
export const size = styleVariants({
  sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
  md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
  lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
});
export const img = style({ width: '100%', height: '100%', objectFit: 'cover' });
