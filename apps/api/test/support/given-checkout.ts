import type { PricingPlanType, ProductType } from "@sellwerk/domain";
import type { Deps } from "../../src/platform/deps.ts";
import { pricingPlans, sellerProfiles } from "../../src/catalog/index.ts";
import { paymentSettings } from "../../src/payments/tables.ts";
import type { SchedulePlanPrefs } from "@sellwerk/domain";
import { givenUser } from "./users.ts";
import { COMPLETE_PROFILE } from "./catalog.ts";
import { givenProduct } from "./given-product.ts";
import { call, type Call } from "./api.ts";
import type { FastifyInstance } from "fastify";

/** A seller who may sell (complete profile, no review), as the checkout needs one. */
export async function givenSellingSeller(deps: Deps) {
  const seller = await givenUser(deps, { profiles: ["seller"] });
  // Complete as spec core §5 asks (the tax number included), in the seller's own names.
  const profile = { ...COMPLETE_PROFILE, firstName: seller.firstName, lastName: seller.lastName };
  await deps.db
    .insert(sellerProfiles)
    .values({ userId: seller.id, profile, canSell: true, paymentAccountDone: true, reviewRequired: false });
  // Bank details, so bank transfer can be offered.
  await deps.db.insert(paymentSettings).values({
    sellerId: seller.id,
    bankWire: { account_holder: "Given Seller", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
  });
  return seller;
}

export interface PlanSpec {
  form: PricingPlanType;
  prefs: SchedulePlanPrefs;
  currency?: string;
}

/** A published product with plans and the methods its checkout offers. */
export async function givenSellableProduct(
  deps: Deps,
  sellerId: number,
  options: {
    form?: ProductType;
    plans?: PlanSpec[];
    methods?: string[];
    limit?: number | null;
    free?: boolean;
    checkout?: Record<string, unknown>;
    upsell?: Record<string, unknown>;
    discount?: Record<string, unknown> | null;
    accessPassword?: string | null;
  } = {},
) {
  const product = await givenProduct(deps, sellerId, options.form ?? "service", {
    state: "published",
    reviewState: "reviewed",
    free: options.free ?? false,
    limit: options.limit ?? null,
    discount: options.discount ?? null,
    accessPassword: options.accessPassword ?? null,
    checkout: {
      payment_methods: options.methods ?? ["card", "sepa", "bank_wire", "paypal"],
      ...options.checkout,
    },
    upsell: options.upsell ?? {},
  });
  const plans = [];
  for (const [i, plan] of (options.plans ?? [{ form: "one_time", prefs: { price: 4900 } }]).entries()) {
    const [row] = await deps.db
      .insert(pricingPlans)
      .values({
        productId: product.id,
        form: plan.form,
        currency: plan.currency ?? "eur",
        prefs: { ...plan.prefs },
        position: i,
      })
      .returning();
    plans.push(row!);
  }
  return { product, plans };
}

export const BUYER = {
  email: "buyer@example.com",
  first_name: "Bea",
  last_name: "Buyer",
  country: "DE",
};

export const CARD = (number = "4242424242424242") => ({ card_number: number, exp: "12/34", cvc: "123" });

let keys = 0;
/** POST /shop/checkout with a fresh Idempotency-Key (or the given one). */
export async function checkoutCall(
  app: FastifyInstance,
  body: Record<string, unknown>,
  key?: string,
): Promise<Call> {
  keys += 1;
  return call(app, "POST", "/shop/checkout", {
    body: { payer: BUYER, accept_terms: true, ...body },
    headers: { "idempotency-key": key ?? `test-key-${process.pid}-${keys}` },
  });
}
