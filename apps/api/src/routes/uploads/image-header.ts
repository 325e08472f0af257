import sharp, { type Metadata } from 'sharp';
import { HEIC_MAX_PIXELS, MAX_PIXELS, type ProcessFailure } from './image-types.js';

// libvips keeps recent images and operations in a cache (up to 50 MB, 100 operations) for pipelines that repeat;
// every upload is different, so it would only hold memory (in the API and in the image worker).
sharp.cache(false);

/** Formats taken as they are decoded by sharp (the real type, never the name or the header). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** A refusal: what the API answers (415 or 413). */
export class PhotoRefused extends Error {
  constructor(readonly failure: ProcessFailure) {
    super(failure.kind === 'unsupported' ? failure.reason : `more than ${failure.limit} pixels`);
  }
}

/**
 * What a photo's header says, read without decoding a pixel (microseconds, a few kB): its format, whether it is HEIC,
 * and its metadata. Throws `PhotoRefused` for anything that is not a JPEG, PNG, WebP or HEIC photo, or that has more
 * pixels than a photo may — before it waits for a decode or costs one.
 */
export async function readHeader(input: Buffer): Promise<{ format: string; heic: boolean; meta: Metadata }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused({ kind: 'unsupported', reason: 'not an image' });
  }
  const format = meta.format ?? '';
  // HEIF with HEVC is HEIC; HEIF with AV1 is AVIF, which is not on the accepted list.
  const heic = format === 'heif' && meta.compression === 'hevc';
  if (!ACCEPTED.has(format) && !heic)
    throw new PhotoRefused({ kind: 'unsupported', reason: `format ${format || 'unknown'}` });
  if ((meta.pages ?? 1) > 1 && format !== 'heif')
    throw new PhotoRefused({ kind: 'unsupported', reason: 'animated' });
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  const limit = heic ? HEIC_MAX_PIXELS : MAX_PIXELS;
  if (!(pixels > 0)) throw new PhotoRefused({ kind: 'unsupported', reason: 'no size' });
  if (pixels > limit) throw new PhotoRefused({ kind: 'too_many_pixels', limit });
  return { format, heic, meta };
}
