/** An error with a stable code that the error handler turns into `{ code, message, fields?, requestId }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields of the error body (e.g. `retryAfter`, `attemptsLeft`, `fields`). */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const unauthorized = (code = 'unauthorized', message = 'Authentication required') =>
  new HttpError(401, code, message);
export const validationFailed = (fields: Record<string, string[]>, message = 'Validation failed') =>
  new HttpError(400, 'validation_failed', message, { fields });
