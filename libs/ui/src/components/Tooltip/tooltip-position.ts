/**
 * The spec's tooltip (section 3 and 9): a state of x, y, text, opacity, type, pointer position, pointer offsets and a
 * fixed flag; kept 14 px from the viewport edge, 15 px away from the pointer (0 on mobile), and at most 3 placements
 * tried to keep it on screen. Pure: the pointer tooltip (`usePointerTooltip`) and its tests use it.
 */

/** Where the tooltip sits relative to the pointer. */
export type TooltipType = 'top' | 'bottom' | 'left' | 'right';

export interface Point {
  x: number;
  y: number;
}

export interface TooltipState {
  /** Top-left corner of the tooltip, in viewport pixels when `fixed`, page pixels otherwise. */
  x: number;
  y: number;
  text: string;
  /** 0 while hidden or being measured, 1 when shown. */
  opacity: 0 | 1;
  type: TooltipType;
  /** The pointer the tooltip points at. */
  pointer: Point;
  /** The pointer relative to the tooltip's corner (where its arrow goes). */
  pointerOffset: Point;
  /** Positioned against the viewport (`position: fixed`) rather than the page. */
  fixed: boolean;
}

export const TOOLTIP_MARGIN = 14;
export const TOOLTIP_PADDING = 15;
export const TOOLTIP_MAX_ATTEMPTS = 3;

/** Distance between the pointer and the tooltip: 15 px, none on mobile. */
export const tooltipPadding = (mobile: boolean): number => (mobile ? 0 : TOOLTIP_PADDING);

const OPPOSITE: Record<TooltipType, TooltipType> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const SIDE: Record<TooltipType, TooltipType> = { top: 'right', bottom: 'right', left: 'top', right: 'top' };

/** The placements tried, in order: the preferred one, its opposite, then a side — never more than three. */
export function tooltipAttempts(preferred: TooltipType): TooltipType[] {
  return [preferred, OPPOSITE[preferred], SIDE[preferred]].slice(0, TOOLTIP_MAX_ATTEMPTS);
}

export interface PlaceInput {
  text: string;
  /** The pointer, in viewport pixels. */
  pointer: Point;
  size: { width: number; height: number };
  viewport: { width: number; height: number };
  preferred?: TooltipType;
  mobile?: boolean;
  fixed?: boolean;
  /** Page scroll, added to x and y when not `fixed`. */
  scroll?: Point;
}

function box(type: TooltipType, p: Point, w: number, h: number, gap: number): Point {
  switch (type) {
    case 'top':
      return { x: p.x - w / 2, y: p.y - gap - h };
    case 'bottom':
      return { x: p.x - w / 2, y: p.y + gap };
    case 'left':
      return { x: p.x - gap - w, y: p.y - h / 2 };
    case 'right':
      return { x: p.x + gap, y: p.y - h / 2 };
  }
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

/**
 * Places the tooltip: each attempt puts it on one side of the pointer and slides it along that side to stay 14 px
 * inside the viewport; the first attempt whose main axis fits wins. When none of the three fits, the last is clamped
 * into the viewport.
 */
export function placeTooltip(input: PlaceInput): TooltipState & { attempts: number } {
  const { text, pointer, size, viewport, preferred = 'top', mobile = false, fixed = true, scroll = { x: 0, y: 0 } } = input;
  const gap = tooltipPadding(mobile);
  const m = TOOLTIP_MARGIN;
  const attempts = tooltipAttempts(preferred);
  let chosen: { type: TooltipType; at: Point } | null = null;
  let tried = 0;
  for (const type of attempts) {
    tried++;
    const at = box(type, pointer, size.width, size.height, gap);
    const vertical = type === 'top' || type === 'bottom';
    // Slide along the side (cross axis) to keep the margin.
    const slid = vertical
      ? { x: clamp(at.x, m, viewport.width - m - size.width), y: at.y }
      : { x: at.x, y: clamp(at.y, m, viewport.height - m - size.height) };
    const fits = vertical
      ? slid.y >= m && slid.y + size.height <= viewport.height - m
      : slid.x >= m && slid.x + size.width <= viewport.width - m;
    chosen = { type, at: slid };
    if (fits) break;
  }
  const last = chosen!;
  const at = {
    x: clamp(last.at.x, m, viewport.width - m - size.width),
    y: clamp(last.at.y, m, viewport.height - m - size.height),
  };
  const offset = fixed ? { x: 0, y: 0 } : scroll;
  return {
    x: at.x + offset.x,
    y: at.y + offset.y,
    text,
    opacity: 1,
    type: last.type,
    pointer,
    pointerOffset: { x: pointer.x - at.x, y: pointer.y - at.y },
    fixed,
    attempts: tried,
  };
}

/** The state before anything is shown. */
export const HIDDEN_TOOLTIP: TooltipState = {
  x: 0,
  y: 0,
  text: '',
  opacity: 0,
  type: 'top',
  pointer: { x: 0, y: 0 },
  pointerOffset: { x: 0, y: 0 },
  fixed: true,
};
