import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const page = style({
  maxWidth: vars.size.container.wide,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['6']}`,
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'] });

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': { [md]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)', alignItems: 'start' } },
});

/** On a phone only one of the two panes shows: the list, or the open conversation. */
export const hideOnPhone = style({ display: 'none', '@media': { [md]: { display: 'block' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['3'],
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brandSoft },
  },
});

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const itemText = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const itemTitle = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemPreview = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemSide = style({ display: 'grid', justifyItems: 'end', gap: vars.space['1'] });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const unreadDot = style({
  minWidth: vars.space['5'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.space['5'],
  textAlign: 'center',
  boxSizing: 'border-box',
});

export const pane = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const paneHead = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const car = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
});

export const carTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const phone = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold, textDecoration: 'none' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.brand,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  '@media': { [md]: { display: 'none' } },
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  overflowY: 'auto',
  minHeight: '16rem',
  maxHeight: '60vh',
  background: vars.color.background,
});

export const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubbleMine = style({
  alignSelf: 'flex-end',
  background: vars.color.brandSoft,
  borderColor: vars.color.brandSoft,
});

export const bubbleMeta = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const read = style({ color: vars.color.brand });

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const composer = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const center = style({ display: 'grid', justifyItems: 'center', padding: vars.space['4'] });

/** A message's photos: thumbnails two a row (one alone takes the bubble's width). */
export const photos = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['1'], marginBottom: vars.space['1'], width: 'min(18rem, 60vw)' });

export const photosOne = style({ display: 'grid', marginBottom: vars.space['1'], width: 'min(16rem, 60vw)' });

export const photoButton = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

export const photoBox = style({ display: 'block', width: '100%', maxHeight: '16rem', background: vars.color.surfaceSunken, overflow: 'hidden' });

export const photoImg = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const fullBox = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  maxHeight: '75vh',
  margin: '0 auto',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const attachment = style({
  position: 'relative',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const attachmentFailed = style({ borderColor: vars.color.danger });

export const attachmentState = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: 'rgb(0 0 0 / 0.35)' });

export const attachmentRemove = style({
  position: 'absolute',
  top: vars.space['0.5'],
  insetInlineEnd: vars.space['0.5'],
  display: 'grid',
  placeItems: 'center',
  width: vars.space['6'],
  height: vars.space['6'],
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
});
