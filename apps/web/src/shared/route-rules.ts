/**
 * A route's rules (spec section 2): its layout, whether it needs a signed-in user, and the named steps that run before
 * it is shown. They live in ONE place: the route file's own `staticData`, which this declaration makes required on
 * every route (a route file without them does not compile). The root route's `beforeLoad` (`app/route-rules.ts`)
 * enforces `auth` and runs `steps`; the layout frame reads `layout`; the build writes the same rules, read from the route
 * tree, into `builds/meta/{buildId}.json`. `app/route-rules.test.tsx` holds the tree to the spec.
 */
export const LAYOUTS = [
  'ai-chat',
  'custom',
  'dealership',
  'default',
  'design',
  'empty',
  'error',
  'finance',
  'market',
  'web-view',
  'none',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The named route steps this app implements (registered in `app/route-rules.ts`). */
export const ROUTE_STEPS = ['deep-link', 'model-redirect', 'assistant-onboarding'] as const;
export type RouteStep = (typeof ROUTE_STEPS)[number];

export interface RouteRules {
  layout: Layout;
  /** Only for a signed-in visitor (an `access_token` cookie, spec section 6); others go to `/login?redirect=…`. */
  auth: boolean;
  /** Named steps run in order before the route loads; one may redirect or answer 404. */
  steps?: readonly RouteStep[];
  /**
   * The visitor is in the middle of a task here (posting, signing in, paying, a conversation): nothing they did not
   * ask for interrupts it (the NPS question waits for another page).
   */
  task?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout: Layout;
    auth: boolean;
    steps?: readonly RouteStep[];
    task?: boolean;
  }
}
