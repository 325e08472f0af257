/**
 * How long a car check waits for its registry sources (issue 20: a report answers at once with a slow source pending):
 * the report waits for the sources it asked at most `waitMs`, and not at all for a source known to be late. The
 * report's wait timer is faked, so "it answered without waiting" is exact: the timer never fired.
 */
import type { RegistrySourceId } from '@jolda/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RegistryProvider, RegistryService, SourcePace, demoRegistryProvider } from '../src/autocheck/registry.js';
import { claimSources, sourceRows } from '../src/db/repositories/autocheck.js';
import { type TestDb, createTestDb } from './helpers.js';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The real timer, kept before any test fakes it: real time passes for the database while the report's timer stands still. */
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Whether `p` settles within `ms` of real time while the faked timers stand still. */
async function settlesWithoutTimers(p: Promise<unknown>, ms = 10_000): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  const until = Date.now() + ms;
  while (!done && Date.now() < until) await pause(5);
  return done;
}

/** Polls `check` in real time (vi.waitFor would run the faked timers forward). */
async function eventually(check: () => Promise<void>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await pause(10);
    }
  }
}

/** Runs the faked timers forward (100 ms at a time) until `p` settles. */
async function settleAdvancing<T>(p: Promise<T>): Promise<T> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 2000 && !done; i++) {
    await vi.advanceTimersByTimeAsync(100);
    await pause(5);
  }
  return p;
}

/** A demo provider whose `accidents` answers only when the test opens the gate. */
function gatedProvider() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const demo = demoRegistryProvider();
  const asked: RegistrySourceId[] = [];
  const provider: RegistryProvider = {
    name: 'demo',
    demo: true,
    ask: async (source, car, signal) => {
      asked.push(source);
      if (source === 'accidents') await gate;
      return demo.ask(source, car, signal);
    },
  };
  return { provider, open: () => open(), asked };
}

const car = (vin: string) => ({ vin, plate: null, modelYear: 2021, country: 'RU' });
const statuses = (rows: Array<{ source: string; status: string }>) => Object.fromEntries(rows.map((r) => [r.source, r.status]));
const FIVE_OK = { registrations: 'ok', restrictions: 'ok', pledge: 'ok', wanted: 'ok', customs: 'ok' };

describe('the report waits only for the sources that answer within the wait', () => {
  it('waits for every source while none is known to be late, then no longer waits for the one that was', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { provider, open } = gatedProvider();
    // A long wait and a longer timeout: only the faked timer ends the wait, never the source's timeout.
    const service = new RegistryService(t.db, provider, { timeoutMs: 600_000, waitMs: 5_000, freshSeconds: 3600 });
    try {
      // Nothing is known of any source yet: the first report waits (its timer runs out) and shows accidents pending.
      const first = await settleAdvancing(service.read('vin:XW7BF4FK30S000001', car('XW7BF4FK30S000001')));
      expect(statuses(first)).toEqual({ ...FIVE_OK, accidents: 'pending' });
      // Now accidents is known to be late: the next car's report answers as soon as the other five have, its wait
      // timer never firing (before this change, it waited the whole `waitMs` for accidents again).
      const second = service.read('vin:XW7BF4FK30S000002', car('XW7BF4FK30S000002'));
      expect(await settlesWithoutTimers(second)).toBe(true);
      expect(statuses(await second)).toEqual({ ...FIVE_OK, accidents: 'pending' });
      // The late source still answers in the background, and a later read shows it.
      open();
      await eventually(async () => expect(statuses(await sourceRows(t.db, 'vin:XW7BF4FK30S000002', 'demo')).accidents).toBe('ok'));
    } finally {
      open();
      await service.close();
    }
  });

  it('waits for a source that is slow the first time but answers within the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { provider, open, asked } = gatedProvider();
    const service = new RegistryService(t.db, provider, { timeoutMs: 600_000, waitMs: 5_000, freshSeconds: 3600 });
    try {
      const read = service.read('vin:XW7BF4FK30S000003', car('XW7BF4FK30S000003'));
      // The five answer at once; the report goes on waiting for accidents (not known to be late) …
      await eventually(async () => expect(statuses(await sourceRows(t.db, 'vin:XW7BF4FK30S000003', 'demo'))).toMatchObject(FIVE_OK));
      expect(asked).toContain('accidents');
      expect(await settlesWithoutTimers(read, 200)).toBe(false);
      // … and shows its answer once it came, with no timer run.
      open();
      expect(await settlesWithoutTimers(read)).toBe(true);
      expect(statuses(await read)).toEqual({ ...FIVE_OK, accidents: 'ok' });
    } finally {
      open();
      await service.close();
    }
  });

  it('reads stored answers without asking again, and asks only the sources nobody claimed', async () => {
    const { provider, open, asked } = gatedProvider();
    open();
    const service = new RegistryService(t.db, provider, { timeoutMs: 5000, waitMs: 1000, freshSeconds: 3600 });
    try {
      const subject = 'vin:XW7BF4FK30S000004';
      // Another instance claimed two sources already: this one asks the other four.
      expect(await claimSources(t.db, subject, ['pledge', 'wanted'], 'demo', { freshSeconds: 3600, stuckSeconds: 60 })).toEqual(['pledge', 'wanted']);
      const rows = await service.read(subject, car('XW7BF4FK30S000004'));
      expect([...asked].sort()).toEqual(['accidents', 'customs', 'registrations', 'restrictions']);
      expect(statuses(rows)).toEqual({ registrations: 'ok', restrictions: 'ok', pledge: 'pending', wanted: 'pending', accidents: 'ok', customs: 'ok' });
      asked.length = 0;
      await service.read(subject, car('XW7BF4FK30S000004'));
      expect(asked).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe('SourcePace', () => {
  it('calls a source late when most of its latest five asks were, and quick again when most were quick', () => {
    const pace = new SourcePace();
    expect(pace.late('accidents')).toBe(false);
    pace.record('accidents', true);
    expect(pace.late('accidents')).toBe(true);
    expect(pace.late('pledge')).toBe(false);
    pace.record('accidents', false);
    expect(pace.late('accidents')).toBe(false);
    pace.record('accidents', true);
    pace.record('accidents', true);
    expect(pace.late('accidents')).toBe(true);
    // Three of the latest five late, then two: quick answers push the late ones out of the window.
    pace.record('accidents', false);
    expect(pace.late('accidents')).toBe(true);
    pace.record('accidents', false);
    expect(pace.late('accidents')).toBe(false);
  });
});
