import { createHash } from 'node:crypto';
import { type Fine, type Fines, mrpOf } from '@jolda/contracts';

/** The car a fines look-up is about. */
export interface FinesCar {
  vin: string | null;
  plate: string | null;
}

/**
 * The source of traffic fines (in Kazakhstan: the police database through government services, by plate or IIN).
 * None can be called from here, so the adapter has a configurable provider: `demo` (generated, labelled) or `none`.
 */
export interface FinesProvider {
  readonly name: 'demo' | 'none';
  readonly demo: boolean;
  lookup(car: FinesCar): Promise<Fine[]>;
}

export const noFinesProvider: FinesProvider = {
  name: 'none',
  demo: false,
  async lookup() {
    throw new Error('no fines provider is connected');
  },
};

/** The day the sample data ends (fixed, so a car's sample never changes). */
const DEMO_END = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;

/** Offences of the Code of Administrative Offences, their article and the fine in MRP. */
const OFFENCES: ReadonlyArray<{ kind: Fine['kind']; article: number; part: number; mrp: number }> = [
  { kind: 'speeding', article: 592, part: 1, mrp: 5 },
  { kind: 'speeding', article: 592, part: 2, mrp: 10 },
  { kind: 'parking', article: 597, part: 1, mrp: 5 },
  { kind: 'red_light', article: 596, part: 1, mrp: 10 },
  { kind: 'no_seatbelt', article: 611, part: 1, mrp: 5 },
  { kind: 'phone', article: 611, part: 2, mrp: 5 },
  { kind: 'lane', article: 593, part: 1, mrp: 5 },
];

function prng(key: string) {
  let a = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sample fines of a car (pure, deterministic by plate or VIN): none to four over the last year, newest first. */
export function demoFines(car: FinesCar): Fine[] {
  const key = car.plate ?? car.vin ?? '';
  const next = prng(`fines:${key}`);
  const n = Math.floor(next() * 5);
  const out: Fine[] = [];
  for (let i = 0; i < n; i++) {
    const o = OFFENCES[Math.floor(next() * OFFENCES.length)]!;
    const at = DEMO_END - Math.floor(next() * 360) * DAY;
    const date = new Date(at).toISOString().slice(0, 10);
    out.push({
      id: createHash('sha256').update(`${key}:${i}`).digest('hex').slice(0, 12),
      date,
      article: o.article,
      part: o.part,
      kind: o.kind,
      amount: o.mrp * mrpOf(Number(date.slice(0, 4))).mrp,
      paid: next() < 0.6,
    });
  }
  return out.sort((a, b) => b.date.localeCompare(a.date));
}

export const demoFinesProvider: FinesProvider = {
  name: 'demo',
  demo: true,
  async lookup(car) {
    return demoFines(car);
  },
};

/** Asks the provider; a failure is `unavailable`, never an error of the page. */
export async function finesOf(provider: FinesProvider, car: FinesCar, now: Date): Promise<Fines> {
  const checkedAt = now.toISOString();
  try {
    return { provider: provider.name, demo: provider.demo, status: 'ok', items: await provider.lookup(car), checkedAt };
  } catch {
    return { provider: provider.name, demo: provider.demo, status: 'unavailable', items: [], checkedAt };
  }
}
