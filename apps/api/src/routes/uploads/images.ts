import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PHOTO_SIZES, type PhotoSize, type UploadedPhoto } from '@jolda/contracts';
import sharp, { type Metadata } from 'sharp';

/** Formats taken as they are decoded by sharp (the real type, never the name or the header). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** The most pixels a photo may have (80 MP: above any phone camera; a 15 MB file could otherwise expand to gigabytes). */
const MAX_PIXELS = 80_000_000;

/**
 * HEIC (HEVC in HEIF, an iPhone's default) to RGBA pixels. Prebuilt libvips reads the HEIF container and AVIF but not
 * HEVC, so libheif compiled to WebAssembly (`heic-decode`, loaded on the first HEIC upload) decodes it; libheif applies
 * the image's rotation and mirroring (irot/imir) as it does.
 */
async function decodeHeic(input: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: new Uint8Array(input.buffer, input.byteOffset, input.byteLength) });
  return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height, channels: 4 };
}

export class UnsupportedImage extends Error {}

export interface ProcessedImage {
  format: string;
  width: number;
  height: number;
  contentHash: string;
  phash: string;
  /** WebP bytes per size, metadata stripped, oriented per EXIF before the EXIF is dropped. */
  variants: Record<PhotoSize, { data: Buffer; width: number; height: number }>;
}

/** The uploads folder: `DATA_DIR/../uploads`. */
export const uploadsRoot = (dataDir: string) => resolve(dirname(dataDir), 'uploads');

export const newUploadId = () => randomBytes(16).toString('base64url');

export const photoUrl = (id: string, size: PhotoSize) => `/media/uploads/${id}/${size}.webp`;

export function uploadedPhoto(id: string, width: number, height: number): UploadedPhoto {
  return {
    id,
    url: photoUrl(id, 'page'),
    width,
    height,
    sizes: { card: photoUrl(id, 'card'), page: photoUrl(id, 'page'), full: photoUrl(id, 'full') },
  };
}

/**
 * Checks what the bytes really are, then makes the WebP sizes. Throws `UnsupportedImage` for anything that is not a
 * decodable JPEG, PNG, WebP or HEIC photo.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UnsupportedImage('not an image');
  }
  const format = meta.format ?? '';
  // HEIF with HEVC is HEIC; HEIF with AV1 is AVIF, which is not on the accepted list.
  const heic = format === 'heif' && meta.compression === 'hevc';
  if (!ACCEPTED.has(format) && !heic) throw new UnsupportedImage(`format ${format || 'unknown'}`);
  if ((meta.pages ?? 1) > 1 && format !== 'heif') throw new UnsupportedImage('animated images are not photos');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new UnsupportedImage('too many pixels');

  try {
    // Orient by EXIF once, into raw pixels; every output is made from these (sharp writes no metadata by default).
    const oriented =
      heic
        ? await decodeHeic(input).then(({ data, width, height, channels }) =>
            sharp(data, { raw: { width, height, channels } })
              .flatten({ background: '#ffffff' })
              .raw()
              .toBuffer({ resolveWithObject: true }),
          )
        : await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
            .rotate()
            .toColourspace('srgb')
            .raw()
            .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = oriented.info;
    const base = () => sharp(oriented.data, { raw: { width, height, channels } });

    const variants = {} as ProcessedImage['variants'];
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
      const out = await base()
        .resize({ width: PHOTO_SIZES[size], withoutEnlargement: true })
        .webp({ quality: size === 'card' ? 72 : 80 })
        .toBuffer({ resolveWithObject: true });
      variants[size] = { data: out.data, width: out.info.width, height: out.info.height };
    }

    const small = await base().resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const contentHash = createHash('sha256').update(small).digest('hex');
    const grey = await base().resize(9, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
    return { format: heic ? 'heic' : format, width, height, contentHash, phash: differenceHash(grey), variants };
  } catch (e) {
    if (e instanceof UnsupportedImage) throw e;
    throw new UnsupportedImage('cannot decode');
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

/** Writes the sizes to `<root>/<id>/<size>.webp` through a temporary folder, so a half-written upload never shows. */
export async function storeVariants(root: string, id: string, variants: ProcessedImage['variants']): Promise<void> {
  const tmp = join(root, `.tmp-${id}`);
  await mkdir(tmp, { recursive: true });
  try {
    for (const [size, v] of Object.entries(variants)) await writeFile(join(tmp, `${size}.webp`), v.data);
    await rename(tmp, join(root, id));
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
}

export async function removeVariants(root: string, id: string): Promise<void> {
  await rm(join(root, id), { recursive: true, force: true });
}
