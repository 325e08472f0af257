import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  font: 'inherit',
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.brand },
    '&[data-focus-visible]': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}`, outline: 'none' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space['2'],
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  color: vars.color.textMuted,
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` } },
});

export const listBox = style({
  padding: vars.space['1'],
  outline: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const section = style({
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`, marginTop: vars.space['1'], paddingTop: vars.space['1'] } },
});

export const sectionTitle = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({ marginInlineStart: 'auto', flexShrink: 0, fontVariantNumeric: 'tabular-nums' });

export const check = style({ flexShrink: 0, color: vars.color.brand });

export const empty = style({ padding: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
