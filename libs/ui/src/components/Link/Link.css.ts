import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    transition: `color ${vars.duration.fast}`,
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
      neutral: { color: vars.color.text, selectors: { '&:hover': { color: vars.color.brand } } },
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
      none: { textDecoration: 'none' },
    },
    weight: {
      regular: { fontWeight: 'inherit' },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'hover', weight: 'regular' },
});
