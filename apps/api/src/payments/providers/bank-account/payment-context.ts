import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client.ts";
import { orders } from "../../../orders/tables.ts";
import { payments } from "../../tables.ts";

// What the bank_account adapter reads of our own rows: the charge request names only the payment,
// but the pay-in needs its seller's wallet, and a SEPA mandate the buyer's address and language
// (the order's) — and a mandate confirmed later is continued from its reference alone.

export interface PaymentContext {
  paymentId: number;
  orderId: number;
  sellerId: number;
  amount: number;
  currency: string;
  /** The order's payer party (names, e-mail, address). */
  payer: Record<string, unknown>;
  locale: string;
}

async function contextWhere(ex: Executor, where: SQL | undefined): Promise<PaymentContext | null> {
  const [row] = await ex
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      sellerId: payments.sellerId,
      amount: payments.amount,
      currency: payments.currency,
      payer: orders.payer,
      locale: orders.locale,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  return row ?? null;
}

export const paymentContext = (ex: Executor, paymentId: number) =>
  contextWhere(ex, eq(payments.id, paymentId));

/** Our bank_account charge whose provider reference is `ref`. */
export const paymentOfRef = (ex: Executor, ref: string) =>
  contextWhere(
    ex,
    and(eq(payments.provider, "bank_account"), eq(payments.kind, "charge"), eq(payments.providerRef, ref)),
  );
