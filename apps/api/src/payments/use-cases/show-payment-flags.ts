import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { flagsView, readPaymentSettings } from "../settings-store.ts";
import { isSeller } from "../sellers.ts";

/** A seller's payment feature flags, for the manager. */
export async function showPaymentFlags(
  deps: Deps,
  userId: number,
): Promise<Result<checkoutSettings.PaymentFlags>> {
  if (!(await isSeller(deps.db, userId))) return fail("NOT_FOUND");
  return ok(flagsView((await readPaymentSettings(deps.db, userId)).flags));
}
