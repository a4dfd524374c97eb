import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../../config.ts";
import { AppError } from "./errors.ts";

/**
 * Limits are per route group, not global (DESIGN §2). The store is in-process; with several API
 * processes behind a load balancer, pass a shared store (Redis) — see README "Scaling out".
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError("MS_MAX_CONCURRENT_REQ"),
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
/** Payment attempts (checkout, retries, upsells): generous for buyers, a wall against card testing. */
export const payLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.payMax, timeWindow: config.rateLimit.windowMs },
});
