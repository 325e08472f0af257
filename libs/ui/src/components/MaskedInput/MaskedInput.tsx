import { useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { formatRaw, maskEdit, type MaskResult } from '../../mask/mask';
import { Input, type InputProps } from '../Input/Input';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onValueChange' | 'maxLength'> {
  /** `#` digit, `@` letter, `*` letter or digit, anything else literal: `+7 (###) ###-##-##`. */
  mask: string;
  /** Controlled raw value (slot characters only). */
  value?: string;
  defaultValue?: string;
  /** Called on every edit with the raw value, the masked text and whether all slots are filled. */
  onValueChange?: (result: MaskResult) => void;
  /** Rewrites pasted text before masking (e.g. phone normalisation). Return null to keep it. */
  transformPaste?: (text: string) => string | null;
}

/** Text input driven by a mask string, with correct caret on typing, deleting and pasting. */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  transformPaste,
  onChange,
  onPaste,
  placeholder,
  ref,
  ...rest
}: MaskedInputProps) {
  const [masked, setMasked] = useState(() => formatRaw(value ?? defaultValue ?? '', mask).masked);
  const maskedRef = useRef(masked);
  maskedRef.current = masked;
  const inputRef = useRef<HTMLInputElement | null>(null);

  // controlled: follow the raw value from outside
  useEffect(() => {
    if (value === undefined) return;
    const next = formatRaw(value, mask).masked;
    if (formatRaw(maskedRef.current, mask).raw !== formatRaw(value, mask).raw || next !== maskedRef.current) setMasked(next);
  }, [value, mask]);

  const commit = (input: HTMLInputElement, result: MaskResult & { caret: number }) => {
    input.value = result.masked;
    if (document.activeElement === input) input.setSelectionRange(result.caret, result.caret);
    maskedRef.current = result.masked;
    setMasked(result.masked);
    onValueChange?.({ masked: result.masked, raw: result.raw, complete: result.complete });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const result = maskEdit({
      previous: maskedRef.current,
      next: input.value,
      caret: input.selectionEnd ?? undefined,
      mask,
      inputType,
    });
    commit(input, result);
    onChange?.(event);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || !transformPaste) return;
    const text = event.clipboardData.getData('text');
    const replaced = transformPaste(text);
    if (replaced === null || replaced === text) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const next = input.value.slice(0, start) + replaced + input.value.slice(end);
    commit(input, maskEdit({ previous: maskedRef.current, next, caret: start + replaced.length, mask, inputType: 'insertFromPaste' }));
  };

  return (
    <Input
      {...rest}
      ref={(node) => {
        inputRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      value={masked}
      placeholder={placeholder ?? mask.replace(/[#@*]/g, '_')}
      onChange={handleChange}
      onPaste={handlePaste}
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
