import { useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { useTypedBeforeHydration } from '../../utils/controlled';

export interface InputProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Called with the new string value (in addition to the native onChange). */
  onValueChange?: (value: string) => void;
  /** Content before the input (icon, "+7"). */
  prefix?: ReactNode;
  /** Content after the input (unit "₸", clear button). */
  suffix?: ReactNode;
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
}

/** Text input with label, description, error and adornments. */
export function Input({
  label,
  hideLabel,
  description,
  errorMessage,
  prefix,
  suffix,
  size,
  id,
  required,
  disabled,
  className,
  onChange,
  onValueChange,
  ref,
  ...rest
}: InputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = (el: HTMLInputElement | null) => {
    inputRef.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  useTypedBeforeHydration(inputRef, rest.value);
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      errorMessage={errorMessage}
      required={required}
      className={className}
    >
      {(ids) => (
        <div className={styles.control({ size })} data-invalid={ids['aria-invalid'] ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          {prefix ? <span className={styles.adornment}>{prefix}</span> : null}
          <input
            {...rest}
            {...ids}
            ref={setRef}
            required={required}
            disabled={disabled}
            className={styles.input}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
          {suffix ? <span className={styles.adornment}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
}
