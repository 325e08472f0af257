import { ApiRequestError, CLIENT_ERROR_CODES } from './errors.js';

export interface Schema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Parses an answer with its contract schema (any zod schema fits); a mismatch rejects like any other API failure (`invalid_response`). */
export function parseResponse<T>(schema: Schema<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  throw new ApiRequestError({
    status: 200,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: `Unexpected answer from ${what}: ${r.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
      .join('; ')}`,
    url: what,
    body: data,
    cause: r.error,
  });
}

/** Serialises a query object: lists comma-separated, booleans `true`/`false`, `undefined`/`null`/`''` left out. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const v = query[key];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) params.set(key, v.map(String).join(','));
    } else {
      params.set(key, String(v));
    }
  }
  return params;
}

/** `path` plus `?query` when the query is non-empty. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const qs = toSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}
