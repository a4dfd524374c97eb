import type { Redis } from "ioredis";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Counters } from "./index.ts";

// INCR and the expiry of a new window in one step: two processes hitting a fresh key at once
// must not both start a window, and a crash between the two commands must not leave a key forever.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Connects to Redis. Commands fail at once while it is unreachable (no offline queue) and after a
 * second when it hangs, so callers can fail open instead of holding requests; ioredis keeps
 * reconnecting in the background. An unreachable Redis at start is a warning, not a refusal to
 * start: the API then runs without shared limits until Redis is back.
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  // Loaded only where Redis is configured: the client costs a fifth of a second at every start.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // One line per outage and one when it ends, not one per reconnect attempt.
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: err.message },
      "Redis unreachable: rate limits and sign-in throttling are not enforced until it is back",
    );
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis reachable again: rate limits and sign-in throttling are enforced");
  });
  await redis.connect().catch(() => undefined);
  return redis;
}

export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT, 1, this.prefix + key, windowMs));
  }

  async ttl(key: string): Promise<number> {
    // PTTL answers -2 for a missing key and -1 for one without expiry (never written by us).
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async set(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, "1", "PX", ttlMs);
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    await this.redis.pexpire(this.prefix + key, ttlMs);
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}
