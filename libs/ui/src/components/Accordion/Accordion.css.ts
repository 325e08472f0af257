import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` });
export const item = style({ borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '52px',
  padding: `${vars.space['3']} ${vars.space['1']}`,
  background: 'none',
  border: 0,
  color: vars.color.text,
  textAlign: 'start',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand }, '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` } },
});
export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});
export const panel = style({ color: vars.color.textMuted });
export const panelInner = style({ padding: `0 ${vars.space['1']} ${vars.space['4']}` });
