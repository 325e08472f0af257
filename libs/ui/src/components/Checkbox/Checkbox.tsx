import { Check, Minus } from '../../icons';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './Choice.css';

export interface CheckboxProps {
  children: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  indeterminate?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/** Checkbox with label (react-aria: native input, keyboard, form support). */
export function Checkbox({ children, description, checked, defaultChecked, onChange, indeterminate, disabled, invalid, name, value, className }: CheckboxProps) {
  return (
    <AriaCheckbox
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isIndeterminate={indeterminate}
      isDisabled={disabled}
      isInvalid={invalid}
      name={name}
      value={value}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
          </span>
          <span className={styles.label}>
            <span>{children}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
