import { notFound } from '@tanstack/react-router';

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** `{id}` route params: a positive integer; anything else renders the not-found page (404). */
export function parseIdParam({ id }: { id: string }): { id: number } {
  if (!ID.test(id)) throw notFound();
  return { id: Number(id) };
}

export const stringifyIdParam = ({ id }: { id: number }) => ({ id: String(id) });

/** Validates that every named param is a slug (`land_rover`, `camry`, `almaty`); else 404. */
export function slugParams<K extends string>(...names: K[]) {
  return {
    parse: (params: Record<K, string>): Record<K, string> => {
      for (const name of names) if (!SLUG.test(params[name])) throw notFound();
      return params;
    },
    stringify: (params: Record<K, string>) => params,
  };
}

/** A catch-all tail (`a/b/c`): every segment must be a slug; an empty tail is allowed. */
export function parseSplat({ _splat }: { _splat?: string }): { _splat: string } {
  const tail = (_splat ?? '').replace(/\/+$/, '');
  if (tail && !tail.split('/').every((segment) => SLUG.test(segment))) throw notFound();
  return { _splat: tail };
}

export function splatSegments(splat: string): string[] {
  return splat ? splat.split('/') : [];
}
