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
