import type { FastifyBaseLogger as Logger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../../config.ts";
import type { Clock } from "../clock.ts";
import { MemoryCounters } from "./memory.ts";
import { connectRedis, RedisCounters } from "./redis.ts";

/**
 * Expiring counters shared by every process that uses the same store: rate limits and the
 * per-account sign-in throttle count here. Every method may throw when the shared store is
 * unreachable; callers decide to fail open (see identity/sign-in-throttle.ts).
 */
export interface Counters {
  /** Adds one to the key; the first hit starts its window of `windowMs`. Answers the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the key expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** Sets the key (a marker such as a lock) for `ttlMs`. */
  set(key: string, ttlMs: number): Promise<void>;
  /** Lets an existing key live exactly `ttlMs` from now, its count kept. */
  expire(key: string, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

export interface SharedStore {
  counters: Counters;
  /** The Redis connection when REDIS_URL is set (the rate-limit plugin takes it as its store). */
  redis: Redis | undefined;
  close(): Promise<void>;
}

export { MemoryCounters } from "./memory.ts";

/** Redis when REDIS_URL is set, otherwise the process's own memory (one process, embedded setup). */
export async function createSharedStore(config: Config, clock: Clock, log: Logger): Promise<SharedStore> {
  if (!config.redisUrl) {
    return { counters: new MemoryCounters(clock), redis: undefined, close: async () => undefined };
  }
  const redis = await connectRedis(config.redisUrl, log);
  return {
    counters: new RedisCounters(redis, config.redisKeyPrefix),
    redis,
    close: async () => {
      // quit() waits for Redis to answer; when it is down there is nothing to say goodbye to.
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
