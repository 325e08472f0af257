import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as field from '../Field/Field.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps<V extends string = string> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<NativeSelectOption<V>>;
  /** Controlled value (null = nothing selected, shows the placeholder). */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  /** The empty first choice, shown while nothing is selected. */
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Single choice on the platform's own `<select>`: the phone's native picker, no JavaScript of its own to load or
 * hydrate. For a short list of plain options (a sort order); `Select` when options need hints or custom rendering.
 */
export function NativeSelect<V extends string = string>({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  disabled,
  required,
  name,
  size,
  className,
}: NativeSelectProps<V>) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const controlled = value !== undefined ? { value: value ?? '' } : {};
  const uncontrolled = defaultValue !== undefined ? { defaultValue: defaultValue ?? '' } : {};
  return (
    <div className={cx(field.field, className)}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : field.label}>
        {label}
        {required && !hideLabel ? <span className={field.required} aria-hidden="true">*</span> : null}
      </label>
      <div
        className={cx(field.control({ size }), styles.control)}
        data-invalid={errorMessage ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
      >
        <select
          {...controlled}
          {...uncontrolled}
          id={id}
          name={name}
          className={styles.select}
          disabled={disabled}
          required={required}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange?.(e.currentTarget.value === '' ? null : (e.currentTarget.value as V))}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </div>
      {description ? (
        <span id={descriptionId} className={field.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={field.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
