import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Design System 3.0',
    brandUrl: './',
    colorPrimary: '#0b5c78',
    colorSecondary: '#0b5c78',
    appBg: '#f4f7f9',
    appContentBg: '#ffffff',
    appBorderColor: '#dde4e9',
    appBorderRadius: 10,
    fontBase: "'Inter Variable', Inter, system-ui, sans-serif",
    textColor: '#0f1c24',
    barSelectedColor: '#0b5c78',
  }),
});
