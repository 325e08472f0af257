import { randomUUID } from 'node:crypto';
import {
  TOKEN_ERROR,
  apiErrorSchema,
  authErrorSchema,
  logoutBodySchema,
  otpRequestResultSchema,
  otpRequestSchema,
  otpVerifySchema,
  profileSchema,
  refreshTokenBodySchema,
  signInResultSchema,
  testOtpQuerySchema,
  testOtpResultSchema,
  tokenCheckErrorSchema,
  tokenCheckResultSchema,
  tokenPairSchema,
  updateProfileSchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/db.js';
import * as authRepo from '../../db/repositories/auth.js';
import { cityExists } from '../../db/repositories/catalog.js';
import { findOrCreateUserByPhone, findUserById, toProfile, updateUser } from '../../db/repositories/users.js';
import { HttpError, notFound, unauthorized, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { TokenService, bearer } from '../../lib/tokens.js';
import { maybeSignedIn, readsBearer, requireUser, signedIn } from './guard.js';

const tooMany = (code: string, message: string, retryAfter: number) =>
  new HttpError(429, code, message, { retryAfter }, { 'retry-after': String(retryAfter) });

async function issuePair(app: FastifyInstance, db: Queryable, userId: number, familyId: string = randomUUID()) {
  const refresh = TokenService.newRefreshToken();
  await authRepo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: TokenService.sha256(refresh),
    ttl: app.config.refreshTokenTtl,
  });
  return { access_token: await app.tokens.signAccess(userId), refresh_token: refresh };
}

