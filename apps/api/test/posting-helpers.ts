import { randomBytes } from 'node:crypto';
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

export async function uploadPhoto(
  app: FastifyInstance,
  data: Buffer,
  o: { filename?: string; type?: string; token?: string } = {},
) {
  const m = multipartFile(o.filename ?? 'photo.png', o.type ?? 'image/png', data);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: m.payload,
    headers: { ...m.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
  });
}
