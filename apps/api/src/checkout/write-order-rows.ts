import { sql } from "drizzle-orm";
import type { Tx } from "../platform/db/client.ts";
import { orderLines, orderRates } from "../orders/tables.ts";
import { payments } from "../payments/tables.ts";
import type { CartLine } from "./cart.ts";

export interface FirstPaymentRow {
  id: number;
  amount: number;
}

export interface OrderRowsInput {
  order: { id: number; sellerId: number; provider: string; paymentMethod: string; testMode: boolean };
  currency: string;
  lines: readonly CartLine[];
  schedule: readonly { number: number; dueAt: Date; amount: number }[];
  /** What the first payment attempt asks for now (0 for a trial, which only saves the method). */
  firstAmount: number;
}

/**
 * An order's lines, its rates and the first rate's payment attempt in one statement (issue 11: a
 * checkout in a handful of round trips). Data-modifying CTEs see each other's rows when the
 * statement's foreign-key checks run at its end, so the payment may name the rate inserted
 * beside it. The rows travel as JSON, one parameter each, whatever their number.
 */
export async function insertOrderRows(tx: Tx, input: OrderRowsInput): Promise<FirstPaymentRow> {
  const { order } = input;
  const lines = JSON.stringify(
    input.lines.map((l) => ({
      kind: l.kind,
      product_id: l.productId,
      pricing_plan_id: l.pricingPlanId,
      ticket_type_id: l.ticketTypeId,
      name: l.name,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      discount_amount: l.discountAmount,
      amount: l.amount,
      attendees: l.attendees,
    })),
  );
  const rates = JSON.stringify(
    input.schedule.map((r) => ({ number: r.number, due_at: r.dueAt.toISOString(), amount: r.amount })),
  );
  // Both drivers answer execute() with { rows }; bigint columns come back as strings there.
  const result: unknown = await tx.execute(sql`
    with line_rows as (
      insert into ${orderLines} (order_id, kind, product_id, pricing_plan_id, ticket_type_id, name,
                                 quantity, unit_amount, discount_amount, amount, attendees)
      select ${order.id}, x.kind, x.product_id, x.pricing_plan_id, x.ticket_type_id, x.name,
             x.quantity, x.unit_amount, x.discount_amount, x.amount, x.attendees
      from jsonb_to_recordset(${lines}::jsonb) as x(kind text, product_id bigint, pricing_plan_id bigint,
        ticket_type_id bigint, name text, quantity integer, unit_amount bigint, discount_amount bigint,
        amount bigint, attendees jsonb)
    ), rate_rows as (
      insert into ${orderRates} (order_id, seller_id, number, due_at, amount, currency)
      select ${order.id}, ${order.sellerId}, x.number, x.due_at, x.amount, ${input.currency}
      from jsonb_to_recordset(${rates}::jsonb) as x(number integer, due_at timestamptz, amount bigint)
      returning id, number
    )
    insert into ${payments} (seller_id, order_id, order_rate_id, provider, method, amount, currency, test_mode)
    select ${order.sellerId}, ${order.id}, rate_rows.id, ${order.provider}, ${order.paymentMethod},
           ${input.firstAmount}, ${input.currency}, ${order.testMode}
    from rate_rows where rate_rows.number = 1
    returning id, amount
  `);
  const row = (result as { rows: { id: number | string; amount: number | string }[] }).rows[0];
  if (!row) throw new Error(`order ${order.id}: no first rate to pay`);
  return { id: Number(row.id), amount: Number(row.amount) };
}
