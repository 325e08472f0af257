import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { Flag, FrontendContext, FrontendToggle } from '@jolda/contracts';
import type UnleashClientClass from 'unleash-client/lib/client.js';
import type { Context } from 'unleash-client/lib/context.js';
import type { EnhancedFeatureInterface, FeatureInterface } from 'unleash-client/lib/feature.js';
import type { RepositoryInterface } from 'unleash-client/lib/repository/index.js';
import type { Strategy } from 'unleash-client/lib/strategy/index.js';
import type { Segment } from 'unleash-client/lib/strategy/strategy.js';
import type { Variant } from 'unleash-client/lib/variant.js';

/*
 * Flags are evaluated by the official Unleash engine: the evaluator of the Unleash Node SDK (`unleash-client`: its
 * strategies, constraints, segments, dependencies, variants and MurmurHash stickiness), without its polling and
 * metrics. The package exports only its polling client, so the evaluator is loaded by path (CommonJS, hence
 * `require`). `test/unleash-spec.test.ts` runs the official client specification (`@unleash/client-specification`)
 * through exactly this engine and repository.
 */
const require = createRequire(import.meta.url);
const UnleashClient = (require('unleash-client/lib/client.js') as { default: typeof UnleashClientClass })
  .default;
const { defaultStrategies } = require('unleash-client/lib/strategy/index.js') as {
  defaultStrategies: Strategy[];
};
const engineHash = require('unleash-client/lib/strategy/util.js') as {
  normalizedStrategyValue(id: string, groupId: string): number;
  normalizedVariantValue(id: string, groupId: string, normalizer: number): number;
};

/** The engine's rollout hash: 1..100 for `groupId:id` (MurmurHash3 x86 32-bit, as Unleash places a visitor). */
export const normalizedHash = (id: string, groupId: string): number =>
  engineHash.normalizedStrategyValue(id, groupId);
/** The engine's variant hash: 1..total weight for `groupId:id` (seed 86028157). */
export const variantHash = (id: string, groupId: string, totalWeight: number): number =>
  engineHash.normalizedVariantValue(id, groupId, totalWeight);

export type UnleashFeature = FeatureInterface;
export type UnleashContext = Context;

/** Unleash feature definitions held in memory: what the SDK's repository would hold after a fetch. */
export class FeatureRepository extends EventEmitter implements RepositoryInterface {
  private features = new Map<string, FeatureInterface>();
  private segments = new Map<number, Segment>();

  replace(features: readonly FeatureInterface[], segments: readonly Segment[] = []): void {
    this.features = new Map(features.map((f) => [f.name, f]));
    this.segments = new Map(segments.map((s) => [s.id, s]));
  }
  getToggle(name: string) {
    return this.features.get(name);
  }
  getToggles() {
    return [...this.features.values()];
  }
  getTogglesWithSegmentData(): EnhancedFeatureInterface[] {
    return this.getToggles().map((f) => ({
      ...f,
      strategies: f.strategies?.map((s) => ({
        ...s,
        segments: s.segments?.map((id) => this.segments.get(id)),
      })),
    }));
  }
  getSegment(id: number) {
    return this.segments.get(id);
  }
  /** Nothing to fetch: the definitions are given with `replace`. */
  start(): Promise<void> {
    return Promise.resolve();
  }
  stop(): void {
    this.removeAllListeners();
  }
}

/** The Unleash engine over a repository, with every strategy the SDK ships. */
export function createUnleashEngine(repository: RepositoryInterface): UnleashClientClass {
  return new UnleashClient(repository, defaultStrategies);
}

/**
 * A stored flag as an Unleash feature: on for everyone at 100 % (`default` strategy), else a gradual rollout
 * (`flexibleRollout`, grouped by the flag's name, with its stickiness); variants at feature level, with the flag's
 * stickiness.
 */
