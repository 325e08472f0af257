import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const scroller = style({ overflowX: 'auto', margin: `0 calc(-1 * ${vars.space['4']})`, padding: `0 ${vars.space['4']}` });
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '100%' });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['2'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  minWidth: '7.5rem',
});
globalStyle(`${table} thead th`, { verticalAlign: 'bottom' });
globalStyle(`${table} thead th span`, { display: 'block', fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody th[scope="row"]`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, minWidth: '8rem' });
export const photo = style({ width: '120px', height: '90px', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });
export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.price, whiteSpace: 'nowrap' });
export const group = style({ fontWeight: vars.fontWeight.semibold, paddingTop: vars.space['4'] });
export const hidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });
