import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { UiLocale } from '../../format/price';
import { groupDigits, groupedEdit } from '../../mask/number';
import { cx } from '../../utils/cx';
import { useTypedBeforeHydration, useUpdateEffect } from '../../utils/controlled';
import * as field from '../Field/Field.css';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './RangeInput.css';

/** A from/to pair; an empty box is `undefined`. */
export interface RangeValue {
  from?: number;
  to?: number;
}

export interface RangeInputProps {
  /** Group label (the fieldset's legend), e.g. "Цена". */
  label: string;
  /** Hide the legend visually (it still names the group). */
  hideLabel?: boolean;
  /** Accessible name of the first box, also shown inside it, e.g. "от". */
  fromLabel: string;
  /** Accessible name of the second box, also shown inside it, e.g. "до". */
  toLabel: string;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** Values below are raised to `min` when a box loses focus. */
  min?: number;
  /** Values above are lowered to `max` when a box loses focus. */
  max?: number;
  /** ArrowUp / ArrowDown step (default 1, or 0.1 when `integer` is false). */
  step?: number;
  /** Unit after the number, e.g. "₸", "км", "л". */
  unit?: ReactNode;
  /** Digit grouping and decimal comma: "12 500 000", "1,6" (the same in ru and kk). Default "ru". */
  locale?: UiLocale;
  /** Group digits in threes ("12 500 000"); default true. Turn off for years ("2015"). */
  grouping?: boolean;
  /** Whole numbers only (default). `false` allows one decimal typed with a comma or a dot (engine volume). */
  integer?: boolean;
  fromPlaceholder?: string;
  toPlaceholder?: string;
  description?: ReactNode;
  /** Error text; marks both boxes invalid. */
  errorMessage?: ReactNode;
  /** Shown when both values are set and "from" is greater than "to" (both boxes are marked invalid either way). */
  swappedMessage?: ReactNode;
  disabled?: boolean;
  /** Form field name: submits `${name}From` and `${name}To` (plain numbers, "1.6"; empty when unset). */
  name?: string;
  id?: string;
  className?: string;
}

/** Decimal separator per locale: Russian and Kazakh both write "1,6". */
const decimalSeparator: Record<UiLocale, string> = { ru: ',', kk: ',' };

interface EditResult {
  text: string;
  value: number | undefined;
  caret: number;
}

/** Re-formats a box's text after an edit: digits grouped, at most one decimal, the caret next to the same digit. */
export function rangeEdit(next: string, caret: number, integer: boolean, separator = ',', grouping = true): EditResult {
  const sepIndex = integer ? -1 : next.search(/[.,]/);
  const edit = (text: string, at: number) => {
    const r = groupedEdit(text, at);
    if (grouping) return r;
    // same digits, no group spaces: the caret sits after as many digits as before
    return { ...r, text: r.text.replace(/\D/g, ''), caret: r.text.slice(0, r.caret).replace(/\D/g, '').length };
  };
  if (sepIndex < 0) {
    const r = edit(next, caret);
    return { text: r.text, value: r.value ?? undefined, caret: r.caret };
  }
  const whole = edit(next.slice(0, sepIndex), Math.min(caret, sepIndex));
  const fraction = next.slice(sepIndex + 1).replace(/\D/g, '').slice(0, 1);
  const fractionBeforeCaret = Math.min(next.slice(sepIndex + 1, Math.max(caret, sepIndex + 1)).replace(/\D/g, '').length, fraction.length);
  const wholeText = whole.text || '0';
  const text = `${wholeText}${separator}${fraction}`;
  const value = Number(`${whole.value ?? 0}.${fraction || '0'}`);
  const nextCaret = caret <= sepIndex ? whole.caret : wholeText.length + separator.length + fractionBeforeCaret;
  return { text, value, caret: nextCaret };
}

/** A number as the box shows it: "12 500 000", "1,6". */
export function rangeText(value: number | undefined, integer: boolean, separator = ',', grouping = true): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const group = (digits: string) => (grouping ? groupDigits(digits) : digits);
  if (integer) return group(String(Math.trunc(Math.abs(value))));
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = Math.trunc(tenths / 10);
  const fraction = tenths % 10;
  return `${group(String(whole))}${fraction ? `${separator}${fraction}` : ''}`;
}

interface BoxProps {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  normalize: (value: number) => number;
  step: number;
  integer: boolean;
  grouping: boolean;
  separator: string;
  unit?: ReactNode;
  placeholder?: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
}

