import { useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends FieldBaseProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  onValueChange?: (value: string) => void;
  /** Shows "n / maxLength" under the field (needs maxLength). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text (listing description) with label, description, error and optional counter. */
export function TextArea({
  label,
  hideLabel,
  description,
  errorMessage,
  id,
  required,
  disabled,
  className,
  onChange,
  onValueChange,
  showCount,
  maxLength,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const [typed, setCount] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  // A controlled field counts its value (cleared after sending, say); an uncontrolled one what was typed.
  const count = rest.value !== undefined ? String(rest.value).length : typed;
  const counter = showCount && maxLength ? `${count} / ${maxLength}` : null;
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={counter ? <>{description} {description ? '· ' : ''}<span aria-live="polite">{counter}</span></> : description}
      errorMessage={errorMessage}
      required={required}
      className={className}
    >
      {(ids) => (
        <div className={cx(styles.control({}))} data-invalid={ids['aria-invalid'] ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          <textarea
            {...rest}
            {...ids}
            rows={rows}
            maxLength={maxLength}
            required={required}
            disabled={disabled}
            className={styles.textarea}
            onChange={(event) => {
              setCount(event.target.value.length);
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
        </div>
      )}
    </Field>
  );
}
