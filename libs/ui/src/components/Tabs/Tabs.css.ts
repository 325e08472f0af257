import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space['2'],
      right: vars.space['2'],
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brand,
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}`, borderRadius: vars.radius.sm } } });
