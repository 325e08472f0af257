import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_MAX_BYTES, uploadedPhotoSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';
import { Factory } from './factories.js';
import { noisePng, postingSession, uploadPhoto, zeroPng } from './posting-helpers.js';

let t: TestDb;
let app: FastifyInstance;
let dir: string;
/** An app whose posting sessions may upload 3 photos each. */
let small: FastifyInstance;
let f: Factory;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jolda-uploads-'));
  t = await createTestDb();
  app = await createTestApp(t.db, { dataDir: join(dir, 'pglite') });
  small = await createTestApp(t.db, { dataDir: join(dir, 'pglite'), uploads: { perPostingSession: 3 } });
  f = new Factory(t.db);
});
afterAll(async () => {
  await small.close();
  await app.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const media = (url: string) => app.inject({ url });

describe('POST /api/uploads/photos', () => {
  it('takes a PNG named .jpg as the PNG it is, makes three WebP sizes and serves them with long caching', async () => {
    const png = await noisePng(1, 2400, 1600);
    const res = await uploadPhoto(app, png, { filename: 'car.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const body = uploadedPhotoSchema.parse(res.json());
    expect(body).toMatchObject({ width: 1200, height: 800 });
    expect(body.url).toBe(body.sizes.page);
    const [row] = await t.db.query<{ format: string; width: number }>('select format, width from uploads where id = $1', [
      body.id,
    ]);
    expect(row).toMatchObject({ format: 'png', width: 2400 });
    for (const [size, width] of [['card', 480], ['page', 1200], ['full', 2000]] as const) {
      const got = await media(body.sizes[size]);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toContain('immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    // stored under DATA_DIR/../uploads
    expect(existsSync(join(dir, 'uploads', body.id, 'card.webp'))).toBe(true);
  });

  it('does not enlarge a small photo', async () => {
    const res = await uploadPhoto(app, await noisePng(2, 300, 200));
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a text file named photo.jpg with 415 unsupported_type', async () => {
    const res = await uploadPhoto(app, Buffer.from('just some text, not a photo\n'.repeat(20)), {
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_type' });
  });

  it('takes an iPhone-style HEIC photo (HEVC in HEIF) and makes the same WebP sizes, colours intact', async () => {
    // red-320x240.heic: a 320×240 red JPEG with a blue rectangle at (40,40)–(160,120) and a yellow disc at (240,160)
    // r50, encoded by libheif's heif-enc (x265, quality 40).
    const heic = await readFile(join(import.meta.dirname, 'fixtures/red-320x240.heic'));
    const res = await uploadPhoto(app, heic, { filename: 'IMG_0042.HEIC', type: 'image/heic' });
    expect(res.statusCode).toBe(201);
    const body = uploadedPhotoSchema.parse(res.json());
    expect(body).toMatchObject({ width: 320, height: 240 });
    const [row] = await t.db.query<{ format: string }>('select format from uploads where id = $1', [body.id]);
    expect(row).toMatchObject({ format: 'heic' });
    const page = await media(body.sizes.page);
    expect(page.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(page.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 40);
    expect(near(at(10, 10), [200, 40, 40]), `red corner ${at(10, 10)}`).toBe(true);
    expect(near(at(100, 80), [11, 92, 120]), `blue rectangle ${at(100, 80)}`).toBe(true);
    expect(near(at(240, 160), [255, 210, 0]), `yellow disc ${at(240, 160)}`).toBe(true);
  });

  it('refuses AVIF (AV1 in the same HEIF container) with 415', async () => {
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } }).avif().toBuffer();
    const res = await uploadPhoto(app, avif, { filename: 'photo.heic', type: 'image/heic' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a real image of another type (GIF) even when named .png', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } }).gif().toBuffer();
    const res = await uploadPhoto(app, gif, { filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const big = Buffer.concat([await noisePng(3), Buffer.alloc(PHOTO_MAX_BYTES + 10)]);
    const res = await uploadPhoto(app, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_too_large' });
  });

  it('refuses a request without a file', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads/photos',
      payload: {},
      headers: { 'x-posting-session': await postingSession(app) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'multipart_required' });
  });

  it('strips EXIF (camera, GPS) and applies the orientation before dropping it', async () => {
    const raw = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
      .composite([{ input: await noisePng(4, 100, 100), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SecretCam', Model: 'X100' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 57/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(raw).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('SecretCam');

    const res = await uploadPhoto(app, raw, { filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // orientation 6 = rotated 90°: a 400×200 picture shows as 200×400
    expect(body).toMatchObject({ width: 200, height: 400 });
    for (const url of Object.values(body.sizes) as string[]) {
      const file = (await media(url)).rawPayload;
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('answers 404 for an unknown photo', async () => {
    const res = await media('/media/uploads/AAAAAAAAAAAAAAAAAAAAAA/card.webp');
    expect(res.statusCode).toBe(404);
  });
});

describe('who may upload (issue 17, defect 3: uploads were accepted from anyone)', () => {
  it('nobody: 401 upload_session_required, and nothing is decoded or stored', async () => {
    const before = await t.db.query('select count(*)::int as n from uploads');
    const res = await uploadPhoto(app, await noisePng(20), { anonymous: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'upload_session_required' });
    expect(await t.db.query('select count(*)::int as n from uploads')).toEqual(before);
  });

  it('a visitor with a posting session: 201, the upload belongs to nobody until published', async () => {
    const res = await uploadPhoto(app, await noisePng(21), { session: await postingSession(app, true) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ user_id: number | null }>('select user_id from uploads where id = $1', [res.json().id]);
    expect(row).toEqual({ user_id: null });
  });

  it('a signed-in user: 201, the upload is theirs; an expired token is 401 token_expired (not a fallback)', async () => {
    const user = await f.user();
    const tokens = testTokens(() => t.db);
    const res = await uploadPhoto(app, await noisePng(22), { token: await tokens.signAccess(user.id) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ user_id: string | number }>('select user_id from uploads where id = $1', [res.json().id]);
    expect(Number(row!.user_id)).toBe(user.id);
    const expired = await tokens.signAccess(user.id, { expiresAt: Math.floor(Date.now() / 1000) - 10 });
    const late = await uploadPhoto(app, await noisePng(23), { token: expired });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'token_expired' });
  });

  it('a forged, altered or access token as a posting session: 401 posting_session_invalid', async () => {
    const user = await f.user();
    const access = await testTokens(() => t.db).signAccess(user.id);
    const good = await postingSession(app, true);
    // A character inside the signature (the last one has spare bits: changing it may decode to the same bytes).
    const i = good.length - 6;
    const altered = `${good.slice(0, i)}${good[i] === 'A' ? 'B' : 'A'}${good.slice(i + 1)}`;
    for (const session of [access, altered, 'not-a-token']) {
      const res = await uploadPhoto(app, await noisePng(24), { session });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'posting_session_invalid' });
    }
  });

  it('a posting session uploads its quota and no more, with 6 uploads at once: exactly 3 stored', async () => {
    const session = await postingSession(small, true);
    // A refused file gives its upload back.
    const text = await uploadPhoto(small, Buffer.from('not a photo'.repeat(30)), { session });
    expect(text.statusCode).toBe(415);
    const photos = await Promise.all([30, 31, 32, 33, 34, 35].map((n) => noisePng(n)));
    const results = await Promise.all(photos.map((png) => uploadPhoto(small, png, { session })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    expect(results.find((r) => r.statusCode === 403)!.json()).toMatchObject({ code: 'upload_limit' });
    // Another session has its own quota.
    expect((await uploadPhoto(small, await noisePng(36), { session: await postingSession(small, true) })).statusCode).toBe(201);
  });
});

describe('image bombs', () => {
  it('an 8900×8900 PNG of zeros (231 KB, 79 MP) is refused from its header: 413 too_many_pixels', async () => {
    const bomb = await zeroPng(8900, 8900);
    expect(bomb.length).toBeLessThan(240_000);
    const res = await uploadPhoto(app, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_many_pixels', maxPixels: 50_000_000 });
  });

  it('a photo just under the limit (7000×7000) is taken and made at the working size', async () => {
    const res = await uploadPhoto(app, await zeroPng(7000, 7000));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1200, height: 1200 });
    const [row] = await t.db.query<{ width: number; height: number }>('select width, height from uploads where id = $1', [res.json().id]);
    expect(row).toEqual({ width: 7000, height: 7000 });
    const full = await sharp((await media(res.json().sizes.full)).rawPayload).metadata();
    expect(full).toMatchObject({ width: 2000, height: 2000 });
  });
});
