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
