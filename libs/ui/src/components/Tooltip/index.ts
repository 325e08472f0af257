export { Tooltip, type TooltipProps } from './Tooltip';
export { usePointerTooltip } from './PointerTooltip';
export {
  HIDDEN_TOOLTIP,
  TOOLTIP_MARGIN,
  TOOLTIP_MAX_ATTEMPTS,
  TOOLTIP_PADDING,
  placeTooltip,
  tooltipAttempts,
  tooltipPadding,
  type TooltipState,
  type TooltipType,
} from './tooltip-position';
