import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = recipe({
  base: {
    display: 'inline-flex',
    // Never wider than its container: on a phone long labels wrap inside their segments instead.
    maxWidth: '100%',
    padding: '3px',
    gap: '2px',
    backgroundColor: vars.color.surfaceSunken,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
  variants: {
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  defaultVariants: { fullWidth: false },
});

export const segment = recipe({
  base: {
    flex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1.5'],
    borderRadius: `calc(${vars.radius.md} - 3px)`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    paddingBlock: vars.space['1'],
    textAlign: 'center',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-selected], &[aria-current="true"], &[aria-current="page"]': {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
      },
      '&:has(input:focus-visible)': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thin },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: '30px', paddingInline: vars.space['2'], fontSize: vars.fontSize.sm },
      md: { minHeight: '38px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ display: 'inline-flex' });

/** The native radio inside its visually hidden wrapper: no margin to push the wrapper. */
export const input = style({ margin: 0 });
