import { eq } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import { payments } from "../../tables.ts";
import type { PaymentProvider, RefundOutcome, RefundRequest } from "../provider.ts";
import { eWalletApiOf } from "./index.ts";
import { earlierTransfer, refundTransferComment, saleTransferComment, sellerWalletId } from "./transfers.ts";

// e_wallet as a payment provider: bank-wire pay-ins to the platform's collection wallet. Nothing
// is charged by an API call — the buyer wires the money with the order's label (wire-reference.ts)
// and the money-in notification, read back from the API, settles the payment (money-in.ts).

/** Our reference of a wire payment; the refund finds the sale's transfer by the id inside it. */
const chargeRef = (paymentId: number) => `ew_${paymentId}`;
const paymentIdOf = (ref: string) => Number(/^ew_(\d+)$/.exec(ref)?.[1] ?? Number.NaN);

export function createEWalletProvider(deps: Deps): PaymentProvider | null {
  const api = eWalletApiOf(deps);
  const wire = deps.config.eWallet?.wire;
  if (!api || !wire) return null;

  /**
   * The sale's share goes back from the seller's wallet to the collection wallet, at most what
   * the sale put there, once per refund (by its comment). The buyer's money is returned from the
   * collection wallet by the platform's own transfer, as with our bank wire; the seller's ledger
   * carries the refund as for every provider.
   */
  async function reverse(request: RefundRequest, sellerId: number): Promise<RefundOutcome> {
    const comment = refundTransferComment(request.paymentId);
    const done = await earlierTransfer(api!, comment);
    if (done) return { status: "succeeded", providerRef: String(done.id) };
    const sale = await earlierTransfer(api!, saleTransferComment(paymentIdOf(request.chargeRef)));
    const wallet = await sellerWalletId(deps.db, sellerId);
    const amount = Math.min(request.amount, sale?.creditAmount ?? sale?.debitAmount ?? 0);
    if (!sale || !wallet || amount <= 0)
      return { status: "succeeded", providerRef: `ew_re_${request.paymentId}` };
    const { transaction } = await api!.sendPayment({
      debitAccountId: wallet,
      creditAccountId: wire!.collectionWallet,
      amount,
      comment,
    });
    return { status: "succeeded", providerRef: String(transaction.id) };
  }

  return {
    name: "e_wallet",
    // The provider's sandbox lives on its own host; everything else moves real money.
    isTestMode: () => /sandbox/i.test(deps.config.eWallet?.baseUrl ?? ""),
    clientConfig: () => ({}),
    async charge(request) {
      if (request.method !== "bank_wire" || request.currency.toLowerCase() !== "eur")
        return { status: "failed", providerRef: null, code: "method_not_supported" };
      return { status: "processing", providerRef: chargeRef(request.paymentId) };
    },
    // The wire is settled by its notification only; until then it is on its way.
    retrieve: async (ref) => ({ status: "processing", providerRef: ref }),
    // No call took money: a wire that arrives is matched by its label when its notification comes.
    findCharge: async () => null,
    async refund(request) {
      const [charge] = await deps.db
        .select({ sellerId: payments.sellerId })
        .from(payments)
        .where(eq(payments.id, paymentIdOf(request.chargeRef)));
      return charge
        ? reverse(request, charge.sellerId)
        : { status: "failed", providerRef: null, code: "charge_not_found" };
    },
  };
}
