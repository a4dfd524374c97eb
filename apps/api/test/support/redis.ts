import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis the shared-store tests use; CI runs one (see .ci/run), a laptop may not. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Whether the Redis tests run: when Redis answers, and always in CI, where a missing Redis must
 * fail the run instead of skipping the tests silently.
 */
export async function redisAvailable(): Promise<boolean> {
  if (process.env.CI) return true;
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 500,
    retryStrategy: () => null,
  });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of this run's own, so parallel runs sharing one Redis do not count together. */
export function uniqueKeyPrefix(): string {
  return `sellwerk-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
}

/** Removes every key under the prefix. */
export async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
