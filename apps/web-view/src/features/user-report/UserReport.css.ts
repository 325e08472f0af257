import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], border: 'none', margin: 0, padding: 0 });
export const star = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  fontSize: '32px',
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: { '&[data-on="true"]': { color: vars.color.warning }, '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.md } },
});
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });
export const hidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const error = style({ margin: 0, color: vars.color.danger, flexBasis: '100%' });
export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });
export const pick = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const fileName = style({ minWidth: 0, flex: '1 1 8rem', overflowWrap: 'anywhere', color: vars.color.textMuted });
export const remove = style({
  minHeight: '44px',
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  background: 'none',
  color: vars.color.danger,
  font: 'inherit',
  cursor: 'pointer',
});
