import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space['2'],
});

export const price = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    color: vars.color.price,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
      md: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
      lg: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const previous = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'line-through',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
