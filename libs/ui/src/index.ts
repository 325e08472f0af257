// Global styles (font, theme variables on :root/[data-theme], reset). Importing @jolda/ui brings them in.
import './styles';

// Foundations
export { vars, type ThemeVars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mediaQuery, type Breakpoint } from './theme/breakpoints';
export { light as lightTokens } from './theme/tokens/light';
export { dark as darkTokens } from './theme/tokens/dark';
export { contrastRatio, contrastPairs, luminance } from './theme/contrast';
export { interFont } from './fonts/font';
export { formatPrice, formatPriceCompact, formatNumber, type UiLocale } from './format/price';
export { applyMask, formatRaw, maskEdit, unmask, maskCaret, type AcceptChar, type MaskEdit, type MaskEditResult, type MaskResult, type SlotKind } from './mask/mask';
export {
  MASK_PRESETS,
  PHONE_PRESET_MASK,
  PLATE_PRESET_MASK,
  VIN_PRESET_MASK,
  IIN_PRESET_MASK,
  PLATE_REGION_MIN,
  PLATE_REGION_MAX,
  kzPhonePaste,
  latinLookalike,
  plateChar,
  vinChar,
  validPlate,
  validIin,
  vinCheckDigitOk,
  type MaskPreset,
  type MaskPresetName,
} from './mask/presets';
export { groupDigits, groupedEdit, normalizeKzPhone, toE164 } from './mask/number';
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
export * from './components/NativeSelect';
export * from './components/Combobox';
export * from './components/SegmentedControl';
export * from './components/ListingCard';
export * from './components/TextArea';
export * from './components/MaskedInput';
export * from './components/PhoneInput';
export * from './components/PriceInput';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/RadioGroup';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/Toast';
export * from './components/Pagination';
export * from './components/Breadcrumbs';
export * from './components/Tag';
export * from './components/Avatar';
export * from './components/Carousel';
export * from './components/Gallery';
export * from './components/Rating';
export * from './components/Stepper';
export * from './components/FileDrop';
export * from './components/FileButton';
export * from './components/ColourSwatches';
export * from './components/Slider';
export * from './components/ComparisonTable';
export * from './components/SlotPicker';
export * from './components/DataList';