export function toUnleashFeature(flag: Flag): FeatureInterface {
  return {
    name: flag.name,
    description: flag.description,
    type: 'release',
    project: 'default',
    stale: false,
    enabled: flag.enabled,
    impressionData: flag.impressionData,
    strategies: [
      flag.rollout >= 100
        ? { name: 'default', parameters: {}, constraints: [] }
        : {
            name: 'flexibleRollout',
            parameters: { rollout: String(flag.rollout), stickiness: flag.stickiness, groupId: flag.name },
            constraints: [],
          },
    ],
    variants: flag.variants.map((v) => ({
      name: v.name,
      weight: v.weight,
      stickiness: flag.stickiness,
      ...(v.payload
        ? { payload: v.payload as NonNullable<FeatureInterface['variants']>[number]['payload'] }
        : {}),
    })),
  };
}

/**
 * The frontend API's query as an Unleash context, like Unleash's own frontend API reads it: the known fields at the
 * root, any other field (and `properties[name]`) in `properties`, and the caller's address as `remoteAddress` when the
 * query gives none.
 */
export function toUnleashContext(query: FrontendContext, ip?: string): Context {
  const {
    appName,
    environment,
    userId,
    sessionId,
    remoteAddress,
    currentTime,
    properties: _properties,
    ...rest
  } = query as FrontendContext & {
    currentTime?: unknown;
    properties?: unknown;
  };
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value !== 'string') continue;
    const m = /^properties\[(.+)\]$/.exec(key);
    properties[m ? m[1]! : key] = value;
  }
  const ctx: Context = { properties };
  const set = (key: 'appName' | 'environment' | 'userId' | 'sessionId' | 'remoteAddress', v: unknown) => {
    if (typeof v === 'string' && v !== '') ctx[key] = v;
  };
  set('appName', appName);
  set('environment', environment);
  set('userId', userId);
  set('sessionId', sessionId);
  set('remoteAddress', remoteAddress || ip);
  if (typeof currentTime === 'string' && !Number.isNaN(Date.parse(currentTime)))
    ctx.currentTime = new Date(currentTime);
  return ctx;
}

/** The value a gradual rollout sticks to (`default`: userId, else sessionId); null when the context has none. */
export function stickinessValue(flag: Pick<Flag, 'stickiness'>, ctx: Context): string | null {
  const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  if (flag.stickiness === 'userId') return pick(ctx.userId);
  if (flag.stickiness === 'sessionId') return pick(ctx.sessionId);
  return pick(ctx.userId) ?? pick(ctx.sessionId);
}

/**
 * Evaluates stored flags with the Unleash engine. One rule of ours on top: a visitor with no id to stick to is
 * never in a partial rollout (Unleash would place them at random on every request; ours stays off, stable). The
 * site always sends its visitor id, so its visitors are placed exactly as Unleash places them.
 */
export class FlagEvaluator {
  private readonly repository = new FeatureRepository();
  private readonly engine = createUnleashEngine(this.repository);
  private flags: readonly Flag[] = [];

  /** Loads the flags (kept until another list is given). */
  load(flags: readonly Flag[]): void {
    if (flags === this.flags) return;
    this.flags = flags;
    this.repository.replace(flags.map(toUnleashFeature));
  }

  /** Every loaded flag for the context, in the frontend API's shape (disabled ones included). */
  evaluate(ctx: Context): FrontendToggle[] {
    return this.flags.map((flag) => this.toggle(flag, ctx));
  }

  private toggle(flag: Flag, ctx: Context): FrontendToggle {
    const unplaced = flag.enabled && flag.rollout < 100 && stickinessValue(flag, ctx) === null;
    const v: Variant = unplaced
      ? { name: 'disabled', enabled: false, feature_enabled: false }
      : this.engine.getVariant(flag.name, ctx);
    const enabled = v.feature_enabled === true;
    const payload = v.payload as FrontendToggle['variant']['payload'];
    return {
      name: flag.name,
      enabled,
      variant: {
        name: v.name,
        enabled: v.enabled,
        feature_enabled: enabled,
        ...(payload ? { payload } : {}),
      },
      impressionData: flag.impressionData,
    };
  }
}

/** Evaluates one flag (tests and one-off use; the route keeps a `FlagEvaluator`). */
export function evaluateFlag(flag: Flag, query: FrontendContext, ip?: string): FrontendToggle {
  const evaluator = new FlagEvaluator();
  evaluator.load([flag]);
  return evaluator.evaluate(toUnleashContext(query, ip))[0]!;
}
