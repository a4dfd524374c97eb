// A demo product any number of sandbox card checkouts can buy, and the checkout request for it:
// shared by the checkout bench and the jobs bench (whose load is checkouts too).
import { randomUUID } from "node:crypto";
import { signIn } from "./api.ts";

export const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };

export interface Target {
  username: string;
  slug: string;
  productId: number;
  planId: number;
}

/** A published demo product without a limit and its one-time card plan. */
export async function findTarget(url: string): Promise<Target> {
  const token = await signIn(url, SELLER.email, SELLER.password);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${url}/api/v1/app/user`, { headers })).json()) as {
    user?: { username: string };
    username?: string;
  };
  const username = me.user?.username ?? me.username ?? "";
  const res = await fetch(`${url}/api/v1/cabinet/products?per=30`, { headers });
  const list = (await res.json()) as {
    list?: { id: number; slug: string; form: string; state: string; limit: number | null }[];
  };
  if (!list.list)
    throw new Error(`product list answered ${res.status}: ${JSON.stringify(list).slice(0, 300)}`);
  // Unlimited stock, no tickets to choose: every attempt can succeed.
  for (const p of list.list.filter(
    (x) => x.form !== "event" && x.limit === null && x.state === "published",
  )) {
    const view = (await (
      await fetch(`${url}/api/v1/shop/${username}/products/${p.slug}/checkout`)
    ).json()) as {
      plans?: { id: number; form: string; payment_methods: string[] }[];
    };
    const plan = view.plans?.find((pl) => pl.form === "one_time" && pl.payment_methods.includes("card"));
    if (plan) return { username, slug: p.slug, productId: p.id, planId: plan.id };
  }
  throw new Error("no unlimited demo product with a one-time card plan");
}

/**
 * The checkout request for the target, each call with a buyer of their own, as on a launch day:
 * every new buyer gets an account and its mail when the order is delivered.
 */
export function checkoutBody(t: Target): () => string {
  return () => checkoutBodyFor(t, `buyer-${randomUUID()}@example.com`);
}

function checkoutBodyFor(t: Target, email: string): string {
  return JSON.stringify({
    product_id: t.productId,
    pricing_plan_id: t.planId,
    payer: { email, first_name: "Bench", last_name: "Buyer", country: "DE" },
    payment_method: "card",
    payment_data: { card_number: "4242424242424242", exp: "12/34", cvc: "123" },
    accept_terms: true,
  });
}
