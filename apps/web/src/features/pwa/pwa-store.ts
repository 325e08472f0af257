import { create } from 'zustand';

/** The event Chromium fires when the site can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaState {
  /** The deferred `beforeinstallprompt` event: the app can be installed now. */
  installEvent: BeforeInstallPromptEvent | null;
  /** The app was installed (`appinstalled`) or runs installed (standalone). */
  installed: boolean;
  /** Running in a standalone window (`display-mode: standalone`, or iOS home-screen). */
  standalone: boolean;
  /** A service worker controls this page. */
  controlled: boolean;
  /** An updated service worker was found and is being activated. */
  updating: boolean;
  setInstallEvent(event: BeforeInstallPromptEvent | null): void;
  setInstalled(): void;
  setStandalone(standalone: boolean): void;
  setControlled(controlled: boolean): void;
  setUpdating(updating: boolean): void;
}

/** Client UI state of the installable app (never server data). */
export const usePwaStore = create<PwaState>((set) => ({
  installEvent: null,
  installed: false,
  standalone: false,
  controlled: false,
  updating: false,
  setInstallEvent: (installEvent) => set({ installEvent }),
  setInstalled: () => set({ installed: true, installEvent: null }),
  setStandalone: (standalone) => set((s) => ({ standalone, installed: s.installed || standalone })),
  setControlled: (controlled) => set({ controlled }),
  setUpdating: (updating) => set({ updating }),
}));

/** `canInstall`, the PWA flags, and `install()` (shows the browser's prompt; resolves to the visitor's choice). */
export function usePwa() {
  const installEvent = usePwaStore((s) => s.installEvent);
  const installed = usePwaStore((s) => s.installed);
  const standalone = usePwaStore((s) => s.standalone);
  const controlled = usePwaStore((s) => s.controlled);
  return {
    canInstall: installEvent !== null && !installed,
    installed,
    standalone,
    controlled,
    install: () => promptInstall(),
  };
}

export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { installEvent, setInstallEvent, setInstalled } = usePwaStore.getState();
  if (!installEvent) return 'unavailable';
  // The event can be used once.
  setInstallEvent(null);
  await installEvent.prompt();
  const { outcome } = await installEvent.userChoice;
  if (outcome === 'accepted') setInstalled();
  return outcome;
}
