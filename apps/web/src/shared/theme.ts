import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useRouteContext } from '@tanstack/react-router';
import { createBrowserCookieStore } from '@jolda/auth';
import type { ThemePreference } from './boot';

export interface ThemeState {
  theme: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
}
export type ThemeStore = StoreApi<ThemeState>;

/**
 * The theme preference: light, dark or system. It lives in the `theme` cookie so the server
 * renders `<html data-theme>` right on the first paint; "system" is resolved by CSS
 * (prefers-color-scheme), so it follows the operating system live with no script.
 */
export function createThemeStore(initial: ThemePreference): ThemeStore {
  return createStore<ThemeState>((set) => ({
    theme: initial,
    setTheme: (theme) => {
      if (typeof document !== 'undefined') {
        createBrowserCookieStore().set('theme', theme); // 365 days, path /, SameSite=Lax (COOKIE_DEFAULTS)
        document.documentElement.dataset['theme'] = theme;
      }
      set({ theme });
    },
  }));
}

export function useTheme(): ThemeState {
  const store = useRouteContext({ from: '__root__', select: (c) => c.themeStore });
  return useStore(store);
}

export function useThemeAttribute(): ThemePreference {
  return useTheme().theme;
}
