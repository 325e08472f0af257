/**
 * What every input accepted by the API must be, whatever its contract: text a database stores and a client reads back
 * as it was sent, and structure of a sane depth. Zod-free, so a client can check the same rule without loading zod.
 *
 * - No NUL (`\u0000`): PostgreSQL can not store it in `text` or `jsonb`.
 * - No lone UTF-16 surrogate (`\uD800` without its pair): `jsonb` refuses it and `text` would store U+FFFD instead.
 * - The same for object keys (a draft's values are free-form JSON).
 * - At most `INPUT_MAX_DEPTH` levels of objects and arrays (a draft nested 5,000 deep exhausted the database's stack).
 */

/** Field codes of `400 validation_failed` for input no contract may accept. */
export const INPUT_ERROR = {
  /** A NUL character in a string. */
  textNul: 'text_nul',
  /** A lone UTF-16 surrogate in a string (broken Unicode). */
  textBrokenUnicode: 'text_broken_unicode',
  /** An object key with a NUL or a lone surrogate. */
  keyInvalid: 'key_invalid',
  /** Objects and arrays nested deeper than `INPUT_MAX_DEPTH`. */
  tooDeep: 'too_deep',
} as const;
export type InputErrorCode = (typeof INPUT_ERROR)[keyof typeof INPUT_ERROR];

/** Levels of nesting any input may have (the deepest contract, the flags' metrics bucket, has 5). */
export const INPUT_MAX_DEPTH = 32;

export interface InputProblem {
  /** Where, as a field path (`['values', 'description']`); `[]` is the input itself. */
  path: Array<string | number>;
  code: InputErrorCode;
}

// With the `u` flag a paired surrogate is one code point, so `\p{Cs}` matches only a lone one.
const BAD_TEXT = /[\0\p{Cs}]/u;

/** Why a string can not be stored as text (NUL, lone surrogate), or null when it can. */
export function textProblem(value: string): InputErrorCode | null {
  if (!BAD_TEXT.test(value)) return null;
  return value.includes('\0') ? INPUT_ERROR.textNul : INPUT_ERROR.textBrokenUnicode;
}

/**
 * The problems of an input (a parsed JSON body, a query or params object), at most `limit` of them, found without
 * recursion (so no nesting overflows the stack) and without looking below `maxDepth`.
 */
export function inputProblems(value: unknown, maxDepth: number = INPUT_MAX_DEPTH, limit = 20): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length && problems.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const code = textProblem(v);
      if (code) problems.push({ path, code });
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= maxDepth) {
      problems.push({ path, code: INPUT_ERROR.tooDeep });
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (textProblem(key)) {
        problems.push({ path, code: INPUT_ERROR.keyInvalid });
        continue;
      }
      stack.push({ value: (v as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return problems;
}
