export { ThemeSwitch, applyTheme, type ThemePreference, type ThemeSwitchProps } from './ThemeSwitch';
