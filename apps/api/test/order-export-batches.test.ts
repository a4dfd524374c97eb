import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn } from "./support/api.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orders } from "../src/orders/index.ts";
import { ORDER_CSV_HEADER } from "../src/orders/use-cases/export-orders.ts";
import { idRangePages } from "../src/platform/db/id-ranges.ts";

// The order CSV streams in batches (a few thousand orders per read): an export of many more
// orders than one batch must hold every order of the seller exactly once, in id order, each with
// its own rates' figures, and none of another seller's orders that lie between them.

const COPIES = 10_500;
let t: TestPlatform;
let token: string;
let sellerId: number;
let otherOrderIds: number[];

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  const other = await givenSellingSeller(t.deps);
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
  const product = await givenSellableProduct(t.deps, seller.id);
  const foreign = await givenSellableProduct(t.deps, other.id);
  const buy = async (p: typeof product) => {
    const res = await checkoutCall(t.app, {
      product_id: p.product.id,
      pricing_plan_id: p.plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    return row!;
  };
  const template = await buy(product);
  const foreignTemplate = await buy(foreign);
  // Copies of the real order in SQL (a checkout each would take minutes), every 97th of them the
  // other seller's, so batches of the seller's orders have gaps in their ids. Copy g costs g cents
  // more and has g cents paid on its one rate: each line's figures name the copy it came from.
  await t.deps.db.execute(sql`
    INSERT INTO orders (seller_id, token, order_type, state, payment_state, product_id, pricing_plan_id,
      plan, currency, total_amount, vat_amount, payment_method, provider, test_mode, payer, owner, locale)
    SELECT CASE WHEN g % 97 = 0 THEN f.seller_id ELSE o.seller_id END, 'copy' || g, o.order_type, o.state,
           o.payment_state, CASE WHEN g % 97 = 0 THEN f.product_id ELSE o.product_id END,
           CASE WHEN g % 97 = 0 THEN f.pricing_plan_id ELSE o.pricing_plan_id END, o.plan, o.currency,
           o.total_amount + g, o.vat_amount, o.payment_method, o.provider, o.test_mode,
           o.payer || jsonb_build_object('first_name', 'Copy ' || g), o.owner, o.locale
    FROM generate_series(1, ${COPIES}) AS g, orders o, orders f
    WHERE o.id = ${template.id} AND f.id = ${foreignTemplate.id}
    ORDER BY g`);
  await t.deps.db.execute(sql`
    INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency, state, paid_amount, paid_at)
    SELECT o.id, o.seller_id, 1, o.created_at, o.total_amount, o.currency, 'paid',
           substring(o.token FROM 5)::int, o.created_at
    FROM orders o WHERE o.token LIKE 'copy%'`);
  otherOrderIds = (
    await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.sellerId, other.id))
  ).map((r) => r.id);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** The seller's order ids in id order, as the database holds them. */
async function sellerOrderIds(): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

describe("the order CSV of more orders than one batch", () => {
  it("holds every order of the seller once, in id order, each with its own figures", async () => {
    const res = await t.app.inject({
      url: "/api/v1/cabinet/orders/export.csv",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]).toBe(ORDER_CSV_HEADER.join(","));
    const rows = lines.slice(1).map((l) => l.split(","));
    const col = (name: (typeof ORDER_CSV_HEADER)[number]) => ORDER_CSV_HEADER.indexOf(name);

    const expected = (await sellerOrderIds()).map(String);
    // The template and every copy but the other seller's 108.
    expect(expected).toHaveLength(1 + COPIES - Math.floor(COPIES / 97));
    expect(rows.map((r) => r[col("id")])).toEqual(expected);
    for (const id of otherOrderIds) expect(expected).not.toContain(String(id));

    for (const r of rows.slice(1)) {
      const g = Number(r[col("token")]!.slice("copy".length));
      expect(r[col("buyer_first_name")]).toBe(`Copy ${g}`);
      expect(r[col("paid")]).toBe((g / 100).toFixed(2));
      expect(r[col("paid_count")]).toBe("1");
    }
  }, 300_000);

  it("reads the selection as id ranges of the given size, bounds many at a time, each row once", async () => {
    const ids: number[] = [];
    const sizes: number[] = [];
    // Size 7: 1,500 ranges, so the bounds are read in many statements of 32 ranges each.
    for await (const page of idRangePages(t.deps.db, {
      table: orders,
      id: orders.id,
      where: eq(orders.sellerId, sellerId),
      size: 7,
      depth: 3,
      read: (range) =>
        t.deps.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.sellerId, sellerId), gt(orders.id, range.after), lte(orders.id, range.upTo)))
          .orderBy(orders.id),
    })) {
      sizes.push(page.length);
      ids.push(...page.map((r) => r.id));
    }
    const expected = await sellerOrderIds();
    expect(ids).toEqual(expected);
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(sizes.at(-1)).toBe(expected.length % 7 || 7);
  }, 120_000);
});
