/** A form field that holds digits as text (`"80000"`), shown grouped by `PriceInput` ("80 000") as the user types. */
export interface DigitsField {
  state: { value: string };
  handleChange: (value: string) => void;
}

/** `PriceInput`'s value and change handler for a digits-as-text field: empty text is no number, and back. */
export function groupedDigits(field: DigitsField): { value: number | null; onValueChange: (value: number | null) => void } {
  const digits = field.state.value.replace(/\D/g, '');
  return {
    value: digits === '' ? null : Number(digits),
    onValueChange: (value) => field.handleChange(value === null ? '' : String(value)),
  };
}
