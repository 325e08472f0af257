import { createHash } from 'node:crypto';
import { REGISTRY_SOURCES, type RegistryData, type RegistryProviderName, type RegistrySourceId } from '@jolda/contracts';
import type { Queryable } from '../db/db.js';
import { type SourceRow, claimSources, finishSources, sourceRows } from '../db/repositories/autocheck.js';

/** What a provider is asked about: the car's VIN (when known), plate, and what the VIN says. */
export interface RegistryCar {
  vin: string | null;
  plate: string | null;
  modelYear: number | null;
  /** ISO 3166 code of the plant's country. */
  country: string | null;
}

export type RegistryAnswer<I extends RegistrySourceId = RegistrySourceId> =
  | { status: 'ok'; data: RegistryData<I> }
  | { status: 'not_found' | 'unavailable'; data: null };

/**
 * One registry provider: every source (registrations, restrictions, pledge, wanted, accidents, customs) behind one
 * call. A real provider calls its service here; it must honour `signal` (the source's time is up).
 */
export interface RegistryProvider {
  readonly name: RegistryProviderName;
  /** Whether its answers are generated sample data (the report labels them). */
  readonly demo: boolean;
  ask<I extends RegistrySourceId>(source: I, car: RegistryCar, signal: AbortSignal): Promise<RegistryAnswer<I>>;
}

