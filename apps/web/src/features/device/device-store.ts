import { createStore, type StoreApi } from 'zustand/vanilla';

/** Breakpoints in px (spec section 9). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type BreakpointName = 'xs' | keyof typeof BREAKPOINTS;
/** Below this width the device counts as mobile. */
export const MOBILE_BELOW = BREAKPOINTS.lg;
/** Detection is refreshed this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 50;

export interface DeviceState {
  /** Viewport width in px; null before the browser measured (server render). */
  width: number | null;
  breakpoint: BreakpointName;
  isMobile: boolean;
}

/** The largest breakpoint the width reaches (`xs` below 640). */
export function breakpointFor(width: number): BreakpointName {
  let found: BreakpointName = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as Array<[keyof typeof BREAKPOINTS, number]>) if (width >= min) found = name;
  return found;
}

export function deviceStateFor(width: number | null, fallbackMobile = false): DeviceState {
  if (width === null) return { width: null, breakpoint: fallbackMobile ? 'xs' : 'lg', isMobile: fallbackMobile };
  return { width, breakpoint: breakpointFor(width), isMobile: width < MOBILE_BELOW };
}

export type DeviceStore = StoreApi<DeviceState>;

export function createDeviceStore(initial: DeviceState = deviceStateFor(null)): DeviceStore {
  return createStore<DeviceState>()(() => initial);
}

/**
 * Measures the window now and again `RESIZE_DEBOUNCE_MS` after the last `resize` (rapid resizes refresh once).
 * Returns the function that stops listening.
 */
export function trackDevice(store: DeviceStore, win: Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'> = window): () => void {
  const measure = () => {
    const next = deviceStateFor(win.innerWidth);
    const prev = store.getState();
    if (prev.width !== next.width || prev.isMobile !== next.isMobile || prev.breakpoint !== next.breakpoint) store.setState(next, true);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
  };
  measure();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

/** The one store of the page. */
export const deviceStore = createDeviceStore();
