import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

/** The <fieldset>: browser defaults removed (including its min-content width, which would overflow at 375 px). */
export const root = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  minInlineSize: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space['1.5'], float: 'none' });

/** Two boxes side by side, from the narrowest phones up. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['2'],
  '@media': { [mediaQuery('md')]: { gap: vars.space['3'] } },
});

/** "от" / "до" shown inside the box; it is the input's <label>. */
export const prefix = style({ cursor: 'text', userSelect: 'none', fontSize: vars.fontSize.sm });

/** A little less side padding than a single field, so "12 500 000 ₸" fits in half of a 375 px screen. */
export const control = style({ paddingInline: vars.space['2'], '@media': { [mediaQuery('md')]: { paddingInline: vars.space['3'] } } });

export const input = style({ fontVariantNumeric: 'tabular-nums' });
