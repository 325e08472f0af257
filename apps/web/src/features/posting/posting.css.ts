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

/**
 * The form's place while the saved draft is read in the browser: as tall as the screen, so the form that replaces it
 * moves nothing in view (it measured CLS 0.277 on a phone when the footer, under a small spinner card, was pushed down).
 */
export const loadingCard = style([card, { minHeight: '100vh' }]);

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

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const vinInfo = style({ margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm });
globalStyle(`${vinInfo} strong`, { fontWeight: vars.fontWeight.semibold });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
