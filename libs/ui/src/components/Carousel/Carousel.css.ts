import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative' });
export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg });
export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom', marginLeft: `calc(${vars.space['4']} * -1)` });
export const slide = style({ minWidth: 0, paddingLeft: vars.space['4'] });
export const slideSize = styleVariants({
  full: { flex: '0 0 100%' },
  card: {
    flex: '0 0 85%',
    '@media': {
      [mediaQuery('sm')]: { flex: '0 0 50%' },
      [mediaQuery('lg')]: { flex: '0 0 33.333%' },
      [mediaQuery('xl')]: { flex: '0 0 25%' },
    },
  },
});
export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'], marginBottom: vars.space['3'] });

export const galleryMain = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', backgroundColor: vars.color.surfaceSunken });
// `height: auto`: the img's height attribute (600, for the reserved ratio) would otherwise win over aspect-ratio.
export const galleryImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });
export const galleryImageOpens = style({ cursor: 'zoom-in' });
export const galleryNav = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 });
export const galleryPrev = style([galleryNav, { left: vars.space['2'] }]);
export const galleryNext = style([galleryNav, { right: vars.space['2'] }]);
export const counter = style({
  position: 'absolute',
  right: vars.space['3'],
  bottom: vars.space['3'],
  padding: `${vars.space['0.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const thumbs = style({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['2'], overflowX: 'auto', padding: '2px', listStyle: 'none', margin: `${vars.space['2']} 0 0` });
export const thumb = style({
  flex: '0 0 auto',
  width: '76px',
  padding: 0,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, opacity: 1 }, '&:hover': { opacity: 1 } },
});
export const thumbImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });

// The gallery scrolls natively (scroll snap): swiping works from the server's HTML, before any script, and hydrating
// it measures nothing. The scrollbar is hidden; arrows, keys, thumbnails and the counter say where you are.
export const galleryTrack = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  outline: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // drawn inside the rounded frame, which clips, and over the photo
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
  },
});
export const gallerySlide = style({ flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start', scrollSnapStop: 'always' });
