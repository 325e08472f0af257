import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@jolda/ui';

const md = mediaQuery('md');
const lg = mediaQuery('lg');

export const page = style({
  width: '100%',
  maxWidth: vars.size.container.wide,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space['4'],
  minHeight: `calc(100dvh - ${vars.size.header})`,
  '@media': { [md]: { padding: `${vars.space['6']} ${vars.space['6']} 0` } },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const titleBlock = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const heading = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
});

export const headingIcon = style({ color: vars.color.brand, flex: 'none' });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const topActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  paddingBottom: vars.space['4'],
});

export const userRow = style({ display: 'flex', justifyContent: 'flex-end' });

export const userBubble = style({
  maxWidth: 'min(36rem, 85%)',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.xl,
  borderBottomRightRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const answer = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const answerText = style({
  margin: 0,
  maxWidth: vars.size.container.prose,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.xl,
  borderBottomLeftRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.md,
});

const blink = keyframes({ '0%, 100%': { opacity: 0.2 }, '50%': { opacity: 1 } });

export const typing = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  verticalAlign: 'middle',
  marginLeft: vars.space['1'],
});

export const dot = style({
  width: vars.space['1.5'],
  height: vars.space['1.5'],
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${blink} 1.2s ${vars.easing.standard} infinite`,
      selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
    },
  },
});

export const facts = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: vars.size.container.prose,
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const factLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const factNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.cardMin}), 1fr))`,
  '@media': { [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const answerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const errorNote = style({
  margin: 0,
  maxWidth: vars.size.container.prose,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const composer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} 0 max(${vars.space['3']}, env(safe-area-inset-bottom))`,
  background: vars.color.background,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const sendButton = style({ marginBottom: vars.space['6'] });

/** The composer stays at the bottom of the screen: what scrolls into view (a focused link, a card) stops above it. */
const composerRoom = `calc(${vars.space['16']} * 2.5)`;
globalStyle(`html:has(${composer})`, { scrollPaddingBottom: composerRoom });
globalStyle(`${log} :is(a, button, [tabindex])`, { scrollMarginBottom: composerRoom });

export const welcome = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  maxWidth: vars.size.container.prose,
});

export const welcomeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg });

/** Who answered, when it is the development provider (demo data must say so). */
export const providerNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const onboarding = style({
  maxWidth: vars.size.container.article,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['10']}`,
  display: 'grid',
  gap: vars.space['5'],
});

export const onboardingLead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, color: vars.color.textMuted });

export const abilities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const ability = style({
  display: 'grid',
  // (the rows keep their height when a neighbour in the row is taller)
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const abilityTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl });

export const note = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.infoSoft,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space['2'],
});

export const exampleLink = style([chip, { textDecoration: 'none' }]);

export const guides = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const guidesTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const guideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const guideLink = style({
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.brand,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const guideName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const guideMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
