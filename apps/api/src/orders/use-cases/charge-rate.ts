import { and, eq, inArray } from "drizzle-orm";
import type { PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { paymentInstruments } from "../../payments/tables.ts";
import {
  executePayment,
  providerAccountOf,
  type PaymentCall,
} from "../../payments/use-cases/execute-payment.ts";
import { applyChargeOutcome } from "../../payments/use-cases/apply-charge-outcome.ts";
import type { PaymentRow } from "../../payments/use-cases/apply-charge-outcome.ts";
import type { ProviderAccount } from "../../payments/providers/provider.ts";
import { products } from "../../catalog/index.ts";
import { users } from "../../identity/tables.ts";
import type { OrderRateRow, OrderRow } from "../repository.ts";

/** A rate claimed for an off-session charge: its waiting payment row is committed. */
export interface ClaimedCharge {
  order: OrderRow;
  rate: OrderRateRow;
  paymentId: number;
}

/** What an off-session charge of a claimed rate asks its provider; null: no saved method. */
export type RenewalCall = (PaymentCall & { instrument: NonNullable<PaymentCall["instrument"]> }) | null;

/**
 * The provider calls of claimed rates, read for the whole batch at once (saved methods, product
 * names, seller usernames, the sellers' provider accounts), not per rate.
 */
export async function renewalCalls(deps: Deps, claims: readonly ClaimedCharge[]): Promise<RenewalCall[]> {
  if (claims.length === 0) return [];
  const orderIds = [...new Set(claims.map((c) => c.order.id))];
  const productIds = [...new Set(claims.map((c) => c.order.productId))];
  const sellerIds = [...new Set(claims.map((c) => c.order.sellerId))];
  const [instruments, names, sellers] = await Promise.all([
    deps.db
      .select()
      .from(paymentInstruments)
      .where(and(inArray(paymentInstruments.orderId, orderIds), eq(paymentInstruments.active, true))),
    deps.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, productIds)),
    deps.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, sellerIds)),
  ]);
  const instrumentOf = new Map(instruments.map((i) => [i.orderId, i]));
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const usernameOf = new Map(sellers.map((s) => [s.id, s.username]));
  // One read of a seller's accounts (decrypting their keys) per seller and provider, not per rate.
  const accounts = new Map<string, Promise<ProviderAccount | null>>();
  const accountOf = (sellerId: number, provider: string) => {
    const key = `${sellerId}:${provider}`;
    if (!accounts.has(key)) accounts.set(key, providerAccountOf(deps, sellerId, provider));
    return accounts.get(key)!;
  };
  return Promise.all(
    claims.map(async ({ order, rate, paymentId }): Promise<RenewalCall> => {
      const instrument = instrumentOf.get(order.id);
      if (!instrument) return null;
      const payer = order.payer as { email: string; first_name: string; last_name: string };
      const account = await accountOf(order.sellerId, instrument.provider);
      return {
        paymentId,
        sellerId: order.sellerId,
        orderId: order.id,
        provider: instrument.provider,
        method: instrument.method as PaymentMethod,
        amount: rate.amount,
        currency: rate.currency,
        description: `${nameOf.get(order.productId) ?? ""} (${rate.number})`,
        payer: { email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
        paymentData: {},
        instrument: {
          customerRef: instrument.customerRef,
          methodRef: instrument.methodRef,
          display: instrument.display,
        },
        saveForFuture: false,
        returnUrl: `${deps.config.publicUrl}/s/${usernameOf.get(order.sellerId) ?? ""}/payment/${order.token}/manage`,
        ...(account ? { account } : {}),
      };
    }),
  );
}

/**
 * Nothing to charge off-session (a bank-wire order, a method the provider dropped): the rate
 * fails like a decline, goes to dunning, and the buyer is asked to pay with a new method.
 */
export const NO_SAVED_METHOD = { status: "failed", providerRef: null, code: "no_saved_method" } as const;

/**
 * Charges one claimed rate off-session with the order's saved method and applies the answer at
 * once — what recovery does for a charge whose worker died. The payment row is committed first
 * (exactly once: the caller claimed the rate); its id is the provider's idempotency key.
 */
export async function chargeRateOffSession(deps: Deps, claim: ClaimedCharge): Promise<PaymentRow | null> {
  const [call] = await renewalCalls(deps, [claim]);
  if (!call) return applyChargeOutcome(deps, claim.paymentId, NO_SAVED_METHOD);
  return (await executePayment(deps, call)).payment;
}
