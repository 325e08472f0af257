/** Grouped integer editing for price/mileage inputs: "12 500 000" with the caret kept next to the same digit. */

const GROUP = '\u00a0';

export function groupDigits(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

export interface GroupedEditResult {
  text: string;
  value: number | null;
  caret: number;
}

/**
 * Re-formats the input's text after an edit. `caret` is selectionEnd after the edit.
 * Non-digits are dropped; `maxDigits` caps the length (default 13, i.e. below 10^13).
 */
export function groupedEdit(next: string, caret: number, maxDigits = 13): GroupedEditResult {
  const digitsBeforeCaret = next.slice(0, caret).replace(/\D/g, '').length;
  let digits = next.replace(/\D/g, '');
  let keepBefore = digitsBeforeCaret;
  // leading zeros are removed: shift the caret accordingly
  const leadingZeros = /^0+(?=\d)/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leadingZeros);
  keepBefore = Math.max(0, keepBefore - leadingZeros);
  if (digits.length > maxDigits) {
    digits = digits.slice(0, maxDigits);
    keepBefore = Math.min(keepBefore, maxDigits);
  }
  const text = groupDigits(digits);
  let pos = 0;
  let seen = 0;
  while (pos < text.length && seen < keepBefore) {
    if (/\d/.test(text[pos]!)) seen++;
    pos++;
  }
  return { text, value: digits ? Number(digits) : null, caret: pos };
}

/** Kazakhstan phone: "8 701 123 45 67", "+7 701…", "87011234567" → 10 national digits "7011234567". */
export function normalizeKzPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) return digits.slice(1);
  return digits;
}

/** 10 national digits → E.164 "+77011234567"; null when incomplete. */
export function toE164(national: string): string | null {
  return /^\d{10}$/.test(national) ? `+7${national}` : null;
}
