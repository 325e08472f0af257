import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  elevation?: 'flat' | 'raised';
  /** Hover/focus-within lift, for cards that contain a primary link. */
  interactive?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Surface container with border, radius and optional elevation. */
export function Card({ as = 'div', padding, elevation, interactive, className, ...rest }: CardProps) {
  return createElement(as, { ...rest, className: cx(styles.card({ padding, elevation, interactive }), className) });
}
