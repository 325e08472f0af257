import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    overflow: 'hidden',
    transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.normal}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
      '&:focus-within': { boxShadow: vars.shadow.md },
    },
  },
  variants: {
    layout: {
      vertical: {},
      horizontal: {
        '@media': {
          [mediaQuery('md')]: { flexDirection: 'row' },
        },
      },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export const media = recipe({
  base: {
    position: 'relative',
    aspectRatio: '4 / 3',
    backgroundColor: vars.color.surfaceSunken,
    overflow: 'hidden',
    flexShrink: 0,
  },
  variants: {
    layout: {
      vertical: {},
      horizontal: { '@media': { [mediaQuery('md')]: { width: '40%', maxWidth: '320px' } } },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: { [`${root.classNames.base}:hover &`]: { transform: 'scale(1.03)' } },
});

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const badges = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  right: '56px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  pointerEvents: 'none',
});

export const favourite = style({
  position: 'absolute',
  top: vars.space['1.5'],
  right: vars.space['1.5'],
  zIndex: 2,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Stretched link: the whole card is clickable, one tab stop, the title is the accessible name. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:focus-visible::after': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    '&:hover': { color: vars.color.brand },
  },
});

export const specs = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const dot = style({ marginInline: vars.space['1.5'], color: vars.color.textMuted });
