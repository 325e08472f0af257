import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

const md = 'screen and (min-width: 768px)';
const lg = 'screen and (min-width: 1024px)';

export const page = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  '@media': { [lg]: { padding: `0 ${vars.space['6']}` } },
});

export const hero = style({
  margin: `${vars.space['6']} 0 ${vars.space['8']}`,
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [md]: { padding: `${vars.space['12']} ${vars.space['10']}`, margin: `${vars.space['8']} 0 ${vars.space['12']}` } },
});

export const heroTitle = style({
  margin: 0,
  maxWidth: '18ch',
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': { [md]: { fontSize: '3rem', lineHeight: '3.25rem' } },
});

export const heroLead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, opacity: 0.92 });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['5']}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});

export const primaryAction = style([
  action,
  {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
]);

export const secondaryAction = style([
  action,
  {
    color: vars.color.onBrand,
    border: `1px solid currentColor`,
    selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
  },
]);

export const section = style({ marginBottom: vars.space['12'] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space['4']}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const brands = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const brand = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const brandName = style({ fontWeight: vars.fontWeight.medium });
export const brandCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
