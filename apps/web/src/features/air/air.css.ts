import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';
import type { AqiCategory } from '@jolda/contracts';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [lg]: { padding: `${vars.space['4']} ${vars.space['6']} ${vars.space['16']}`, gap: vars.space['8'] } },
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginRight: 'auto',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});
export const logoMark = style({ width: vars.size.icon.lg, height: vars.size.icon.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  '@media': { [md]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const demo = style({
  margin: 0,
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'baseline',
  flexWrap: 'wrap',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
export const demoTag = style({ fontWeight: vars.fontWeight.bold, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start', gap: vars.space['8'] } },
});

export const h2 = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });
export const h3 = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold });



const swatch: Record<AqiCategory, { background: string; color: string }> = {
  good: { background: vars.color.aqiGood, color: vars.color.onAqiBright },
  moderate: { background: vars.color.aqiModerate, color: vars.color.onAqiBright },
  sensitive: { background: vars.color.aqiSensitive, color: vars.color.onAqiBright },
  unhealthy: { background: vars.color.aqiUnhealthy, color: vars.color.onAqiBright },
  very_unhealthy: { background: vars.color.aqiVeryUnhealthy, color: vars.color.onAqiDeep },
  hazardous: { background: vars.color.aqiHazardous, color: vars.color.onAqiDeep },
};

/** The AQI in its category's colour (badge and large figure). */
export const aqiColour = styleVariants(swatch);
export const aqiBig = style({
  display: 'grid',
  justifyItems: 'center',
  minWidth: '6.5rem',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  fontVariantNumeric: 'tabular-nums',
});
export const aqiBigValue = style({ fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight['4xl'], fontWeight: vars.fontWeight.bold });
export const aqiBigLabel = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.06em' });
export const nowText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, flex: '1 1 12rem' });
export const category = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.md,
  fontVariantNumeric: 'tabular-nums',
});
export const noData = style({ background: vars.color.surfaceSunken, color: vars.color.textMuted });

export const advice = style({ display: 'grid', gap: vars.space['3'], '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } } });
export const adviceItem = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start' });
export const adviceText = style({ margin: 0, lineHeight: vars.lineHeight.md });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

// The chart: bars in an SVG stretched to the box; the axes' labels are HTML so they stay sharp at any width.
export const plot = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space['2'] });
export const yAxis = style({ position: 'relative', width: '2rem', height: '12rem', '@media': { [md]: { height: '14rem' } } });
export const yLabel = style({
  position: 'absolute',
  right: 0,
  transform: 'translateY(50%)',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const svg = style({
  display: 'block',
  width: '100%',
  height: '12rem',
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  '@media': { [md]: { height: '14rem' } },
});
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const bar = styleVariants(swatch, (s) => ({ fill: s.background }));
export const xAxis = style({ gridColumn: '2', position: 'relative', height: vars.lineHeight.xs });
export const xLabel = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
});
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.sm });

export const stations = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const stationName = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold });
export const link = style({ color: vars.color.brand, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const valueName = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs, color: vars.color.textMuted });
export const valueFigure = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const rankRow = style({
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
export const rankNo = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });
export const rankCurrent = style({ fontWeight: vars.fontWeight.bold });

export const legendRow = style({ display: 'grid', gridTemplateColumns: '5rem minmax(0, 1fr)', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} td.num, ${table} th.num`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const chip = style([
  tab,
  { gap: vars.space['2'], paddingInline: vars.space['2'] },
]);
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginRight: vars.space['1'] });
globalStyle(`${table} th[scope="row"]`, { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const notes = style({ display: 'grid', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
globalStyle(`${notes} > div`, { display: 'grid', gridTemplateColumns: '4rem minmax(0, 1fr)', gap: vars.space['2'] });
globalStyle(`${notes} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${notes} dd`, { margin: 0, color: vars.color.textMuted });
