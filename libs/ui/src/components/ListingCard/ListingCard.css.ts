import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Two looks: `offer` (a new car from a dealer: the title is a stretched link, badges over the photo, specs in the text
 * colour) and `listing` (a used-car announcement in search results: the photo and text are one link, a muted subtitle
 * and specs, the city with a pin, status badges under the text, a lift on hover).
 */
export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      offer: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.normal}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
          '&:focus-within': { boxShadow: vars.shadow.md },
        },
      },
      listing: {
        height: '100%',
        background: vars.color.surface,
        transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md },
          '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
        },
        '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
      },
    },
    layout: {
      vertical: {},
      horizontal: {
        '@media': {
          [mediaQuery('md')]: { flexDirection: 'row' },
        },
      },
    },
  },
  defaultVariants: { layout: 'vertical', variant: 'offer' },
});

/** `listing`: the photo and the text are one link filling the card. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
});

export const media = recipe({
  base: {
    position: 'relative',
    aspectRatio: '4 / 3',
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    variant: {
      offer: { overflow: 'hidden', flexShrink: 0 },
      listing: {},
    },
    layout: {
      vertical: {},
      horizontal: { '@media': { [mediaQuery('md')]: { width: '40%', maxWidth: '320px' } } },
    },
  },
  defaultVariants: { layout: 'vertical', variant: 'offer' },
});

const imageBase = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const image = styleVariants({
  offer: [
    imageBase,
    {
      transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
      selectors: { [`${root.classNames.base}:hover &`]: { transform: 'scale(1.03)' } },
    },
  ],
  listing: [imageBase, { display: 'block' }],
});

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

/** `listing` without a photo: a short text ("Нет фото") in place of the picture. */
export const noPhoto = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * `listing`: the small pills of the card (the photo count, the corner's link, the status badges): an icon and a short
 * text on a tinted background. Each use adds its place and colours.
 */
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['0.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
} as const;

/** The number of photos, over the photo's bottom-right corner. */
export const photoCount = style({
  ...pill,
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  background: vars.color.overlay,
  color: vars.color.onOverlay,
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

/** Controls over the photo's top-right corner (favourite, compare): siblings of the card's link, never inside it. */
export const actions = styleVariants({
  offer: { position: 'absolute', top: vars.space['1.5'], right: vars.space['1.5'], zIndex: 2 },
  listing: { position: 'absolute', top: vars.space['2'], right: vars.space['2'], display: 'flex', gap: vars.space['1.5'], zIndex: 1 },
});

/** `listing`: one link (or label) over the photo's top-left corner, drawn as a pill, e.g. a link to an inspection report. */
export const corner = style({ position: 'absolute', left: vars.space['2'], top: vars.space['2'], zIndex: 1 });
globalStyle(`${corner} > *`, {
  ...pill,
  background: vars.color.successSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.xs,
  textDecoration: 'none',
});
globalStyle(`${corner} > a:hover`, { textDecoration: 'underline' });
globalStyle(`${corner} > a:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

export const body = styleVariants({
  offer: { display: 'flex', flexDirection: 'column', gap: vars.space['1'], padding: vars.space['4'], minWidth: 0, flex: 1 },
  listing: { display: 'grid', gap: vars.space['1.5'], padding: vars.space['4'], alignContent: 'start', flex: '1 1 auto' },
});

const titleBase = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const title = styleVariants({ offer: [titleBase, { color: vars.color.text }], listing: [titleBase] });

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

const specsBase = style({ margin: 0, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const specs = styleVariants({
  offer: [specsBase, { lineHeight: vars.lineHeight.sm, color: vars.color.text }],
  listing: [specsBase, { color: vars.color.textMuted }],
});

/** `listing`: generation · year · mileage under the title. */
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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

/** `listing`: the city (with a pin) and the meta (a date) on one muted line. */
export const meta = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const city = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/** `listing`: status badges (price rating, dealer) under the text, on soft backgrounds. */
export const statusRow = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['1.5'] });
const status = style({ ...pill, color: vars.color.text });
export const statusTone = styleVariants({
  neutral: [status, { background: vars.color.surfaceSunken }],
  brand: [status, { background: vars.color.brandSoft }],
  accent: [status, { background: vars.color.accentSoft }],
  success: [status, { background: vars.color.successSoft }],
  warning: [status, { background: vars.color.warningSoft }],
  danger: [status, { background: vars.color.dangerSoft }],
  info: [status, { background: vars.color.infoSoft }],
});

export const dot = style({ marginInline: vars.space['1.5'], color: vars.color.textMuted });
