/** Breakpoints (min-width, px) from the spec. Plain object, usable in JS (matchMedia, image `sizes`). */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
