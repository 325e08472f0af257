import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body with one `file` part, as a browser's FormData would send it. */
export function multipartFile(filename: string, contentType: string, data: Buffer) {
  const boundary = `----jolda${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG of random coloured blocks: every seed a different picture (no accidental duplicate-photo matches). */
export async function noisePng(seed: number, width = 64, height = 48): Promise<Buffer> {
  const block = 8;
  const data = Buffer.alloc(width * height * 3);
  let s = seed * 2654435761 + 12345;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % 256;
  };
  const colours = new Map<string, number[]>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const key = `${Math.floor(x / block)},${Math.floor(y / block)}`;
      if (!colours.has(key)) colours.set(key, [rnd(), rnd(), rnd()]);
      const c = colours.get(key)!;
      data.set(c, (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const sessions = new WeakMap<FastifyInstance, string>();

/** A posting session's token (`POST /api/uploads/sessions`), one per app unless `fresh`. */
export async function postingSession(app: FastifyInstance, fresh = false): Promise<string> {
  const known = fresh ? undefined : sessions.get(app);
  if (known) return known;
  const res = await app.inject({ method: 'POST', url: '/api/uploads/sessions' });
  if (res.statusCode !== 201) throw new Error(`posting session: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { token: string }).token;
  if (!fresh) sessions.set(app, token);
  return token;
}

/**
 * Uploads a photo as the user of `token`, or under the posting session `session` (by default the app's own one);
 * `anonymous` sends neither.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  data: Buffer,
  o: { filename?: string; type?: string; token?: string; session?: string; anonymous?: boolean } = {},
) {
  const m = multipartFile(o.filename ?? 'photo.png', o.type ?? 'image/png', data);
  const who = o.token
    ? { authorization: `Bearer ${o.token}` }
    : o.anonymous
      ? {}
      : { 'x-posting-session': o.session ?? (await postingSession(app)) };
  return app.inject({ method: 'POST', url: '/api/uploads/photos', payload: m.payload, headers: { ...m.headers, ...who } });
}

/**
 * A PNG of `width`×`height` black RGB pixels written by hand, row by row through deflate (no pixel buffer in this
 * process): a decompression bomb, a few hundred kB that decode to `width × height × 3` bytes.
 */
export async function zeroPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method variants, not interlaced
  // Rows of a filter byte 0 and black pixels, 256 at a time.
  const rows = Buffer.alloc((1 + width * 3) * 256);
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < height; y += 256) {
    const part = rows.subarray(0, (1 + width * 3) * Math.min(256, height - y));
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
