import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** An OpenAPI security requirement: scheme name → scopes. `{}` means "no credentials". */
export type SecurityRequirement = Record<string, string[]>;

/**
 * A route's auth guard: an `onRequest` hook that also says which credentials it takes, so the route's OpenAPI
 * `security` is derived from the guard it really runs (`deriveSecurity`, applied to every route in `plugins/openapi.ts`)
 * and never written by hand. Put guards on the route: `app.get('/x', { onRequest: signedIn, schema }, handler)`.
 */
export interface Guard {
  (req: FastifyRequest, reply: FastifyReply): Promise<void>;
  readonly security: readonly SecurityRequirement[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's guards, recorded by `deriveSecurity`. */
    guards?: readonly Guard[];
  }
}

const GUARDS = new WeakSet<object>();
/** Schemas whose `security` `deriveSecurity` wrote (Fastify hands a GET's options to `onRoute` again for its HEAD). */
const DERIVED = new WeakSet<object>();

/**
 * Makes a guard. `check` throws (a 401/403 `HttpError`) to refuse the request. The hook refuses with a 500 when it
 * runs on a route whose security was not derived from it (e.g. added with `app.addHook` for a whole plugin, which
 * the OpenAPI document cannot see): such a route would be documented as public.
 */
export function defineGuard(
  security: readonly SecurityRequirement[],
  check?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
): Guard {
  const guard = async function guard(req: FastifyRequest, reply: FastifyReply) {
    if (!(guardsOf(req) as readonly unknown[]).includes(guard)) {
      throw new Error(
        `${req.method} ${req.routeOptions.url}: a guard runs as a plugin hook; put it on the route (onRequest)`,
      );
    }
    await check?.(req, reply);
  } as Guard;
  Object.defineProperty(guard, 'security', { value: Object.freeze([...security]) });
  GUARDS.add(guard);
  return guard;
}

/**
 * A guard that refuses nothing and only declares what the handler reads itself: for routes that take credentials
 * optionally (`[{}, { bearer: [] }]`) or check them with answers of their own.
 */
export const declaresSecurity = (security: readonly SecurityRequirement[]): Guard => defineGuard(security);

export const isGuard = (hook: unknown): hook is Guard => typeof hook === 'function' && GUARDS.has(hook);

/** The guards derived for the request's route (see `deriveSecurity`). */
export function guardsOf(req: FastifyRequest): readonly Guard[] {
  return req.routeOptions.config?.guards ?? [];
}

/** Every alternative of `a` combined with every alternative of `b` (both guards must pass). */
function both(a: readonly SecurityRequirement[], b: readonly SecurityRequirement[]): SecurityRequirement[] {
  return a.flatMap((x) => b.map((y) => ({ ...x, ...y })));
}

/**
 * `onRoute`: records the route's guards in its config and sets its OpenAPI `security` from them (`[]`, public, when
 * it has none). A `security` written by hand is refused: it would be a second source that can disagree.
 */
export function deriveSecurity(route: RouteOptions): void {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
    .flat()
    .filter(Boolean);
  const guards = hooks.filter(isGuard);
  route.config = { ...route.config, guards };
  const schema = route.schema as
    ({ hide?: boolean; security?: unknown } & Record<string, unknown>) | undefined;
  if (schema && 'security' in schema && !DERIVED.has(schema)) {
    throw new Error(
      `${String(route.method)} ${route.url}: do not write schema.security by hand; put the route's guard on it (onRequest: signedIn, see lib/guards.ts)`,
    );
  }
  if (schema?.hide) return;
  const security = guards.reduce<SecurityRequirement[]>((acc, g) => both(acc, g.security), [{}]);
  const derived = { ...schema, security: guards.length === 0 ? [] : security };
  DERIVED.add(derived);
  route.schema = derived;
}
