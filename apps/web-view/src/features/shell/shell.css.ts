import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

globalStyle('html, body', { margin: 0, background: vars.color.background, color: vars.color.text });

const inset = (side: 'top' | 'right' | 'bottom' | 'left', extra: string) =>
  `calc(var(--wv-inset-${side}, env(safe-area-inset-${side}, 0px)) + ${extra})`;

/** A screen: phone-first, the app's safe area kept clear (the app's `insets`, else the browser's own). */
export const screen = style({
  display: 'grid',
  // One column that never grows past the screen: a wide child (a select sized by its longest option) shrinks instead
  // of widening the page (the calculator scrolled sideways by 80–140 px at 360 and 414 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignContent: 'start',
  minHeight: '100vh',
  boxSizing: 'border-box',
  maxWidth: '40rem',
  margin: '0 auto',
  paddingTop: inset('top', vars.space['4']),
  paddingRight: inset('right', vars.space['4']),
  paddingBottom: inset('bottom', vars.space['6']),
  paddingLeft: inset('left', vars.space['4']),
  background: vars.color.background,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

/** Facts as a definition list: term left, value right. */
export const facts = style({ margin: 0, display: 'grid' });
export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dt`, { flex: '1 1 auto', minWidth: 0 });
// A short value stays on one line beside a long term; a long value wraps within its share of the row.
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'end', flex: '0 0 auto', maxWidth: '60%', overflowWrap: 'anywhere' });

/** A full-width action (links and buttons alike), at least 48 px tall for a thumb. */
export const action = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['4']}`,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'default' } },
});
export const secondaryAction = style([
  action,
  { background: vars.color.surface, color: vars.color.text, border: `${vars.borderWidth.thin} solid ${vars.color.border}` },
]);

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });
