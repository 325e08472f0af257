import { Check, ChevronDown } from '../../icons';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Collection,
  FieldError,
  Header,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text as AriaText,
  type Key,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as field from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Select.css';
import { groupOptions } from './group-options';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Secondary text (e.g. listing count). */
  hint?: ReactNode;
  /**
   * The heading of the section the option is listed under ("Города", "Области"): consecutive options with the same
   * group form one section (a labelled group of the list box; an `<optgroup>` in `NativeSelect`).
   */
  group?: string;
}


export interface SelectProps<V extends string = string> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<SelectOption<V>>;
  /** Controlled value (null = nothing selected). */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  /** Shown when nothing is selected (required: there is no default text). */
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (a hidden native select is rendered for forms). */
  name?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/** Single-choice select (button + listbox popover) built on react-aria-components. */
export function Select<V extends string = string>({
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
}: SelectProps<V>) {
  const controlled = value !== undefined ? { value: value as Key | null } : {};
  const uncontrolled = defaultValue !== undefined ? { defaultValue: defaultValue as Key | null } : {};
  return (
    <AriaSelect
      {...controlled}
      {...uncontrolled}
      onChange={(key) => onChange?.((key as V | null) ?? null)}
      placeholder={placeholder}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={errorMessage ? true : undefined}
      name={name}
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
      <AriaButton
        className={cx(field.control({ size }), styles.trigger)}
        data-invalid={errorMessage ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
      >
        {/* The chosen option's label only: its hint (a count) belongs to the list, not the closed field ("Camry6"). */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </AriaButton>
      {description ? (
        <AriaText slot="description" className={field.description}>
          {description}
        </AriaText>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        {options.some((o) => o.group !== undefined) ? (
          // Options without a group ("Весь Казахстан" before "Города" and "Области") are the list's own options, not an
          // unnamed group (issue 23); a group is a section named by its heading.
          <ListBox className={styles.listBox}>
            {groupOptions(options).map((section) =>
              section.title === undefined ? (
                <Collection key={section.id} items={section.options.map((o) => ({ ...o, id: o.value }))}>
                  {renderOption}
                </Collection>
              ) : (
                <ListBoxSection key={section.id} id={section.id} className={styles.section}>
                  <Header className={styles.sectionTitle}>{section.title}</Header>
                  <Collection items={section.options.map((o) => ({ ...o, id: o.value }))}>{renderOption}</Collection>
                </ListBoxSection>
              ),
            )}
          </ListBox>
        ) : (
          <ListBox className={styles.listBox} items={options.map((o) => ({ ...o, id: o.value }))}>
            {renderOption}
          </ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}

/** One option of the list box: its label, its hint after a space, a check when chosen. */
function renderOption<V extends string>(option: SelectOption<V> & { id: V }) {
  return (
    <ListBoxItem id={option.value} textValue={option.label} className={styles.item}>
      {({ isSelected }) => (
        <>
          <span>{option.label}</span>
          {option.hint !== undefined && option.hint !== null && option.hint !== '' ? (
            <>
              {/* A space in the text too, so the option reads "Camry 6", not "Camry6". */}{' '}
              <span className={cx(field.description, styles.hint)}>{option.hint}</span>
            </>
          ) : null}
          {isSelected ? <Check size={16} aria-hidden="true" className={styles.check} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
