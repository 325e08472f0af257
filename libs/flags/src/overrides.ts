import type { IToggle } from 'unleash-proxy-client';

/** localStorage key of the local overrides set on /featureFlags: `{ [toggleName]: boolean }`. */
export const FLAG_OVERRIDES_KEY = 'jolda:flag-overrides';

export type FlagOverrides = Readonly<Record<string, boolean>>;
type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): OverrideStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

/** The overrides of this browser (`{}` on the server, without storage, or when the stored value is not valid). */
export function getOverrides(storage: OverrideStorage | undefined = defaultStorage()): FlagOverrides {
  const raw = storage?.getItem(FLAG_OVERRIDES_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'boolean') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

/**
 * Overrides toggle `name` in this browser: `true`/`false` forces it, `null` removes the override (the server's state
 * applies again). Notifies subscribers (the flags client re-renders its hooks).
 */
export function setOverride(name: string, enabled: boolean | null, storage: OverrideStorage | undefined = defaultStorage()): FlagOverrides {
  const next: Record<string, boolean> = { ...getOverrides(storage) };
  if (enabled === null) delete next[name];
  else next[name] = enabled;
  if (storage) {
    try {
      if (Object.keys(next).length === 0) storage.removeItem(FLAG_OVERRIDES_KEY);
      else storage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(next));
    } catch {
      /* quota or disabled storage: the override is not kept */
    }
  }
  listeners.forEach((l) => l());
  return next;
}

/** Removes every override. */
export function clearOverrides(storage: OverrideStorage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(FLAG_OVERRIDES_KEY);
  } catch {
    /* ignore */
  }
  listeners.forEach((l) => l());
}

/** Calls `listener` when overrides change in this tab (`setOverride`) or in another tab (`storage` event). */
export function subscribeOverrides(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FLAG_OVERRIDES_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Server toggles with the overrides applied (pure). Overrides of toggles the server does not know are left out. */
export function applyOverrides(toggles: readonly IToggle[], overrides: FlagOverrides): IToggle[] {
  return toggles.map((t) => {
    const o = overrides[t.name];
    return o === undefined || o === t.enabled ? t : { ...t, enabled: o, variant: { ...t.variant, feature_enabled: o } };
  });
}
