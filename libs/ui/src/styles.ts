/**
 * Global side effects of the design system: the self-hosted Inter variable font (all subsets, incl.
 * cyrillic-ext for Kazakh), the theme variables on :root / [data-theme] and the reset/base styles.
 * Imported by `index.ts`, so importing anything from `@jolda/ui` brings them in once.
 */
import '@fontsource-variable/inter';
import './theme/themes.css';
import './theme/global.css';
