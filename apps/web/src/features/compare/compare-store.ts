import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { COMPARE_MAX } from '@jolda/contracts';

/**
 * The compare selection (client UI state): up to 4 ids in display order, kept in localStorage across reloads.
 * Empty on the server and until `hydrateCompare()` runs after mount (so hydration matches the server's HTML).
 */
export const COMPARE_KEY = 'jolda.compare';

interface CompareState {
  ids: number[];
  hydrated: boolean;
}

export const compareStore = createStore<CompareState>()(() => ({ ids: [], hydrated: false }));

/** Ids from storage or a URL: positive integers, no duplicates, at most 4. */
export function sanitizeIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = list.map((v) => (typeof v === 'string' ? Number(v.trim()) : v)).filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** A listener called after every local change (the sync pushes the list to the account when signed in). */
let onLocalChange: ((ids: number[]) => void) | null = null;
export function setCompareChangeListener(fn: ((ids: number[]) => void) | null) {
  onLocalChange = fn;
}

export function setCompareIds(ids: number[], { silent = false }: { silent?: boolean } = {}) {
  const next = sanitizeIds(ids);
  compareStore.setState({ ids: next, hydrated: true });
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the list lives until the tab closes.
  }
  if (!silent) onLocalChange?.(next);
}

export function hydrateCompare() {
  if (compareStore.getState().hydrated) return;
  let stored: unknown = [];
  try {
    stored = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]');
  } catch {
    stored = [];
  }
  const ids = sanitizeIds(stored);
  // Nothing kept (the usual case): the same empty list, so no compare toggle on the page renders again.
  compareStore.setState({ ids: ids.length ? ids : compareStore.getState().ids, hydrated: true });
}

/** Adds at the end (false when 4 are already chosen), or removes. */
export function toggleCompare(id: number): boolean {
  const { ids } = compareStore.getState();
  if (ids.includes(id)) {
    setCompareIds(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= COMPARE_MAX) return false;
  setCompareIds([...ids, id]);
  return true;
}

export function removeFromCompare(id: number) {
  setCompareIds(compareStore.getState().ids.filter((x) => x !== id));
}

/** Moves an id one place left (-1) or right (+1). */
export function moveInCompare(id: number, delta: -1 | 1) {
  const ids = [...compareStore.getState().ids];
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  setCompareIds(ids);
}

export const useCompareIds = () => useStore(compareStore, (s) => s.ids);
export const useCompareHydrated = () => useStore(compareStore, (s) => s.hydrated);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== COMPARE_KEY) return;
    let v: unknown = [];
    try {
      v = JSON.parse(e.newValue ?? '[]');
    } catch {
      v = [];
    }
    compareStore.setState({ ids: sanitizeIds(v), hydrated: true });
  });
}
