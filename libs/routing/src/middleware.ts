/**
 * Named route steps (spec: "Unknown named route step: error 'Unknown route middleware'").
 * Routes name their steps (the web app: `staticData.steps` of a route file); apps register the implementations at
 * start-up. A step may return `{ redirect }` to stop the chain (the router turns that into its own redirect), or
 * `{ data }`, which the run files under the step's name in `ctx.data` for the route to read.
 */

export interface RouteMiddlewareContext {
  pathname: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
  /** What steps hand on (`{ data }` results), by step name. */
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export type RouteMiddlewareRedirect = {
  redirect: string;
  status?: 301 | 302 | 307 | 308;
  /**
   * The redirect's query is the whole new query, none when it has none (a step that builds the full address). Without
   * it, a redirect with no query keeps the current one.
   */
  exactQuery?: boolean;
};
export type RouteMiddlewareResult = void | undefined | RouteMiddlewareRedirect | { data: unknown };

export type RouteMiddleware<C extends RouteMiddlewareContext = RouteMiddlewareContext> = (
  ctx: C,
) => RouteMiddlewareResult | Promise<RouteMiddlewareResult>;

export const UNKNOWN_ROUTE_MIDDLEWARE = 'Unknown route middleware';

export interface RouteMiddlewareRegistry {
  register(name: string, fn: RouteMiddleware): () => void;
  has(name: string): boolean;
  /**
   * Runs the named steps in order, stopping at the first that returns a redirect. Every name is checked before
   * any step runs: one unknown name throws `Error('Unknown route middleware')` and nothing runs.
   */
  run(names: readonly string[] | undefined, ctx: RouteMiddlewareContext): Promise<RouteMiddlewareRedirect | undefined>;
}

export function createRouteMiddlewareRegistry(): RouteMiddlewareRegistry {
  const steps = new Map<string, RouteMiddleware>();
  return {
    register(name, fn) {
      steps.set(name, fn);
      return () => {
        if (steps.get(name) === fn) steps.delete(name);
      };
    },
    has: (name) => steps.has(name),
    async run(names, ctx) {
      const list = names ?? [];
      const fns = list.map((name) => {
        const fn = steps.get(name);
        if (!fn) throw new Error(UNKNOWN_ROUTE_MIDDLEWARE);
        return [name, fn] as const;
      });
      for (const [name, fn] of fns) {
        const result = await fn(ctx);
        if (result && typeof result === 'object' && 'redirect' in result) return result;
        if (result && typeof result === 'object' && 'data' in result) (ctx.data ??= {})[name] = result.data;
      }
      return undefined;
    },
  };
}

/** The process-wide registry used by `registerRouteMiddleware` / `runRouteMiddleware`. */
export const routeMiddleware: RouteMiddlewareRegistry = createRouteMiddlewareRegistry();

/** Registers a step under a name; returns a function that unregisters it. */
export function registerRouteMiddleware(name: string, fn: RouteMiddleware): () => void {
  return routeMiddleware.register(name, fn);
}

export function runRouteMiddleware(
  names: readonly string[] | undefined,
  ctx: RouteMiddlewareContext,
): Promise<RouteMiddlewareRedirect | undefined> {
  return routeMiddleware.run(names, ctx);
}
