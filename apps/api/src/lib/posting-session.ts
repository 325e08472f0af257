import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** How long a posting session's token is good for: a day (long enough to fill the form, photos first, then sign in). */
export const POSTING_SESSION_TTL_S = 24 * 3600;

/**
 * Tokens of posting sessions: JWT (HS256) naming a session row, signed with a key derived from `JWT_SECRET` for this
 * use only, so a posting token is never an access token nor the other way round.
 */
export class PostingSessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`jolda posting session\0${secret}`).digest();
  }

  static newId(): string {
    return randomBytes(16).toString('base64url');
  }

  async sign(id: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ typ: 'posting' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(id)
      .setIssuer('jolda')
      .setIssuedAt(now)
      .setExpirationTime(now + POSTING_SESSION_TTL_S)
      .sign(this.key);
  }

  /** The session id of a good, unexpired token, or null. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: 'jolda' });
      return payload['typ'] === 'posting' && typeof payload.sub === 'string' && /^[\w-]{16,40}$/.test(payload.sub)
        ? payload.sub
        : null;
    } catch {
      return null;
    }
  }
}
