import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({ flex: 1, width: '100%' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  zIndex: vars.zIndex.toast,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  minHeight: '64px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 1024px)': { padding: `0 ${vars.space['6']}`, gap: vars.space['6'] } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  flexShrink: 0,
});

export const logoMark = style({ width: '32px', height: '32px', display: 'block' });

export const nav = style({
  display: 'none',
  '@media': { 'screen and (min-width: 1024px)': { display: 'flex', alignItems: 'center', gap: vars.space['1'], flex: 1 } },
});

export const mobileNav = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  padding: `0 ${vars.space['4']} ${vars.space['2']}`,
  scrollbarWidth: 'none',
  '@media': { 'screen and (min-width: 1024px)': { display: 'none' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
});

export const headerActions = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const hideOnMobile = style({
  display: 'none',
  '@media': { 'screen and (min-width: 768px)': { display: 'inline-flex' } },
});

export const footer = style({
  marginTop: vars.space['16'],
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr', padding: `${vars.space['12']} ${vars.space['6']}` },
  },
});

export const footerTitle = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space['3']}`,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const footerLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const footerBottom = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['8']}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 768px)': { padding: `${vars.space['4']} ${vars.space['6']} ${vars.space['8']}` } },
});

globalStyle(`${footerList} li`, { margin: 0 });
