/**
 * A bound on work running at once (a counting semaphore): `run(task)` starts the task when fewer
 * than `bound` run, otherwise when one of them ends. Used where many remote calls go out together
 * (the recurring charges' provider calls) and the far side must not get them all at once.
 */
export function limiter(bound: number): <T>(task: () => Promise<T>) => Promise<T> {
  const max = Math.max(1, Math.floor(bound));
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active += 1;
    // A slot is handed straight to the next waiter, so `active` counts it throughout.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * One task at a time per key, in this process; tasks of other keys run freely. `turns(key, task)`
 * starts the task once the key's earlier tasks have ended (in the order they came), so work that
 * would otherwise queue on one database row lock queues here instead, without holding a
 * connection and a snapshot while it waits. A key's entry is dropped when its last task ends.
 */
export function turnsPerKey(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>();
  return async (key, task) => {
    const before = tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    tails.set(key, tail);
    await before;
    try {
      return await task();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
