import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.article,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [lg]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});

/** A chart's caption (an `h4`, which `Text` does not render). */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, fontWeight: vars.fontWeight.regular });

/** The page's status line under the lead: no room taken while it is empty. */
export const notice = style([muted, { selectors: { '&:not(:empty)': { marginTop: vars.space['2'] } } }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const carTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const ids = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' });

export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({ gridColumn: '1 / -1' });

export const value = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** "Демо-данные": wraps inside its column (a badge would keep one line and overflow a phone's width). */
export const demo = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  margin: 0,
  padding: `${vars.space['0.5']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const chartRow = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(3rem, 1fr) max-content',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({ height: '0.75rem', borderRadius: vars.radius.full, backgroundColor: vars.color.brand, minWidth: '2px' });

export const barTrack = style({ backgroundColor: vars.color.surfaceSunken, borderRadius: vars.radius.full, overflow: 'hidden' });
