import { checkout } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { canAdvance } from "../../platform/clock.ts";
import { chargeDueRates } from "../use-cases/charge-due-rates.ts";
import { expireCheckouts } from "../use-cases/expire-checkouts.ts";
import { pauseOverdueAccess } from "../../fulfilment/index.ts";
import { runDunning } from "../../dunning/index.ts";

/**
 * A test installation's clock (TEST_CLOCK=1), like a payment provider's test clocks: a manager
 * moves time forward and the billing work runs at once (and access paused for unpaid rates), so a subscription's next rate can be
 * seen charged without waiting. The route does not exist in production.
 */
export const testClockRoutes: RouteModule = (app, deps) => {
  if (!deps.config.testClock) return;
  app.post(
    `${API}/admin/test_clock`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin"],
        summary: "Test installations: advance the clock and run billing",
        body: checkout.testClockRequest,
        response: { 200: checkout.testClockAnswer },
      },
    },
    async (req) => {
      if (!canAdvance(deps.clock)) throw new AppError("PERMISSION_DENIED");
      deps.clock.advance(req.body.seconds * 1000);
      const charged = await chargeDueRates(deps);
      const expired = await expireCheckouts(deps);
      // Suspensions whose grace days the jump passed: their delayed jobs wait in real time.
      await pauseOverdueAccess(deps);
      // Dunning reminders and claims the jump made due (their ticker also waits in real time).
      await runDunning(deps);
      return { now: deps.clock.now().toISOString(), charged, expired };
    },
  );
};
