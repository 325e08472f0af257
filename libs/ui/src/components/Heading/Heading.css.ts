import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
  },
  variants: {
    size: {
      '1': {
        fontSize: vars.fontSize['3xl'],
        lineHeight: vars.lineHeight['3xl'],
        letterSpacing: '-0.02em',
        '@media': { [mediaQuery('md')]: { fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight['4xl'] } },
      },
      '2': {
        fontSize: vars.fontSize['2xl'],
        lineHeight: vars.lineHeight['2xl'],
        '@media': { [mediaQuery('md')]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
      },
      '3': { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold },
      '4': { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold },
      '5': { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold },
      '6': { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, fontWeight: vars.fontWeight.semibold },
    },
    tone: {
      default: { color: vars.color.text },
      /** The colour of the surrounding text (a heading on a brand-coloured panel). */
      inherit: { color: 'inherit' },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { size: '2', align: 'start', tone: 'default' },
});
