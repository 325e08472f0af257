import { useEffect, useRef, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Route/data loading in progress. The bar trickles towards 90% while true and completes when it turns false. */
  active?: boolean;
  /** Determinate progress 0…1 (uploads). When set, `active` is ignored. */
  value?: number;
  /** Accessible name, e.g. "Загрузка страницы". */
  label: string;
  /** Wait this long before showing, so fast navigations do not flash (ms). Default 120. */
  delay?: number;
  /** `fixed` = thin bar at the top of the viewport (default); `inline` = in the flow. */
  placement?: 'fixed' | 'inline';
  className?: string;
}

type State = 'idle' | 'loading' | 'done';

/** Thin top loading bar for route transitions (NProgress-style), or a determinate inline bar. */
export function ProgressBar({ active = false, value, label, delay = 120, placement = 'fixed', className }: ProgressBarProps) {
  const [state, setState] = useState<State>('idle');
  const stateRef = useRef<State>('idle');
  stateRef.current = state;

  useEffect(() => {
    if (value !== undefined) return;
    if (active) {
      const t = setTimeout(() => setState('loading'), delay);
      return () => clearTimeout(t);
    }
    if (stateRef.current === 'loading') {
      setState('done');
      const t = setTimeout(() => setState('idle'), 600);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [active, delay, value]);

  const rootClass = cx(styles.root, placement === 'inline' && styles.inline, className);
  const inlineStyle = placement === 'inline' ? { position: 'relative' as const, height: 6 } : undefined;

  if (value !== undefined) {
    const clamped = Math.min(1, Math.max(0, value));
    return (
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped * 100)}
        data-state="determinate"
        className={rootClass}
        style={inlineStyle}
      >
        <div className={styles.bar} style={{ transform: `scaleX(${clamped})` }} />
      </div>
    );
  }
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={state === 'loading'}
      data-state={state}
      className={rootClass}
      style={inlineStyle}
    >
      <div className={styles.bar} />
    </div>
  );
}
