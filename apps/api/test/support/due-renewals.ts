// Many running orders with a rate due, written in SQL from one real order: what the renewal test
// (apps/api/test/renewals.test.ts) and the renewal bench (bench/renewals.ts) charge. Buying
// thousands of orders through the checkout would take minutes and test nothing more: the copies
// have the template's plan, payer and saved method, so the charge reads them as it reads any.

export interface DueRenewals {
  /** A finalized order with a saved method and a future rate, bought through the checkout. */
  templateOrderId: number;
  count: number;
  /** When the copies' first open rate falls due (their later rates keep the template's dates). */
  dueAt: Date;
  /** Tells this call's copies apart from earlier ones of the same template (their tokens). */
  batch: number;
  /** Every n-th copy's saved method declines off-session (the sandbox's 4000 0000 0000 0341); 0: none. */
  declineEvery: number;
}

/**
 * One SQL statement (every value is a number or a date, inlined) that copies the template order
 * `count` times: the order, its rates — paid ones as paid, the first open one due at `dueAt` — and
 * its active saved method.
 */
export function dueRenewalsSql({ templateOrderId, count, dueAt, batch, declineEvery }: DueRenewals): string {
  const id = Math.trunc(templateOrderId);
  const n = Math.trunc(count);
  const due = `'${dueAt.toISOString()}'::timestamptz`;
  const decline = Math.trunc(declineEvery);
  return `
WITH template AS (SELECT * FROM orders WHERE id = ${id}),
copies AS (
  INSERT INTO orders (seller_id, token, order_type, state, payment_state, product_id, pricing_plan_id,
    plan, coupon_id, coupon_code, currency, total_amount, vat_amount, discount_amount, payment_method,
    provider, test_mode, payer, owner, payer_user_id, locale)
  SELECT t.seller_id, t.token || '-${Math.trunc(batch)}-' || g, t.order_type, t.state, t.payment_state, t.product_id,
    t.pricing_plan_id, t.plan, t.coupon_id, t.coupon_code, t.currency, t.total_amount, t.vat_amount,
    t.discount_amount, t.payment_method, t.provider, t.test_mode, t.payer, t.owner, t.payer_user_id, t.locale
  FROM template t, generate_series(1, ${n}) g
  RETURNING id, seller_id
),
first_open AS (SELECT min(number) AS number FROM order_rates WHERE order_id = ${id} AND state = 'future'),
rates AS (
  INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency, state, paid_amount, paid_at)
  SELECT c.id, c.seller_id, r.number,
    CASE WHEN r.number = (SELECT number FROM first_open) THEN ${due} ELSE r.due_at END,
    r.amount, r.currency, r.state, r.paid_amount, r.paid_at
  FROM copies c, order_rates r WHERE r.order_id = ${id}
)
INSERT INTO payment_instruments (seller_id, order_id, provider, method, customer_ref, method_ref, display)
SELECT i.seller_id, c.id, i.provider, i.method, i.customer_ref,
  CASE WHEN ${decline} > 0 AND c.id % ${decline} = 0
    THEN replace(i.method_ref, '_ok_', '_decline_later_') ELSE i.method_ref END,
  i.display
FROM copies c, payment_instruments i WHERE i.order_id = ${id} AND i.active`;
}
