import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} 0` } },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});
globalStyle(`${crumbs} a`, { color: vars.color.textMuted, textDecoration: 'none' });
globalStyle(`${crumbs} a:hover`, { color: vars.color.text, textDecoration: 'underline' });

export const statusNote = style({
  margin: `0 0 ${vars.space['4']}`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)', gap: vars.space['8'] } },
});

/**
 * On a phone the column's parts join the page grid (`display: contents`) so the price and the seller come right after
 * the photos (`side` below), before the specification blocks; from lg it is the left column again. The blocks hold
 * no focusable control, so the focus order still follows what is seen.
 */
export const mainColumn = style({
  display: 'contents',
  '@media': { [lg]: { display: 'grid', gap: vars.space['6'], minWidth: 0, alignContent: 'start' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  '@media': { [md]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});

export const gallery = style({ display: 'grid', gap: vars.space['2'] });

export const mainPhoto = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const galleryEmpty = style({
  aspectRatio: '4 / 3',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
});

export const thumb = style({
  padding: 0,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  lineHeight: 0,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
});
globalStyle(`${thumb} img`, { width: '96px', height: '72px', objectFit: 'cover', borderRadius: vars.radius.sm });

export const block = style({
  order: 2,
  minWidth: 0,
  '@media': { [lg]: { order: 0 } },
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
});

export const blockTitle = style({
  margin: `0 0 ${vars.space['4']}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const specs = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space['2']} ${vars.space['8']}`,
  gridTemplateColumns: '1fr',
  '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const specRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
globalStyle(`${specRow} dt`, { color: vars.color.textMuted });
globalStyle(`${specRow} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right' });

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.md });

export const side = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  minWidth: 0,
  order: 1,
  '@media': { [lg]: { order: 0, position: 'sticky', top: `calc(${vars.size.header} + ${vars.space['6']})` } },
});

export const priceBox = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const sellerBox = style([priceBox, { boxShadow: 'none' }]);

export const metaLine = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1.5'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sellerName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sellerLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});


export const galleryWrap = style({ position: 'relative', minWidth: 0 });
export const fullscreenOpen = style({ position: 'absolute', top: vars.space['2'], right: vars.space['2'], zIndex: 2 });
/** The viewer fills the dialog (the whole screen): the photo takes what the title and the bar leave. */
export const fullscreen = style({ display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto', gap: vars.space['3'], height: '100%' });
export const fullscreenViewport = style({ overflow: 'hidden', borderRadius: vars.radius.md, background: vars.color.surfaceSunken, minHeight: 0 });
// The viewer's own gestures: swipes (the carousel), pinches and a zoomed photo's moves (ZoomablePhoto); no page zoom.
export const fullscreenTrack = style({ display: 'flex', height: '100%', touchAction: 'none' });
export const fullscreenSlide = style({ flex: '0 0 100%', minWidth: 0, height: '100%', display: 'grid', placeItems: 'center' });
export const zoomBox = style({ width: '100%', height: '100%', overflow: 'hidden', cursor: 'zoom-in', selectors: { '&[data-zoomed]': { cursor: 'grab' } } });
export const zoomLayer = style({ width: '100%', height: '100%', transformOrigin: '0 0', display: 'grid', placeItems: 'center' });
export const fullscreenImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block', userSelect: 'none' });
export const fullscreenBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['4'] });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const stack = style({ display: 'grid', gap: vars.space['2'] });

export const creditAmount = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const rule = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${rule} summary`, { cursor: 'pointer', color: vars.color.brand });
globalStyle(`${rule} p`, { margin: `${vars.space['1.5']} 0 0`, lineHeight: vars.lineHeight.sm });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

/** Below lg the car page's layout is one column and its contact block is the bottom bar (`contactBar`). */
const belowLg = 'screen and (max-width: 1023.98px)';
/** The bar's height above the safe area: a button (44 px) and its padding. */
const BAR_HEIGHT = '64px';
const barWithInset = `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;

