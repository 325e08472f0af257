export type ToastTone = 'neutral' | 'success' | 'danger' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Auto-dismiss after ms (default 5000, 0 = stay until closed). */
  timeout?: number;
  /** Optional action button. */
  action?: { label: string; onAction: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToastQueue {
  add(options: ToastOptions): number;
  close(id: number): void;
  clear(): void;
  getSnapshot(): ReadonlyArray<ToastItem>;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store for toasts; create one per app (client state, not server data). */
export function createToastQueue(maxVisible = 3): ToastQueue {
  let items: ReadonlyArray<ToastItem> = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());
  const close = (id: number) => {
    const t = timers.get(id);
    if (t) clearTimeout(t);
    timers.delete(id);
    const next = items.filter((i) => i.id !== id);
    if (next.length !== items.length) {
      items = next;
      emit();
    }
  };
  return {
    add(options) {
      const id = nextId++;
      items = [...items, { ...options, id }].slice(-maxVisible);
      const timeout = options.timeout ?? 5000;
      if (timeout > 0) timers.set(id, setTimeout(() => close(id), timeout));
      emit();
      return id;
    },
    close,
    clear() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
