/**
 * Recognises a failed dynamic import / page chunk (Vite and Rollup output in Chromium, Firefox and Safari, plus the
 * `vite:preloadError` event payload and webpack-style `ChunkLoadError`s of third-party code).
 */
const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style
  /Expected a JavaScript(-or-Wasm)? module script but the server responded with a MIME type/i, // HTML served for a chunk
  /Failed to load module script/i,
];

export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (error == null || depth > 3) return false;
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  if (typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; cause?: unknown; payload?: unknown; type?: unknown };
  if (e.name === 'ChunkLoadError') return true;
  // The `vite:preloadError` event carries the original error as `payload`.
  if (e.type === 'vite:preloadError') return true;
  if (typeof e.message === 'string' && CHUNK_ERROR_PATTERNS.some((p) => p.test(e.message as string))) return true;
  return isChunkLoadError(e.payload, depth + 1) || isChunkLoadError(e.cause, depth + 1);
}
