import type { Deps } from "../../platform/deps.ts";
import { settleClaims } from "./settle-claims.ts";
import { openOverdueClaims } from "./open-overdue-claims.ts";
import { advanceClaims } from "./advance-claims.ts";

/**
 * One tick of dunning on the platform's clock: end claims whose rate was paid or dropped first
 * (so nobody is reminded of a paid rate), then open claims for newly overdue rates, then move
 * due claims one stage on. Each step works in batches until nothing is left.
 */
export async function runDunning(deps: Deps): Promise<{ settled: number; opened: number; advanced: number }> {
  const drain = async (step: (deps: Deps) => Promise<number>) => {
    let total = 0;
    for (let n = await step(deps); n > 0; n = await step(deps)) total += n;
    return total;
  };
  const settled = await drain(settleClaims);
  const opened = await drain(openOverdueClaims);
  const advanced = await drain(advanceClaims);
  return { settled, opened, advanced };
}
