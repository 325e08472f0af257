/** Spec section 4: utm parameters of the current route are carried to the next one when the next lacks them. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

type SearchInput = string | URLSearchParams;

/**
 * Returns the next search string (`''` or `?…`) with every utm key of `fromSearch` that `toSearch` lacks appended.
 * A key the next route already has (even with an empty value) is left as it is. Other keys are never carried.
 */
export function carryUtm(fromSearch: SearchInput, toSearch: SearchInput): string {
  const from = new URLSearchParams(fromSearch);
  const to = new URLSearchParams(toSearch);
  for (const key of UTM_KEYS) {
    const value = from.get(key);
    if (value !== null && !to.has(key)) to.set(key, value);
  }
  const s = to.toString();
  return s ? `?${s}` : '';
}

/** The same rule on parsed search objects (TanStack Router's `search`). Returns a new object. */
export function carryUtmParams<T extends Record<string, unknown>>(
  from: Record<string, unknown>,
  to: T,
): T & Partial<Record<UtmKey, string>> {
  const out: Record<string, unknown> = { ...to };
  for (const key of UTM_KEYS) {
    const value = from[key];
    if (typeof value === 'string' && !(key in to && to[key] !== undefined)) out[key] = value;
  }
  return out as T & Partial<Record<UtmKey, string>>;
}
