import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({ border: 0, margin: 0, flexShrink: 0, backgroundColor: vars.color.border });
export const orientation = styleVariants({
  horizontal: { height: '1px', width: '100%' },
  vertical: { width: '1px', alignSelf: 'stretch' },
});
