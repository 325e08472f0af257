import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.page,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const found = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  marginTop: vars.space['4'],
  '@media': { [lg]: { gridTemplateColumns: '300px minmax(0, 1fr)', alignItems: 'start' } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [lg]: {
      display: 'block',
      position: 'sticky',
      top: vars.space['4'],
      maxHeight: `calc(100vh - ${vars.space['8']})`,
      overflowY: 'auto',
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});


export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
});

/**
 * A result card is laid out and painted only near the viewport (the first screen's cards at once): a page of twenty
 * is ~850 elements, and on a phone all but two are below the fold. The reserved height is a card's (~400–470 px at
 * 375–1280 px wide); once shown, a card keeps its real height (`auto`), so scrolling back does not jump.
 */
export const gridItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 440px' });


export const panel = style({ display: 'grid', gap: vars.space['5'] });

export const group = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['2'] });

export const choices = style({ display: 'grid', gap: vars.space['1.5'], gridTemplateColumns: '1fr 1fr' });

export const brandList = style({
  display: 'grid',
  gap: vars.space['1.5'],
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space['1'],
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginLeft: vars.space['1'] });

/**
 * The phone sheet's "Показать N / Сбросить" footer. A sticky box stops at the scroll box's padding, so the sheet body's
 * bottom padding (space 6) showed the form scrolling on below it (issue 23 item 2): the footer reaches over that padding
 * (sticky offset, margin and padding of the same size) and has the sheet's own background, so nothing is seen below it.
 */
export const applyBar = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space['6']})`,
  margin: `0 calc(-1 * ${vars.space['6']}) calc(-1 * ${vars.space['6']})`,
  display: 'grid',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['6']} ${vars.space['6']}`,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});




export const saveSearchError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const dialogText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

/** The results keep the second column on wide screens even before the sidebar is there (see `FilterSidebar`). */
export const results = style({ minWidth: 0, '@media': { [lg]: { gridColumn: '2' } } });

/** The active filters' chips above the results (wide screens; a phone has the count on its "Фильтры" button). */
export const chipsBox = style({ display: 'none', '@media': { [lg]: { display: 'block' } } });

export const chips = style({
  display: 'flex',
  '@media': {
    [lg]: {
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space['2'],
      listStyle: 'none',
      margin: `0 0 ${vars.space['4']}`,
      padding: 0,
    },
  },
});

/** The controls above the results: one row on a phone (issue 23 item 4), the sort and save at the end on a wide screen. */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
  minWidth: 0,
});

export const controlsEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0, flexDirection: 'row-reverse', '@media': { [lg]: { flexDirection: 'row', gap: vars.space['3'] } } });

/** A button's words kept for screen readers but not shown on a phone (the icon stands for them there). */
export const phoneHidden = style({
  '@media': {
    [`screen and (max-width: 1023.98px)`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

const phone = 'screen and (max-width: 1023.98px)';

/**
 * The sort (issue 23): on a phone its select's own text is hidden under a sort icon and a short word (`sortShort`), and
 * the chevron gives way to the icon; the picker's options keep the theme's text colour. On a wide screen, the select.
 */
export const sort = style({ position: 'relative', minWidth: 0, flex: '0 1 auto' });
globalStyle(`${sort} select`, { '@media': { [phone]: { color: 'transparent', paddingInlineEnd: vars.space['3'] } } });
globalStyle(`${sort} option, ${sort} optgroup`, { color: vars.color.text, backgroundColor: vars.color.surface });
globalStyle(`${sort} select + svg`, { '@media': { [phone]: { display: 'none' } } });

export const sortShort = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  pointerEvents: 'none',
  minWidth: 0,
  '@media': { [lg]: { display: 'none' } },
});

export const sortShortText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
