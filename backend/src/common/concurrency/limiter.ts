/**
 * At most `max` tasks at once; the others wait their turn, first come first served. Bounds the
 * work a burst starts at once (a market movement's mails and pushes), so the requests that arrive
 * meanwhile still find the event loop, the file system's threads and the sockets free.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`Limiter needs max >= 1, not ${max}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // The turn passes to the next waiting task directly (active stays), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Tasks running now (tests). */
  get running(): number {
    return this.active;
  }
}

/** Lets the event loop answer what arrived meanwhile (I/O callbacks, timers) before going on. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
