import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { flagsView, readPaymentSettings, type FullPaymentFlags } from "../settings-store.ts";
import { paymentSettings } from "../tables.ts";
import { isSeller } from "../sellers.ts";

/**
 * A manager switches a seller's gated payment methods (spec two §6: twint, klarna, mondu, klarna
 * subscriptions). Flags left out stay. The seller's version does not move: flags are not part of
 * what the seller edits, so switching one never makes the seller's open form stale. A seller who
 * never saved gets a row at version 0, which their first save (version 0) still matches.
 */
export async function savePaymentFlags(
  deps: Deps,
  userId: number,
  body: checkoutSettings.PaymentFlags | Partial<checkoutSettings.PaymentFlags>,
): Promise<Result<checkoutSettings.PaymentFlags>> {
  if (!(await isSeller(deps.db, userId))) return fail("NOT_FOUND");
  return deps.db.transaction(async (tx) => {
    const current = await readPaymentSettings(tx, userId, true);
    const flags: FullPaymentFlags = {
      twint: body.twint ?? current.flags.twint,
      klarna: body.klarna ?? current.flags.klarna,
      mondu: body.mondu ?? current.flags.mondu,
      klarnaSubscriptions: body.klarna_subscriptions ?? current.flags.klarnaSubscriptions,
    };
    const now = deps.clock.now();
    await tx
      .insert(paymentSettings)
      .values({ sellerId: userId, flags: { ...flags }, version: 0, updatedAt: now })
      .onConflictDoUpdate({ target: paymentSettings.sellerId, set: { flags: { ...flags }, updatedAt: now } });
    return ok(flagsView(flags));
  });
}
