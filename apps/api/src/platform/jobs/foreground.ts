/**
 * Work that must not wait behind background jobs in the same process: while any `run` is in
 * flight, `idle()` holds. Renewals charge in the foreground and documents wait for it: on the day
 * 100,000 rates fall due, every charge is money moving (and access and dunning hang on it), while
 * each invoice PDF keeps a core busy for milliseconds and can follow a minute later. The gate is
 * per process, like the CPU it shares; other workers go on with their own.
 */
export class Foreground {
  private active = 0;
  private waiters: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      if (this.active === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves at once when no foreground work runs, else when the last of it ends. */
  idle(): Promise<void> {
    return this.active === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  get busy(): boolean {
    return this.active > 0;
  }
}
