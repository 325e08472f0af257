/**
 * Global side effects of the design system: the self-hosted Inter variable font (one file: Latin, Cyrillic
 * with the Kazakh letters, ₸; see fonts/inter.css), the theme variables on :root / [data-theme] and the reset/base styles.
 * Imported by `index.ts`, so importing anything from `@jolda/ui` brings them in once.
 */
import './fonts/inter.css';
import './theme/themes.css';
import './theme/global.css';
