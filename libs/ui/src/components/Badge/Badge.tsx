import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

/** Short status label ("Новое", "Проверено", "Срочно"). Not interactive. */
export function Badge({ tone, size, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge({ tone, size }), className)}>
      {icon ? <span aria-hidden="true" style={{ display: 'inline-flex' }}>{icon}</span> : null}
      {children}
    </span>
  );
}
