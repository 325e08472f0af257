import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES, apiErrorSchema, uploadedPhotoSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertUpload } from '../../db/repositories/uploads.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { maybeSignedIn, optionalUserId } from '../auth/guard.js';
import { UnsupportedImage, newUploadId, processImage, storeVariants, uploadedPhoto, uploadsRoot } from './images.js';

const unsupported = () =>
  new HttpError(415, 'unsupported_type', 'Only JPEG, PNG, WebP and HEIC photos are accepted (the content is checked)');
const tooLarge = () => new HttpError(413, 'file_too_large', `A photo may be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);

/**
 * `POST /api/uploads/photos` (multipart, one file per request) and `GET /media/uploads/:id/:size.webp`.
 * Anonymous uploads are allowed, so a visitor can fill the whole form before signing in; the random id is the
 * capability, and the upload is claimed by the account that publishes it.
 */
const uploads: FastifyPluginAsyncZod = async (app) => {
  const root = uploadsRoot(app.config.dataDir);
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/uploads/photos',
    {
      // A file of 15 MB plus the multipart framing; the limit proper is the multipart `fileSize`.
      bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      onRequest: maybeSignedIn,
      schema: {
        tags: ['uploads'],
        operationId: 'uploadPhoto',
        summary: 'Upload one photo (multipart field `file`): JPEG, PNG or WebP, at most 15 MB; WebP sizes are made',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(400, 'multipart_required', 'Send the photo as multipart/form-data');
      let buffer: Buffer;
      try {
        const file = await req.file();
        if (!file) throw new HttpError(400, 'file_required', 'No file in the request');
        buffer = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
      } catch (e) {
        if (e instanceof HttpError) throw e;
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
        throw new HttpError(400, 'bad_request', 'Malformed multipart body');
      }
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(buffer);
      } catch (e) {
        if (e instanceof UnsupportedImage) throw unsupported();
        throw e;
      }
      const id = newUploadId();
      await storeVariants(root, id, image.variants);
      await insertUpload(app.db, {
        id,
        userId: await optionalUserId(app, req),
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: buffer.length,
        contentHash: image.contentHash,
        phash: image.phash,
      });
      const page = image.variants.page;
      return reply.code(201).send(uploadedPhoto(id, page.width, page.height));
    },
  );

  app.get(
    '/media/uploads/:id/:size.webp',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['media'],
        operationId: 'getUploadedPhoto',
        summary: 'An uploaded photo in one size (card 480, page 1200, full 2000 px wide), immutable',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/), size: z.enum(['card', 'page', 'full']) }),
        response: {
          200: { description: 'The WebP file', content: { 'image/webp': { schema: z.any().meta({ contentMediaType: 'image/webp' }) } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      let data: Buffer;
      try {
        data = await readFile(join(root, req.params.id, `${req.params.size}.webp`));
      } catch {
        throw notFound('photo_not_found', 'Photo not found');
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
export default uploads;
