import type { Clock } from "../clock.ts";
import type { Counters } from "./index.ts";

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the process's memory, on the platform's clock (tests move it to let a lock expire).
 * Expired keys are dropped lazily and swept once a minute, so the map cannot grow without bound.
 */
export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: Clock) {}

  private now(): number {
    const now = this.clock.now().getTime();
    if (now >= this.nextSweep) {
      for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
      this.nextSweep = now + SWEEP_EVERY_MS;
    }
    return now;
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const entry = this.live(key, now) ?? { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return entry.count;
  }

  async ttl(key: string): Promise<number> {
    const now = this.now();
    const entry = this.live(key, now);
    return entry ? entry.expiresAt - now : 0;
  }

  async set(key: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { count: 1, expiresAt: this.now() + ttlMs });
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    const now = this.now();
    const entry = this.live(key, now);
    if (entry) entry.expiresAt = now + ttlMs;
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}
