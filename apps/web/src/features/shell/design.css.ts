import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const frame = style({
  display: 'block',
  width: '100%',
  height: 'calc(100vh - 65px)',
  border: 0,
  background: vars.color.surface,
});
