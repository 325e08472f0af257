import { isAxiosError, isCancel } from 'axios';
import type { ApiError } from '@jolda/contracts';

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * The API's common error body (`apiErrorSchema` in @jolda/contracts), or null for any other shape. Checked by hand: an
 * error must be readable synchronously, without loading the schema chunk. `errors.test.ts` holds it to the schema.
 */
export function readApiErrorBody(body: unknown): ApiError | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (!isString(b['code']) || !isString(b['message'])) return null;
  if (b['requestId'] !== undefined && !isString(b['requestId'])) return null;
  const fields = b['fields'];
  if (fields !== undefined) {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    for (const v of Object.values(fields)) if (!Array.isArray(v) || !v.every(isString)) return null;
  }
  return {
    code: b['code'],
    message: b['message'],
    ...(fields !== undefined ? { fields: fields as Record<string, string[]> } : {}),
    ...(b['requestId'] !== undefined ? { requestId: b['requestId'] as string } : {}),
  };
}

/** Codes the client itself assigns when the API gave no error body. */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  canceled: 'canceled',
  unknown: 'unknown_error',
  /** The answer did not match the contract schema. */
  invalidResponse: 'invalid_response',
} as const;

/**
 * The one error type every `Http` call rejects with. Screens read `status`/`code` to pick an error state
 * (with a retry button); forms read `fields` (per-field messages of a 400 `validation_failed`).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status, or `null` when no answer arrived (network error, timeout, cancel). */
  readonly status: number | null;
  /** The API's stable code (`not_found`, `validation_failed`, …), a numeric body code as a string (check-token: `"8"`), or `network_error` / `canceled` / `unknown_error`. */
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** `x-request-id` of the answer (or the body's `requestId`), for support and logs. */
  readonly requestId: string | undefined;
  readonly method: string;
  readonly url: string;
  /** The raw error body, for endpoints with their own error shape (check-token's numeric `code`). */
  readonly body: unknown;

  constructor(init: {
    status: number | null;
    code: string;
    message: string;
    fields?: Record<string, string[]> | undefined;
    requestId?: string | undefined;
    method?: string;
    url?: string;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
    this.method = init.method ?? 'GET';
    this.url = init.url ?? '';
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }
  get isCanceled(): boolean {
    return this.code === CLIENT_ERROR_CODES.canceled;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const h = headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  const v = typeof h.get === 'function' ? h.get(name) : (h[name] ?? h[name.toLowerCase()]);
  if (v === undefined || v === null || v === false) return undefined;
  return String(v);
}

export function readRequestId(headers: unknown): string | undefined {
  return headerValue(headers, 'x-request-id');
}

/** Turns anything axios (or a schema parse) throws into an `ApiRequestError`. Idempotent. */
export function toApiRequestError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  if (isCancel(err)) {
    const cfg = isAxiosError(err) ? err.config : undefined;
    return new ApiRequestError({
      status: null,
      code: CLIENT_ERROR_CODES.canceled,
      message: 'Request canceled',
      method: cfg?.method?.toUpperCase(),
      url: cfg?.url,
      cause: err,
    });
  }
  if (isAxiosError(err)) {
    const method = err.config?.method?.toUpperCase() ?? 'GET';
    const url = err.config?.url ?? '';
    const response = err.response;
    if (!response) {
      return new ApiRequestError({
        status: null,
        code: CLIENT_ERROR_CODES.network,
        message: err.message || 'Network error',
        method,
        url,
        cause: err,
      });
    }
    const body: unknown = response.data;
    const headerId = readRequestId(response.headers);
    const parsed = readApiErrorBody(body);
    if (parsed) {
      return new ApiRequestError({
        status: response.status,
        code: parsed.code,
        message: parsed.message,
        fields: parsed.fields,
        requestId: headerId ?? parsed.requestId,
        method,
        url,
        body,
        cause: err,
      });
    }
    // Bodies outside the common shape, e.g. check-token's `{ code: 8, error, message }`.
    const loose = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const code =
      typeof loose['code'] === 'number' || typeof loose['code'] === 'string'
        ? String(loose['code'])
        : `http_${response.status}`;
    return new ApiRequestError({
      status: response.status,
      code,
      message: typeof loose['message'] === 'string' ? loose['message'] : err.message,
      requestId: headerId ?? (typeof loose['requestId'] === 'string' ? loose['requestId'] : undefined),
      method,
      url,
      body,
      cause: err,
    });
  }
  return new ApiRequestError({
    status: null,
    code: CLIENT_ERROR_CODES.unknown,
    message: err instanceof Error ? err.message : String(err),
    cause: err,
  });
}
