import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { HIDDEN_TOOLTIP, type Point, type TooltipState, type TooltipType, placeTooltip } from './tooltip-position';
import * as styles from './Tooltip.css';

/** Below this width the tooltip sits right at the pointer (the spec's 0 px padding on mobile). */
const MOBILE_MAX_WIDTH = 767;

/**
 * A tooltip that follows the pointer (charts, maps): `show(pointer, text)` places it by the spec's rules
 * (tooltip-position.ts), `hide()` fades it out. Render `tooltip` once, anywhere.
 */
export function usePointerTooltip(options: { preferred?: TooltipType; fixed?: boolean } = {}) {
  const { preferred = 'top', fixed = true } = options;
  const [state, setState] = useState<TooltipState>(HIDDEN_TOOLTIP);
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef<{ pointer: Point; text: string } | null>(null);

  const place = useCallback(() => {
    const el = ref.current;
    const want = pending.current;
    if (!el || !want) return;
    const rect = el.getBoundingClientRect();
    const placed = placeTooltip({
      text: want.text,
      pointer: want.pointer,
      size: { width: rect.width, height: rect.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      preferred,
      mobile: window.innerWidth <= MOBILE_MAX_WIDTH,
      fixed,
      scroll: { x: window.scrollX, y: window.scrollY },
    });
    const { attempts: _attempts, ...next } = placed;
    setState(next);
  }, [preferred, fixed]);

  const [version, setVersion] = useState(0);
  const show = useCallback((pointer: Point, text: string) => {
    pending.current = { pointer, text };
    // Rendered with the new text first, then measured and placed before the browser paints.
    setState((s) => ({ ...s, text }));
    setVersion((v) => v + 1);
  }, []);
  const hide = useCallback(() => {
    pending.current = null;
    setState((s) => ({ ...s, opacity: 0 }));
  }, []);

  useLayoutEffect(() => {
    if (pending.current) place();
  }, [version, place]);

  const tooltip: ReactNode = (
    <div
      ref={ref}
      role="tooltip"
      aria-hidden={state.opacity === 0}
      className={styles.pointerTooltip}
      data-type={state.type}
      style={{ position: state.fixed ? 'fixed' : 'absolute', left: state.x, top: state.y, opacity: state.opacity }}
    >
      {state.text}
    </div>
  );
  return { state, show, hide, tooltip };
}
