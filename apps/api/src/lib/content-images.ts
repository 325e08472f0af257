/**
 * Images of guides and pages that come from the site's own uploads (`/media/uploads/{id}/{card|page|full}.webp`, made by
 * `POST /api/uploads/photos` with its checks of type, size and pixels): every one must be a real upload, and each gets
 * its width and height in the HTML, so the page does not shift as it loads.
 */

/** The width of each stored size (routes/uploads: `withoutEnlargement`, so a smaller photo keeps its own). */
const SIZE_WIDTH = { card: 480, page: 1200, full: 2000 } as const;

const UPLOAD = /^\/media\/uploads\/([A-Za-z0-9_-]{16,40})\/(card|page|full)\.webp$/;

/** The upload id of a cover or image address of the site's uploads, or null for any other address. */
export function uploadIdOf(src: string | null | undefined): string | null {
  return src ? (UPLOAD.exec(src)?.[1] ?? null) : null;
}

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;

/** The upload ids the images of sanitised HTML show. */
export function uploadIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const [tag] of html.matchAll(IMG)) {
    const id = uploadIdOf(SRC.exec(tag)?.[1]);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The HTML with `width` and `height` on each image of an upload in `sizes` (the original's pixels). */
export function withImageSizes(html: string, sizes: ReadonlyMap<string, { width: number; height: number }>): string {
  return html.replace(IMG, (tag) => {
    const m = UPLOAD.exec(SRC.exec(tag)?.[1] ?? '');
    const original = m ? sizes.get(m[1]!) : undefined;
    if (!m || !original || /\swidth=/.test(tag)) return tag;
    const width = Math.min(original.width, SIZE_WIDTH[m[2] as keyof typeof SIZE_WIDTH]);
    const height = Math.round((original.height * width) / original.width);
    return tag.replace(/^<img\b/, `<img width="${width}" height="${height}"`);
  });
}
