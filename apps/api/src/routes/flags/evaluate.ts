import type { Flag, FrontendContext, FrontendToggle } from '@jolda/contracts';

/** MurmurHash3 (x86, 32-bit) of a UTF-8 string — the hash Unleash uses for stickiness. */
export function murmur3(key: string, seed = 0): number {
  const data = Buffer.from(key, 'utf8');
  const len = data.length;
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const blocks = len - (len % 4);
  for (let i = 0; i < blocks; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const tail = len & 3;
  if (tail > 0) {
    let k = 0;
    if (tail === 3) k ^= data[blocks + 2]! << 16;
    if (tail >= 2) k ^= data[blocks + 1]! << 8;
    k ^= data[blocks]!;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= len;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Unleash's `normalizedHash`: 1..normalizer for `groupId:id`. */
export function normalizedHash(id: string, groupId: string, normalizer = 100, seed = 0): number {
  return (murmur3(`${groupId}:${id}`, seed) % normalizer) + 1;
}

/** Unleash's seed for variant selection. */
const VARIANT_SEED = 86028157;

/** The value a flag sticks to: `default` = userId, else sessionId; `null` when the context has none. */
export function stickinessValue(flag: Pick<Flag, 'stickiness'>, ctx: FrontendContext): string | null {
  const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  if (flag.stickiness === 'userId') return pick(ctx.userId);
  if (flag.stickiness === 'sessionId') return pick(ctx.sessionId);
  return pick(ctx.userId) ?? pick(ctx.sessionId);
}

const DISABLED = { name: 'disabled', enabled: false } as const;

/**
 * Evaluates one flag for a context like Unleash's gradual rollout: off → off; 100 % → on; 0 % → off; otherwise on when
 * the stickiness hash (1..100) of `flagName:<userId|sessionId>` is within the percentage. A context with neither id
 * cannot be placed and gets the flag off (stable, where Unleash would use a random value). Variants are chosen by the
 * same stickiness with Unleash's variant seed, weighted.
 */
export function evaluateFlag(flag: Flag, ctx: FrontendContext): FrontendToggle {
  let enabled = flag.enabled;
  const sticky = stickinessValue(flag, ctx);
  if (enabled && flag.rollout < 100) {
    enabled = flag.rollout > 0 && sticky !== null && normalizedHash(sticky, flag.name) <= flag.rollout;
  }
  let variant: FrontendToggle['variant'] = { ...DISABLED, feature_enabled: enabled };
  const total = flag.variants.reduce((s, v) => s + v.weight, 0);
  if (enabled && total > 0) {
    const target = normalizedHash(sticky ?? '', flag.name, total, VARIANT_SEED);
    let acc = 0;
    for (const v of flag.variants) {
      acc += v.weight;
      if (v.weight > 0 && target <= acc) {
        variant = { name: v.name, enabled: true, feature_enabled: true, ...(v.payload ? { payload: v.payload } : {}) };
        break;
      }
    }
  }
  return { name: flag.name, enabled, variant, impressionData: flag.impressionData };
}
