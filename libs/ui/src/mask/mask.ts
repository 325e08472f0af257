/**
 * Pure input-mask logic. Mask syntax:
 *   #  a digit            @  a letter (any script, so Kazakh/Cyrillic letters count)
 *   *  a letter or digit  any other character is a literal, e.g. `+7 (###) ###-##-##`
 *
 * Values exist in two forms: `raw` (only the characters typed into slots, e.g. "7011234567")
 * and `masked` (what the input shows, e.g. "+7 (701) 123-45-67"). Literals are shown only up to
 * the last filled slot, so deleting never gets stuck on a literal.
 *
 * Every function takes an optional `AcceptChar` filter (see presets.ts): it sees each character with the kind of
 * slot it would go into and returns the character to store (uppercased, a Cyrillic look-alike turned Latin…) or
 * null to refuse it.
 */

export type SlotKind = '#' | '@' | '*';

const SLOT_TEST: Record<SlotKind, RegExp> = {
  '#': /^\d$/,
  '@': /^\p{L}$/u,
  '*': /^[\p{L}\d]$/u,
};

export function isSlot(maskChar: string | undefined): maskChar is SlotKind {
  return maskChar === '#' || maskChar === '@' || maskChar === '*';
}

export function fits(char: string, slot: SlotKind): boolean {
  return SLOT_TEST[slot].test(char);
}

/**
 * Filters and rewrites one character before it goes into a slot of kind `slot`: returns the character to store
 * or null to refuse it. What it returns must still fit the slot. It must be idempotent (it also sees characters it
 * has already accepted, e.g. when a value is re-formatted).
 */
export type AcceptChar = (char: string, slot: SlotKind) => string | null;

/** The character stored in a slot for input `char`, or null when the slot (or the filter) refuses it. */
function place(char: string, slot: SlotKind, accept?: AcceptChar): string | null {
  const c = accept ? accept(char, slot) : char;
  return c !== null && fits(c, slot) ? c : null;
}

/** Number of slots in a mask. */
export function slotCount(mask: string): number {
  let n = 0;
  for (const c of mask) if (isSlot(c)) n++;
  return n;
}

/** Number of slots in mask positions [0, end). */
function slotsBefore(mask: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end && i < mask.length; i++) if (isSlot(mask[i])) n++;
  return n;
}

/** Mask position right after the k-th slot char (k = count of raw chars before the caret). */
function positionAfterSlots(mask: string, k: number): number {
  if (k <= 0) {
    // before the first slot, i.e. after the literal prefix
    let i = 0;
    while (i < mask.length && !isSlot(mask[i])) i++;
    return i;
  }
  let seen = 0;
  for (let i = 0; i < mask.length; i++) {
    if (isSlot(mask[i])) {
      seen++;
      if (seen === k) return i + 1;
    }
  }
  return mask.length;
}

export interface MaskResult {
  /** What the input shows. */
  masked: string;
  /** Only the characters in slots. */
  raw: string;
  /** All slots filled. */
  complete: boolean;
}

/** Builds the masked string from raw slot characters. Characters that do not fit their slot are dropped. */
export function formatRaw(raw: string, mask: string, accept?: AcceptChar): MaskResult {
  let masked = '';
  let pending = '';
  let accepted = '';
  let r = 0;
  const chars = [...raw];
  for (let m = 0; m < mask.length; m++) {
    const mc = mask[m]!;
    if (!isSlot(mc)) {
      pending += mc;
      continue;
    }
    let placed = false;
    while (r < chars.length) {
      const ch = place(chars[r++]!, mc, accept);
      if (ch !== null) {
        masked += pending + ch;
        accepted += ch;
        pending = '';
        placed = true;
        break;
      }
    }
    if (!placed) break;
  }
  return { masked, raw: accepted, complete: accepted.length === slotCount(mask) };
}

/**
 * Walks `input` against the mask starting at mask position `start`, returning the characters that
 * go into slots. A run of literals in the mask is consumed from the input only when the input starts
 * with the run's first literal (so a pasted "+7 (701) 123-45-67" re-formats, while a typed "7" fills
 * the first slot instead of being taken for the "7" of "+7").
 */
