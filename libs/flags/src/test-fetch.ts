import { vi } from 'vitest';
import type { IToggle } from 'unleash-proxy-client';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake `fetch` for the Unleash client: answers polls with `toggles()` (or `status()`), records every call. */
export function fakeFetch(opts: { toggles?: () => IToggle[]; status?: () => number } = {}) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, headers: init.headers ?? {}, body: init.body ? JSON.parse(init.body) : undefined });
    const status = method === 'GET' ? (opts.status?.() ?? 200) : 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => null },
      json: async () => ({ toggles: opts.toggles?.() ?? [] }),
    };
  });
  return {
    fetch: fn as unknown as typeof fetch,
    calls,
    polls: () => calls.filter((c) => c.method === 'GET'),
    metrics: () => calls.filter((c) => c.method === 'POST'),
  };
}

export const toggle = (name: string, enabled: boolean, variant = 'disabled'): IToggle => ({
  name,
  enabled,
  impressionData: false,
  variant: { name: variant, enabled: variant !== 'disabled' },
});
