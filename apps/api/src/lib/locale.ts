import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The visitor's language by `Accept-Language` (negotiator, jshttp: q-values, `kk-KZ` → kk): `kk` or `ru` (default). */
export function requestLocale(req: FastifyRequest): 'ru' | 'kk' {
  if (!req.headers['accept-language']) return 'ru';
  return new Negotiator(req).language(['ru', 'kk']) === 'kk' ? 'kk' : 'ru';
}
