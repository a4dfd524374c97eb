import { eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { orders } from "./tables.ts";

/**
 * An order's VAT is the VAT of its documents: which VAT applies is only known once an invoice
 * decides it (buyer country, reverse charge, exemption), so billing adds each invoice's VAT and
 * takes each credit memo's back, in the transaction that issues the document (exactly once, like
 * the document). A refunded order thus shows the VAT still owed on it.
 */
export async function addOrderVat(tx: Executor, orderId: number, amount: number): Promise<void> {
  if (amount === 0) return;
  await tx
    .update(orders)
    .set({ vatAmount: sql`${orders.vatAmount} + ${amount}` })
    .where(eq(orders.id, orderId));
}