/** No registry connected: every source is unavailable, honestly. */
export const noRegistryProvider: RegistryProvider = {
  name: 'none',
  demo: false,
  async ask() {
    return { status: 'unavailable', data: null };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The development provider: deterministic sample data per car

/** The day the sample histories end (fixed, so a car's sample report never changes). */
const DEMO_END = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;
const BANKS = ['Halyk Bank', 'Kaspi Bank', 'ForteBank', 'Bank CenterCredit', 'Eurasian Bank', 'Home Credit Bank', 'Freedom Bank', 'Jusan Bank'];
const REGIONS = ['almaty', 'astana', 'shymkent', 'karaganda', 'aktobe', 'kostanay', 'pavlodar', 'east-kazakhstan', 'atyrau', 'turkestan'];

/** mulberry32 seeded from sha256(car + source): the same car and source give the same sample, whatever else runs. */
function prng(key: string) {
  let a = createHash('sha256').update(key).digest().readUInt32LE(0);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoOptions {
  /** Extra delay per source (ms), e.g. to show a slow source pending (`AUTOCHECK_DEMO_DELAY=accidents=2000`). */
  delays?: Partial<Record<RegistrySourceId, number>>;
}

/** Sample answers generated from the VIN (or plate): plausible, repeatable, and labelled as demo data by the report. */
export function demoRegistryProvider(o: DemoOptions = {}): RegistryProvider {
  return {
    name: 'demo',
    demo: true,
    async ask<I extends RegistrySourceId>(source: I, car: RegistryCar, signal: AbortSignal): Promise<RegistryAnswer<I>> {
      const delay = o.delays?.[source] ?? 0;
      if (delay > 0) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, delay);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
      }
      return demoAnswer(source, car) as RegistryAnswer<I>;
    },
  };
}

/** The sample answer of one source for one car (pure: tests read it). */
export function demoAnswer(source: RegistrySourceId, car: RegistryCar): RegistryAnswer {
  const key = car.vin ?? car.plate ?? '';
  const carRng = prng(`car:${key}`);
  const year = car.modelYear ?? 2010 + carRng.int(0, 14);
  const start = Math.min(Date.UTC(year - 1, 8, 1) + carRng.int(0, 300) * DAY, DEMO_END - 30 * DAY);
  const local = car.country === 'KZ';
  // The registrations: first registration, then owner changes spread to the end.
  const owners = carRng.next() < 0.4 ? 1 : carRng.next() < 0.6 ? 2 : carRng.next() < 0.7 ? 3 : 4;
  const r = prng(`${source}:${key}`);
  const pickDate = () => day(start + r.int(30, Math.max(31, Math.floor((DEMO_END - start) / DAY))) * DAY);
  switch (source) {
    case 'registrations': {
      if (r.chance(0.02)) return { status: 'not_found', data: null };
      const span = (DEMO_END - start) / owners;
      const events: RegistryData<'registrations'>['events'] = [{ date: day(start), kind: 'first_registration', region: r.pick(REGIONS) }];
      for (let i = 1; i < owners; i++) {
        events.push({ date: day(start + span * i + r.int(0, 60) * DAY), kind: 'owner_change', region: r.pick(REGIONS) });
      }
      if (r.chance(0.15)) events.push({ date: day(start + r.int(10, 200) * DAY), kind: 're_registration', region: r.pick(REGIONS) });
      events.sort((a, b) => a.date.localeCompare(b.date));
      return { status: 'ok', data: { owners, events } };
    }
    case 'restrictions':
      return {
        status: 'ok',
        data: {
          items: r.chance(0.08)
            ? [{ date: pickDate(), kind: r.chance(0.7) ? 'ban_registration' : 'arrest', authority: r.pick(['court', 'bailiffs', 'police', 'tax'] as const) }]
            : [],
        },
      };
    case 'pledge':
      return { status: 'ok', data: { items: r.chance(0.1) ? [{ date: pickDate(), pledgee: r.pick(BANKS) }] : [] } };
    case 'wanted': {
      const wanted = r.chance(0.015);
      return { status: 'ok', data: { wanted, since: wanted ? pickDate() : null } };
    }
    case 'accidents': {
      const n = r.chance(0.65) ? 0 : r.chance(0.7) ? 1 : 2;
      const zones = ['front', 'rear', 'left', 'right', 'roof'] as const;
      const items = Array.from({ length: n }, () => ({
        date: pickDate(),
        damage: r.pick(['minor', 'minor', 'moderate', 'severe'] as const),
        zones: [...new Set([r.pick(zones), ...(r.chance(0.3) ? [r.pick(zones)] : [])])],
      })).sort((a, b) => a.date.localeCompare(b.date));
      return { status: 'ok', data: { items } };
    }
    case 'customs':
      return local
        ? { status: 'ok', data: { kind: 'local', date: null, from: null } }
        : { status: 'ok', data: { kind: 'imported', date: day(start - r.int(5, 40) * DAY), from: car.country } };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Asking every source at once, each on its own

export interface RegistryServiceOptions {
  /** A source that has not answered by then is `unavailable` (ms). */
  timeoutMs: number;
  /** How long a report waits for sources it just asked before answering with the rest pending (ms). */
  waitMs: number;
  /** Answers are reused this long (s). */
  freshSeconds: number;
}

/** How many of a source's latest asks decide whether it is late (see `SourcePace`). */
const PACE_WINDOW = 5;

/**
 * Whether each source answers within a report's wait, from its latest asks in this process: a source most of whose
 * last `PACE_WINDOW` asks were late (still unanswered when a report's wait ran out, or answered after more than the
 * wait) is late, and a report does not wait for it; a source never asked yet is waited for. A late source that becomes
 * quick again is waited for again once most of its latest asks were quick (its answers keep arriving after the reports
 * that did not wait for them, so it keeps being measured).
 */
export class SourcePace {
  private readonly recent = new Map<RegistrySourceId, boolean[]>();

  /** One ask's outcome: `late` when it outlasted the wait. */
  record(source: RegistrySourceId, late: boolean): void {
    const list = this.recent.get(source) ?? [];
    list.push(late);
    if (list.length > PACE_WINDOW) list.shift();
    this.recent.set(source, list);
  }

  late(source: RegistrySourceId): boolean {
    const list = this.recent.get(source);
    return !!list && list.filter(Boolean).length * 2 > list.length;
  }
}

/** An ask in flight: its source, whether its provider answered, and when its answer is stored. */
interface Ask {
  source: RegistrySourceId;
  /** Resolves once the answer (or `unavailable`) is stored. */
  done: Promise<void>;
  /** The provider answered (or failed, or timed out). */
  answered: boolean;
  /** Its pace was recorded (late when the wait ran out first). */
  recorded: boolean;
}

/**
 * Reads a car's registry answers; sources never asked (or stale) are claimed and asked in the background, each with
 * its own timeout, so one slow source never holds the others or the report. The report waits for the sources it just
 * asked, at most `waitMs`, and not for a source known to be late (`SourcePace`): it answers as soon as every other one
 * has answered, and shows the rest as pending. Answers are rows (`autocheck_sources`), so every instance shares them
 * and exactly one instance asks.
 */
export class RegistryService {
  private readonly running = new Set<Promise<void>>();
  private readonly pace = new SourcePace();
  /** Answers waiting to be written together (see `store`). */
  private batch: { answers: Array<Parameters<typeof finishSources>[2][number]>; written: Promise<void> } | null = null;
  private closed = false;

  constructor(
    private readonly db: Queryable,
    readonly provider: RegistryProvider,
    private readonly o: RegistryServiceOptions,
  ) {}

  async read(subject: string, car: RegistryCar): Promise<SourceRow[]> {
    const name = this.provider.name;
    const rows = await sourceRows(this.db, subject, name);
    const stuckSeconds = Math.ceil(this.o.timeoutMs / 1000) + 10;
    const wanted = this.closed
      ? []
      : REGISTRY_SOURCES.filter((source) => {
          const row = rows.find((r) => r.source === source);
          const fresh = row && (row.status === 'pending' ? Date.now() - row.startedAt.getTime() < stuckSeconds * 1000 : row.status !== 'unavailable');
          return !fresh;
        });
    if (!wanted.length) return rows;
    const claimed = await claimSources(this.db, subject, wanted, name, { freshSeconds: this.o.freshSeconds, stuckSeconds });
    if (!claimed.length) return rows;
    const asks = claimed.map((source) => this.start(subject, source, car));
    // Wait for the sources that answer quickly, not for those known to be late (none waited for: no wait at all).
    const awaited = asks.filter((a) => !this.pace.late(a.source));
    if (awaited.length) {
      let timer: NodeJS.Timeout | undefined;
      const elapsed = new Promise<'elapsed'>((resolve) => (timer = setTimeout(() => resolve('elapsed'), this.o.waitMs)));
      const outcome = await Promise.race([Promise.all(awaited.map((a) => a.done)), elapsed]);
      clearTimeout(timer);
      if (outcome === 'elapsed') {
        // Every provider that has not answered yet outlasted the wait: late, whenever it answers.
        for (const a of asks) {
          if (a.answered || a.recorded) continue;
          a.recorded = true;
          this.pace.record(a.source, true);
        }
      }
    }
    return sourceRows(this.db, subject, name);
  }

  private start(subject: string, source: RegistrySourceId, car: RegistryCar): Ask {
    const ask: Ask = { source, done: Promise.resolve(), answered: false, recorded: false };
    ask.done = this.track(
      this.ask(subject, source, car, (ms) => {
        ask.answered = true;
        if (ask.recorded) return;
        ask.recorded = true;
        this.pace.record(source, ms > this.o.waitMs);
      }),
    );
    return ask;
  }

  /** Asks the provider (within `timeoutMs`), tells `answered` its time, then stores the answer. */
  private async ask(subject: string, source: RegistrySourceId, car: RegistryCar, answered: (ms: number) => void): Promise<void> {
    const t0 = performance.now();
    const ac = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let answer: RegistryAnswer;
    try {
      answer = await Promise.race([
        this.provider.ask(source, car, ac.signal),
        new Promise<RegistryAnswer>((resolve) => {
          timer = setTimeout(() => {
            ac.abort();
            resolve({ status: 'unavailable', data: null });
          }, this.o.timeoutMs);
        }),
      ]);
    } catch {
      answer = { status: 'unavailable', data: null };
    } finally {
      clearTimeout(timer);
    }
    const ms = performance.now() - t0;
    answered(ms);
    if (this.closed) return;
    await this.store({ subject, source, ...answer, ms: Math.round(ms) });
  }

  /**
   * Stores an answer; answers arriving in the same turn of the event loop (a report's quick sources answer together)
   * are written in one statement (measured: the writes were most of a report's database time on PGlite).
   */
  private store(answer: Parameters<typeof finishSources>[2][number]): Promise<void> {
    if (!this.batch) {
      const batch: { answers: Array<Parameters<typeof finishSources>[2][number]>; written: Promise<void> } = {
        answers: [],
        written: Promise.resolve(),
      };
      batch.written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        if (this.batch === batch) this.batch = null;
        return finishSources(this.db, this.provider.name, batch.answers);
      });
      this.batch = batch;
    }
    this.batch.answers.push(answer);
    return this.batch.written;
  }

  private track(p: Promise<void>): Promise<void> {
    const tracked = p.catch(() => undefined).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /** Lets the asks in flight finish (each within its timeout); none start after this. */
  async close(): Promise<void> {
    await Promise.all([...this.running]);
    this.closed = true;
  }
}