const auth: FastifyPluginAsyncZod = async (app) => {
  const otp = app.config.otp;

  app.post(
    '/otp/request',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestOtp',
        summary: 'Send a 6-digit sign-in code by SMS',
        body: otpRequestSchema,
        response: { 200: otpRequestResultSchema, 400: apiErrorSchema, 429: authErrorSchema },
      },
    },
    async (req) => {
      const { phone } = req.body;
      const code = TokenService.newOtpCode();
      const refusal = await app.db.transaction(async (tx) => {
        await authRepo.lockPhone(tx, phone);
        const last = await authRepo.latestOtp(tx, phone);
        if (last && last.age < otp.resendAfter) {
          return tooMany('otp_too_soon', 'A code was sent recently', Math.ceil(otp.resendAfter - last.age));
        }
        const recent = await authRepo.countRecentOtps(tx, phone, req.ip, 3600);
        if (recent.phone >= otp.perPhonePerHour || recent.ip >= otp.perIpPerHour) {
          return tooMany('otp_rate_limited', 'Too many codes requested, try again later', 3600);
        }
        await authRepo.insertOtp(tx, phone, app.tokens.hashOtp(phone, code), req.ip, otp.ttl);
        return null;
      });
      if (refusal) throw refusal;
      await app.sms.send(phone, `Jolda: код для входа ${code}. Никому его не сообщайте.`, { code });
      return { resendIn: otp.resendAfter, expiresIn: otp.ttl };
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyOtp',
        summary: 'Exchange the code for tokens; creates the account on first sign-in',
        body: otpVerifySchema,
        response: { 200: signInResultSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (req) => {
      const { phone, code } = req.body;
      // Errors are returned, not thrown, so a wrong attempt is still committed.
      const outcome = await app.db.transaction(async (tx) => {
        await authRepo.lockPhone(tx, phone);
        const last = await authRepo.latestOtp(tx, phone);
        if (!last || last.consumed) return new HttpError(400, 'otp_expired', 'No active code: request a new one');
        if (last.attempts >= otp.maxAttempts) {
          return new HttpError(429, 'otp_too_many_attempts', 'Too many wrong codes: request a new one');
        }
        if (last.expired) return new HttpError(400, 'otp_expired', 'The code has expired: request a new one');
        if (!app.tokens.otpMatches(phone, code, last.codeHash)) {
          const attempts = await authRepo.addOtpAttempt(tx, last.id);
          return attempts >= otp.maxAttempts
            ? new HttpError(429, 'otp_too_many_attempts', 'Too many wrong codes: request a new one')
            : new HttpError(400, 'otp_invalid', 'Wrong code', { attemptsLeft: otp.maxAttempts - attempts });
        }
        if (!(await authRepo.consumeOtp(tx, last.id))) return new HttpError(400, 'otp_expired', 'Code already used');
        const user = await findOrCreateUserByPhone(tx, phone, requestLocale(req));
        return { user: toProfile(user), ...(await issuePair(app, tx, user.id)) };
      });
      if (outcome instanceof HttpError) throw outcome;
      return outcome;
    },
  );

  app.get(
    '/check-token/',
    {
      onRequest: readsBearer,
      schema: {
        tags: ['auth'],
        operationId: 'checkToken',
        summary: 'Check an access token. 401 codes: 6 invalid, 7 user gone, 8 expired',
        response: { 200: tokenCheckResultSchema, 401: tokenCheckErrorSchema },
      },
    },
    async (req, reply) => {
      const token = bearer(req.headers.authorization);
      const check = token ? await app.tokens.verifyAccess(token) : ({ ok: false, reason: 'invalid' } as const);
      if (!check.ok) {
        return reply.code(401).send(
          check.reason === 'expired'
            ? { code: TOKEN_ERROR.expired, error: 'token_expired', message: 'Access token expired' }
            : { code: TOKEN_ERROR.invalid, error: 'token_invalid', message: 'Access token malformed or invalid' },
        );
      }
      const user = await findUserById(app.db, check.userId);
      if (!user || user.deleted) {
        return reply
          .code(401)
          .send({ code: TOKEN_ERROR.userGone, error: 'user_not_found', message: 'User no longer exists' });
      }
      return { valid: true as const, userId: user.id };
    },
  );

  app.post(
    '/refresh-token/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        summary: 'Rotate a refresh token; reusing a spent one revokes its whole family',
        body: refreshTokenBodySchema,
        response: { 200: tokenPairSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const outcome = await app.db.transaction(async (tx) => {
        const row = await authRepo.findRefreshToken(tx, TokenService.sha256(req.body.refresh_token));
        if (!row) return unauthorized('refresh_invalid', 'Unknown refresh token');
        if (row.used) {
          await authRepo.revokeFamily(tx, row.familyId);
          return unauthorized('refresh_reused', 'Refresh token already used: every session of this sign-in is revoked');
        }
        if (row.revoked) return unauthorized('refresh_revoked', 'Refresh token revoked');
        if (row.expired) return unauthorized('refresh_expired', 'Refresh token expired');
        const user = await findUserById(tx, row.userId);
        if (!user || user.deleted) {
          await authRepo.revokeFamily(tx, row.familyId);
          return unauthorized('user_not_found', 'User no longer exists');
        }
        if (!(await authRepo.markRefreshUsed(tx, row.id))) {
          await authRepo.revokeFamily(tx, row.familyId);
          return unauthorized('refresh_reused', 'Refresh token already used: every session of this sign-in is revoked');
        }
        return issuePair(app, tx, user.id, row.familyId);
      });
      if (outcome instanceof HttpError) throw outcome;
      return outcome;
    },
  );

  app.get(
    '/profile/v2/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'getProfile',
        summary: 'The signed-in user',
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return toProfile(await requireUser(app, req));
    },
  );

  app.put(
    '/update-profile/v2/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'updateProfile',
        summary: 'Update name, city or language of the signed-in user',
        body: updateProfileSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const patch = req.body;
      if (patch.cityId != null && !(await cityExists(app.db, patch.cityId))) {
        throw validationFailed({ cityId: ['city_not_found'] });
      }
      const updated = await updateUser(app.db, user.id, patch);
      if (!updated) throw unauthorized('user_not_found', 'User no longer exists');
      return toProfile(updated);
    },
  );

  app.post(
    '/logout/',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Revoke the refresh-token family (or every session of the bearer when no token is given)',
        body: logoutBodySchema.nullish(),
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const token = req.body?.refresh_token;
      if (token) {
        const row = await authRepo.findRefreshToken(app.db, TokenService.sha256(token));
        if (row) await authRepo.revokeFamily(app.db, row.familyId);
      } else {
        const b = bearer(req.headers.authorization);
        const check = b ? await app.tokens.verifyAccess(b) : null;
        if (check?.ok) await authRepo.revokeUserTokens(app.db, check.userId);
      }
      return reply.code(204).send(null);
    },
  );

  if (app.smsRecorder) {
    const recorder = app.smsRecorder;
    app.get(
      '/test/otp',
      {
        schema: {
          hide: true,
          querystring: testOtpQuerySchema,
          response: { 200: testOtpResultSchema, 404: apiErrorSchema },
        },
      },
      async (req) => {
        const phone = otpRequestSchema.shape.phone.safeParse(req.query.phone);
        const code = phone.success ? recorder.last.get(phone.data) : undefined;
        if (!phone.success || !code) throw notFound('otp_not_found', 'No code was sent to this phone');
        return { phone: phone.data, code };
      },
    );
  }
};
export default auth;
