import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from '../Checkbox/Choice.css';

export interface SwitchProps {
  children: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** On/off setting that applies immediately (role="switch"). */
export function Switch({ children, description, checked, defaultChecked, onChange, disabled, name, className }: SwitchProps) {
  return (
    <AriaSwitch
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
      name={name}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
