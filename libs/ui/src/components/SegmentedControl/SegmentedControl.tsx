import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
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

/** One-of-N choice shown as segments (radio group semantics, arrow keys move the choice). */
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
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as V)}
      orientation="horizontal"
      name={name}
      className={cx(styles.group({ fullWidth }), className)}
    >
      {options.map((o) => (
        <Radio key={o.value} value={o.value} isDisabled={o.disabled} className={styles.segment({ size })}>
          {o.icon ? <span className={styles.icon} aria-hidden="true">{o.icon}</span> : null}
          {o.iconOnly ? <VisuallyHidden>{o.label}</VisuallyHidden> : o.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
