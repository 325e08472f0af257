/** What other features use of the shell: the language link, the theme toggle and the logo (pages without the frame). */
export { LanguageLinks } from './LanguageLinks';
export { ThemeToggle } from './ThemeToggle';
export { Logo } from './Logo';
