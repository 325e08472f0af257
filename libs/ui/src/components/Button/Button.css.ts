import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';
const enabledActive = '&:active:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    // One line while the label fits; a label longer than the container is (a phone, a long Kazakh label) wraps inside
    // the button instead of widening the page. `flexShrink: 0` (below) keeps a button in a row from wrapping early.
    maxWidth: '100%',
    textAlign: 'center',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      [enabledActive]: { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [enabledHover]: { backgroundColor: vars.color.surface, borderColor: vars.color.text } },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { [enabledHover]: { backgroundColor: vars.color.accentHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: { [enabledHover]: { backgroundColor: vars.color.brandSoft } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [enabledHover]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: '36px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
      md: { minHeight: '44px', paddingInline: vars.space['4'], fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
      lg: {
        minHeight: '52px',
        paddingInline: vars.space['6'],
        fontSize: vars.fontSize.lg,
        lineHeight: vars.lineHeight.lg,
        borderRadius: vars.radius.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: { flexShrink: 0 },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
});

// opacity (not visibility) keeps the label as the accessible name while the spinner shows
export const contentHidden = style({ opacity: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
