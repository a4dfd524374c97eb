import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orders } from "../src/orders/index.ts";

// Overload: with tiny bounds, a flood of buyers gets some 503 MS_UNAVAILABLE with Retry-After,
// refused before anything was done; every accepted checkout has its paid order, and the probes
// keep answering. On PostgreSQL (TEST_DATABASE_URL) the requests really run side by side.

const FLOOD = 24;
let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform({ SHED_PAYMENTS_IN_FLIGHT: "2", SHED_REQUESTS_IN_FLIGHT: "6" });
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

const probes = () => Promise.all(["/healthz", "/readyz"].map((url) => t.app.inject({ method: "GET", url })));

describe("shedding load", () => {
  it("refuses some of a flood of checkouts up front; every accepted one is a paid order", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const buy = () =>
      checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
      });
    const [answers, during] = await Promise.all([
      Promise.all(Array.from({ length: FLOOD }, buy)),
      // Asked while the flood is in flight.
      new Promise((r) => setImmediate(r)).then(probes),
    ]);

    const refused = answers.filter((a) => a.status === 503);
    const accepted = answers.filter((a) => a.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length + accepted.length).toBe(FLOOD);
    for (const r of refused) {
      expect(r.headers["retry-after"]).toBe("5");
      expect(r.body.error.code).toBe("MS_UNAVAILABLE");
      expect(r.body.error.message).toBe("The service is unavailable. Please retry later.");
    }
    expect(during.map((p) => p.statusCode)).toEqual([200, 200]);

    // Refused requests did nothing: the orders are exactly the accepted ones, each paid.
    const rows = await t.deps.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(rows.map((o) => o.token).sort()).toEqual(accepted.map((a) => a.body.order_token as string).sort());
    for (const o of rows) expect(o.paymentState).toBe("paid");

    // The bound frees up as answers go out: the next buyer is served.
    const later = await buy();
    expect(later.status).toBe(200);
  });

  it("refuses other requests above the process bound, in the buyer's language", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    const page = () =>
      t.app.inject({
        method: "GET",
        url: `/s/${seller.username}/${product.slug}`,
        headers: { "accept-language": "de" },
      });
    const [answers, during] = await Promise.all([
      Promise.all(Array.from({ length: FLOOD }, page)),
      new Promise((r) => setImmediate(r)).then(probes),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 503)!;
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json().error).toEqual({
      code: "MS_UNAVAILABLE",
      message: "Der Dienst ist nicht erreichbar. Bitte versuche es später erneut.",
    });
    expect(during.map((p) => p.statusCode)).toEqual([200, 200]);
    expect((await page()).statusCode).toBe(200);
  });
});
