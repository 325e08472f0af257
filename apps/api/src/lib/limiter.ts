/** A `Limiter` that is full: the caller answers 503 with `Retry-After` rather than queue without end. */
export class Busy extends Error {
  constructor() {
    super('busy');
  }
}

/**
 * At most `max` tasks at once; up to `queue` more wait their turn (first come, first served); beyond that `run` throws
 * `Busy` at once. In-process: it bounds what one process spends (memory, CPU), which is per process anyway.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly max: number,
    readonly queue: number,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active++;
    } else {
      if (this.waiting.length >= this.queue) throw new Busy();
      // The finishing task hands its place over (`active` stays as it is).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
