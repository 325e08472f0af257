/**
 * The schemas of the build identity files (build-info.ts) and the functions a build uses to write them. Kept apart
 * from build-info.ts so the browser's first JavaScript does not carry zod: the client loads this module when it reads
 * a build file.
 */
import { z } from 'zod';
import { BUILD_ID_PATTERN, type BuildMeta, type LatestBuild } from './build-info';
import type { RouteRule } from './route-rules';

export const latestBuildSchema = z.object({
  id: z.string().regex(BUILD_ID_PATTERN),
  /** Epoch milliseconds, or an ISO 8601 date-time (what `apps/web/build.mjs` writes). */
  timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime()]),
});

export const buildMetaSchema = latestBuildSchema.extend({
  routeRules: z.array(z.looseObject({ pattern: z.string(), layout: z.string(), auth: z.boolean() })),
});

export function createLatestBuild(id: string, timestamp: number): LatestBuild {
  return latestBuildSchema.parse({ id, timestamp });
}

/** The content of `builds/meta/{id}.json`. */
export function createBuildMeta(id: string, timestamp: number, rules: readonly RouteRule[]): BuildMeta {
  return { ...createLatestBuild(id, timestamp), routeRules: JSON.parse(JSON.stringify(rules)) as RouteRule[] };
}

/** The two files a build writes, as `[relative path, JSON text]`. */
export function buildInfoFiles(id: string, timestamp: number, rules: readonly RouteRule[]) {
  return [
    ['builds/latest.json', `${JSON.stringify(createLatestBuild(id, timestamp))}\n`],
    [`builds/meta/${id}.json`, `${JSON.stringify(createBuildMeta(id, timestamp, rules), null, 2)}\n`],
  ] as const;
}
