import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  tone?: keyof typeof styles.tone;
  /** Accessible text (e.g. "Загрузка…"). Without it the spinner is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** Indeterminate loading indicator. */
export function Spinner({ size = 'md', tone = 'current', label, className }: SpinnerProps) {
  const icon = (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) {
    return (
      <span className={cx(styles.root, styles.size[size], styles.tone[tone], className)} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.root, styles.size[size], styles.tone[tone], className)}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
