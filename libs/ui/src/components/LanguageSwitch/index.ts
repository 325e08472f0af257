export { LanguageSwitch, type LanguageSwitchProps, type LanguageLinkRenderProps } from './LanguageSwitch';
