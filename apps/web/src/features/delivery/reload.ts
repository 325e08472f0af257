import { createReloadGuard, type ReloadGuard } from '@jolda/routing';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let guard: ReloadGuard | null = null;

/**
 * Reloads the page once for `reason`, guarded by a 10 s window per path (sessionStorage), so a broken deploy or a
 * missing chunk can never put the page in a reload loop. Returns whether it reloaded.
 */
export function reloadOnce(reason: string): boolean {
  guard ??= createReloadGuard({ storage: sessionStorageOrNull() });
  const path = window.location.pathname;
  const done = guard.reloadOnce(path, () => window.location.reload());
  console.info(`[delivery] ${reason}: ${done ? 'reloading' : 'reload refused (10 s guard)'}`);
  return done;
}