function RangeBox({ id, label, value, onChange, normalize, step, integer, grouping, separator, unit, placeholder, invalid, describedBy, disabled }: BoxProps) {
  const [text, setText] = useState(() => rangeText(value, integer, separator, grouping));
  const textRef = useRef(text);
  textRef.current = text;

  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text);
  // Follow the controlled value when it changes, unless the text already says the same (e.g. "1," while typing "1,6").
  useUpdateEffect(() => {
    if (rangeEdit(textRef.current, 0, integer, separator, grouping).value === value) return;
    const next = rangeText(value, integer, separator, grouping);
    textRef.current = next;
    setText(next);
  }, [value, integer, separator, grouping]);

  const show = (next: string) => {
    textRef.current = next;
    setText(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const r = rangeEdit(input.value, input.selectionEnd ?? input.value.length, integer, separator, grouping);
    input.value = r.text;
    if (document.activeElement === input) input.setSelectionRange(r.caret, r.caret);
    show(r.text);
    if (r.value !== value) onChange(r.value);
  };

  const handleBlur = () => {
    const next = value === undefined ? undefined : normalize(value);
    show(rangeText(next, integer, separator, grouping));
    if (next !== value) onChange(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const base = value ?? normalize(0);
    const next = normalize(value === undefined ? base : base + (event.key === 'ArrowUp' ? step : -step));
    show(rangeText(next, integer, separator, grouping));
    if (next !== value) onChange(next);
  };

  return (
    <div className={cx(field.control(), styles.control)} data-invalid={invalid ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
      <label htmlFor={id} className={cx(field.adornment, styles.prefix)}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={cx(field.input, styles.input)}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={handleChange}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
      />
      {unit ? <span className={field.adornment}>{unit}</span> : null}
    </div>
  );
}

/**
 * A from/to pair of number boxes (price, year, mileage, engine volume) in a labelled fieldset. Digits are grouped as
 * you type, anything else is ignored, an empty box is `undefined`. Out-of-range values are brought within min/max when
 * a box loses focus; a reversed pair is marked invalid, never swapped behind the user's back.
 */
export function RangeInput({
  label,
  hideLabel,
  fromLabel,
  toLabel,
  value,
  onChange,
  min,
  max,
  step,
  unit,
  locale = 'ru',
  integer = true,
  grouping = true,
  fromPlaceholder,
  toPlaceholder,
  description,
  errorMessage,
  swappedMessage,
  disabled,
  name,
  id: idProp,
  className,
}: RangeInputProps) {
  const autoId = useId();
  const id = idProp ?? `r${autoId}`;
  const separator = decimalSeparator[locale] ?? ',';
  const swapped = value.from !== undefined && value.to !== undefined && value.from > value.to;
  const invalid = swapped || Boolean(errorMessage);
  const descriptionId = description ? `${id}-description` : undefined;
  const swappedId = swapped && swappedMessage ? `${id}-swapped` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [errorId, swappedId, descriptionId].filter(Boolean).join(' ') || undefined;

  const normalize = (n: number) => {
    const rounded = integer ? Math.trunc(n) : Math.round(n * 10) / 10;
    return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, rounded));
  };
  // Both boxes can change in one batch (text typed into each before hydration is handed over together): build each
  // change on the one before it, not on the value this render saw.
  const latest = useRef(value);
  latest.current = value;
  const change = (part: RangeValue) => {
    latest.current = { ...latest.current, ...part };
    onChange(latest.current);
  };
  const common = { normalize, step: step ?? (integer ? 1 : 0.1), integer, grouping, separator, unit, invalid, describedBy, disabled };

  return (
    <fieldset id={id} className={cx(styles.root, className)} disabled={disabled}>
      <legend className={hideLabel ? hidden.root : cx(field.label, styles.legend)}>{label}</legend>
      <div className={field.field}>
        <div className={styles.pair}>
          <RangeBox
            {...common}
            id={`${id}-from`}
            label={fromLabel}
            placeholder={fromPlaceholder}
            value={value.from}
            onChange={(from) => change({ from })}
          />
          <RangeBox
            {...common}
            id={`${id}-to`}
            label={toLabel}
            placeholder={toPlaceholder}
            value={value.to}
            onChange={(to) => change({ to })}
          />
        </div>
        {description ? (
          <span id={descriptionId} className={field.description}>
            {description}
          </span>
        ) : null}
        {swappedId ? (
          <span id={swappedId} className={field.error}>
            {swappedMessage}
          </span>
        ) : null}
        {errorMessage ? (
          <span id={errorId} className={field.error}>
            {errorMessage}
          </span>
        ) : null}
      </div>
      {name ? (
        <>
          <input type="hidden" name={`${name}From`} value={value.from ?? ''} />
          <input type="hidden" name={`${name}To`} value={value.to ?? ''} />
        </>
      ) : null}
    </fieldset>
  );
}
