import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PHOTO_SIZES, type PhotoSize, type UploadedPhoto, messagePhotoPath } from '@jolda/contracts';
import { PhotoRefused } from './image-header.js';
import type { ProcessedImage, WorkerReply, WorkerRequest } from './image-types.js';

export { PhotoRefused, readHeader } from './image-header.js';
export { HEIC_MAX_PIXELS, MAX_PIXELS, type ProcessedImage } from './image-types.js';

/** The uploads folder: `DATA_DIR/../uploads`. */
export const uploadsRoot = (dataDir: string) => resolve(dirname(dataDir), 'uploads');

/** Message photos' folder, apart from the public one: `DATA_DIR/../uploads-private` (never served by `/media`). */
export const privateUploadsRoot = (dataDir: string) => resolve(dirname(dataDir), 'uploads-private');

/** A message photo as its upload answers it: the same shape, the private URLs. */
export function uploadedMessagePhoto(id: string, width: number, height: number): UploadedPhoto {
  return {
    id,
    url: messagePhotoPath(id, 'page'),
    width,
    height,
    sizes: { card: messagePhotoPath(id, 'card'), page: messagePhotoPath(id, 'page'), full: messagePhotoPath(id, 'full') },
  };
}

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

/** Writes the sizes to `<root>/<id>/<size>.webp` through a temporary folder, so a half-written upload never shows. */
export async function storeVariants(
  root: string,
  id: string,
  variants: ProcessedImage['variants'],
): Promise<void> {
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

/** The worker's script: the TypeScript source under tsx and vitest, the bundle's own file next to main.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_SCRIPT = new URL(FROM_SOURCE ? './image-worker.ts' : './image-worker.mjs', import.meta.url);

/**
 * glibc's allocator for the worker: big buffers always from mmap (given back when freed; by default the threshold
 * climbs to 32 MB after the first big free, and later buffers stay in the heap), and two arenas, not 8 per core.
 * Measured on 6 decodes of a 49 MP PNG, 2 at a time: peak +220 MB and +220 MB kept by default; peak +100 MB and
 * +55 MB kept with these. Other allocators ignore them.
 */
const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** How long the worker stays after its last photo: the next photo of the same form usually comes sooner. */
export const IMAGE_WORKER_IDLE_MS = 5000;

interface Running {
  child: ChildProcess;
  pending: Map<number, { resolve: (image: ProcessedImage) => void; reject: (err: Error) => void }>;
}

/**
 * Photos are decoded in a child process (image-worker.ts), started for the first photo and ended `idleMs` after the
 * last: every byte a decoder took (libvips, libheif's WebAssembly memory, the allocator's arenas) goes back to the
 * system when it ends, and a crash inside a decoder costs the photos in hand, not the API (which only reads headers,
 * image-header.ts). The caller bounds how many photos it hands over at once (routes/uploads: `decodes`).
 */
export class ImageWorker {
  private running: Running | null = null;
  private idle: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;

  constructor(private readonly idleMs = IMAGE_WORKER_IDLE_MS) {}

  /** The worker's process id while it runs (tests measure its memory). */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  process(input: Buffer): Promise<ProcessedImage> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const running = this.running ?? this.start();
    const id = this.nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      const message: WorkerRequest = { id, input, sizes: PHOTO_SIZES };
      running.child.send(message, (err) => {
        if (!err) return;
        running.pending.delete(id);
        reject(err);
        this.settled(running);
      });
    });
  }

  /** Ends the worker now (the API's shutdown); photos in hand are refused. */
  stop(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const running = this.running;
    this.running = null;
    running?.child.kill();
  }

  private start(): Running {
    const child = fork(WORKER_SCRIPT, [], {
      execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
      env: { ...process.env, ...ALLOCATOR_ENV },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const running: Running = { child, pending: new Map() };
    child.on('message', (m: WorkerReply) => {
      const job = running.pending.get(m.id);
      if (!job) return;
      running.pending.delete(m.id);
      if (m.ok) job.resolve(m.image);
      else job.reject(new PhotoRefused(m.failure));
      this.settled(running);
    });
    child.on('error', () => undefined);
    child.once('exit', () => {
      if (this.running === running) this.running = null;
      for (const job of running.pending.values())
        job.reject(new PhotoRefused({ kind: 'unsupported', reason: 'decoder ended' }));
      running.pending.clear();
    });
    this.running = running;
    return running;
  }

  /** After a photo: with none left in hand, the worker ends `idleMs` later unless another comes. */
  private settled(running: Running): void {
    if (running !== this.running || running.pending.size > 0 || this.idle) return;
    this.idle = setTimeout(() => {
      this.idle = null;
      if (this.running === running && running.pending.size === 0) this.stop();
    }, this.idleMs);
    this.idle.unref();
  }
}
