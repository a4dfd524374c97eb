import { and, eq, inArray, sql } from "drizzle-orm";
import {
  buyPriceAfterDiscount,
  checkCoupon,
  couponDiscount,
  isDiscountApplicable,
  normalizeCouponCode,
  priceCheckout,
  rateSchedule,
  type CheckoutLineInput,
  type CouponRefusal,
  type PricedLine,
  type PricingPlanType,
  type ProductDiscount,
  type ScheduledRate,
  type SchedulePlanPrefs,
} from "@sellwerk/domain";
import type { catalog as catalogContract } from "@sellwerk/contracts";
import { type checkout } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { fail, fieldFail, ok, type Result } from "../platform/result.ts";
import { events, products, ticketTypes, type pricingPlans, type ProductRow } from "../catalog/index.ts";
import { loadSellableProduct } from "./sellable-product.ts";
import type { PublicSeller } from "./sellers.ts";
import type { PaymentSetup } from "./payment-options.ts";
import { coupons } from "./tables.ts";

export { loadSellableProduct };

// What a checkout costs: the product at the chosen plan (after its discount), order bumps,
// event tickets, and a coupon spread over the lines. The quote, the checkout and the checkout
// page all price through here, so what the buyer is shown is what is charged.

export type CouponRow = typeof coupons.$inferSelect;
type PlanRow = typeof pricingPlans.$inferSelect;

export interface CartLine extends PricedLine {
  ticketTypeId: number | null;
  pricingPlanId: number | null;
  attendees: string[];
}

export interface CartPlan {
  id: number | null;
  name: string;
  form: PricingPlanType;
  currency: string;
  prefs: SchedulePlanPrefs;
}

export interface Cart {
  product: ProductRow;
  view: catalogContract.Product;
  seller: PublicSeller;
  paymentSetup: PaymentSetup;
  plan: CartPlan;
  currency: string;
  lines: CartLine[];
  subtotal: number;
  couponAmount: number;
  /** Rate 1 holds the lines' total (after the coupon); later rates follow the plan. */
  schedule: ScheduledRate[];
  /** The recurring amount of a subscription's later rates (after discount and coupon). */
  recurringAmount: number | null;
  coupon: CouponRow | null;
  couponResult: { code: string; applied: boolean; refusal: CouponRefusal | "coupon_not_found" | null } | null;
  productDiscountApplied: boolean;
  /** One product id per line priced with that product's discount (the product, bumps): each is a use. */
  discountedProductIds: number[];
}

export type CartInput = Pick<
  checkout.QuoteRequest,
  "product_id" | "pricing_plan_id" | "coupon_code" | "bump_product_ids"
> & {
  tickets: { ticket_type_id: number; quantity: number; attendees?: string[] }[];
};

const FREE_PLAN = (currency: string): CartPlan => ({
  id: null,
  name: "",
  form: "one_time",
  currency,
  prefs: { price: 0 },
});

function discountOf(row: ProductRow): ProductDiscount | null {
  return (row.discount as ProductDiscount | null) ?? null;
}

/** Tells an id that names nothing (404) from a product that exists but cannot be bought now (409). */
async function productExists(ex: Executor, productId: number): Promise<boolean> {
  const [row] = await ex.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}

function planOf(rows: readonly PlanRow[], id: number | null): PlanRow | null {
  const active = rows.filter((p) => p.active);
  if (id === null) return active[0] ?? null;
  return active.find((p) => p.id === id) ?? null;
}

