import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space['4'],
  paddingRight: vars.space['4'],
  '@media': {
    [mediaQuery('md')]: { paddingLeft: vars.space['6'], paddingRight: vars.space['6'] },
    [mediaQuery('lg')]: { paddingLeft: vars.space['8'], paddingRight: vars.space['8'] },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '640px' },
  md: { maxWidth: '768px' },
  lg: { maxWidth: '1024px' },
  xl: { maxWidth: '1280px' },
  full: { maxWidth: 'none' },
});
