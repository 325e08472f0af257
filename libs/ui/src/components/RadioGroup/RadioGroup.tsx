import type { ReactNode } from 'react';
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text as AriaText } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from '../Checkbox/Choice.css';
import * as field from '../Field/Field.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  label: string;
  options: ReadonlyArray<RadioOption<V>>;
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  name?: string;
  className?: string;
}

/** Labelled group of radio buttons (arrow keys move the choice). */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  orientation = 'vertical',
  disabled,
  required,
  name,
  className,
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      value={value}
      defaultValue={defaultValue}
      onChange={(v) => onChange?.(v as V)}
      orientation={orientation}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={errorMessage ? true : undefined}
      name={name}
      className={cx(styles.group, className)}
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={cx(styles.group, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((o) => (
          <AriaRadio key={o.value} value={o.value} isDisabled={o.disabled} className={styles.root}>
            <span className={styles.radio} aria-hidden="true">
              <span className={styles.dot} />
            </span>
            <span className={styles.label}>
              <span>{o.label}</span>
              {o.description ? <span className={styles.description}>{o.description}</span> : null}
            </span>
          </AriaRadio>
        ))}
      </div>
      {description ? <AriaText slot="description" className={field.description}>{description}</AriaText> : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
