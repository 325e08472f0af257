import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space['4'],
  right: vars.space['4'],
  bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': { [mediaQuery('md')]: { left: 'auto', width: '380px' } },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.borderStrong },
      success: { borderLeftColor: vars.color.success },
      danger: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.brand },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({ flex: 1, minWidth: 0, paddingTop: vars.space['2'], display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
