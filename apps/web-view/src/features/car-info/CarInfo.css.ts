import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const head = style({ display: 'grid', gap: vars.space['2'] });
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.md, overflowWrap: 'anywhere' });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space['2'] });
export const error = style({ margin: 0, color: vars.color.danger });
export const noPhoto = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
