// A public page every buyer sees alike, kept for a moment (issue 11: the checkout page at 16
// connections). A popular checkout link is opened by many buyers in the same second, and each
// open read the product, plans, theme and methods and rendered the same HTML. Here the first
// request of a key renders and the others of the next `ttlMs` share its result, also while it
// is still being made (one render for a burst, not sixteen). What a buyer could see stale for
// that moment — a price just edited, the last seat just sold — is checked again where it
// counts: the checkout's own request reads everything afresh and refuses what no longer holds.

interface Entry<T> {
  value: Promise<T>;
  /** performance.now() after which the entry is made again. */
  expires: number;
}

export interface PageCache<T> {
  get(key: string, make: () => Promise<T>): Promise<T>;
}

/**
 * `ttlMs` 0 turns caching off (tests, where a page must show a change at once). At most
 * `maxEntries` keys are kept; the oldest goes first. `keep` says which results are shared. Real elapsed time, never the platform's
 * clock, which tests move by days.
 */
export function pageCache<T>(
  ttlMs: number,
  options: { maxEntries?: number; keep?: (value: T) => boolean } = {},
): PageCache<T> {
  const { maxEntries = 1000, keep = () => true } = options;
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, make) {
      if (ttlMs <= 0) return make();
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = make();
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      // A failed render, or a result not to keep, is not shared: the next request tries again.
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((made) => keep(made) || forget(), forget);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
