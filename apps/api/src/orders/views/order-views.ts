import type { orders as contracts } from "@sellwerk/contracts";
import type { OrderState, PaymentState, PricingPlanType } from "@sellwerk/domain";
import type { OrderRateRow, OrderRow } from "../repository.ts";
import { nextDueAt, orderAmounts } from "../amounts.ts";

// How the seller's screens see orders. The columns hold states and jsonb written only through the
// checkout and the transition tables, so the casts below name what was stored, not a guess.

export interface ProductSummary {
  id: number;
  name: string;
  form: string;
}

const PARTY_FIELDS = [
  "email",
  "first_name",
  "last_name",
  "buyer_kind",
  "company",
  "vat_id",
  "country",
  "street",
  "street_number",
  "zip",
  "city",
  "phone",
] as const satisfies readonly (keyof contracts.OrderParty)[];

/** A party as typed at checkout; a field older orders lack reads as empty. */
export function partyView(stored: Record<string, unknown>): contracts.OrderParty {
  const text = (key: string) => (typeof stored[key] === "string" ? stored[key] : "");
  return Object.fromEntries(PARTY_FIELDS.map((key) => [key, text(key)])) as contracts.OrderParty;
}

export function payerSummary(order: OrderRow): { name: string; email: string } {
  const payer = partyView(order.payer);
  return { name: `${payer.first_name} ${payer.last_name}`.trim(), email: payer.email };
}

export function planFormOf(order: OrderRow): PricingPlanType {
  return (order.plan as { form: PricingPlanType }).form;
}

export function orderStates(order: OrderRow) {
  return { state: order.state as OrderState, payment_state: order.paymentState as PaymentState };
}

export function orderListItemView(
  order: OrderRow,
  product: ProductSummary,
  rates: readonly OrderRateRow[],
): contracts.OrderListItem {
  const amounts = orderAmounts(rates);
  return {
    id: order.id,
    token: order.token,
    created_at: order.createdAt.toISOString(),
    product,
    payer: payerSummary(order),
    plan_form: planFormOf(order),
    payment_method: order.paymentMethod,
    provider: order.provider,
    test_mode: order.testMode,
    currency: order.currency,
    total_amount: order.totalAmount,
    paid_amount: amounts.paid,
    unpaid_amount: amounts.unpaid,
    ...orderStates(order),
    rates_count: rates.length,
    next_due_at: nextDueAt(rates)?.toISOString() ?? null,
    affiliate_program_id: order.affiliateProgramId,
    publisher_id: order.publisherId,
  };
}

export function relatedOrderView(
  order: OrderRow,
  product: ProductSummary,
): contracts.OrderDetail["children"][number] {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    product,
    upsell_type: order.upsellType,
    currency: order.currency,
    total_amount: order.totalAmount,
    ...orderStates(order),
  };
}
