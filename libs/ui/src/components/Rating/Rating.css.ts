import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], minWidth: 0 });

/** Stars and the count on one line. */
export const row = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'], minWidth: 0 });

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['0.5'], flexShrink: 0 });

export const count = recipe({
  base: { color: vars.color.textMuted, whiteSpace: 'nowrap' },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
    },
  },
  defaultVariants: { size: 'md' },
});

/** One star: the empty outline, with the filled star laid over it and clipped to a half or the whole. */
export const star = style({ position: 'relative', display: 'inline-flex', flexShrink: 0, lineHeight: 0 });

export const empty = style({ display: 'block', color: vars.color.border, stroke: vars.color.borderStrong });

export const filledClip = style({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, overflow: 'hidden' });

export const fill = styleVariants({ half: { width: '50%' }, full: { width: '100%' } });

export const filled = style({ display: 'block', flexShrink: 0, color: vars.color.accent, stroke: vars.color.warning });

/** A star that is a radio button (its input is visually hidden inside). */
export const starButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    outline: 'none',
    transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&[data-hovered]': { transform: 'scale(1.12)' },
      '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&[data-hovered]': { transform: 'none' } } } },
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '44px', height: '44px' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Radio stars touch each other: their 32 / 44 px targets already space them. */
export const inputStars = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 });
