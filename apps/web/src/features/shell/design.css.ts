import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const frame = style({
  display: 'block',
  width: '100%',
  /** The viewport under the site header (its bar plus its bottom border). */
  height: `calc(100vh - ${vars.size.header} - ${vars.borderWidth.thin})`,
  border: 0,
  background: vars.color.surface,
});
