import { describe, expect, it } from 'vitest';
import { Busy, Limiter } from './limiter.js';

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('Limiter', () => {
  it('runs `max` at once, queues `queue` more in order, and refuses the rest at once', async () => {
    const limiter = new Limiter(2, 3);
    const gates = Array.from({ length: 7 }, gate);
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        order.push(i);
        await g.task();
        return i;
      }),
    );
    await Promise.resolve();
    expect(limiter.load).toEqual({ active: 2, waiting: 3 });
    // Beyond max + queue: Busy, without waiting.
    await expect(runs[5]).rejects.toBeInstanceOf(Busy);
    await expect(runs[6]).rejects.toBeInstanceOf(Busy);
    expect(order).toEqual([0, 1]);
    gates[1]!.open();
    await runs[1];
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('a failing task frees its place too', async () => {
    const limiter = new Limiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
