import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const narrow = style({ maxWidth: vars.size.container.form, width: '100%' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [lg]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const points = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['1'], lineHeight: vars.lineHeight.md });

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  borderInlineStart: `${vars.space['1.5']} solid`,
  '@media': { [md]: { padding: vars.space['5'] } },
});

export const verdictTone = styleVariants({
  green: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
  amber: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
  red: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
});

export const verdictTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const reasons = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['1'], color: vars.color.text });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1.5'], alignItems: 'center' });

export const demoNote = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const listing = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [md]: { gridTemplateColumns: '8rem minmax(0, 1fr)' } },
});

export const listingRolledBack = style({ borderColor: vars.color.danger });

export const photo = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });

export const listingBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const listingTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const price = style({ color: vars.color.price, fontWeight: vars.fontWeight.semibold });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const eventDate = style({ color: vars.color.textMuted, marginInlineEnd: vars.space['2'], fontVariantNumeric: 'tabular-nums' });

export const shareBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const shareLink = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', color: vars.color.text });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** Printing a report: the page alone, without the site's header, footer and buttons, in black on white. */
export const printRoot = style({
  '@media': { print: { padding: 0, gap: vars.space['4'], maxWidth: 'none' } },
});
globalStyle(`body:has(${printRoot}) header, body:has(${printRoot}) footer, body:has(${printRoot}) nav[aria-label]`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${printRoot} *`, {
  '@media': { print: { color: 'black', backgroundColor: 'transparent', boxShadow: 'none' } },
});
globalStyle(`${printRoot} section, ${printRoot} li`, {
  '@media': { print: { breakInside: 'avoid' } },
});
