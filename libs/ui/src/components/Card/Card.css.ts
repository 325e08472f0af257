import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      md: { padding: vars.space['4'] },
      lg: { padding: vars.space['6'] },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.sm },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.normal}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
          '&:focus-within': { boxShadow: vars.shadow.md },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised', interactive: false },
});
