import { and, eq, notInArray } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import {
  availablePaymentMethods,
  type PaymentMethodFlags,
  type PricingPlanType,
  type ProductDiscount,
} from "@sellwerk/domain";
import type { Tx } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { checkOwnOtherProducts, plansOfProducts } from "../product-refs.ts";
import { saveProduct } from "../product-save.ts";
import { readPaymentSettings } from "../../payments/settings-store.ts";
import { pricingPlans } from "../tables.ts";
import { displayPrice, toStoredDiscount, toStoredPrefs, type StoredPlanPrefs } from "../views/plans.ts";

/**
 * Every method the checkout offers must be available for every plan it offers (spec core §5),
 * with the seller's feature flags (spec two §6: klarna, twint, mondu, klarna subscriptions).
 */
function checkPaymentMethods(body: catalog.CheckoutBody, flags: PaymentMethodFlags): Result<void> {
  for (const [i, method] of body.payment_methods.entries())
    for (const plan of body.pricing_plans)
      if (!availablePaymentMethods(plan.form, flags).includes(method))
        return fieldFail(`payment_methods.${i}`, "payment_method_not_available");
  return ok(undefined);
}

/** Order bumps offer another product of the seller, optionally on one of that product's plans. */
async function checkOrderBumps(
  tx: Tx,
  sellerId: number,
  productId: number,
  bumps: catalog.CheckoutBody["order_bumps"],
): Promise<Result<void>> {
  const products = bumps.map((b) => b.product_id);
  const own = await checkOwnOtherProducts(
    tx,
    sellerId,
    productId,
    products,
    (i) => `order_bumps.${i}.product_id`,
  );
  if (!own.ok) return own;
  const plans = await plansOfProducts(
    tx,
    bumps.flatMap((b) => (b.plan_id === null ? [] : [b.plan_id])),
  );
  const bad = bumps.findIndex((b) => b.plan_id !== null && plans.get(b.plan_id) !== b.product_id);
  return bad === -1 ? ok(undefined) : fieldFail(`order_bumps.${bad}.plan_id`, "invalid_value");
}

interface PlanWrite {
  id: number | undefined;
  values: typeof pricingPlans.$inferInsert;
  /** The same prefs, typed for the domain's price rules. */
  prefs: StoredPlanPrefs;
  form: PricingPlanType;
  active: boolean;
  recommended: boolean;
}

/**
 * The plans become exactly the given list: kept plans keep their ids (orders will point at them),
 * new ones are added, missing ones removed. Positions follow the list's order.
 */
async function replacePlans(tx: Tx, productId: number, plans: readonly PlanWrite[]): Promise<void> {
  const kept = plans.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  await tx
    .delete(pricingPlans)
    .where(
      and(eq(pricingPlans.productId, productId), kept.length ? notInArray(pricingPlans.id, kept) : undefined),
    );
  for (const plan of plans)
    if (plan.id !== undefined)
      await tx.update(pricingPlans).set(plan.values).where(eq(pricingPlans.id, plan.id));
  const added = plans.filter((p) => p.id === undefined).map((p) => p.values);
  if (added.length) await tx.insert(pricingPlans).values(added);
}

/** The checkout step: plans, discount, limit, access password, payment methods, layout, order bumps. */
export async function saveProductCheckout(
  deps: Deps,
  sellerId: number,
  productId: number,
  body: catalog.CheckoutBody,
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version: body.version }, async (tx, product) => {
    // Sold and reserved are read under the row lock the version claim took.
    const held = product.soldCount + product.reservedCount;
    if (body.limit !== null && body.limit < held) return fieldFail("limit", "too_low", { min: held });
    const { flags } = await readPaymentSettings(tx, sellerId);
    const methods = checkPaymentMethods(body, flags);
    if (!methods.ok) return methods;
    const existing = await tx
      .select({ id: pricingPlans.id })
      .from(pricingPlans)
      .where(eq(pricingPlans.productId, productId));
    const ids = new Set(existing.map((p) => p.id));
    const foreign = body.pricing_plans.findIndex((p) => p.id !== undefined && !ids.has(p.id));
    if (foreign !== -1) return fieldFail(`pricing_plans.${foreign}.id`, "invalid_value");
    const bumps = await checkOrderBumps(tx, sellerId, productId, body.order_bumps);
    if (!bumps.ok) return bumps;

    const currency = body.currency ?? product.currency;
    const plans: PlanWrite[] = body.pricing_plans.map((p, position) => {
      const prefs = toStoredPrefs(p.form, p.prefs);
      return {
        id: p.id,
        prefs,
        form: p.form,
        active: p.active,
        recommended: p.recommended,
        values: {
          productId,
          name: p.name,
          form: p.form,
          currency,
          useNetPrice: p.use_net_price,
          recommended: p.recommended,
          active: p.active,
          position,
          prefs: { ...prefs },
        },
      };
    });
    await replacePlans(tx, productId, plans);
    const ordersCount = (product.discount as ProductDiscount | null)?.ordersCount ?? 0;
    return ok({
      currency,
      discount: body.discount ? { ...toStoredDiscount(body.discount, ordersCount) } : null,
      limit: body.limit,
      accessPassword: body.access_password,
      ...displayPrice(plans),
      checkout: {
        payment_methods: body.payment_methods,
        layout: body.layout,
        theme_id: body.theme_id,
        order_bumps: body.order_bumps,
        order_bump_position: body.order_bump_position,
      },
    });
  });
}
