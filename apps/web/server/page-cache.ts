/**
 * A short-lived cache of rendered pages for anonymous visitors (a micro-cache in front of the server render).
 *
 * Only a page every anonymous visitor gets may be kept: the request was `shared` (no cookie but `locale`, no
 * Authorization, not the app's web view: see `isSharedRequest`), the answer is a 200 without `Set-Cookie`, and it went
 * out with the shared cache policy (`SHARED_PAGE_CACHE`, which already lets a CDN keep it for 60 s). The key is what such
 * a page depends on: protocol, host and URL (path with the locale prefix, query), the `locale` cookie and the
 * `Sec-CH-UA-Mobile` hint (the page's `Vary`). A signed-in visitor, or one with any other cookie, never reads from it
 * and never fills it.
 *
 * Freshness: a page is served from here for at most `ttlMs` after it was rendered (`PAGE_CACHE_MS`, 5 s by default), so a
 * change (a new price) shows to anonymous visitors within that time; `0` turns the cache off. Several requests for a
 * page that is not kept share one render. Each answer gets its own CSP nonce: the kept page's nonce is replaced by a
 * fresh one in the HTML and the header, so no two answers carry the same nonce.
 */
export interface KeptPage {
  status: number;
  /** The answer's headers without the per-answer ones (CSP, content-encoding, content-length). */
  headers: Record<string, string | string[]>;
  html: Buffer;
  /** The nonce the HTML was rendered with (replaced in every answer). */
  nonce: string;
  /** When it was kept (set by the cache). */
  at: number;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxPages = 200,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The kept page for `key` while it is fresh. */
  get(key: string): KeptPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (this.now() - page.at >= this.ttlMs) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /** The page a render for `key` now running will keep (null when it may not keep one); undefined when none runs. */
  pending(key: string): Promise<KeptPage | null> | undefined {
    return this.rendering.get(key);
  }

  /**
   * Marks a render for `key` as running (requests for the key arriving meanwhile wait for it: `pending`); the returned
   * function ends it with the page to keep, or null when its answer may not be kept (they then render their own).
   */
  begin(key: string): (page: KeptPage | null) => void {
    let end: (page: KeptPage | null) => void = () => undefined;
    const running = new Promise<KeptPage | null>((resolve) => (end = resolve));
    this.rendering.set(key, running);
    let ended = false;
    return (page) => {
      if (ended) return;
      ended = true;
      if (page) this.set(key, page);
      if (this.rendering.get(key) === running) this.rendering.delete(key);
      end(page);
    };
  }

  private set(key: string, page: KeptPage): void {
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) {
      // The oldest first (a Map keeps insertion order).
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { ...page, at: this.now() });
  }
}

/** The HTML with every occurrence of `from` replaced by `to` (same length: base64 of 16 bytes), in a copy. */
export function withNonce(html: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('nonces differ in length');
  const out = Buffer.from(html);
  const needle = Buffer.from(from, 'latin1');
  for (let i = out.indexOf(needle); i !== -1; i = out.indexOf(needle, i + needle.length)) out.write(to, i, 'latin1');
  return out;
}
