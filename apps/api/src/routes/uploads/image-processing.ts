import { createHash } from 'node:crypto';
import type { PhotoSize } from '@jolda/contracts';
import sharp, { type Sharp } from 'sharp';
import { PhotoRefused, readHeader } from './image-header.js';
import { MAX_PIXELS, type ProcessedImage } from './image-types.js';

/**
 * What the image worker process (image-worker.ts) does with an upload: decode it and make the WebP sizes and the
 * hashes. Loaded only there; the API process itself reads headers only (image-header.ts).
 */

/**
 * The working size every output is made from: at most as wide as the largest size (2000 px) and twice as tall. Decoding
 * streams into it (JPEG shrinks while it decodes, PNG and WebP a few lines at a time), so a photo costs its working
 * size, not its camera size: 24 MB at most, ~12 MB for a 4:3 photo, and ~45 MB of peak memory for a 49 MP PNG (the
 * whole image decoded first, as before, was ~250 MB at 79 MP).
 */
const workSize = (sizes: Record<PhotoSize, number>) => ({ width: sizes.full, height: 2 * sizes.full });

/**
 * HEIC (HEVC in HEIF, an iPhone's default) to RGBA pixels. Prebuilt libvips reads the HEIF container and AVIF but not
 * HEVC, so libheif compiled to WebAssembly (`heic-decode`, loaded on the first HEIC upload) decodes it, whole; its
 * memory only grows, and goes back when the worker process ends. libheif applies the rotation and mirroring
 * (irot/imir) as it decodes.
 */
async function decodeHeic(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: new Uint8Array(input.buffer, input.byteOffset, input.byteLength) });
  return {
    data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width: image.width,
    height: image.height,
    channels: 4,
  };
}

/**
 * Checks what the bytes really are (the header again: the worker trusts nobody), then makes the WebP sizes. Throws
 * `PhotoRefused` for anything that is not a decodable JPEG, PNG, WebP or HEIC photo of at most the pixels a photo may
 * have.
 */
export async function processImage(input: Buffer, sizes: Record<PhotoSize, number>): Promise<ProcessedImage> {
  const { format, heic, meta } = await readHeader(input);

  try {
    // One decode, oriented by EXIF, straight to the working size; every output is made from these pixels (sharp
    // writes no metadata by default).
    const toWork = (s: Sharp) =>
      s
        .resize({ ...workSize(sizes), fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    // The photo's own size, oriented (EXIF orientations 5–8 turn it a quarter; libheif turns HEIC itself).
    const turned = !heic && (meta.orientation ?? 1) >= 5;
    let size = { width: turned ? meta.height! : meta.width!, height: turned ? meta.width! : meta.height! };
    const work = heic
      ? await decodeHeic(input).then(({ data, width, height, channels }) => {
          size = { width, height };
          return toWork(sharp(data, { raw: { width, height, channels } }).flatten({ background: '#ffffff' }));
        })
      : await toWork(sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate());
    const { width, height, channels } = work.info;
    const base = () => sharp(work.data, { raw: { width, height, channels } });

    const variants = {} as ProcessedImage['variants'];
    for (const name of Object.keys(sizes) as PhotoSize[]) {
      const out = await base()
        .resize({ width: sizes[name], withoutEnlargement: true })
        .webp({ quality: name === 'card' ? 72 : 80 })
        .toBuffer({ resolveWithObject: true });
      variants[name] = { data: out.data, width: out.info.width, height: out.info.height };
    }

    const small = await base().resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const contentHash = createHash('sha256').update(small).digest('hex');
    const grey = await base().resize(9, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
    return { format: heic ? 'heic' : format, ...size, contentHash, phash: differenceHash(grey), variants };
  } catch (e) {
    if (e instanceof PhotoRefused) throw e;
    throw new PhotoRefused({ kind: 'unsupported', reason: 'cannot decode' });
  }
}

/** dHash: each of 8×8 bits says whether a pixel is brighter than its right neighbour (9×8 grey input). */
export function differenceHash(grey: Buffer): string {
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = grey[y * 9 + x]!;
      const right = grey[y * 9 + x + 1]!;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}
