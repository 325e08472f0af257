import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const report = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });

export const head = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const summary = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
export const status = styleVariants({
  ok: [chip, { background: vars.color.successSoft }],
  attention: [chip, { background: vars.color.warningSoft }],
  defect: [chip, { background: vars.color.dangerSoft }],
});

export const grade = styleVariants({
  excellent: [chip, { background: vars.color.successSoft, fontSize: vars.fontSize.md }],
  good: [chip, { background: vars.color.successSoft, fontSize: vars.fontSize.md }],
  fair: [chip, { background: vars.color.warningSoft, fontSize: vars.fontSize.md }],
  poor: [chip, { background: vars.color.dangerSoft, fontSize: vars.fontSize.md }],
});

export const group = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold });

export const points = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const point = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  alignItems: 'center',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
});

export const pointName = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, overflowWrap: 'anywhere' });
export const microns = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const note = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
export const photo = style({ gridColumn: '1 / -1', maxWidth: '240px', width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const rule = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${rule} summary`, { cursor: 'pointer', color: vars.color.text });

export const badgeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// ---- the inspector's form ----

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [md]: { padding: vars.space['6'] } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold });
export const form = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });
export const headFields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const full = style({ gridColumn: '1 / -1' });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });
export const legend = style([groupTitle, { padding: 0, marginBottom: vars.space['2'] }]);
export const formPoint = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const formPointExtra = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': { [md]: { gridColumn: '1 / -1', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

// ---- a seller's inspected cars (/inspected/user/{id}) ----

export const sellerHeader = style({ display: 'grid', gap: vars.space['1'] });
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
});
export const cardItem = style({ display: 'grid', gap: vars.space['1.5'], alignContent: 'start', minWidth: 0 });
export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.sm });
export const switchLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
