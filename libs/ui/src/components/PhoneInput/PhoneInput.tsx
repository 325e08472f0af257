import { normalizeKzPhone, toE164 } from '../../mask/number';
import { MaskedInput, type MaskedInputProps } from '../MaskedInput/MaskedInput';

export const KZ_PHONE_MASK = '+7 (###) ###-##-##';

export interface PhoneInputProps extends Omit<MaskedInputProps, 'mask' | 'onValueChange' | 'transformPaste'> {
  /** Called with the 10 national digits ("7011234567"), the E.164 form when complete ("+77011234567") or null. */
  onValueChange?: (value: { national: string; e164: string | null; masked: string }) => void;
}

/** Kazakhstan phone input (+7 mask). Pasting "8 701 123 45 67" or "+7…" is normalised. */
export function PhoneInput({ onValueChange, ...rest }: PhoneInputProps) {
  return (
    <MaskedInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      mask={KZ_PHONE_MASK}
      transformPaste={(text) => {
        const digits = normalizeKzPhone(text);
        return digits.length === 10 ? digits : null;
      }}
      onValueChange={({ raw, masked }) => onValueChange?.({ national: raw, e164: toE164(raw), masked })}
    />
  );
}
