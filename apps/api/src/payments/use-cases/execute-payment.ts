import { saleFee, type PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { secretBoxFor } from "../../platform/crypto/secret-box.ts";
import { crashPoint } from "../../platform/crash-hook.ts";
import { sellerPaymentSetup } from "../settings.ts";
import { providerFor } from "../registry.ts";
import type { ChargeOutcome, ProviderAccount, SavedInstrument } from "../providers/provider.ts";
import { applyChargeOutcome, type PaymentRow } from "./apply-charge-outcome.ts";

export interface PaymentCall {
  paymentId: number;
  sellerId: number;
  orderId: number;
  provider: string;
  method: PaymentMethod;
  amount: number;
  /** The part of `amount` that pays dunning fees: no sale, so the platform takes no fee on it. */
  dunningFee?: number;
  currency: string;
  description: string;
  payer: { email: string; name: string };
  paymentData: Record<string, string>;
  instrument?: SavedInstrument;
  saveForFuture: boolean;
  returnUrl: string;
  /** The buyer's order page, for challenges served by us (see ChargeRequest). */
  orderPageUrl?: string;
  /** The seller's account at the provider when the caller already read it (the checkout has). */
  account?: ProviderAccount;
}

/** A free order moves no money: it needs no account at any provider. */
const FREE_ACCOUNT: ProviderAccount = {
  provider: "free",
  mode: null,
  credentials: {},
  publicConfig: {},
  webhookSecret: null,
};

export async function providerAccountOf(
  deps: Deps,
  sellerId: number,
  provider: string,
): Promise<ProviderAccount | null> {
  if (provider === "free") return FREE_ACCOUNT;
  const setup = await sellerPaymentSetup(deps.db, await secretBoxFor(deps), sellerId);
  return setup.accounts.get(provider) ?? null;
}

/**
 * Calls the provider for a payment row that is already committed (so a crash after the call
 * still finds the order), then applies the answer. The row id is the provider-side idempotency
 * key: calling again for the same row never charges twice. A provider that cannot be reached
 * leaves the payment waiting; the recovery work asks again later.
 */
export async function executePayment(
  deps: Deps,
  call: PaymentCall,
): Promise<{ payment: PaymentRow | null; outcome: ChargeOutcome | null }> {
  const outcome = await askProvider(deps, call);
  if (!outcome) return { payment: null, outcome: null };
  const payment = await applyChargeOutcome(deps, call.paymentId, outcome);
  crashPoint("after_commit");
  return { payment, outcome };
}

/**
 * The provider's answer for a committed payment row, not yet applied: executePayment applies it
 * at once, the recurring charges apply a whole batch of answers in one transaction. Null: the
 * provider could not be reached (logged); the payment stays waiting.
 */
export async function askProvider(deps: Deps, call: PaymentCall): Promise<ChargeOutcome | null> {
  const adapter = providerFor(deps, call.provider);
  const account = call.account ?? (await providerAccountOf(deps, call.sellerId, call.provider));
  if (!adapter || !account) return { status: "failed", providerRef: null, code: "provider_unavailable" };
  let outcome: ChargeOutcome;
  try {
    crashPoint("before_provider");
    outcome = await adapter.charge(
      {
        paymentId: call.paymentId,
        amount: call.amount,
        currency: call.currency,
        method: call.method,
        description: call.description,
        payer: call.payer,
        paymentData: call.paymentData,
        ...(call.instrument ? { instrument: call.instrument } : {}),
        saveForFuture: call.saveForFuture,
        returnUrl: call.returnUrl,
        ...(call.orderPageUrl ? { orderPageUrl: call.orderPageUrl } : {}),
        // Connect: the platform's share is taken by the provider as an application fee, the same
        // fee the ledger books (PLATFORM_FEE_PERCENT / PLATFORM_FEE_FIXED).
        ...(call.provider === "stripe_connect"
          ? {
              applicationFee: saleFee(deps.config.fees, call.amount - (call.dunningFee ?? 0), call.currency),
            }
          : {}),
        metadata: {
          seller_id: String(call.sellerId),
          order_id: String(call.orderId),
          payment_id: String(call.paymentId),
        },
      },
      account,
    );
  } catch (err) {
    deps.log.warn(
      { err, paymentId: call.paymentId, provider: call.provider },
      "payment provider call failed",
    );
    return null;
  }
  crashPoint("after_provider_call");
  return outcome;
}
