import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');

export const heartOn = style({ fill: 'currentColor' });

export const page = style({
  maxWidth: vars.size.container.wide,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['4'],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [md]: { gridTemplateColumns: '160px minmax(0, 1fr) auto', alignItems: 'center', padding: vars.space['4'] } },
});

export const itemInactive = style({ opacity: 0.75 });

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const info = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const down = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const up = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  '@media': { [md]: { gridColumn: 'auto' } },
});

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${notice} a`, { color: vars.color.brand });
