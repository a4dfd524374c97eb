import { expect } from "vitest";
import { and, eq } from "drizzle-orm";
import type { SchedulePlanPrefs } from "@sellwerk/domain";
import type { TestPlatform } from "./platform.ts";
import { call, signIn } from "./api.ts";
import { checkoutCall, givenSellableProduct, givenSellingSeller, type PlanSpec } from "./given-checkout.ts";
import { submitIndividualLegitimation, until } from "./verification.ts";
import type { FakeMangopay } from "./fake-mangopay.ts";
import { orders } from "../../src/orders/tables.ts";
import { payments } from "../../src/payments/tables.ts";

// A seller verified through bank_account (their Mangopay user and wallet made by the fake) whose
// payment settings route methods to it, and orders bought from them: what the bank_account
// pay-in tests (bank wire, Sofort, SEPA) start from.

const ONE_TIME: PlanSpec = { form: "one_time", prefs: { price: 4900 } satisfies SchedulePlanPrefs };

export async function givenMangopaySeller(
  t: TestPlatform,
  fake: FakeMangopay,
  options: { routes?: Record<string, string>; methods?: string[]; plans?: PlanSpec[] } = {},
) {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  await submitIndividualLegitimation(t.app, token);
  const user = await until(
    async () => [...fake.users.values()].find((u) => u.Tag === `seller_${seller.id}`),
    (u) => u !== undefined && [...fake.wallets.values()].some((w) => w.Owners.includes(u.Id)),
  );
  const routed = await call(t.app, "PUT", "/cabinet/payment_settings", {
    token,
    body: {
      version: 1,
      method_providers: options.routes ?? {
        bank_wire_provider: "bank_account",
        sofort_provider: "bank_account",
      },
    },
  });
  expect(routed.status).toBe(200);
  const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
    methods: options.methods ?? ["card", "bank_wire", "sofort"],
    plans: options.plans ?? [ONE_TIME],
  });
  return { seller, token, userId: user!.Id, product, plans };
}

export type MangopaySeller = Awaited<ReturnType<typeof givenMangopaySeller>>;

/** A checkout of the seller's first plan with this method: its order and charge. */
export async function mangopayOrder(
  t: TestPlatform,
  s: MangopaySeller,
  method: string,
  extra: Record<string, unknown> = {},
) {
  const res = await checkoutCall(t.app, {
    product_id: s.product.id,
    pricing_plan_id: s.plans[0]!.id,
    payment_method: method,
    ...extra,
  });
  const orderToken = res.body.order_token as string;
  const [row] = await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.token, orderToken));
  const [payment] = await t.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, row!.id), eq(payments.kind, "charge")));
  return { res, orderToken, orderId: row!.id, payment: payment! };
}

export async function paymentState(t: TestPlatform, id: number): Promise<string> {
  const [row] = await t.deps.db.select({ state: payments.state }).from(payments).where(eq(payments.id, id));
  return row!.state;
}

export const publicOrder = async (t: TestPlatform, token: string) =>
  (await call(t.app, "GET", `/shop/orders/${token}`)).body;
