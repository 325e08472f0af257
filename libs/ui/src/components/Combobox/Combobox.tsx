import { Check, ChevronDown } from '../../icons';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text as AriaText,
  type Key,
  useFilter,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as field from '../Field/Field.css';
import * as list from '../Select/Select.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Combobox.css';

export interface ComboboxOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Secondary text (e.g. the number of listings). */
  hint?: ReactNode;
}

export interface ComboboxProps<V extends string = string> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<ComboboxOption<V>>;
  /** Controlled selection (null = none). */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  /** Shown in the empty text box (required: there is no default text). */
  placeholder?: string;
  /** Shown in the list when the typed text matches nothing (required: there is no default text). */
  emptyText: ReactNode;
  /** Accessible name of the button that opens the list. */
  toggleLabel: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (the selected value is submitted). */
  name?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A searchable single choice (brands, models): type to filter — case and diacritics ignored, Cyrillic and Kazakh
 * letters included — arrows to move, Enter to choose, Escape to close. Built on react-aria-components' ComboBox.
 */
export function Combobox<V extends string = string>({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  emptyText,
  toggleLabel,
  description,
  errorMessage,
  disabled,
  required,
  name,
  size,
  className,
}: ComboboxProps<V>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const controlled = value !== undefined ? { selectedKey: value as Key | null } : {};
  const uncontrolled = defaultValue !== undefined ? { defaultSelectedKey: defaultValue as Key | null } : {};
  return (
    <AriaComboBox
      {...controlled}
      {...uncontrolled}
      onSelectionChange={(key) => onChange?.((key as V | null) ?? null)}
      defaultFilter={contains}
      allowsEmptyCollection
      menuTrigger="focus"
      isDisabled={disabled}
      isRequired={required}
      isInvalid={errorMessage ? true : undefined}
      name={name}
      formValue="key"
      className={cx(field.field, className)}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.value)}
    >
      {hideLabel ? (
        <VisuallyHidden>
          <Label>{label}</Label>
        </VisuallyHidden>
      ) : (
        <Label className={field.label}>
          {label}
          {required ? <span className={field.required} aria-hidden="true">*</span> : null}
        </Label>
      )}
      <Group
        className={cx(field.control({ size }), styles.group)}
        data-invalid={errorMessage ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
      >
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton className={styles.toggle} aria-label={toggleLabel}>
          <ChevronDown size={18} aria-hidden="true" className={list.chevron} />
        </AriaButton>
      </Group>
      {description ? (
        <AriaText slot="description" className={field.description}>
          {description}
        </AriaText>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={list.popover} offset={4}>
        <ListBox
          className={list.listBox}
          items={options.map((o) => ({ ...o, id: o.value }))}
          renderEmptyState={() => <div className={list.empty}>{emptyText}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={list.item}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {option.hint ? <span className={field.description}>{option.hint}</span> : null}
                  {isSelected ? <Check size={16} aria-hidden="true" className={list.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
