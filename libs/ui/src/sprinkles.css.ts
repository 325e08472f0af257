import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme/contract.css';
import { breakpoints, mediaQuery } from './theme/breakpoints';

export { breakpoints };

const space = vars.space;
const negativeSpace = Object.fromEntries(
  Object.entries(vars.space).map(([key, value]) => [`-${key}`, `calc(${value} * -1)`]),
) as { [K in keyof typeof vars.space as `-${K & string}`]: string };

const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaQuery('sm') },
    md: { '@media': mediaQuery('md') },
    lg: { '@media': mediaQuery('lg') },
    xl: { '@media': mediaQuery('xl') },
    '2xl': { '@media': mediaQuery('2xl') },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl', '2xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    position: ['relative', 'absolute', 'fixed', 'sticky', 'static'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, ...negativeSpace, auto: 'auto' },
    marginBottom: { ...space, ...negativeSpace, auto: 'auto' },
    marginLeft: { ...space, ...negativeSpace, auto: 'auto' },
    marginRight: { ...space, ...negativeSpace, auto: 'auto' },
    width: { auto: 'auto', full: '100%', '1/2': '50%', fit: 'fit-content' },
    maxWidth: {
      full: '100%',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      /** The theme's page columns (`vars.size.container`): text, a form, a list page, the full page. */
      prose: vars.size.container.prose,
      form: vars.size.container.form,
      wide: vars.size.container.wide,
      page: vars.size.container.page,
    },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '5': 'repeat(5, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
    },
    fontSize: vars.fontSize,
    overflow: ['hidden', 'auto', 'visible'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

/**
 * Colour-mode conditions. Colours already switch through `vars`, so these are only for the rare
 * value that must differ between modes (e.g. a photo backdrop). `darkMode` follows data-theme="dark";
 * `systemDarkMode` follows data-theme="system" + prefers-color-scheme: dark.
 */
const colorProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { selector: ':root[data-theme="dark"] &' },
    systemDarkMode: { '@media': '(prefers-color-scheme: dark)', selector: ':root[data-theme="system"] &' },
    hover: { selector: '&:hover' },
    focusVisible: { selector: '&:focus-visible' },
  },
  defaultCondition: 'lightMode',
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    borderStyle: ['none', 'solid', 'dashed'],
    /** Lists laid out with Stack/Inline/Columns (`as="ul"`): no markers. */
    listStyle: ['none'],
    borderWidth: { '0': '0', '1': '1px', '2': '2px' },
    zIndex: vars.zIndex,
    cursor: ['default', 'pointer'],
    minWidth: { '0': '0' },
    inset: { '0': '0' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