/** The seller's contact actions as a stack: the sidebar's look, and the seller's own view of their announcement. */
export const contacts = style({ display: 'grid', gap: vars.space['2'] });
export const reveal = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

/**
 * The contact block of a visitor: the sidebar's stack from lg, a bar fixed to the bottom of the screen below it. The
 * bar is in the server's HTML and of a fixed height, which the page reserves at its end (`body:has(...)` below), so
 * it covers nothing and shifts nothing; its padding keeps the buttons above the home indicator (safe-area inset).
 * An error of the reveal grows the bar upwards, over the page, until the next attempt.
 */
export const contactBar = style([
  contacts,
  {
    '@media': {
      [belowLg]: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.sticky,
        boxSizing: 'border-box',
        minHeight: barWithInset,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: vars.space['2'],
        padding: `${vars.space['2']} ${vars.space['3']} calc(${vars.space['2']} + env(safe-area-inset-bottom, 0px))`,
        background: vars.color.surfaceRaised,
        borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        boxShadow: vars.shadow.lg,
      },
    },
  },
]);
globalStyle(`body:has(${contactBar})`, {
  '@media': { [belowLg]: { paddingBottom: barWithInset, vars: { '--jolda-bottom-bar': barWithInset } } },
});
// In the bar: the reveal takes the room "write" leaves; its error goes above the buttons, across the bar.
globalStyle(`${contactBar} > ${reveal}`, { '@media': { [belowLg]: { display: 'contents' } } });
// One line each, so the bar keeps its height ("Показать телефон" and "Написать" fit side by side from 360 px).
globalStyle(`${contactBar} > ${reveal} > button, ${contactBar} > ${reveal} > a`, {
  '@media': { [belowLg]: { flex: '1 1 0', minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden' } },
});
/** Below 360 px the reveal's label is one word (`revealShort`), its full words kept for screen readers (issue 23). */
const narrow = 'screen and (max-width: 359.98px)';
export const revealLong = style({
  '@media': {
    [narrow]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
export const revealShort = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });
globalStyle(`${contactBar} > ${reveal} > [role="alert"]`, { '@media': { [belowLg]: { order: -1, flexBasis: '100%' } } });
globalStyle(`${contactBar} > a`, { '@media': { [belowLg]: { flex: '0 0 auto', width: 'auto', whiteSpace: 'nowrap' } } });
globalStyle(`${contactBar} ${phone}`, {
  '@media': {
    [belowLg]: {
      justifyContent: 'center',
      minHeight: '44px',
      fontSize: vars.fontSize.lg,
      borderRadius: vars.radius.md,
      border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    },
  },
});


export const chart = style({ margin: 0, display: 'grid', gap: vars.space['2'] });
export const chartSvg = style({ width: '100%', maxWidth: '560px', height: 'auto', display: 'block' });
export const chartLine = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 2.5, strokeLinejoin: 'round' });
export const chartDot = style({ fill: vars.color.surface, stroke: vars.color.brand, strokeWidth: 2 });
export const chartAxis = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '3 3' });
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const similar = style({ marginTop: vars.space['8'], paddingBottom: vars.space['8'] });
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
});

/**
 * A similar car's card: laid out and painted only near the viewport (`content-visibility: auto`); the intrinsic
 * size it stands in with is a card's height on a phone, at least, so nothing after the grid is drawn over it.
 */
export const cardItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' });

/**
 * A similar car's place until the browser renders the cards (`SimilarCards`): a card's frame, photo and text lines,
 * about a card's height, so the footer moves little when they arrive (below the fold: no layout shift is counted).
 */
export const cardPlaceholder = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  minHeight: '436px',
  paddingBottom: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const placeholderLines = style({ marginInline: vars.space['4'] });

/** The seller's page header: name, then who they are and how many cars they sell. */
export const sellerHeader = style({ display: 'grid', gap: vars.space['1'] });

export const dealerContacts = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: '40rem',
});
export const subTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md });
export const phoneList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });
