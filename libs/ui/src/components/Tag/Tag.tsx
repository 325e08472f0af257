import { X } from '../../icons';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tag.css';

export interface TagProps {
  children: ReactNode;
  /** Shows a remove button (e.g. an active search filter chip). */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. "Убрать фильтр «Алматы»". Required with onRemove. */
  removeLabel?: string;
  className?: string;
}

/** Chip for active filters and keywords, optionally removable. */
export function Tag({ children, onRemove, removeLabel, className }: TagProps) {
  const canRemove = Boolean(onRemove && removeLabel);
  return (
    <span className={cx(styles.tag, canRemove && styles.removable, className)}>
      {children}
      {canRemove ? (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
