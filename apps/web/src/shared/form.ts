/**
 * The house form convention (`@tanstack/react-form`; see docs/architecture.md "How to add a page"):
 * - values are what the user typed (strings, partial), turned into the request body only when sent;
 * - the submit validator is the contract's schema, the one the API validates with (`validateWith`), so the client
 *   shows the API's own codes next to the fields without a round trip;
 * - the API's 400 `fields` land next to the same fields (`showApiFieldErrors`), like the client's own errors: gone when
 *   the field changes or at the next submit; nothing typed is reset;
 * - the write itself is a mutation from a `<domain>Mutations` factory of `@jolda/api-client`.
 */
import type { AnyFormApi } from '@tanstack/react-form';
import { isApiRequestError, type StandardResult, type StandardSchema } from '@jolda/api-client';

/** What a form validator returns for TanStack Form: errors per field (codes), or nothing when valid. */
export type FieldErrors = Record<string, string[]>;

/** The issues of a Standard Schema result as codes per top-level field (`{ price: ['price_range'] }`). */
export function issuesByField(result: StandardResult<unknown>): FieldErrors | undefined {
  if (!result.issues) return undefined;
  const out: FieldErrors = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const key = first === undefined ? 'form' : String(typeof first === 'object' ? first.key : first);
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/**
 * An asynchronous form validator (`validators: { onSubmitAsync }`) from a contract schema: the form's values become
 * the request body through `toBody`, and the schema's issues go next to the fields of the same name.
 */
export function validateWith<V, B>(schema: StandardSchema<B, unknown>, toBody: (values: V) => B) {
  return async ({ value }: { value: V }): Promise<{ fields: FieldErrors } | undefined> => {
    const fields = issuesByField(await schema['~standard'].validate(toBody(value)));
    return fields ? { fields } : undefined;
  };
}

/** The first error of a field as a code: a code a validator returned, the first of a list of codes, or an issue's message. */
export function errorCode(errors: readonly unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string' && e) return e;
    if (Array.isArray(e) && typeof e[0] === 'string') return e[0];
    if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string') {
      return (e as { message: string }).message;
    }
  }
  return undefined;
}


/**
 * Puts errors next to fields as submit errors (`errorMap.onSubmit`, from the form): each disappears when its field
 * changes or at the next submit. Works for fields not on screen (another step), which show it when they are.
 */
export function setFieldErrors(form: AnyFormApi, fields: Record<string, unknown>): void {
  type Meta = { errorMap?: Record<string, unknown>; errorSourceMap?: Record<string, unknown> } | undefined;
  const set = form.setFieldMeta as unknown as (field: string, updater: (prev: Meta) => Meta) => void;
  for (const [name, error] of Object.entries(fields)) {
    set(name, (prev) => ({
      ...prev,
      errorMap: { ...prev?.errorMap, onSubmit: error },
      errorSourceMap: { ...prev?.errorSourceMap, onSubmit: 'form' },
    }));
  }
}

/**
 * The API's 400 answer with per-field codes, shown next to the fields; returns those fields, or null when the error
 * is something else (the caller says so in its own words).
 */
export function showApiFieldErrors(form: AnyFormApi, error: unknown): FieldErrors | null {
  if (!isApiRequestError(error) || error.status !== 400 || !error.fields) return null;
  if (Object.keys(error.fields).length === 0) return null;
  setFieldErrors(form, error.fields);
  return error.fields;
}
