import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  POSTING_SESSION_HEADER,
  apiErrorSchema,
  photoTooLargeSchema,
  postingSessionSchema,
  rateLimitedSchema,
  uploadedPhotoSchema,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_UPLOADS } from '../../config.js';
import { createPostingSession, returnUpload, takeUpload } from '../../db/repositories/posting-sessions.js';
import { insertUpload } from '../../db/repositories/uploads.js';
import { HttpError, notFound, unauthorized } from '../../lib/errors.js';
import { defineGuard } from '../../lib/guards.js';
import { Busy, Limiter } from '../../lib/limiter.js';
import { POSTING_SESSION_TTL_S, PostingSessionTokens } from '../../lib/posting-session.js';
import { bearer } from '../../lib/tokens.js';
import { authenticate } from '../auth/guard.js';
import {
  ImageWorker,
  PhotoRefused,
  type ProcessedImage,
  newUploadId,
  privateUploadsRoot,
  readHeader,
  storeVariants,
  uploadedMessagePhoto,
  uploadedPhoto,
  uploadsRoot,
} from './images.js';

const unsupported = () =>
  new HttpError(
    415,
    'unsupported_type',
    'Only JPEG, PNG, WebP and HEIC photos are accepted (the content is checked)',
  );
const tooLarge = () =>
  new HttpError(413, 'file_too_large', `A photo may be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);

const tooManyPixels = (limit: number) =>
  new HttpError(413, 'too_many_pixels', `A photo may have at most ${limit / 1_000_000} megapixels`, {
    maxPixels: limit,
  });
const busy = () =>
  new HttpError(
    503,
    'uploads_busy',
    'Too many photos are being processed; try again in a few seconds',
    {},
    { 'retry-after': '3' },
  );

/** Who uploads: a signed-in user, or a visitor's posting session. */
type Uploader = { userId: number; session: null } | { userId: null; session: string };

/** What a photo is for: an announcement (public files), or a message (private to its conversation). */
type Purpose = 'announcement' | 'message';

const tokensByApp = new WeakMap<object, PostingSessionTokens>();
const postingSessionTokens = (app: FastifyInstance) => {
  let tokens = tokensByApp.get(app.config);
  if (!tokens) tokensByApp.set(app.config, (tokens = new PostingSessionTokens(app.config.jwtSecret)));
  return tokens;
};
/** The posting session `uploaderGuard` let in. */
const postingSessionOf = new WeakMap<FastifyRequest, string>();

/**
 * The guard of an upload: a signed-in user (a bearer token, checked like `signedIn`) or a posting session
 * (`x-posting-session`). It answers 401 before the body (up to 15 MB) is read.
 */
const uploaderGuard = defineGuard([{ bearer: [] }, { postingSession: [] }], async (req) => {
  if (bearer(req.headers.authorization)) {
    req.user = await authenticate(req.server, req);
    return;
  }
  const token = req.headers[POSTING_SESSION_HEADER];
  if (typeof token === 'string' && token) {
    const session = await postingSessionTokens(req.server).verify(token);
    if (!session) throw unauthorized('posting_session_invalid', 'The posting session expired; start a new one');
    postingSessionOf.set(req, session);
    return;
  }
  throw unauthorized(
    'upload_session_required',
    'Sign in or start a posting session (POST /api/uploads/sessions) to upload photos',
  );
});

/**
 * `POST /api/uploads/sessions`, `POST /api/uploads/photos` (multipart, one file per request) and
 * `GET /media/uploads/:id/:size.webp`.
 *
 * An upload needs a signed-in user (bearer token) or a posting session (`x-posting-session`), which a visitor gets
 * before the first photo, so the whole form can still be filled before signing in; a session uploads at most
 * `perPostingSession` photos. The random upload id is the capability, and the upload is claimed by the account that
 * publishes it.
 *
 * Decoding is bounded (issue 17, defect 3): a photo's header is read first (at most 50 MP, HEIC 25 MP), decoding
 * streams into a working size of at most 2000×4000, and at most `decodes` photos are processed at once, with `queue`
 * more waiting; beyond that an upload is answered 503 with Retry-After.
 *
 * `?for=message`: a photo for a message (issue 23), signed-in users only, through the same checks and limits; its
 * files go to the private folder and answer only to the participants (`GET /api/messages/photos/:id/:size.webp`).
 */
const uploads: FastifyPluginAsyncZod = async (app) => {
  const root = uploadsRoot(app.config.dataDir);
  const privateRoot = privateUploadsRoot(app.config.dataDir);
  const limits = { ...DEFAULT_UPLOADS, ...app.config.uploads };
  const decodes = new Limiter(limits.decodes, limits.queue);
  const worker = new ImageWorker();
  app.addHook('onClose', async () => worker.stop());
  const sessions = postingSessionTokens(app);
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/uploads/sessions',
    {
      // A session is cheap to start but lets its holder upload: a visitor needs one per form, not hundreds.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['uploads'],
        operationId: 'startPostingSession',
        summary: `Start a posting session: its token (header \`${POSTING_SESSION_HEADER}\`) lets a visitor who is not signed in upload photos`,
        response: { 201: postingSessionSchema, 429: rateLimitedSchema },
      },
    },
    async (_req, reply) => {
      const id = PostingSessionTokens.newId();
      await createPostingSession(app.db, id);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ token: await sessions.sign(id), expiresIn: POSTING_SESSION_TTL_S });
    },
  );

  app.post(
    '/api/uploads/photos',
    {
      // A file of 15 MB plus the multipart framing; the limit proper is the multipart `fileSize`.
      bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      onRequest: uploaderGuard,
      schema: {
        tags: ['uploads'],
        operationId: 'uploadPhoto',
        summary:
          'Upload one photo (multipart field `file`): JPEG, PNG, WebP or HEIC, at most 15 MB and 50 MP; WebP sizes are made. ' +
          `A signed-in user's bearer token or a posting session (\`${POSTING_SESSION_HEADER}\`)`,
        consumes: ['multipart/form-data'],
        querystring: z.object({
          for: z
            .enum(['announcement', 'message'])
            .optional()
            .describe('`message`: a photo for a message, private to its conversation (a signed-in user only)'),
        }),
        response: {
          201: uploadedPhotoSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: photoTooLargeSchema,
          415: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new HttpError(400, 'multipart_required', 'Send the photo as multipart/form-data');
      const uploader: Uploader = req.user
        ? { userId: req.user.id, session: null }
        : { userId: null, session: postingSessionOf.get(req)! };
      const purpose: Purpose = req.query.for ?? 'announcement';
      if (purpose === 'message' && !uploader.userId) {
        throw unauthorized('sign_in_required', 'Sign in to send photos in messages');
      }
      if (uploader.session && !(await takeUpload(app.db, uploader.session, limits.perPostingSession))) {
        throw new HttpError(
          403,
          'upload_limit',
          `A posting session may upload at most ${limits.perPostingSession} photos; sign in to upload more`,
        );
      }
      let stored = false;
      try {
        const photo = await receive(req, uploader, purpose);
        stored = true;
        return reply.code(201).send(photo);
      } finally {
        if (uploader.session && !stored) await returnUpload(app.db, uploader.session);
      }
    },
  );

  /** Reads, checks, processes and stores the photo of an upload request. */
  async function receive(req: FastifyRequest, uploader: Uploader, purpose: Purpose) {
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
    let image: ProcessedImage;
    try {
      // The header first: a photo we do not take, or a bomb, is refused at once and never waits for a decode.
      await readHeader(buffer);
      image = await decodes.run(() => worker.process(buffer));
    } catch (e) {
      if (e instanceof PhotoRefused)
        throw e.failure.kind === 'too_many_pixels' ? tooManyPixels(e.failure.limit) : unsupported();
      if (e instanceof Busy) throw busy();
      throw e;
    }
    const id = newUploadId();
    const forMessage = purpose === 'message';
    await storeVariants(forMessage ? privateRoot : root, id, image.variants);
    await insertUpload(app.db, {
      private: forMessage,
      id,
      userId: uploader.userId,
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: buffer.length,
      contentHash: image.contentHash,
      phash: image.phash,
    });
    const page = image.variants.page;
    return (forMessage ? uploadedMessagePhoto : uploadedPhoto)(id, page.width, page.height);
  }

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
