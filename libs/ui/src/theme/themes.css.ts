import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { dark } from './tokens/dark';
import { light } from './tokens/light';

/**
 * Theme switching by an attribute on <html>:
 *   data-theme="light"  → light (also the default without the attribute)
 *   data-theme="dark"   → dark
 *   data-theme="system" → light, dark inside @media (prefers-color-scheme: dark)
 * The server renders the stored choice into the attribute, so there is no flash.
 */
createGlobalTheme(':root', vars, light);

globalStyle(':root', { colorScheme: 'light' });

globalStyle(':root[data-theme="dark"]', {
  vars: assignVars(vars, dark),
  colorScheme: 'dark',
});

globalStyle(':root[data-theme="system"]', {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars, dark),
    },
  },
});

/** Lets a part of the page force a theme (used by Storybook side-by-side views). */
globalStyle('[data-theme-scope="dark"]', { vars: assignVars(vars, dark), colorScheme: 'dark' });
globalStyle('[data-theme-scope="light"]', { vars: assignVars(vars, light), colorScheme: 'light' });
