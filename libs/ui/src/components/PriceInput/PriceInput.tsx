import { useRef, useState, type ChangeEvent } from 'react';
import { groupDigits, groupedEdit } from '../../mask/number';
import { Input, type InputProps } from '../Input/Input';
import { useUpdateEffect } from '../../utils/controlled';

export interface PriceInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onValueChange' | 'type'> {
  /** Controlled amount (null = empty). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  /** Max digits (default 13). */
  maxDigits?: number;
  /** Unit shown after the number; default "₸". */
  currency?: string;
}

const toText = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '' : groupDigits(String(Math.trunc(Math.abs(v)))));

/** Amount input: digits grouped as you type ("12 500 000"), caret kept, numeric keyboard on phones. */
export function PriceInput({ value, defaultValue, onValueChange, maxDigits, currency = '₸', onChange, suffix, ...rest }: PriceInputProps) {
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  const textRef = useRef(text);
  textRef.current = text;

  // follow the controlled amount when it changes from outside (the first render already shows it)
  useUpdateEffect(() => {
    if (value === undefined) return;
    const next = toText(value);
    if (next !== textRef.current) setText(next);
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const r = groupedEdit(input.value, input.selectionEnd ?? input.value.length, maxDigits);
    input.value = r.text;
    if (document.activeElement === input) input.setSelectionRange(r.caret, r.caret);
    textRef.current = r.text;
    setText(r.text);
    onValueChange?.(r.value);
    onChange?.(event);
  };

  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      type="text"
      value={text}
      onChange={handleChange}
      suffix={suffix ?? currency}
    />
  );
}
