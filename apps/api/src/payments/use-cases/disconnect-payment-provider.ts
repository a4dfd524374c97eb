import { and, eq } from "drizzle-orm";
import type { PaymentProviderName } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { findAccountRow } from "../accounts.ts";
import { refuseUnconnectable } from "../connectable.ts";
import { choicesUsing, readPaymentSettings } from "../settings-store.ts";
import { paymentProviderAccounts } from "../tables.ts";

/**
 * Removes a connected account with its secrets. Refused while a method choice still routes to it:
 * the checkout would otherwise offer methods nobody can take.
 */
export async function disconnectPaymentProvider(
  deps: Deps,
  sellerId: number,
  provider: PaymentProviderName,
): Promise<Result<void>> {
  const refused = refuseUnconnectable(deps, provider);
  if (refused) return refused;
  return deps.db.transaction(async (tx) => {
    // Locks the settings row too, so a concurrent save cannot route a method here meanwhile.
    const settings = await readPaymentSettings(tx, sellerId, true);
    if (!(await findAccountRow(tx, sellerId, provider, true))) return fail("NOT_FOUND");
    if (choicesUsing(settings.methodProviders, provider).length)
      return fieldFail("provider", "provider_in_use");
    await tx
      .delete(paymentProviderAccounts)
      .where(
        and(eq(paymentProviderAccounts.sellerId, sellerId), eq(paymentProviderAccounts.provider, provider)),
      );
    return ok(undefined);
  });
}
