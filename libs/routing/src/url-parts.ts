/** Splitting a request target without resolving it against a base (so `//host/x` stays a path, never a host). */
export interface UrlParts {
  pathname: string;
  /** `''` or starting with `?`. */
  search: string;
  /** `''` or starting with `#`. */
  hash: string;
}

export function splitUrl(url: URL | string): UrlParts {
  if (typeof url !== 'string') return { pathname: url.pathname, search: url.search, hash: url.hash };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    const u = new URL(url);
    return { pathname: u.pathname, search: u.search, hash: u.hash };
  }
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  return { pathname: pathname || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/**
 * Makes a redirect target safe to put in `Location`: exactly one leading `/`, so a path that started with
 * `//` or `/\` can never become a protocol-relative URL pointing at another host.
 */
export function safeLocalPath(path: string): string {
  return path.replace(/^[/\\]+/, '/') || '/';
}
