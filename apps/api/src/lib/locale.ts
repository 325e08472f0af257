import type { FastifyRequest } from 'fastify';

/** `kk` when the first language of Accept-Language is Kazakh, `ru` otherwise. */
export function requestLocale(req: FastifyRequest): 'ru' | 'kk' {
  const header = req.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'kk' || first.startsWith('kk-') ? 'kk' : 'ru';
}
