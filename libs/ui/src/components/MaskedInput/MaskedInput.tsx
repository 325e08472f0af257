import { useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { formatRaw, maskEdit, type AcceptChar, type MaskEditResult, type MaskResult } from '../../mask/mask';
import { MASK_PRESETS, type MaskPreset, type MaskPresetName } from '../../mask/presets';
import { Input, type InputProps } from '../Input/Input';
import { useUpdateEffect } from '../../utils/controlled';

/** What `onValueChange` receives: the raw slot characters, the shown text and whether every slot is filled. */
export interface MaskedInputValue extends MaskResult {
  /** The preset's validator on `raw` (plate region, IIN date and control digit); only present when there is one. */
  valid?: boolean;
}

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onValueChange' | 'maxLength'> {
  /**
   * `#` digit, `@` letter, `*` letter or digit, anything else literal: `+7 (###) ###-##-##`.
   * Required unless `preset` is given; when both are given the mask wins (e.g. an ungrouped IIN).
   */
  mask?: string;
  /** A Kazakhstan format (`phone`, `plate`, `vin`, `iin`) or a preset object: mask, filter, paste rule, validator. */
  preset?: MaskPresetName | MaskPreset;
  /** Per-character filter/rewrite: return the character to store (e.g. uppercased) or null to refuse it. Overrides the preset's. */
  acceptChar?: AcceptChar;
  /** Controlled raw value (slot characters only). */
  value?: string;
  defaultValue?: string;
  /** Called on every edit with the raw value, the masked text, whether all slots are filled (and `valid` for presets with a validator). */
  onValueChange?: (result: MaskedInputValue) => void;
  /** Rewrites pasted (or autofilled into an empty field) text before masking, e.g. phone normalisation. Return null to keep it. Overrides the preset's. */
  transformPaste?: (text: string) => string | null;
}

/** Text input driven by a mask string or a preset, with correct caret on typing, deleting and pasting. */
export function MaskedInput({
  mask: maskProp,
  preset: presetProp,
  acceptChar: acceptProp,
  value,
  defaultValue,
  onValueChange,
  transformPaste: transformPasteProp,
  onChange,
  onPaste,
  placeholder,
  ref,
  ...rest
}: MaskedInputProps) {
  const preset = typeof presetProp === 'string' ? MASK_PRESETS[presetProp] : presetProp;
  const mask = maskProp ?? preset?.mask ?? '';
  const acceptChar = acceptProp ?? preset?.acceptChar;
  const transformPaste = transformPasteProp ?? preset?.transformPaste;
  const validate = preset?.validate;

  const [masked, setMasked] = useState(() => formatRaw(value ?? defaultValue ?? '', mask, acceptChar).masked);
  const maskedRef = useRef(masked);
  maskedRef.current = masked;
  // the filter may be an inline function: read it through a ref so the effect below only follows value and mask
  const acceptRef = useRef(acceptChar);
  acceptRef.current = acceptChar;

  // controlled: follow the raw value when it changes from outside (the first render already shows it)
  useUpdateEffect(() => {
    if (value === undefined) return;
    const next = formatRaw(value, mask, acceptRef.current).masked;
    if (next !== maskedRef.current) setMasked(next);
  }, [value, mask]);

  const commit = (input: HTMLInputElement, result: MaskEditResult) => {
    input.value = result.masked;
    if (document.activeElement === input) input.setSelectionRange(result.caret, result.caret);
    maskedRef.current = result.masked;
    setMasked(result.masked);
    const out: MaskedInputValue = { masked: result.masked, raw: result.raw, complete: result.complete };
    if (validate) out.valid = validate(result.raw);
    onValueChange?.(out);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    let next = input.value;
    let caret = input.selectionEnd ?? undefined;
    // Autofill or a drop into an empty field never goes through onPaste: normalise it the same way.
    if (transformPaste && maskedRef.current === '' && next !== '' && !inputType.startsWith('delete')) {
      const replaced = transformPaste(next);
      if (replaced !== null) {
        next = replaced;
        caret = replaced.length;
      }
    }
    commit(input, maskEdit({ previous: maskedRef.current, next, caret, mask, inputType, acceptChar }));
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
    commit(input, maskEdit({ previous: maskedRef.current, next, caret: start + replaced.length, mask, inputType: 'insertFromPaste', acceptChar }));
  };

  return (
    <Input
      {...preset?.inputProps}
      {...rest}
      ref={ref}
      value={masked}
      placeholder={placeholder ?? mask.replace(/[#@*]/g, '_')}
      onChange={handleChange}
      onPaste={handlePaste}
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
