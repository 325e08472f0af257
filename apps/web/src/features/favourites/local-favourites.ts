import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * Favourites of an anonymous visitor, kept in localStorage until they sign in (then merged into the account and
 * cleared). Client UI state: empty on the server and until `hydrateLocalFavourites()` runs after mount, so the first
 * client render matches the server's.
 */
export const LOCAL_FAVOURITES_KEY = 'jolda.favourites';
const MAX = 200;

interface LocalFavouritesState {
  ids: number[];
  hydrated: boolean;
}

export const localFavourites = createStore<LocalFavouritesState>()(() => ({ ids: [], hydrated: false }));

export function parseIds(raw: string | null, max = MAX): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
    return [...new Set(ids)].slice(0, max);
  } catch {
    return [];
  }
}

function save(ids: number[]) {
  try {
    localStorage.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: the choice lives until the tab closes.
  }
}

export function hydrateLocalFavourites() {
  if (localFavourites.getState().hydrated) return;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LOCAL_FAVOURITES_KEY);
  } catch {
    raw = null;
  }
  const ids = parseIds(raw);
  // No favourites kept (the usual case): the same empty list, so no heart on the page renders again.
  localFavourites.setState({ ids: ids.length ? ids : localFavourites.getState().ids, hydrated: true });
}

export function toggleLocalFavourite(id: number) {
  const { ids } = localFavourites.getState();
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, MAX);
  localFavourites.setState({ ids: next });
  save(next);
}

export function clearLocalFavourites() {
  localFavourites.setState({ ids: [] });
  save([]);
}

export const useLocalFavouriteIds = () => useStore(localFavourites, (s) => s.ids);

// Another tab changed the list.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === LOCAL_FAVOURITES_KEY) localFavourites.setState({ ids: parseIds(e.newValue), hydrated: true });
  });
}
