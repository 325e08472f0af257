/** The analytics adapter (not part of this lib) registers here to learn the signed-in user's id. */
export type AnalyticsUserHandler = (userId: number | null) => void;

let handler: AnalyticsUserHandler | null = null;
let lastReported: number | null | undefined;

/**
 * Registers the handler (replacing any previous one; `null` unregisters). A user reported before registration is
 * handed over at once. Returns an unregister function. Browser-only: the server never reports users.
 */
export function onAnalyticsUser(next: AnalyticsUserHandler | null): () => void {
  handler = next;
  if (next && lastReported !== undefined) next(lastReported);
  return () => {
    if (handler === next) handler = null;
  };
}

/** Hands the signed-in user's id (or `null` on sign-out) to analytics; repeated ids are reported once. */
export function setAnalyticsUser(userId: number | null): void {
  if (userId === lastReported) return;
  lastReported = userId;
  handler?.(userId);
}

/** Test helper. */
export function resetAnalyticsUserForTests(): void {
  handler = null;
  lastReported = undefined;
}
