/**
 * Named route steps (spec: "Unknown named route step: error 'Unknown route middleware'").
 * Routes list step names in `RouteDefinition.middleware`; apps register the implementations at start-up.
 * A step may return `{ redirect }` to stop the chain; the router turns that into its own redirect.
 */

export interface RouteMiddlewareContext {
  pathname: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
  [key: string]: unknown;
}

export type RouteMiddlewareResult = void | undefined | { redirect: string; status?: 301 | 302 | 307 | 308 };

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
  run(names: readonly string[] | undefined, ctx: RouteMiddlewareContext): Promise<RouteMiddlewareResult>;
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
        return fn;
      });
      for (const fn of fns) {
        const result = await fn(ctx);
        if (result && typeof result === 'object' && 'redirect' in result) return result;
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
): Promise<RouteMiddlewareResult> {
  return routeMiddleware.run(names, ctx);
}
