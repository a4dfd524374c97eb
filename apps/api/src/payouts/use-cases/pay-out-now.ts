import { manualPayoutPeriod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import type { Payee } from "../payee.ts";
import { payoutView } from "../views.ts";
import { createPayout } from "./create-payout.ts";

/**
 * "Pay out now": the whole available balance in `currency`, whatever the schedule. The request's
 * Idempotency-Key names the payout's period, so a repeated request is one payout; the payee's lock
 * makes two different clicks pay the balance once (the second finds nothing available: held as
 * below minimum).
 */
export async function payOutNow(
  deps: Deps,
  payee: Payee,
  currency: string,
  requestKey: string,
): Promise<Result<ReturnType<typeof payoutView>>> {
  const result = await createPayout(deps, payee, currency, manualPayoutPeriod(requestKey));
  if ("held" in result)
    return {
      ok: false,
      code: "PAYOUT_HELD",
      details: result.held.map((code) => ({ param: "reasons", code, message: "" })),
    };
  return ok(payoutView(result.payout));
}
