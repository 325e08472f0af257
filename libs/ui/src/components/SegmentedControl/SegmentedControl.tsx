import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
  /** Show only the icon (label stays as accessible name). */
  iconOnly?: boolean;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string> {
  /** Accessible name of the group. */
  label: string;
  options: ReadonlyArray<SegmentedOption<V>>;
  value: V;
  onChange: (value: V) => void;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  name?: string;
  className?: string;
}

/**
 * One-of-N choice shown as segments: native radio buttons of one name (the browser gives the group's arrow keys and
 * form semantics). Not react-aria's RadioGroup: it drew react-aria's focus and field modules (and a locale probe that
 * cost ~160 ms at 4× CPU) into the first JavaScript of the pages that show a segmented control, such as the model page.
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  size,
  fullWidth,
  name,
  className,
}: SegmentedControlProps<V>) {
  const ownName = useId();
  return (
    <div role="radiogroup" aria-label={label} aria-orientation="horizontal" className={cx(styles.group({ fullWidth }), className)}>
      {options.map((o) => (
        <label
          key={o.value}
          className={styles.segment({ size })}
          data-selected={o.value === value || undefined}
          data-disabled={o.disabled || undefined}
        >
          <VisuallyHidden>
            <input
              type="radio"
              className={styles.input}
              name={name ?? ownName}
              value={o.value}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={(e) => {
                if (e.currentTarget.checked) onChange(o.value);
              }}
            />
          </VisuallyHidden>
          {o.icon ? <span className={styles.icon} aria-hidden="true">{o.icon}</span> : null}
          {o.iconOnly ? <VisuallyHidden>{o.label}</VisuallyHidden> : o.label}
        </label>
      ))}
    </div>
  );
}
