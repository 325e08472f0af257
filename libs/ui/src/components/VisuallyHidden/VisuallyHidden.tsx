import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './VisuallyHidden.css';

/** Content for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(styles.root, className)} {...props} />;
}
