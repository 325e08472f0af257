/**
 * The image worker process: the API forks it for photo uploads (images.ts) and it ends when idle. Every job is one
 * upload's bytes; the answer is the processed photo or why it was refused. Anything else (a crash inside a decoder)
 * ends the process, and the API answers the photos it had in hand as unsupported.
 */
import { PhotoRefused } from './image-header.js';
import { processImage } from './image-processing.js';
import type { WorkerReply, WorkerRequest } from './image-types.js';

const reply = (m: WorkerReply) => process.send?.(m);

process.on('message', (m: WorkerRequest) => {
  const input = Buffer.from(m.input.buffer, m.input.byteOffset, m.input.byteLength);
  processImage(input, m.sizes).then(
    (image) => reply({ id: m.id, ok: true, image }),
    (err: unknown) => {
      if (err instanceof PhotoRefused) reply({ id: m.id, ok: false, failure: err.failure });
      else reply({ id: m.id, ok: false, failure: { kind: 'unsupported', reason: 'cannot decode' } });
    },
  );
});
// The API went away: so does the worker.
process.on('disconnect', () => process.exit(0));
