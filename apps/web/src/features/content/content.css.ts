import { globalStyle, style } from '@vanilla-extract/css';
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
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}`, gap: vars.space['8'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

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

export const searchForm = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space['2'],
  maxWidth: vars.size.container.prose,
});

export const searchInput = style({ flex: 1, minWidth: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="page"], &[data-status="active"]': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const chipCount = style({ color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [lg]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] },
  },
});

export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', backgroundColor: vars.color.surfaceSunken });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], padding: vars.space['4'] });

export const cardKicker = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs, fontWeight: vars.fontWeight.medium });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md, fontWeight: vars.fontWeight.semibold });

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const articleLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem', gap: vars.space['10'] } },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], maxWidth: vars.size.container.prose, minWidth: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cover = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceSunken });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], '@media': { [lg]: { position: 'sticky', top: vars.space['4'], alignSelf: 'start' } } });

export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const tocTitle = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, fontWeight: vars.fontWeight.semibold });

export const tocList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['1.5'] });

export const tocLink = style({ color: vars.color.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const tocSub = style({ paddingInlineStart: vars.space['3'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });

export const carsLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space['0.5'] } },
});

// The icons keep their size beside a long label (they shrank to a few pixels in the aside at 1280 px).
globalStyle(`${carsLink} > svg`, { flexShrink: 0 });

/** The rendered Markdown (sanitised HTML from the API): typography by tokens, no classes inside. */
export const prose = style({ color: vars.color.text, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.lg, overflowWrap: 'anywhere' });

globalStyle(`${prose} > * + *`, { marginTop: vars.space['4'] });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, { marginBottom: 0 });
globalStyle(`${prose} h2`, {
  marginTop: vars.space['8'],
  marginBottom: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
  scrollMarginTop: vars.space['4'],
});
globalStyle(`${prose} h3`, { marginTop: vars.space['6'], marginBottom: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold, scrollMarginTop: vars.space['4'] });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${prose} li + li`, { marginTop: vars.space['1.5'] });
globalStyle(`${prose} a`, { color: vars.color.brand, textDecoration: 'underline' });
globalStyle(`${prose} blockquote`, { marginInline: 0, paddingInlineStart: vars.space['4'], borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`, color: vars.color.textMuted });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${prose} th, ${prose} td`, { padding: vars.space['2'], borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${prose} code`, { fontSize: vars.fontSize.sm, backgroundColor: vars.color.surfaceSunken, borderRadius: vars.radius.sm, paddingInline: vars.space['1'] });

export const editorForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: vars.size.container.prose });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const editorList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const editorRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const editorRowTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1.5'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['2'] });

export const preview = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
});

// ---- the editor's photos and revision history ----

export const tools = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  maxWidth: vars.size.container.prose,
  minWidth: 0,
});

export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const thumb = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1.5'], width: '9.5rem' });

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const revisionTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const diffField = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const diff = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflow: 'hidden',
});

const diffLineBase = style({
  display: 'flex',
  gap: vars.space['2'],
  paddingInline: vars.space['2'],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minHeight: vars.lineHeight.sm,
});

export const diffLine = {
  same: style([diffLineBase, { color: vars.color.text }]),
  added: style([diffLineBase, { color: vars.color.text, backgroundColor: vars.color.successSoft }]),
  removed: style([diffLineBase, { color: vars.color.text, backgroundColor: vars.color.dangerSoft }]),
  gap: style([diffLineBase, { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken, fontFamily: vars.font.body }]),
};

export const diffMark = style({ flex: 'none', width: '1ch', userSelect: 'none', fontWeight: vars.fontWeight.bold });
