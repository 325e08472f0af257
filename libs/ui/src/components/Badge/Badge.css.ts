import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    border: `${vars.borderWidth.thin} solid transparent`,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs, padding: `1px ${vars.space['2']}` },
      md: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, padding: `${vars.space['0.5']} ${vars.space['3']}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});
