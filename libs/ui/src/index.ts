// Global styles (font, theme variables on :root/[data-theme], reset). Importing @jolda/ui brings them in.
import './styles';

// Foundations
export { vars, type ThemeVars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mediaQuery, type Breakpoint } from './theme/breakpoints';
export { light as lightTokens } from './theme/tokens/light';
export { dark as darkTokens } from './theme/tokens/dark';
export { contrastRatio, contrastPairs, luminance } from './theme/contrast';
export { formatPrice, formatPriceCompact, formatNumber, type UiLocale } from './format/price';
export { applyMask, unmask, maskCaret, type MaskResult } from './mask/mask';
export { cx } from './utils/cx';
export type { RenderFunction, RenderProps } from './utils/render';

// Layout
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Columns';
export * from './components/Container';
export * from './components/VisuallyHidden';

// Components
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Heading';
export * from './components/Text';
export * from './components/Badge';
export * from './components/Card';
export * from './components/Spinner';
export * from './components/Skeleton';
export * from './components/ProgressBar';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/PriceTag';
export * from './components/Field';
export * from './components/Input';
export * from './components/Select';
export * from './components/SegmentedControl';
export * from './components/ThemeSwitch';
export * from './components/LanguageSwitch';
export * from './components/ListingCard';
