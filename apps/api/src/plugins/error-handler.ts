import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

/** Fastify's own 4xx error codes mapped to our stable codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/**
 * Every error answer is `{ code, message, fields?, requestId }`: validation errors become 400 `validation_failed`
 * with messages per field path; 5xx hide their details and are logged.
 */
export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const requestId = req.id;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
        (fields[path] ??= []).push(v.message ?? 'invalid');
      }
      return reply.code(400).send({ code: 'validation_failed', message: 'Validation failed', fields, requestId });
    }
    if (err instanceof HttpError) {
      if (err.statusCode >= 500) req.log.error({ err }, err.message);
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ code: err.code, message: err.message, ...err.extra, requestId });
    }
    const status = err.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(err)) {
      const code = FASTIFY_CODES[err.code] ?? (status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request');
      return reply.code(status).send({ code, message: err.message, requestId });
    }
    req.log.error({ err }, 'request failed');
    const unavailable = status === 503;
    return reply.code(unavailable ? 503 : 500).send({
      code: unavailable ? 'service_unavailable' : 'internal_error',
      message: unavailable ? 'Service unavailable' : 'Internal server error',
      requestId,
    });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      code: 'not_found',
      message: `Route ${req.method} ${req.url.split('?')[0]} not found`,
      requestId: req.id,
    });
  });
}
