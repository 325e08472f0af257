import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MESSAGE_PHOTOS_MAX,
  conversationDetailSchema,
  conversationListSchema,
  sentMessageSchema,
  uploadedPhotoSchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUploads } from '../src/db/repositories/uploads.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';
import { multipartFile, noisePng, uploadPhoto, zeroPng } from './posting-helpers.js';

/**
 * Photos in messages (issue 23: "text and photos"): uploaded through the photo pipeline (its checks and limits) as
 * private uploads, attached to a message by their sender, and readable by the conversation's two participants only —
 * never by another user, a visitor, or the public `/media` route.
 */
let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let dir: string;
const tokens = testTokens(() => t.db);

async function person(name: string) {
  const u = await f.user({ name });
  return { id: u.id, token: await tokens.signAccess(u.id) };
}
type Person = Awaited<ReturnType<typeof person>>;

const call = (method: 'GET' | 'POST', url: string, who?: Person | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let seed = 1;
/** A message photo uploaded by `who` (`POST /api/uploads/photos?for=message`). */
async function messagePhoto(who: Person, data?: Buffer) {
  const m = multipartFile('photo.png', 'image/png', data ?? (await noisePng(7000 + seed++, 96, 64)));
  return app.inject({
    method: 'POST',
    url: '/api/uploads/photos?for=message',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${who.token}` },
  });
}
const photoId = async (who: Person) => uploadedPhotoSchema.parse((await messagePhoto(who)).json()).id;

let seller: Person;
let buyer: Person;
let stranger: Person;
let annId: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jolda-message-photos-'));
  t = await createTestDb();
  app = await createTestApp(t.db, { dataDir: join(dir, 'pglite') });
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand({ name: 'Toyota' });
  const model = await f.model(brand.id, { name: 'Camry' });
  seller = await person('Айгүл');
  buyer = await person('Данияр');
  stranger = await person('Бөтен');
  annId = await f.announcement({ brandId: brand.id, modelId: model.id, cityId: city.id, userId: seller.id, photos: 1 });
});
afterAll(async () => {
  await app.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('photos in messages', () => {
  it('go through the upload pipeline as private photos: a signed-in user only, the same checks as any photo', async () => {
    const res = await messagePhoto(buyer);
    expect(res.statusCode).toBe(201);
    const photo = uploadedPhotoSchema.parse(res.json());
    expect(photo.sizes.card).toBe(`/api/messages/photos/${photo.id}/card.webp`);
    // Never on the public route, whatever its id.
    expect((await app.inject({ url: `/media/uploads/${photo.id}/card.webp` })).statusCode).toBe(404);
    // Before sending: its uploader sees it, nobody else.
    const mine = await call('GET', photo.sizes.card, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toMatch(/^private/);
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('webp');
    expect((await call('GET', photo.sizes.card, stranger)).statusCode).toBe(404);

    // A visitor's posting session uploads announcement photos, not message photos.
    const session = await app.inject({ method: 'POST', url: '/api/uploads/sessions' });
    const m = multipartFile('p.png', 'image/png', await noisePng(99, 64, 48));
    const viaSession = await app.inject({
      method: 'POST',
      url: '/api/uploads/photos?for=message',
      payload: m.payload,
      headers: { ...m.headers, 'x-posting-session': (session.json() as { token: string }).token },
    });
    expect(viaSession.statusCode).toBe(401);
    expect(viaSession.json()).toMatchObject({ code: 'sign_in_required' });
    expect((await uploadPhoto(app, await noisePng(100), { anonymous: true })).statusCode).toBe(401);

    // The pipeline's checks hold: not an image, and a decompression bomb.
    const text = multipartFile('x.png', 'image/png', Buffer.from('not an image at all'));
    const refused = await app.inject({ method: 'POST', url: '/api/uploads/photos?for=message', payload: text.payload, headers: { ...text.headers, authorization: `Bearer ${buyer.token}` } });
    expect(refused.statusCode).toBe(415);
    const bomb = await messagePhoto(buyer, await zeroPng(9000, 9000));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'too_many_pixels' });
  });

  it('a message of photos (with or without text) shows them to both participants, to nobody else', async () => {
    const [a, b] = [await photoId(buyer), await photoId(buyer)];
    const started = await call('POST', '/api/messages/conversations', buyer, { announcementId: annId, text: 'Вот фото ПТС', photos: [a, b] });
    expect(started.statusCode).toBe(201);
    const sent = sentMessageSchema.parse(started.json());
    expect(sent.message.photos.map((p) => p.id)).toEqual([a, b]);
    const conv = sent.conversationId;
    // Photos alone.
    const c = await photoId(buyer);
    const alone = await call('POST', `/api/messages/conversations/${conv}/messages`, buyer, { photos: [c] });
    expect(alone.statusCode).toBe(201);
    expect(sentMessageSchema.parse(alone.json()).message).toMatchObject({ text: '', photos: [{ id: c }] });

    // The seller reads the conversation with the photos, and the list's last message carries its photo.
    const detail = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${conv}`, seller)).json());
    expect(detail.messages.map((m) => m.photos.map((p) => p.id))).toEqual([[a, b], [c]]);
    const list = conversationListSchema.parse((await call('GET', '/api/messages/conversations', seller)).json());
    expect(list.items.find((i) => i.id === conv)?.lastMessage?.photos.map((p) => p.id)).toEqual([c]);

    for (const id of [a, b, c]) {
      for (const size of ['card', 'full'] as const) {
        const url = `/api/messages/photos/${id}/${size}.webp`;
        expect((await call('GET', url, seller)).statusCode, `seller ${url}`).toBe(200);
        expect((await call('GET', url, buyer)).statusCode, `buyer ${url}`).toBe(200);
        // Another user gets what a photo that does not exist gets; a visitor is asked to sign in.
        const other = await call('GET', url, stranger);
        expect(other.statusCode, `stranger ${url}`).toBe(404);
        expect(other.json()).toMatchObject({ code: 'photo_not_found' });
        expect((await call('GET', url, null)).statusCode, `visitor ${url}`).toBe(401);
        expect((await app.inject({ url: `/media/uploads/${id}/${size}.webp` })).statusCode).toBe(404);
      }
    }
    expect((await call('GET', '/api/messages/photos/AAAAAAAAAAAAAAAAAAAAAA/card.webp', seller)).json()).toMatchObject({ code: 'photo_not_found' });
  });

  it('sends only the sender’s own unsent message photos, at most the limit, and never an empty message', async () => {
    const conv = sentMessageSchema.parse((await call('POST', '/api/messages/conversations', buyer, { announcementId: annId, text: 'Ещё вопрос' })).json()).conversationId;
    const send = (who: Person, body: unknown) => call('POST', `/api/messages/conversations/${conv}/messages`, who, body);
    const field = (res: Awaited<ReturnType<typeof send>>) => (res.json() as { fields?: Record<string, string[]> }).fields;

    // Someone else's photo, an announcement's (public) photo, one sent before, one twice in a message.
    const theirs = await photoId(seller);
    const publicUpload = (await uploadPhoto(app, await noisePng(4242), { token: buyer.token })).json() as { id: string };
    const used = await photoId(buyer);
    expect((await send(buyer, { photos: [used] })).statusCode).toBe(201);
    const fresh = await photoId(buyer);
    for (const photos of [[theirs], [publicUpload.id], [used], [fresh, fresh], ['AAAAAAAAAAAAAAAAAAAAAA']]) {
      const res = await send(buyer, { text: 'Фото', photos });
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
      expect(field(res)?.photos).toEqual(['message_photo_unknown']);
    }
    // Nothing of a refused message stays: the fresh photo can still be sent.
    const detail = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${conv}`, buyer)).json());
    expect(detail.messages.filter((m) => m.text === 'Фото')).toHaveLength(0);
    expect((await send(buyer, { photos: [fresh] })).statusCode).toBe(201);

    const many = await Promise.all(Array.from({ length: MESSAGE_PHOTOS_MAX + 1 }, () => photoId(buyer)));
    const tooMany = await send(buyer, { photos: many });
    expect(tooMany.statusCode).toBe(400);
    expect(field(tooMany)?.photos).toEqual(['message_photos_too_many']);
    expect((await send(buyer, { photos: many.slice(0, MESSAGE_PHOTOS_MAX) })).statusCode).toBe(201);

    const empty = await send(buyer, { text: '   ', photos: [] });
    expect(empty.statusCode).toBe(400);
    expect(field(empty)?.text).toEqual(['text_required']);

    // A message photo is no announcement's, article's, report's or inspection's: every other use of uploads reads
    // them through `findUploads`, which never finds a private one (posting then answers `photo_not_found`).
    const stray = await photoId(stranger);
    expect(await findUploads(t.db, [stray, publicUpload.id])).toEqual([expect.objectContaining({ id: publicUpload.id })]);
    expect((await call('GET', `/api/messages/photos/${stray}/card.webp`, buyer)).statusCode).toBe(404);
  });

  it('two sends racing for one photo: exactly one gets it', async () => {
    const conv = sentMessageSchema.parse((await call('POST', '/api/messages/conversations', buyer, { announcementId: annId, text: 'Гонка' })).json()).conversationId;
    const photo = await photoId(buyer);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/messages/conversations/${conv}/messages`, buyer, { photos: [photo] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
  });
});
