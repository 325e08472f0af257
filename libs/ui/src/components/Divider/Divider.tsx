import { cx } from '../../utils/cx';
import * as styles from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (default) or a semantic separator. */
  decorative?: boolean;
  className?: string;
}

/** Thin separator line. */
export function Divider({ orientation = 'horizontal', decorative = true, className }: DividerProps) {
  const cls = cx(styles.base, styles.orientation[orientation], className);
  if (decorative) return <div className={cls} aria-hidden="true" />;
  return <div role="separator" aria-orientation={orientation} className={cls} />;
}