function fitInput(input: string, mask: string, start: number, accept?: AcceptChar): string {
  const chars = [...input];
  let out = '';
  let i = 0;
  let m = start;
  while (i < chars.length && m < mask.length) {
    const mc = mask[m]!;
    if (isSlot(mc)) {
      const ch = place(chars[i++]!, mc, accept);
      if (ch !== null) {
        out += ch;
        m++;
      }
      continue;
    }
    // a run of literals: mask[m..runEnd)
    let runEnd = m;
    while (runEnd < mask.length && !isSlot(mask[runEnd])) runEnd++;
    if (chars[i] === mask[m]) {
      while (m < runEnd && chars[i] === mask[m]) {
        i++;
        m++;
      }
    }
    m = runEnd;
  }
  return out;
}

/** Formats arbitrary text (initial value, paste into an empty field, server value). */
export function applyMask(input: string, mask: string, accept?: AcceptChar): MaskResult {
  return formatRaw(fitInput(input, mask, 0, accept), mask, accept);
}

/** Raw slot characters of a masked (or partly masked) string. */
export function unmask(masked: string, mask: string, accept?: AcceptChar): string {
  return applyMask(masked, mask, accept).raw;
}

/** Caret position in `masked` after `rawIndex` raw characters. */
export function maskCaret(rawIndex: number, mask: string, masked: string): number {
  return Math.min(positionAfterSlots(mask, rawIndex), masked.length);
}

export interface MaskEdit {
  /** The masked value before the edit (as last rendered). */
  previous: string;
  /** The input's value after the browser applied the edit. */
  next: string;
  /** selectionEnd after the edit; defaults to the end of the inserted text as found by diffing. */
  caret?: number;
  mask: string;
  /** `InputEvent.inputType`; decides which slot a deleted literal takes with it. */
  inputType?: string;
  /** Per-character filter/rewrite (uppercase, look-alike letters); see `AcceptChar`. */
  acceptChar?: AcceptChar;
}

export interface MaskEditResult extends MaskResult {
  /** Where to put the caret in `masked`. */
  caret: number;
}

/**
 * Applies one edit (typing, deleting, cutting, pasting over a selection) to a masked value and
 * returns the new value with the caret position.
 */
export function maskEdit({ previous, next, caret, mask, inputType = '', acceptChar }: MaskEdit): MaskEditResult {
  const prevRaw = unmask(previous, mask, acceptChar);
  // The previous value as the mask would render it, so positions line up with the mask.
  const old = formatRaw(prevRaw, mask, acceptChar).masked;

  let prefix = 0;
  const maxPrefix = Math.min(old.length, next.length);
  while (prefix < maxPrefix && old[prefix] === next[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < old.length - 0 &&
    suffix < next.length &&
    old[old.length - 1 - suffix] === next[next.length - 1 - suffix]
  )
    suffix++;

  if (caret !== undefined) suffix = Math.min(suffix, next.length - caret);
  suffix = Math.min(suffix, old.length, next.length);
  prefix = Math.min(prefix, old.length - suffix, next.length - suffix);
  if (caret !== undefined) prefix = Math.min(prefix, caret);

  const inserted = next.slice(prefix, next.length - suffix);
  let a = slotsBefore(mask, prefix);
  let b = slotsBefore(mask, old.length - suffix);
  const deletedSomething = old.length - suffix > prefix;

  // Deleting only literals (e.g. backspace right after ") "): take the neighbouring slot char with it.
  if (!inserted && deletedSomething && a === b) {
    if (inputType.startsWith('deleteContentForward') || inputType === 'deleteWordForward') b = Math.min(b + 1, prevRaw.length);
    else a = Math.max(0, a - 1);
  }

  const fitted = fitInput(inserted, mask, prefix, acceptChar);
  const raw = prevRaw.slice(0, a) + fitted + prevRaw.slice(b);
  const result = formatRaw(raw, mask, acceptChar);
  const rawCaret = Math.min(a + fitted.length, result.raw.length);
  return { ...result, caret: maskCaret(rawCaret, mask, result.masked) };
}
