import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({ flex: 1, width: '100%' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  zIndex: vars.zIndex.toast,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Inside a @jolda/ui Container (width and side padding). */
export const headerInner = style({
  minHeight: vars.size.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': { [mediaQuery('lg')]: { gap: vars.space['6'] } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  flexShrink: 0,
});

/**
 * The name beside the mark: left out below 360 px, where the mark, the language, theme and account buttons fill the
 * row (at 320 px they overflowed it by ~55 px and widened the page). The link keeps its accessible name.
 */
export const logoWord = style({ '@media': { 'screen and (max-width: 359.98px)': { display: 'none' } } });

export const logoMark = style({ width: vars.size.icon.xl, height: vars.size.icon.xl, display: 'block' });

/**
 * The sections in the header row, from 1280 px: below that the seven sections (longer in Kazakh) and the header's
 * actions do not fit in one row, and the sections get a row of their own (`mobileNav`). Never wider than its place:
 * if it still does not fit, it scrolls sideways instead of widening the page.
 */
export const nav = style({
  display: 'none',
  '@media': {
    [mediaQuery('xl')]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      flex: 1,
      minWidth: 0,
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
  },
});

/** The sections' own row under the header, below 1280 px: scrolls sideways. */
export const mobileNav = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  padding: `0 ${vars.space['4']} ${vars.space['2']}`,
  scrollbarWidth: 'none',
  // The same side padding as the header row's container, so the first section lines up with the logo.
  '@media': {
    [mediaQuery('md')]: { paddingInline: vars.space['6'] },
    [mediaQuery('lg')]: { paddingInline: vars.space['8'] },
    [mediaQuery('xl')]: { display: 'none' },
  },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
});

export const headerActions = style({
  marginLeft: 'auto',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const hideOnMobile = style({
  display: 'none',
  '@media': { [mediaQuery('md')]: { display: 'inline-flex' } },
});

export const footer = style({
  marginTop: vars.space['16'],
  background: vars.color.surfaceSunken,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Inside a @jolda/ui Container (width and side padding). */
export const footerInner = style({
  paddingBlock: vars.space['10'],
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery('md')]: { gridTemplateColumns: '2fr 1fr 1fr 1fr', paddingBlock: vars.space['12'] },
  },
});

export const footerColumn = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'] });

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

/** Inside a @jolda/ui Container. */
export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: `${vars.space['4']} ${vars.space['8']}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${footerList} li`, { margin: 0 });
