import { ChevronDown } from '../../icons';
import { cx } from '../../utils/cx';
import { Field } from '../Field/Field';
import * as field from '../Field/Field.css';
import type { SelectOption, SelectProps } from '../Select/Select';
import { groupOptions } from '../Select/group-options';
import * as styles from './NativeSelect.css';

/** An option of the platform's select: text only (no hint). */
export type NativeSelectOption<V extends string = string> = Omit<SelectOption<V>, 'hint'>;

export interface NativeSelectProps<V extends string = string> extends Omit<SelectProps<V>, 'options'> {
  options: ReadonlyArray<NativeSelectOption<V>>;
}

/**
 * Single choice on the platform's own `<select>`: the phone's native picker, no JavaScript of its own to load or
 * hydrate. For a short list of plain options (a sort order); `Select` when options need hints or custom rendering.
 * `placeholder` becomes an empty first choice, chosen while the value is null.
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
  const controlled = value !== undefined ? { value: value ?? '' } : {};
  const uncontrolled = defaultValue !== undefined ? { defaultValue: defaultValue ?? '' } : {};
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      description={description}
      errorMessage={errorMessage}
      required={required}
      className={className}
    >
      {(ids) => (
        <div
          className={cx(field.control({ size }), styles.control)}
          data-invalid={errorMessage ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
        >
          <select
            {...controlled}
            {...uncontrolled}
            {...ids}
            name={name}
            className={styles.select}
            disabled={disabled}
            required={required}
            onChange={(e) => onChange?.(e.currentTarget.value === '' ? null : (e.currentTarget.value as V))}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            ) : null}
            {groupOptions(options).map((section) =>
              section.title === undefined ? (
                section.options.map(option)
              ) : (
                <optgroup key={section.id} label={section.title}>
                  {section.options.map(option)}
                </optgroup>
              ),
            )}
          </select>
          <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}

function option<V extends string>(o: NativeSelectOption<V>) {
  return (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  );
}
