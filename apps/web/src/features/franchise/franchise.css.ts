import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.wide,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  '@media': { [lg]: { padding: `${vars.space['10']} ${vars.space['6']} ${vars.space['16']}` } },
});
export const hero = style({ display: 'grid', gap: vars.space['3'], maxWidth: vars.size.container.article });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': { [md]: { fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight['4xl'] } },
});
export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, color: vars.color.textMuted });
export const section = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
export const h2 = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });
export const h3 = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.md });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
export const error = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.bold });

export const columns = style({ display: 'grid', gap: vars.space['4'], '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } } });
export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const points = style({ margin: 0, paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'], lineHeight: vars.lineHeight.md });
export const cities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
globalStyle(`${cities} li`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`, padding: `${vars.space['1']} 0` });

export const form = style({ display: 'grid', gap: vars.space['4'] });
export const twoCols = style({ display: 'grid', gap: vars.space['4'], '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } } });
export const done = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start', color: vars.color.success });
export const doneTitle = style({ margin: `0 0 ${vars.space['1']}`, fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontSize: vars.fontSize.lg });

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: vars.space['2'], borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`, whiteSpace: 'nowrap' });
