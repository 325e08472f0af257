import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

/** Not found, offline: a centred column; type and buttons come from @jolda/ui. */
export const root = style({
  maxWidth: vars.size.container.status,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['4']}`,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
});

/** The big status number inside the page's h1. */
export const code = style({
  display: 'block',
  fontSize: '4.5rem',
  lineHeight: 1,
  color: vars.color.brand,
  letterSpacing: '-0.04em',
});

/** A long path in the message wraps instead of overflowing a phone screen. */
export const message = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['3'],
});
