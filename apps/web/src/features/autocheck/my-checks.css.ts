import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, overflowWrap: 'anywhere' });
const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  justifySelf: 'start',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const verdict = styleVariants({
  green: [chip, { background: vars.color.successSoft }],
  amber: [chip, { background: vars.color.warningSoft }],
  red: [chip, { background: vars.color.dangerSoft }],
});
