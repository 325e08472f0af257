import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  maxWidth: vars.size.container.form,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['8']}`,
  '@media': { [lg]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['10']}` } },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space['4']}`,
});

/** Space under the @jolda/ui Stepper. */
export const stepper = style({ marginBottom: vars.space['6'] });

export const card = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  '@media': { [md]: { padding: vars.space['6'] } },
});

export const stepTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
  margin: `0 0 ${vars.space['4']}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [md]: { gridColumn: '1 / -1' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

export const saved = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space['3']} 0 0` });

export const note = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  margin: `0 0 ${vars.space['4']}`,
});
export const warning = style([note, { background: vars.color.warningSoft }]);
export const danger = style([note, { background: vars.color.dangerSoft }]);
export const success = style([note, { background: vars.color.successSoft }]);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const photos = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: { '&[data-over]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const dropText = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const photoGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const photoItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['1'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'grab',
  selectors: { '&[data-dragging]': { opacity: 0.5 }, '&[data-pending]': { cursor: 'default' } },
});

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});

export const cover = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const photoActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['1'] });

export const vinInfo = style({ margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm });
globalStyle(`${vinInfo} strong`, { fontWeight: vars.fontWeight.semibold });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
