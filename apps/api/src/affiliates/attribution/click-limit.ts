import type { Deps } from "../../platform/deps.ts";

/**
 * Clicks per client IP and window (the platform's RATE_LIMIT_CHECK, 60 a minute by default),
 * counted in the shared store so several API processes count once. Over the limit a click is
 * recorded as nothing, never refused: a flood must not cost the database an insert per request,
 * and a real buyer behind a busy address still reaches the checkout. A store that cannot be reached
 * lets the click through (fail open, like the rate-limit plugin).
 */
export async function clickAllowed(deps: Deps, ip: string): Promise<boolean> {
  try {
    const count = await deps.shared.counters.hit(`aff-click:${ip}`, deps.config.rateLimit.windowMs);
    return count <= deps.config.rateLimit.checkMax;
  } catch {
    return true;
  }
}
