import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  // A flex or grid item of the layout: without a 0 minimum, a wide table (equipment, comparison) widens the page past
  // a phone's screen instead of scrolling inside its own container.
  minWidth: 0,
  width: '100%',
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}`, gap: vars.space['8'] } },
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const navLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="page"], &[data-status="active"]': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const citySelect = style({ minWidth: '12rem' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [lg]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], scrollMarginTop: vars.space['4'] });

export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  '@media': { [md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  height: '100%',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const tileImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });

export const tileTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

export const tilePrice = style({ color: vars.color.price, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const tileMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs });

export const split = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const hero = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  display: 'block',
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const trims = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const trimOption = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:has(input[type="radio"]:checked)': { borderColor: vars.color.brand, boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.brand}` },
    '&:has(input[type="radio"]:focus-visible)': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const trimName = style({ fontWeight: vars.fontWeight.semibold });
export const trimSpecs = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const trimPrice = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap', textAlign: 'end' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const bigPrice = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.price });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const dealerRow = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const dealerName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const open = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
export const closed = style({ color: vars.color.textMuted });

export const calc = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', padding: vars.space['6'] } },
});

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const figure = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], fontSize: vars.fontSize.sm });

export const figureBig = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: vars.size.container.form });

export const formWide = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** Where the test-drive form comes once its code is loaded (about its height, so little below it moves). */
export const formPlaceholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 320 });

export const twoCols = style({ display: 'grid', gap: vars.space['4'], '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } } });

export const facets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space['3'] });

export const searchLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [lg]: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** The sidebar's filters from `lg` up; below it they open in a sheet from the button above the results. */
export const filtersAside = style({ display: 'none', '@media': { [lg]: { display: 'block' } } });
export const filtersButton = style({ '@media': { [lg]: { display: 'none' } } });
export const filtersInSheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const swatch = style({
  display: 'inline-block',
  width: vars.space['3'],
  height: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const status = style({ fontWeight: vars.fontWeight.semibold });

export const thanks = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });

export const compareBar = style({
  position: 'sticky',
  bottom: vars.space['3'],
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${tile} img`, { display: 'block' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** A native checkbox with its label (the equipment table's "show all"). */
export const toggleCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  minHeight: 44,
});

export const compareCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const dealerHeading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

/** A step's form beside the car it is about (the car below the form on a phone). */
export const surveyLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

/** A message about a field or the form, next to it. */
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

/** One of the buyer's things in the profile: what, status, actions. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
