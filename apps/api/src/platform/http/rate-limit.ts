import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../../config.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "./errors.ts";

/**
 * Limits are per route group, not global (DESIGN §2). With REDIS_URL the counters live in Redis,
 * so API processes behind a load balancer count each client once; otherwise in the process.
 * An unreachable Redis fails open (the request passes; connectRedis logs the outage): a broken
 * counter store must not take sign-in and checkout down with it.
 */
export async function installRateLimit(app: FastifyInstance, deps: Deps): Promise<void> {
  const redis = deps.shared.redis;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError("MS_MAX_CONCURRENT_REQ"),
    ...(redis ? { redis, nameSpace: `${deps.config.redisKeyPrefix}rate:`, skipOnError: true } : {}),
  });
}

/** Sign-in, sign-up, magic links and password resets: few tries per client per window. */
export const authLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs },
});
/** Live checks while typing: more generous, still a wall against enumeration. */
export const checkLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.checkMax, timeWindow: config.rateLimit.windowMs },
});
/**
 * Payment attempts (checkout, retries, upsells): generous for buyers, a wall against card testing.
 * Also bounded in flight per process under overload (load-shedding.ts).
 */
export const payLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.payMax, timeWindow: config.rateLimit.windowMs },
  paymentAttempt: true,
});
