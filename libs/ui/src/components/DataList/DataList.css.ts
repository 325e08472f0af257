import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: { display: 'grid', gap: `0 ${vars.space['6']}`, margin: 0 },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [mediaQuery('md')]: { gridTemplateColumns: '1fr 1fr' } } },
    },
  },
  defaultVariants: { columns: 1 },
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, textAlign: 'end' });
