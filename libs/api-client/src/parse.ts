import { ApiRequestError, CLIENT_ERROR_CODES } from './errors.js';

export interface Schema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

type Contracts = typeof import('./schemas.js');
/** The names of the contract schemas (`searchResultSchema`, …). */
export type ContractSchemaName = {
  [K in keyof Contracts]: Contracts[K] extends Schema<unknown> ? K : never;
}[keyof Contracts];
type Parsed<K extends ContractSchemaName> = Contracts[K] extends Schema<infer T> ? T : never;

let contracts: Promise<Contracts> | undefined;
/**
 * The contract schemas, loaded on the first answer to check: in the browser they (and zod) are a chunk of their own,
 * fetched after the page is interactive, so a page's first JavaScript does not build a hundred schemas it does not use
 * yet (server-rendered data arrives already checked, by the server).
 */
export function loadContractSchemas(): Promise<Contracts> {
  return (contracts ??= import('./schemas.js').catch((e: unknown) => {
    contracts = undefined; // a failed chunk request (offline, a new deploy) is retried by the next answer
    throw e;
  }));
}

/**
 * Whether answers are checked against the contracts here: everywhere but in a production build's browser — in
 * development, in tests (unit and API), and on the server that renders pages (its data reaches the page already checked).
 *
 * A production browser trusts the answer's shape, because the API checks its own: every route declares its answer's
 * schema and the API serialises through it (fastify-type-provider-zod's `serializerCompiler` encodes the value with the
 * route's contract and answers 500 if it does not fit), and the browser's code is built from the same contracts as the
 * API it talks to. Checking again cost a phone's main thread a few hundred milliseconds right after hydration (zod and
 * every contract schema built for the first answer, the car page's and the model page's long tasks at 4× CPU), for a
 * failure that could only be the API's own, which it already turns into a 500.
 */
export const CHECKS_ANSWERS = !(typeof window !== 'undefined' && import.meta.env?.PROD === true);

/**
 * Parses an answer with the contract schema of that name; a mismatch rejects like any other API failure
 * (`invalid_response`). In a production browser the answer is returned as the API sent it (see {@link CHECKS_ANSWERS}).
 */
export async function parseResponse<K extends ContractSchemaName>(
  name: K,
  data: unknown,
  what: string,
): Promise<Parsed<K>> {
  if (!CHECKS_ANSWERS) return data as Parsed<K>;
  const schema = (await loadContractSchemas())[name] as unknown as Schema<Parsed<K>>;
  return parseWith(schema, data, what);
}

/** `parseResponse` with a schema at hand (any zod schema fits). */
export function parseWith<T>(schema: Schema<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  throw new ApiRequestError({
    status: 200,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: `Unexpected answer from ${what}: ${r.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
      .join('; ')}`,
    url: what,
    body: data,
    cause: r.error,
  });
}

/** Serialises a query object: lists comma-separated, booleans `true`/`false`, `undefined`/`null`/`''` left out. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const v = query[key];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) params.set(key, v.map(String).join(','));
    } else {
      params.set(key, String(v));
    }
  }
  return params;
}

/** `path` plus `?query` when the query is non-empty. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const qs = toSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The result of a Standard Schema validation (https://standardschema.dev): the value, or the issues with their paths. */
export type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

/** A Standard Schema (v1): what form libraries (`@tanstack/react-form`) take as a validator. zod 4 schemas are ones. */
export interface StandardSchema<Input, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

type StandardTypes<S> = S extends { '~standard': { types?: infer T } } ? NonNullable<T> : never;
type SchemaInput<K extends ContractSchemaName> = StandardTypes<Contracts[K]> extends { input: infer I } ? I : unknown;
type SchemaOutput<K extends ContractSchemaName> = StandardTypes<Contracts[K]> extends { output: infer O } ? O : unknown;

/**
 * A contract schema as an asynchronous Standard Schema, for a form's submit validator
 * (`validators: { onSubmitAsync: contractSchema('otpRequestSchema') }`): it validates with exactly the schema the API
 * validates with, and loads it (and zod) with the schema chunk on first use, so a form's page does not carry zod in
 * its first JavaScript. The issues' messages are the contract's codes (`phone_invalid`, `price_range`), as in the API's
 * 400 `fields`.
 */
export function contractSchema<K extends ContractSchemaName>(name: K): StandardSchema<SchemaInput<K>, SchemaOutput<K>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'jolda-contracts',
      validate: async (value) => {
        const schema = (await loadContractSchemas())[name] as unknown as StandardSchema<unknown, SchemaOutput<K>>;
        return schema['~standard'].validate(value);
      },
    },
  };
}
