import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export type AccessCheck =
  | { ok: true; userId: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Access tokens (JWT HS256, `sub` = user id) and the hashing of refresh tokens and OTP codes. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly accessTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, opts: { expiresAt?: number } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('jolda')
      .setIssuedAt(now)
      .setExpirationTime(opts.expiresAt ?? now + this.accessTtl)
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: 'jolda' });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || payload['typ'] !== 'access') return { ok: false, reason: 'invalid' };
      return { ok: true, userId };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** An opaque refresh token (256 random bits). */
  static newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
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
