import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import type { orders } from "../orders/tables.ts";
import { payments } from "../payments/tables.ts";
import { mangopayApiOf } from "../payments/providers/bank-account/index.ts";
import { secretBoxFor } from "../platform/crypto/secret-box.ts";
import { sellerPaymentSetup } from "../payments/settings.ts";
import { wireLabel } from "../payments/providers/e-wallet/wire-reference.ts";

type Order = Pick<
  typeof orders.$inferSelect,
  "id" | "paymentMethod" | "paymentReference" | "provider" | "sellerId"
>;
type Instructions = { reference: string; account_holder: string; iban: string; bic: string };

/**
 * bank_account (Mangopay): the account and wire reference Mangopay answered for the order's
 * latest bank-wire pay-in, read back from the pay-in (Mangopay matches the wire by that reference,
 * so the buyer must see exactly these). Null while there is none or Mangopay cannot be asked.
 */
async function mangopayInstructions(deps: Deps, orderId: number): Promise<Instructions | null> {
  const api = mangopayApiOf(deps);
  if (!api) return null;
  const [payment] = await deps.db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, "bank_account"),
        eq(payments.kind, "charge"),
        eq(payments.method, "bank_wire"),
        isNotNull(payments.providerRef),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment?.ref) return null;
  try {
    const payIn = await api.getPayIn(payment.ref);
    if (!payIn.WireReference || !payIn.BankAccount?.IBAN) return null;
    return {
      reference: payIn.WireReference,
      account_holder: payIn.BankAccount.OwnerName ?? "",
      iban: payIn.BankAccount.IBAN,
      bic: payIn.BankAccount.BIC ?? "",
    };
  } catch (err) {
    deps.log.warn({ err, orderId }, "bank_account wire instructions not read");
    return null;
  }
}

/**
 * Where a bank-wire order's buyer sends the money, or null for any other order. Our own bank wire
 * (and the sandbox's) goes to the seller's account with the order reference; e_wallet's goes to the
 * provider's account with the label that credits the platform's collection wallet and names the
 * order (wire-reference.ts), so the money-in can be matched when it arrives; bank_account's goes to
 * Mangopay's account with Mangopay's wire reference for the order's pay-in.
 */
export async function wireInstructions(deps: Deps, order: Order): Promise<Instructions | null> {
  if (order.paymentMethod !== "bank_wire" || !order.paymentReference) return null;
  if (order.provider === "bank_account") return mangopayInstructions(deps, order.id);
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
