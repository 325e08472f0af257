import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../sprinkles.css';
import { cx } from '../../utils/cx';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'>;

export interface BoxProps extends NativeProps, Sprinkles {
  /** Element or component to render. Default `div`. */
  as?: ElementType;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Split props into sprinkles (atomic classes) and everything else. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/** The lowest-level layout primitive: any element with sprinkles props (responsive, theme-aware). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  return createElement(as, { ...rest, className: cx(sprinkles(atoms), className) || undefined });
}
