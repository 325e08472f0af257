import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const toggle = style({
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.onBrand, background: vars.color.brand },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tray = style({
  position: 'fixed',
  left: '50%',
  // Above a page's bottom bar if it has one (the car page on a phone sets the variable to the bar's height).
  bottom: `calc(${vars.space['4']} + var(--jolda-bottom-bar, 0px))`,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: `calc(100vw - ${vars.space['8']})`,
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
});

export const trayText = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['4'],
  // The same side margin as the other pages on a wide screen (the search, an announcement).
  '@media': { [mediaQuery('lg')]: { paddingInline: vars.space['6'] } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'] });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const legend = style({ margin: 0, display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const swatch = style({ width: vars.size.icon.sm, height: vars.size.icon.sm, borderRadius: vars.radius.sm, background: vars.color.warningSoft, border: `${vars.borderWidth.thin} solid ${vars.color.warning}` });

/**
 * The table scrolls sideways a car at a time on a phone: each car's column snaps to the edge of the sticky labels
 * (their width is the scroll padding), the next one peeking in.
 */
export const scroller = style({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInlineStart: '120px',
  overscrollBehaviorX: 'contain',
  '@media': { [md]: { scrollSnapType: 'none', scrollPaddingInlineStart: '200px' } },
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/**
 * The table by its number of cars (at most 4). A car's column is narrower than what a phone shows beside the labels,
 * so the next car always peeks in at the edge (two cars at 375 px: the second shows its first 35 px) — the
 * table reads as one that scrolls sideways.
 */
const tableBase = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: vars.fontSize.sm,
  '@media': { [md]: { fontSize: vars.fontSize.md } },
});
export const table = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (cars) => [
  tableBase,
  { minWidth: `${144 + cars * 164}px`, '@media': { [md]: { minWidth: `${224 + cars * 204}px` } } },
]);

/** The phone's hint that the table scrolls (a wide screen shows every car). */
export const scrollHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [md]: { display: 'none' } },
});

/** The hint and the phone's position indicator ("2 / 3") on one line above the table. */
export const scrollBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  '@media': { [md]: { display: 'none' } },
});

export const position = style({
  margin: 0,
  flexShrink: 0,
  padding: `${vars.space['0.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const addHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rowHead = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  width: '120px',
  minWidth: '120px',
  boxShadow: `${vars.borderWidth.thin} 0 0 ${vars.color.border}`,
  '@media': { [md]: { width: '200px', minWidth: '200px' } },
});

globalStyle(`${tableBase} th, ${tableBase} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const colHead = style({ minWidth: '140px', textAlign: 'left', verticalAlign: 'top', scrollSnapAlign: 'start', '@media': { [md]: { minWidth: '180px' } } });

export const differs = style({});
globalStyle(`${differs} > td, ${differs} > th`, { background: vars.color.warningSoft });

export const carHead = style({ display: 'grid', gap: vars.space['2'] });

export const carPhoto = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const carTitle = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const carActions = style({ display: 'flex', gap: vars.space['1'] });

export const status = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
