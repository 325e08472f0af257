import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space['0.5'] });

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The box around an input: border, radius, focus ring, adornments. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    paddingInline: vars.space['3'],
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    cursor: 'text',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-within': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
      '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: vars.color.surface },
    },
  },
  variants: {
    size: {
      md: { minHeight: '44px' },
      lg: { minHeight: '52px', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  border: 0,
  margin: 0,
  padding: `${vars.space['2']} 0`,
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: vars.lineHeight.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const textarea = style([input, { resize: 'vertical', minHeight: '6rem', paddingBlock: vars.space['2'] }]);

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
