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
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [lg]: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl, fontWeight: vars.fontWeight.semibold });

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const balanceValue = style({ fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight['4xl'], fontWeight: vars.fontWeight.bold });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0, flex: '1 1 14rem' });

export const points = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const plus = style({ color: vars.color.success });

export const minus = style({ color: vars.color.danger });

