import type { PhotoSize } from '@jolda/contracts';

/** What the API process and its image worker process say to each other (no code, so the API never loads sharp). */

/**
 * The most pixels a photo may have: 50 MP, a 48–50 MP phone camera at full size (most phones take 12 MP). Read from
 * the header before anything is decoded: an 8900×8900 PNG of zeros (231 KB, 79 MP) cost ~250 MB per upload.
 */
export const MAX_PIXELS = 50_000_000;

/**
 * HEIC is decoded whole, in WebAssembly, at 4 bytes a pixel plus the codec's own planes (~10 bytes a pixel in all):
 * 25 MP covers an iPhone's 12 and 24 MP photos and bounds one decode to ~250 MB.
 */
export const HEIC_MAX_PIXELS = 25_000_000;

export interface ProcessedImage {
  format: string;
  /** The photo's own size, oriented. */
  width: number;
  height: number;
  contentHash: string;
  phash: string;
  /** WebP bytes per size, metadata stripped, oriented per EXIF before the EXIF is dropped. */
  variants: Record<PhotoSize, { data: Uint8Array; width: number; height: number }>;
}

/** Why a photo was refused: not a photo we take (415), or more pixels than a photo may have (413). */
export type ProcessFailure =
  { kind: 'unsupported'; reason: string } | { kind: 'too_many_pixels'; limit: number };

/** A job: the upload's bytes and the widths to make (the worker imports no contracts: it starts faster). */
export type WorkerRequest = { id: number; input: Uint8Array; sizes: Record<PhotoSize, number> };
export type WorkerReply =
  { id: number; ok: true; image: ProcessedImage } | { id: number; ok: false; failure: ProcessFailure };
