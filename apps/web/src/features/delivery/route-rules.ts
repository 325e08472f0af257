import {
  createRouteMatcher,
  parseBuildMeta,
  PARAM_VALIDATORS,
  ROUTES,
  type RouteMatch,
} from '@jolda/routing';

/**
 * The route rules the client works from: the table bundled with this build until `builds/meta/{buildId}.json` has
 * been read (see build-updates.ts), then the rules of the deployed build. Rules the manifest cannot express (param
 * validators it does not know) are dropped rather than trusted.
 */
let matcher: (pathname: string) => RouteMatch | null = createRouteMatcher(ROUTES);
let source: 'bundle' | 'manifest' = 'bundle';

export function matchRouteRule(pathname: string): RouteMatch | null {
  return matcher(pathname);
}

export function routeRulesSource(): 'bundle' | 'manifest' {
  return source;
}

/** Installs the rules of a build manifest; returns false (and keeps the current rules) when it is malformed. */
export function applyManifestRouteRules(manifest: unknown): boolean {
  const parsed = parseBuildMeta(manifest);
  if (!parsed) return false;
  const rules = parsed.routeRules.filter((rule) =>
    Object.values(rule.params ?? {}).every((name) => Object.hasOwn(PARAM_VALIDATORS, name)),
  );
  if (rules.length === 0) return false;
  matcher = createRouteMatcher(rules);
  source = 'manifest';
  return true;
}
