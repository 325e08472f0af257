import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export type AccessCheck =
  | { ok: true; userId: number; sessionId: string }
  | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Access tokens (JWT HS256, `sub` = user id, `sid` = the session, see `auth_sessions`), refresh-token rotation, and
 * the hashing of refresh tokens and OTP codes.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly rotationKey: Buffer;
  constructor(
    secret: string,
    readonly accessTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.rotationKey = createHmac('sha256', secret).update('jolda refresh-token rotation').digest();
  }

  async signAccess(userId: number, sessionId: string, opts: { expiresAt?: number } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('jolda')
      .setIssuedAt(now)
      .setExpirationTime(opts.expiresAt ?? now + this.accessTtl)
      .sign(this.key);
  }

  /**
   * The token's user and session, or why not. The session's state is the caller's to check (`auth_sessions`). A
   * token signed before sessions existed (no `sid`) counts as expired, so the client refreshes it into one that has.
   */
  async verifyAccess(token: string): Promise<AccessCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: 'jolda' });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || payload['typ'] !== 'access') return { ok: false, reason: 'invalid' };
      const sid = payload['sid'];
      if (sid === undefined) return { ok: false, reason: 'expired' };
      if (typeof sid !== 'string' || !UUID.test(sid)) return { ok: false, reason: 'invalid' };
      return { ok: true, userId, sessionId: sid };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** The refresh token a sign-in starts with (256 random bits). */
  static newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The refresh token that replaces `token` when it rotates: derived from it with a server key, so a request that
   * presents `token` again within the grace window gets the very same successor without the database keeping any
   * token in the clear. Without the key a token's successor cannot be guessed.
   */
  successorOf(token: string): string {
    return createHmac('sha256', this.rotationKey).update(token).digest('base64url');
  }

  static sha256(value: string): string {
    return createHash('sha256').update(value).digest('hex');
  }

  static newOtpCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  /** OTP hashes are keyed by the server secret and the phone, so a leaked table reveals nothing usable. */
  hashOtp(phone: string, code: string): string {
    return createHash('sha256').update(this.key).update(`:${phone}:${code}`).digest('hex');
  }

  otpMatches(phone: string, code: string, hash: string): boolean {
    const a = Buffer.from(this.hashOtp(phone, code), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** The bearer token of an Authorization header, or null. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1]! : null;
}
