import {
  TOKEN_ERROR,
  apiErrorSchema,
  authErrorSchema,
  cookieSessionSchema,
  cookieSignInResultSchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as authRepo from '../../db/repositories/auth.js';
import { cityExists } from '../../db/repositories/catalog.js';
import { findOrCreateUserByPhone, findUserInSession, toProfile, updateUser } from '../../db/repositories/users.js';
import { HttpError, notFound, unauthorized, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { TokenService, bearer } from '../../lib/tokens.js';
import { assertSameOrigin, clearSessionCookies, cookieMode, refreshTokenCookie, setSessionCookies } from './cookies.js';
import { maybeSignedIn, readsBearer, requireUser, signedIn } from './guard.js';
import { rotate, startSession } from './sessions.js';

const tooMany = (code: string, message: string, retryAfter: number) =>
  new HttpError(429, code, message, { retryAfter }, { 'retry-after': String(retryAfter) });


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
        response: { 200: otpRequestResultSchema, 400: apiErrorSchema, 429: authErrorSchema, 503: authErrorSchema },
      },
    },
    async (req) => {
      const { phone } = req.body;
      const code = TokenService.newOtpCode();
      const sent = await app.db.transaction(async (tx) => {
        await authRepo.lockPhone(tx, phone);
        const last = await authRepo.latestOtp(tx, phone);
        if (last && last.age < otp.resendAfter) {
          return tooMany('otp_too_soon', 'A code was sent recently', Math.ceil(otp.resendAfter - last.age));
        }
        const recent = await authRepo.countRecentOtps(tx, phone, req.ip, 3600);
        if (recent.phone >= otp.perPhonePerHour || recent.ip >= otp.perIpPerHour) {
          return tooMany('otp_rate_limited', 'Too many codes requested, try again later', 3600);
        }
        return authRepo.insertOtp(tx, phone, app.tokens.hashOtp(phone, code), req.ip, otp.ttl);
      });
      if (sent instanceof HttpError) throw sent;
      let receipt;
      try {
        receipt = await app.sms.send(phone, `Jolda: код для входа ${code}. Никому его не сообщайте.`, { code });
      } catch (err) {
        req.log.error({ err }, 'the SMS provider did not take the code');
        await authRepo.deleteOtp(app.db, sent);
        throw new HttpError(503, 'sms_unavailable', 'The code could not be sent: try again in a minute', { retryAfter: 60 }, { 'retry-after': '60' });
      }
      if (receipt?.demoCode) return { resendIn: otp.resendAfter, expiresIn: otp.ttl, demoCode: receipt.demoCode };
      return { resendIn: otp.resendAfter, expiresIn: otp.ttl };
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyOtp',
        summary:
          'Exchange the code for tokens; creates the account on first sign-in. With `x-jolda-session: cookie` (the site) the pair is set as cookies and the body has no refresh token',
        body: otpVerifySchema,
        response: {
          200: z.union([signInResultSchema, cookieSignInResultSchema]),
          400: authErrorSchema,
          403: apiErrorSchema,
          429: authErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const cookies = cookieMode(req);
      if (cookies) assertSameOrigin(req, app.config.corsOrigin);
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
        return { user: toProfile(user), ...(await startSession(app, tx, user.id)) };
      });
      if (outcome instanceof HttpError) throw outcome;
      if (!cookies) return outcome;
      setSessionCookies(req, reply, outcome);
      const { refresh_token: _kept, ...rest } = outcome;
      return rest;
    },
  );

  app.get(
    '/check-token/',
    {
      onRequest: readsBearer,
      schema: {
        tags: ['auth'],
        operationId: 'checkToken',
        summary: 'Check an access token. 401 codes: 6 invalid or its session ended, 7 user gone, 8 expired',
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
      const found = await findUserInSession(app.db, check.userId, check.sessionId);
      if (!found || found.user.deleted) {
        return reply
          .code(401)
          .send({ code: TOKEN_ERROR.userGone, error: 'user_not_found', message: 'User no longer exists' });
      }
      if (!found.sessionLive) {
        // Signed out, or the sign-in was revoked: the spec's "invalid" (both tokens cleared).
        return reply
          .code(401)
          .send({ code: TOKEN_ERROR.invalid, error: 'session_revoked', message: 'This sign-in has ended' });
      }
      return { valid: true as const, userId: found.user.id };
    },
  );

  app.post(
    '/refresh-token/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        summary: 'Rotate a refresh token. The same token again within the grace window answers the same new refresh token; later, it revokes the session',
        description:
          'The refresh token comes in the body; the site sends `x-jolda-session: cookie` instead, and the token is read from its HttpOnly cookie, the new pair is set as cookies (both gone when the refresh fails) and the body has no refresh token.',
        body: refreshTokenBodySchema.nullish(),
        response: {
          200: z.union([tokenPairSchema, cookieSessionSchema]),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      if (cookieMode(req)) {
        assertSameOrigin(req, app.config.corsOrigin);
        const token = refreshTokenCookie(req);
        const outcome = token
          ? await app.db.transaction((tx) => rotate(app, tx, token))
          : unauthorized('refresh_invalid', 'No refresh token cookie');
        if (outcome instanceof HttpError) {
          clearSessionCookies(req, reply);
          throw outcome;
        }
        setSessionCookies(req, reply, outcome);
        const { refresh_token: _kept, ...rest } = outcome;
        return rest;
      }
      const token = req.body?.refresh_token;
      if (!token) throw validationFailed({ refresh_token: ['required'] });
      const outcome = await app.db.transaction((tx) => rotate(app, tx, token));
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
        summary: "End the refresh token's session (or the bearer's session when no token is given), access tokens included",
        description: 'With `x-jolda-session: cookie` (the site) the refresh token is the cookie, and both session cookies are removed.',
        body: logoutBodySchema.nullish(),
        response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      let token = req.body?.refresh_token;
      if (cookieMode(req)) {
        assertSameOrigin(req, app.config.corsOrigin);
        token = refreshTokenCookie(req);
        clearSessionCookies(req, reply);
      }
      if (token) {
        const sessionId = await authRepo.sessionOfRefreshToken(app.db, TokenService.sha256(token));
        if (sessionId) await authRepo.revokeSession(app.db, sessionId);
      }
      const b = bearer(req.headers.authorization);
      const check = b ? await app.tokens.verifyAccess(b) : null;
      if (check?.ok) await authRepo.revokeSession(app.db, check.sessionId);
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
