import type { Deps } from "../platform/deps.ts";
import type { orders } from "../orders/tables.ts";
import { secretBoxFor } from "../platform/crypto/secret-box.ts";
import { sellerPaymentSetup } from "../payments/settings.ts";
import { wireLabel } from "../payments/providers/e-wallet/wire-reference.ts";

type Order = Pick<typeof orders.$inferSelect, "paymentMethod" | "paymentReference" | "provider" | "sellerId">;

/**
 * Where a bank-wire order's buyer sends the money, or null for any other order. Our own bank wire
 * (and the sandbox's) goes to the seller's account with the order reference; e_wallet's goes to the
 * provider's account with the label that credits the platform's collection wallet and names the
 * order (wire-reference.ts), so the money-in can be matched when it arrives.
 */
export async function wireInstructions(
  deps: Deps,
  order: Order,
): Promise<{ reference: string; account_holder: string; iban: string; bic: string } | null> {
  if (order.paymentMethod !== "bank_wire" || !order.paymentReference) return null;
  if (order.provider === "e_wallet") {
    const wire = deps.config.eWallet?.wire;
    if (!wire) return null;
    return {
      reference: wireLabel(wire, order.paymentReference),
      account_holder: wire.holder,
      iban: wire.iban,
      bic: wire.bic,
    };
  }
  const { bankWire } = await sellerPaymentSetup(deps.db, await secretBoxFor(deps), order.sellerId);
  return { reference: order.paymentReference, ...bankWire };
}
