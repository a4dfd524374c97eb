import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { jsonRows } from "../../platform/db/bulk.ts";
import type { NewCommission } from "./rate-commissions.ts";

/**
 * The commission rows of one or many paid rates in one statement (a batch of renewals writes
 * hundreds). A row already there for its payment and stage is kept: the rate-paid paths book a
 * payment once under its row lock, and the unique index (kind, payment_id, stage) is the backstop.
 */
export async function insertCommissions(ex: Executor, rows: readonly NewCommission[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`
    INSERT INTO affiliate_commissions (kind, seller_id, publisher_id, program_id, node_id, order_id,
      order_rate_id, payment_id, product_id, stage, currency, base_amount, amount, created_at)
    SELECT kind, seller_id, publisher_id, program_id, node_id, order_id, order_rate_id, payment_id,
      product_id, stage, currency, base_amount, amount, COALESCE(created_at, now())
    FROM ${jsonRows(
      rows.map((r) => ({
        kind: r.kind ?? "seller_program",
        seller_id: r.sellerId,
        publisher_id: r.publisherId,
        program_id: r.programId ?? null,
        node_id: r.nodeId ?? null,
        order_id: r.orderId,
        order_rate_id: r.orderRateId ?? null,
        payment_id: r.paymentId ?? null,
        product_id: r.productId ?? null,
        stage: r.stage ?? 1,
        currency: r.currency,
        base_amount: r.baseAmount,
        amount: r.amount,
        created_at: r.createdAt?.toISOString() ?? null,
      })),
    )} AS v(kind text, seller_id bigint, publisher_id bigint, program_id bigint, node_id bigint,
      order_id bigint, order_rate_id bigint, payment_id bigint, product_id bigint, stage int,
      currency text, base_amount bigint, amount bigint, created_at timestamptz)
    ON CONFLICT DO NOTHING`);
}
