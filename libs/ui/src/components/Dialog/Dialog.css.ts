import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const pop = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  display: 'flex',
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} reverse ease-in` },
  },
});

export const modal = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    variant: {
      dialog: {
        margin: 'auto',
        width: `calc(100% - ${vars.space['8']})`,
        maxHeight: `calc(100% - ${vars.space['8']})`,
        borderRadius: vars.radius.xl,
        selectors: { '&[data-entering]': { animation: `${pop} ${vars.duration.normal} ${vars.easing.standard}` } },
      },
      drawerRight: {
        marginLeft: 'auto',
        height: '100%',
        width: 'min(420px, 100%)',
        selectors: { '&[data-entering]': { animation: `${fromRight} ${vars.duration.slow} ${vars.easing.standard}` } },
      },
      drawerLeft: {
        marginRight: 'auto',
        height: '100%',
        width: 'min(360px, 88%)',
        selectors: { '&[data-entering]': { animation: `${fromLeft} ${vars.duration.slow} ${vars.easing.standard}` } },
      },
      sheet: {
        marginTop: 'auto',
        width: '100%',
        maxHeight: '90%',
        borderTopLeftRadius: vars.radius.xl,
        borderTopRightRadius: vars.radius.xl,
        paddingBottom: 'env(safe-area-inset-bottom)',
        selectors: { '&[data-entering]': { animation: `${fromBottom} ${vars.duration.slow} ${vars.easing.standard}` } },
        '@media': {
          [mediaQuery('md')]: { margin: 'auto', width: '560px', borderRadius: vars.radius.xl },
        },
      },
    },
    size: {
      sm: {},
      md: {},
      lg: {},
      /** The whole screen (a photo viewer): no margin, no corners, on every width. */
      full: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'dialog', size: 'sm' }, style: { maxWidth: '400px' } },
    { variants: { variant: 'dialog', size: 'md' }, style: { maxWidth: '560px' } },
    { variants: { variant: 'dialog', size: 'lg' }, style: { maxWidth: '800px' } },
    { variants: { variant: 'dialog', size: 'full' }, style: { margin: 0, width: '100%', height: '100%', maxWidth: 'none', maxHeight: 'none', borderRadius: 0 } },
  ],
  defaultVariants: { variant: 'dialog', size: 'md' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, outline: 'none' });

export const handle = style({
  alignSelf: 'center',
  width: '40px',
  height: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  marginTop: vars.space['2'],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']} ${vars.space['6']}`,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  padding: `${vars.space['2']} ${vars.space['6']} ${vars.space['6']}`,
  overflowY: 'auto',
  flex: 1,
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