async function ticketLines(
  ex: Executor,
  product: ProductRow,
  tickets: CartInput["tickets"],
): Promise<Result<(CheckoutLineInput & { ticketTypeId: number; attendees: string[] })[]>> {
  if (product.form !== "event") return tickets.length ? fieldFail("tickets", "unknown_field") : ok([]);
  if (tickets.length === 0) return fieldFail("tickets", "required");
  const ids = tickets.map((t) => t.ticket_type_id);
  const rows = await ex
    .select({ ticket: ticketTypes, event: events })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(inArray(ticketTypes.id, ids), eq(events.productId, product.id)));
  const lines = [];
  for (const [i, choice] of tickets.entries()) {
    const found = rows.find((r) => r.ticket.id === choice.ticket_type_id);
    if (!found || !found.ticket.active || !found.event.active)
      return fieldFail(`tickets.${i}.ticket_type_id`, "invalid_value");
    lines.push({
      kind: "ticket" as const,
      productId: product.id,
      ticketTypeId: found.ticket.id,
      name: `${found.event.name} – ${found.ticket.name}`,
      quantity: choice.quantity,
      unitAmount: found.ticket.free ? 0 : found.ticket.price,
      attendees: choice.attendees ?? [],
    });
  }
  return ok(lines);
}

/** Order bumps the product offers and the buyer ticked, priced by the bump's plan. */
async function bumpLines(
  deps: Deps,
  ex: Executor,
  view: catalogContract.Product,
  sellerId: number,
  chosen: readonly number[],
  currency: string,
): Promise<Result<(CheckoutLineInput & { pricingPlanId: number | null; discounted: boolean })[]>> {
  const offered = view.checkout.order_bumps;
  const lines = [];
  for (const [i, productId] of chosen.entries()) {
    const bump = offered.find((b) => b.product_id === productId);
    const sellable = bump ? await loadSellableProduct(deps, ex, productId) : null;
    if (!bump || !sellable || sellable.row.sellerId !== sellerId)
      return fieldFail(`bump_product_ids.${i}`, "invalid_value");
    const plans = sellable.view.pricing_plans.filter((p) => p.active && p.form === "one_time");
    const plan = plans.find((p) => p.id === bump.plan_id) ?? plans[0];
    const price = sellable.row.free ? 0 : (plan?.prefs.price ?? null);
    if (price === null || (plan && plan.currency !== currency))
      return fieldFail(`bump_product_ids.${i}`, "invalid_value");
    const discount = discountOf(sellable.row);
    lines.push({
      kind: "bump" as const,
      productId,
      pricingPlanId: plan?.id ?? null,
      name: sellable.row.name,
      quantity: 1,
      unitAmount: buyPriceAfterDiscount(price, { free: sellable.row.free, discount }),
      discounted: !sellable.row.free && isDiscountApplicable(discount),
    });
  }
  return ok(lines);
}

