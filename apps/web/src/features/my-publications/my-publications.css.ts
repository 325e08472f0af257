import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const page = style({ maxWidth: vars.size.container.wide, margin: '0 auto', padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['10']}` });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const title = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold, margin: 0 });
export const notice = style({ minHeight: vars.lineHeight.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', padding: 0, margin: `${vars.space['4']} 0 0`, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [md]: { gridTemplateColumns: '220px 1fr' } },
});
export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
globalStyle(`${itemTitle} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${itemTitle} a:hover`, { textDecoration: 'underline' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], listStyle: 'none', padding: 0, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${stats} li`, { display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const reason = style({ margin: 0, padding: vars.space['2'], borderRadius: vars.radius.md, background: vars.color.warningSoft, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const priceEdit = style({ display: 'grid', gap: vars.space['2'], maxWidth: '20rem' });

// ---- "Поднять" ----
export const raise = style({ display: 'grid', gap: vars.space['3'] });
globalStyle(`${raise} p`, { margin: 0 });
export const raiseCar = style({ fontWeight: vars.fontWeight.semibold });
export const raiseFacts = style({ display: 'grid', gap: vars.space['1'], margin: 0 });
globalStyle(`${raiseFacts} div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });
globalStyle(`${raiseFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${raiseFacts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const raiseNext = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
