import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const stack = style({ display: 'grid', gap: vars.space['2'] });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
export const copyField = style({
  width: '100%',
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