async function findCoupon(ex: Executor, sellerId: number, code: string): Promise<CouponRow | null> {
  const [row] = await ex
    .select()
    .from(coupons)
    .where(and(eq(coupons.sellerId, sellerId), sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`));
  return row ?? null;
}

export function couponRule(row: CouponRow) {
  return {
    discountType: row.discountType as "currency" | "percents",
    value: row.value,
    currency: row.currency,
    amountBase: row.amountBase as "end_amount" | "net_amount",
    scope: row.scope as "all" | "single" | "multiple",
    productIds: row.productIds,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
  };
}

/**
 * Prices a cart. `strict` (a real checkout) refuses a coupon that does not apply; a quote
 * answers it as refused with its reason and prices without it.
 */
export async function resolveCart(
  deps: Deps,
  ex: Executor,
  input: CartInput,
  options: { strict: boolean },
): Promise<Result<Cart>> {
  const now = deps.clock.now();
  const sellable = await loadSellableProduct(deps, ex, input.product_id);
  if (!sellable)
    return fail((await productExists(ex, input.product_id)) ? "PRODUCT_NOT_AVAILABLE" : "PRODUCT_NOT_FOUND");
  const { row: product, view, seller, paymentSetup } = sellable;
  if (options.strict && view.is_sold_out) return fail("SOLD_OUT");

  const planRow = product.free ? null : planOf(sellable.plans, input.pricing_plan_id);
  if (!product.free && !planRow)
    return fieldFail("pricing_plan_id", input.pricing_plan_id === null ? "required" : "invalid_value");
  const plan: CartPlan = planRow
    ? {
        id: planRow.id,
        name: planRow.name,
        form: planRow.form as PricingPlanType,
        currency: planRow.currency,
        prefs: planRow.prefs as SchedulePlanPrefs,
      }
    : FREE_PLAN(product.currency);
  const currency = plan.currency;

  const tickets = await ticketLines(ex, product, input.tickets);
  if (!tickets.ok) return tickets;
  const bumps = await bumpLines(deps, ex, view, product.sellerId, input.bump_product_ids, currency);
  if (!bumps.ok) return bumps;

  const discount = discountOf(product);
  const productDiscountApplied = !product.free && isDiscountApplicable(discount);
  const afterDiscount = (amount: number) => buyPriceAfterDiscount(amount, { free: product.free, discount });
  // The plan's own schedule, before coupon: rate 1 becomes the product line.
  const planRates =
    product.form === "event"
      ? []
      : rateSchedule(plan.form, plan.prefs, now, { amountFor: (_, a) => afterDiscount(a) });
  const productLine: CheckoutLineInput[] =
    product.form === "event"
      ? []
      : [
          {
            kind: "product",
            productId: product.id,
            name: product.name,
            quantity: 1,
            unitAmount: product.free ? 0 : (planRates[0]?.amount ?? 0),
          },
        ];
  // Whether a bump's discount priced it is the holds' business, not the line's.
  const bumpInputs = bumps.value.map(({ discounted: _, ...line }) => line);
  const inputs: CheckoutLineInput[] = [...productLine, ...bumpInputs, ...tickets.value];
  const gross = inputs.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);

  let coupon: CouponRow | null = null;
  let couponResult: Cart["couponResult"] = null;
  let couponAmount = 0;
  if (input.coupon_code) {
    const found = await findCoupon(ex, product.sellerId, input.coupon_code);
    const refusal: CouponRefusal | "coupon_not_found" | null = found
      ? checkCoupon(couponRule(found), product.id, currency, now)
      : "coupon_not_found";
    couponResult = { code: input.coupon_code.toUpperCase(), applied: refusal === null, refusal };
    if (refusal && options.strict) return fieldFail("coupon_code", refusal);
    if (!refusal && found) {
      coupon = found;
      couponAmount = couponDiscount(couponRule(found), gross);
    }
  }

  const priced = priceCheckout(inputs, couponAmount);
  const extras = [...bumpInputs, ...tickets.value];
  const lines: CartLine[] = priced.lines.map((line, i) => {
    const source = [...productLine, ...extras][i] as CheckoutLineInput & {
      ticketTypeId?: number;
      pricingPlanId?: number | null;
      attendees?: string[];
    };
    return {
      ...line,
      ticketTypeId: source.ticketTypeId ?? null,
      pricingPlanId: line.kind === "product" ? plan.id : (source.pricingPlanId ?? null),
      attendees: source.attendees ?? [],
    };
  });
  const laterRate = (amount: number) =>
    coupon?.appliesToAllRates ? amount - couponDiscount(couponRule(coupon), amount) : amount;
  const first = planRates[0]?.dueAt ?? now;
  const schedule: ScheduledRate[] = [
    { number: 1, dueAt: first, amount: priced.total },
    ...planRates.slice(1).map((r) => ({ ...r, amount: laterRate(r.amount) })),
  ];
  const recurring =
    plan.form === "subscription"
      ? laterRate(afterDiscount(plan.prefs.nextAmount ?? plan.prefs.firstAmount ?? 0))
      : null;
  return ok({
    product,
    view,
    seller,
    paymentSetup,
    plan,
    currency,
    lines,
    subtotal: priced.subtotal,
    couponAmount: priced.discount,
    schedule,
    recurringAmount: recurring,
    coupon,
    couponResult,
    productDiscountApplied,
    discountedProductIds: [
      ...(productDiscountApplied && productLine.length ? [product.id] : []),
      ...bumps.value.filter((b) => b.discounted).map((b) => b.productId),
    ],
  });
}
