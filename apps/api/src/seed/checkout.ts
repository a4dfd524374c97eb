import { eq } from "drizzle-orm";
import type { ProductType } from "@sellwerk/domain";
import { checkout as contract } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import { pricingPlans, products } from "../catalog/index.ts";
import { coupons } from "../checkout/tables.ts";
import { startCheckout } from "../checkout/use-cases/start-checkout.ts";

// The demo seller's sales side (issue 4): a coupon, an order bump and a one-click upsell on the
// course, and a few orders of the demo payer bought through the real checkout with the sandbox,
// so the cabinet's orders and the payer's order pages have something to show on first start.

/** The demo payer account's own name (seed/demo.ts), so its orders and tickets match its profile. */
const PAYER = { email: "payer@sellwerk.test", first_name: "Pat", last_name: "Payer", country: "DE" };
const CARD = { card_number: "4242424242424242", exp: "12/34", cvc: "123" };

async function planOf(deps: Deps, productId: number, form: string): Promise<number> {
  const rows = await deps.db.select().from(pricingPlans).where(eq(pricingPlans.productId, productId));
  const plan = rows.find((p) => p.form === form);
  if (!plan) throw new Error(`demo sales: product ${productId} has no ${form} plan`);
  return plan.id;
}

async function buy(
  deps: Deps,
  productId: number,
  planForm: string,
  extra: Partial<contract.CheckoutRequest> = {},
) {
  const result = await startCheckout(
    deps,
    contract.checkoutRequest.parse({
      product_id: productId,
      pricing_plan_id: await planOf(deps, productId, planForm),
      payer: PAYER,
      payment_method: "card",
      payment_data: CARD,
      accept_terms: true,
      ...extra,
    }),
  );
  if (result.status !== "paid") throw new Error(`demo sale of ${productId} answered ${result.status}`);
}

export async function seedDemoSales(
  deps: Deps,
  sellerId: number,
  ids: Record<ProductType, number>,
): Promise<void> {
  await deps.db.insert(coupons).values({
    sellerId,
    code: "WELCOME10",
    discountType: "percents",
    value: 1000,
    scope: "all",
  });
  const [course] = await deps.db.select().from(products).where(eq(products.id, ids.course));
  await deps.db
    .update(products)
    .set({
      checkout: {
        ...course!.checkout,
        order_bumps: [
          {
            product_id: ids.download,
            plan_id: null,
            text: "Add the Pricing Playbook e-book for the launch week",
          },
        ],
        order_bump_position: "below_payment_methods",
      },
      upsell: { product_ids: [ids.license_key] },
    })
    .where(eq(products.id, ids.course));
  await buy(deps, ids.download, "one_time");
  await buy(deps, ids.course, "installment", { bump_product_ids: [ids.download], coupon_code: "WELCOME10" });
  await buy(deps, ids.membership, "subscription");
}
