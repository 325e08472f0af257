import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

export const page = style({
  maxWidth: vars.size.container.tool,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['4'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], fontWeight: vars.fontWeight.bold });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const row = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const overridden = style({ borderColor: vars.color.warning, background: vars.color.warningSoft });

export const name = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, wordBreak: 'break-all' });

export const meta = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap', alignItems: 'center', marginTop: vars.space['1'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mono = style({ fontFamily: vars.font.mono });
