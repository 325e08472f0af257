import { describe, expect, it } from 'vitest';
import { TOOLTIP_MARGIN, TOOLTIP_MAX_ATTEMPTS, placeTooltip, tooltipAttempts, tooltipPadding } from './tooltip-position';

const viewport = { width: 1280, height: 800 };
const size = { width: 200, height: 60 };

describe('the spec tooltip', () => {
  it('holds x, y, text, opacity, type, pointer position, pointer offsets and the fixed flag', () => {
    const s = placeTooltip({ text: '12 500 000 ₸', pointer: { x: 640, y: 400 }, size, viewport });
    expect(Object.keys(s).sort()).toEqual(['attempts', 'fixed', 'opacity', 'pointer', 'pointerOffset', 'text', 'type', 'x', 'y']);
    expect(s).toMatchObject({ text: '12 500 000 ₸', opacity: 1, type: 'top', fixed: true, pointer: { x: 640, y: 400 } });
    // Centred above the pointer, 15 px away; the offset is the pointer from the tooltip's corner.
    expect(s.x).toBe(540);
    expect(s.y).toBe(400 - 15 - 60);
    expect(s.pointerOffset).toEqual({ x: 100, y: 75 });
  });

  it('is 15 px from the pointer on a desktop and touches it on mobile', () => {
    expect(tooltipPadding(false)).toBe(15);
    expect(tooltipPadding(true)).toBe(0);
    const mobile = placeTooltip({ text: 't', pointer: { x: 180, y: 400 }, size: { width: 100, height: 40 }, viewport: { width: 375, height: 700 }, mobile: true });
    expect(mobile.y + 40).toBe(400);
  });

  it('keeps 14 px from every viewport edge, sliding along its side', () => {
    for (const pointer of [{ x: 3, y: 400 }, { x: 1278, y: 400 }, { x: 640, y: 2 }, { x: 640, y: 799 }, { x: 0, y: 0 }, { x: 1280, y: 800 }]) {
      const s = placeTooltip({ text: 't', pointer, size, viewport });
      expect(s.x).toBeGreaterThanOrEqual(TOOLTIP_MARGIN);
      expect(s.y).toBeGreaterThanOrEqual(TOOLTIP_MARGIN);
      expect(s.x + size.width).toBeLessThanOrEqual(viewport.width - TOOLTIP_MARGIN);
      expect(s.y + size.height).toBeLessThanOrEqual(viewport.height - TOOLTIP_MARGIN);
    }
  });

  it('tries at most three placements: the preferred one, its opposite, then a side', () => {
    expect(TOOLTIP_MAX_ATTEMPTS).toBe(3);
    expect(tooltipAttempts('top')).toEqual(['top', 'bottom', 'right']);
    expect(tooltipAttempts('left')).toEqual(['left', 'right', 'top']);
    // Near the top edge: above does not fit, below does (second attempt).
    const flipped = placeTooltip({ text: 't', pointer: { x: 640, y: 30 }, size, viewport });
    expect(flipped).toMatchObject({ type: 'bottom', attempts: 2, y: 45 });
    // A tooltip taller than the room above and below: the side is the third and last attempt.
    const tall = placeTooltip({ text: 't', pointer: { x: 100, y: 300 }, size: { width: 200, height: 560 }, viewport: { width: 1280, height: 600 } });
    expect(tall.attempts).toBe(3);
    expect(tall.type).toBe('right');
    // Nothing fits: still three attempts, then clamped inside the margins.
    const huge = placeTooltip({ text: 't', pointer: { x: 200, y: 200 }, size: { width: 390, height: 390 }, viewport: { width: 400, height: 400 } });
    expect(huge.attempts).toBe(3);
    expect(huge.x).toBe(TOOLTIP_MARGIN);
    expect(huge.y).toBe(TOOLTIP_MARGIN);
  });

  it('is placed in page coordinates when not fixed', () => {
    const s = placeTooltip({ text: 't', pointer: { x: 640, y: 400 }, size, viewport, fixed: false, scroll: { x: 0, y: 1000 } });
    expect(s).toMatchObject({ fixed: false, y: 1000 + 400 - 15 - 60 });
  });
});
