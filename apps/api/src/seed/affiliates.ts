import { affiliates as contract, checkout as checkoutContract } from "@sellwerk/contracts";
import type { ProductType } from "@sellwerk/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import { pricingPlans } from "../catalog/index.ts";
import { coupons } from "../checkout/tables.ts";
import { startCheckout } from "../checkout/use-cases/start-checkout.ts";
import { requestNode } from "../affiliates/use-cases/request-node.ts";
import { answerNode } from "../affiliates/use-cases/answer-node.ts";
import { sellerNodes } from "../affiliates/nodes/scope.ts";
import { createProgram } from "../affiliates/use-cases/create-program.ts";
import { recordClick } from "../affiliates/attribution/record-click.ts";

// The demo seller's affiliate side (issue 14): a two-stage program listed in the marketplace, the
// demo publisher accepted in it, a few clicks on the publisher's link and paid sales the publisher
// brought, so the seller's affiliate screens and the publisher area show something on first start.
// Everything goes through the real use-cases: the program is validated as the cabinet's form
// would be, the publisher asks to join and the seller accepts, clicks are recorded like the
// link's, and the sales are real sandbox checkouts that the publisher's coupon attributes, so their
// terms and commissions are the ones a real sale gets.

/** The demo publisher's coupon: a checkout with it is the publisher's sale (coupon-bound attribution). */
export const DEMO_AFFILIATE_COUPON = "PIA15";

/**
 * Buyers of their own, not the demo payer: the program is lifetime, so its buyers stay the
 * publisher's for the seller's later sales, which must not touch other journeys' demo purchases.
 */
const BUYERS = [
  { email: "lena.weber@example.com", first_name: "Lena", last_name: "Weber", country: "DE" },
  { email: "jonas.koch@example.com", first_name: "Jonas", last_name: "Koch", country: "DE" },
];
const CARD = { card_number: "4242424242424242", exp: "12/34", cvc: "123" };

async function oneTimePlan(deps: Deps, productId: number): Promise<number> {
  const [plan] = await deps.db
    .select({ id: pricingPlans.id })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.productId, productId), eq(pricingPlans.form, "one_time")));
  if (!plan) throw new Error(`demo affiliates: product ${productId} has no one_time plan`);
  return plan.id;
}

export async function seedDemoAffiliates(
  deps: Deps,
  sellerId: number,
  publisherId: number,
  ids: Record<ProductType, number>,
): Promise<void> {
  const created = await createProgram(
    deps,
    sellerId,
    contract.affiliateProgramBody.parse({
      name: "Demo partner program",
      form: "multiple",
      // 20 % for the publisher who brought the sale, 5 % for whoever recruited them.
      commissions: [20, 5],
      commission_duration: "lifetime",
      affiliate_marketplace_product: true,
      embed_forms_allowed: true,
    }),
  );
  if (!created.ok) throw new Error(`demo affiliates: program refused: ${JSON.stringify(created)}`);
  const programId = created.value.id;
  // The publisher asked to join from the marketplace and the seller accepted.
  const requested = await requestNode(deps, publisherId, {
    programId,
    recruiterId: null,
    fromLandingPage: false,
  });
  if (!requested.ok) throw new Error(`demo affiliates: join refused: ${JSON.stringify(requested)}`);
  const nodeId = requested.value.id;
  const accepted = await answerNode(
    deps,
    { side: "seller", scope: sellerNodes(sellerId), publisherId: null },
    nodeId,
    "accept",
  );
  if (!accepted.ok) throw new Error(`demo affiliates: accept refused: ${JSON.stringify(accepted)}`);
  for (const productId of [ids.download, ids.download, ids.course, ids.license_key, undefined])
    await recordClick(deps, { publisherId: publisherId, programId, productId });
  await deps.db.insert(coupons).values({
    sellerId,
    code: DEMO_AFFILIATE_COUPON,
    discountType: "percents",
    value: 1500,
    scope: "all",
    affiliateNodeId: nodeId,
  });
  // One-time products only: no later rates for the test clock to charge in other journeys.
  const sales = [
    { productId: ids.download, payer: BUYERS[0]! },
    { productId: ids.license_key, payer: BUYERS[1]! },
  ];
  for (const sale of sales) {
    const result = await startCheckout(
      deps,
      checkoutContract.checkoutRequest.parse({
        product_id: sale.productId,
        pricing_plan_id: await oneTimePlan(deps, sale.productId),
        payer: sale.payer,
        payment_method: "card",
        payment_data: CARD,
        accept_terms: true,
        coupon_code: DEMO_AFFILIATE_COUPON,
      }),
    );
    if (result.status !== "paid")
      throw new Error(`demo affiliate sale of ${sale.productId} answered ${result.status}`);
  }
}
