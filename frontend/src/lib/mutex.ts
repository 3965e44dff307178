/**
 * A minimal promise mutex: `acquire()` resolves, in call order, once every earlier holder has
 * released. Used so that many parallel 401s lead to one token refresh.
 */
export interface Mutex {
  acquire(): Promise<() => void>;
  /** Resolves when nobody holds or waits for the lock. */
  waitForUnlock(): Promise<void>;
  isLocked(): boolean;
}

export function createMutex(): Mutex {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    async acquire() {
      pending += 1;
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = () => {
          pending -= 1;
          resolve();
        };
      });
      const previous = tail;
      tail = previous.then(() => released);
      await previous;
      let done = false;
      return () => {
        if (!done) {
          done = true;
          release();
        }
      };
    },
    async waitForUnlock() {
      while (pending > 0) await tail;
    },
    isLocked: () => pending > 0,
  };
}
