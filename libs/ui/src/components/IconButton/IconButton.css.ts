import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [enabledHover]: { backgroundColor: vars.color.surfaceSunken } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
        selectors: { [enabledHover]: { backgroundColor: vars.color.surface } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandHover } },
      },
    },
    size: {
      sm: { width: '36px', height: '36px' },
      md: { width: '44px', height: '44px' },
      lg: { width: '52px', height: '52px' },
    },
    pressed: {
      true: { color: vars.color.danger },
      false: {},
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', pressed: false },
});
