import { createVar, style } from '@vanilla-extract/css';

export const linesVar = createVar();
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: Object.fromEntries(
      sizes.map((s) => [s, { fontSize: vars.fontSize[s], lineHeight: vars.lineHeight[s] }]),
    ) as Record<(typeof sizes)[number], { fontSize: string; lineHeight: string }>,
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
      price: { color: vars.color.price },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', align: 'start' },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: linesVar,
  overflow: 'hidden',
});

export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
