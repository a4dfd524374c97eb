import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, ne } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orderRates, orders } from "../src/orders/index.ts";
import { ORDER_CSV_HEADER } from "../src/orders/use-cases/export-orders.ts";
import { ORDER_RATE_CSV_HEADER } from "../src/orders/use-cases/export-order-rates.ts";

// /cabinet/order_rates (filters, sorts, keyset pages, CSV) and the order CSV's remembered columns
// and decimal mark, on whichever database the run uses (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). Orders and rates are written directly: the checkout is tested elsewhere.

let t: TestPlatform;
let token: string;
let sellerId: number;
let productId: number;
let otherProductId: number;
let foreignToken: string;
let foreignRateIds: number[];
const BASE = Date.parse("2026-03-01T10:00:00Z");
const DAY = 86_400_000;

type Rate = {
  id: number;
  order_id: number;
  number: number;
  of: number;
  due_at: string;
  amount: number;
  state: string;
  payment_state: string;
  paid_at: string | null;
  provider: string;
  currency: string;
  payer: { name: string; email: string };
  product: { id: number; name: string };
};
type Page = { list: Rate[]; total_count: number; next_cursor: string | null; prev_cursor: string | null };

let serial = 0;
/**
 * An installment order of `rates` rates 30 days apart: the first paid, the second unpaid, the
 * rest future. Amounts repeat across orders so only the id breaks ties.
 */
async function insertOrder(
  seller: number,
  product: number,
  options: { rates?: number; currency?: string; paymentState?: string; payer?: Record<string, string> } = {},
) {
  serial += 1;
  const currency = options.currency ?? "eur";
  const count = options.rates ?? 3;
  const [order] = await t.deps.db
    .insert(orders)
    .values({
      sellerId: seller,
      token: `rates-${serial}-${Math.random().toString(36).slice(2)}`,
      state: "finalized",
      paymentState: options.paymentState ?? "paying",
      productId: product,
      plan: { form: "installment" },
      currency,
      totalAmount: 1234 * count,
      paymentMethod: "card",
      provider: "sandbox",
      payer: options.payer ?? {
        email: `buyer${serial}@example.com`,
        first_name: "Plain",
        last_name: `Buyer ${serial}`,
      },
      owner: {},
    })
    .returning({ id: orders.id });
  const start = BASE + (serial % 5) * DAY;
  const rows = Array.from({ length: count }, (_, i) => ({
    orderId: order!.id,
    sellerId: seller,
    number: i + 1,
    dueAt: new Date(start + i * 30 * DAY),
    amount: 1234 + (i % 2) * 100,
    currency,
    state: i === 0 ? "paid" : i === 1 ? "unpaid" : "future",
    paidAmount: i === 0 ? 1234 : 0,
    paidAt: i === 0 ? new Date(start + 3600_000) : null,
  }));
  const ids = await t.deps.db.insert(orderRates).values(rows).returning({ id: orderRates.id });
  return { orderId: order!.id, rateIds: ids.map((r) => r.id) };
}

async function page(query: Record<string, string>, as = token): Promise<Page> {
  const res = await call(t.app, "GET", "/cabinet/order_rates", { token: as, query: { per: "10", ...query } });
  expect(res.status).toBe(200);
  return res.body as Page;
}

async function walk(query: Record<string, string>) {
  const seen: Rate[] = [];
  let current = await page(query);
  for (;;) {
    seen.push(...current.list);
    if (!current.next_cursor) return seen;
    current = await page({ ...query, cursor: current.next_cursor });
  }
}

const csv = (path: string, locale = "en", query = "") =>
  t.app.inject({
    url: `/api/v1${path}${query}`,
    headers: { authorization: `Bearer ${token}`, "x-locale": locale },
  });

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
  productId = (await givenSellableProduct(t.deps, sellerId)).product.id;
  otherProductId = (await givenSellableProduct(t.deps, sellerId)).product.id;
  for (let i = 0; i < 12; i++) await insertOrder(sellerId, productId);
  await insertOrder(sellerId, otherProductId, { rates: 2, currency: "chf", paymentState: "paid" });
  await insertOrder(sellerId, productId, {
    rates: 1,
    payer: { email: "zoe.mueller@example.org", first_name: "Zoë", last_name: "Müller" },
  });
  const other = await givenSellingSeller(t.deps);
  foreignToken = (await signIn(t.app, other.email)).access_token;
  const foreignProduct = (await givenSellableProduct(t.deps, other.id)).product.id;
  foreignRateIds = (await insertOrder(other.id, foreignProduct, { rates: 4 })).rateIds;
});

afterAll(async () => {
  await t?.close();
});

describe("the order rates list", () => {
  it("lists every rate of the seller's orders once, across keyset pages, in each sort", async () => {
    const total = 12 * 3 + 2 + 1;
    for (const sort of [
      { sort_key: "due_at", sort_dir: "asc" },
      { sort_key: "amount", sort_dir: "desc" },
      { sort_key: "id", sort_dir: "desc" },
    ]) {
      const seen = await walk(sort);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((r) => r.id)).size).toBe(total);
      expect(seen.map((r) => r.id)).not.toContain(foreignRateIds[0]);
      const key = (r: Rate) => (sort.sort_key === "due_at" ? Date.parse(r.due_at) : r.amount);
      const values = seen.map(sort.sort_key === "id" ? (r: Rate) => r.id : key);
      const sorted = [...values].sort((a, b) => (sort.sort_dir === "asc" ? a - b : b - a));
      expect(values).toEqual(sorted);
    }
    expect((await page({})).total_count).toBe(total);
  });

  it("goes back by prev_cursor to the same page", async () => {
    const first = await page({ sort_key: "amount", sort_dir: "asc" });
    const second = await page({ sort_key: "amount", sort_dir: "asc", cursor: first.next_cursor! });
    const back = await page({ sort_key: "amount", sort_dir: "asc", cursor: second.prev_cursor! });
    expect(back.list.map((r) => r.id)).toEqual(first.list.map((r) => r.id));
  });

  it("shows each rate with its order, buyer, product, number of, state and provider", async () => {
    const [zoe] = (await page({ query: "müller" })).list;
    expect(zoe).toMatchObject({
      number: 1,
      of: 1,
      state: "paid",
      amount: 1234,
      currency: "eur",
      payment_state: "paying",
      provider: "sandbox",
      payer: { name: "Zoë Müller", email: "zoe.mueller@example.org" },
      product: { id: productId },
    });
    expect(zoe!.paid_at).not.toBeNull();
    const second = (await page({ state: "unpaid", per: "100" })).list[0]!;
    expect(second).toMatchObject({ number: 2, of: 3, paid_at: null });
  });

  it("filters by state, payment state, product, currency, due and paid dates, and buyer", async () => {
    expect((await page({ state: "unpaid", per: "100" })).list).toHaveLength(12 + 1);
    expect((await page({ state: "future", per: "100" })).list).toHaveLength(12);
    const chf = (await page({ currency: "chf" })).list;
    expect(chf).toHaveLength(2);
    expect(chf.every((r) => r.product.id === otherProductId)).toBe(true);
    expect((await page({ product_id: String(otherProductId) })).list).toHaveLength(2);
    expect((await page({ payment_state: "paid" })).list.map((r) => r.currency)).toEqual(["chf", "chf"]);
    const day = new Date(BASE).toISOString().slice(0, 10);
    const dueThatDay = (await page({ due_from: day, due_till: day, per: "100" })).list;
    expect(dueThatDay.length).toBeGreaterThan(0);
    expect(dueThatDay.every((r) => r.due_at.startsWith(day))).toBe(true);
    const paidThatDay = (await page({ paid_from: day, paid_till: day, per: "100" })).list;
    expect(paidThatDay.length).toBeGreaterThan(0);
    expect(paidThatDay.every((r) => r.state === "paid" && r.paid_at!.startsWith(day))).toBe(true);
    expect(
      (await page({ query: "buyer3@example" })).list.every((r) => r.payer.email === "buyer3@example.com"),
    ).toBe(true);
  });

  it("filters by the order's payment state as it changes, also when it changes after the rates were made", async () => {
    const { orderId, rateIds } = await insertOrder(sellerId, otherProductId, { rates: 2 });
    const ids = async (payment_state: string) =>
      (await page({ payment_state, product_id: String(otherProductId), per: "100" })).list
        .map((r) => r.id)
        .filter((id) => rateIds.includes(id))
        .sort((a, b) => a - b);
    expect(await ids("paying")).toEqual(rateIds);
    // The order's payment state is the order's; its rates follow every change of it.
    await t.deps.db.update(orders).set({ paymentState: "payment_paused" }).where(eq(orders.id, orderId));
    expect(await ids("paying")).toEqual([]);
    expect(await ids("payment_paused")).toEqual(rateIds);
    const [inserted] = await t.deps.db
      .insert(orderRates)
      .values({ orderId, sellerId, number: 3, dueAt: new Date(BASE), amount: 100, currency: "eur" })
      .returning({ id: orderRates.id });
    expect((await page({ payment_state: "payment_paused", per: "100" })).list.map((r) => r.id)).toContain(
      inserted!.id,
    );
    // Every rate's copy says what its order says.
    const differing = await t.deps.db
      .select({ id: orderRates.id })
      .from(orderRates)
      .innerJoin(orders, eq(orders.id, orderRates.orderId))
      .where(ne(orderRates.orderPaymentState, orders.paymentState));
    expect(differing).toEqual([]);
  });

  it("never shows another seller's rates, nor lets a cursor name one", async () => {
    const foreign = await page({ per: "100" }, foreignToken);
    expect(foreign.list.map((r) => r.id).sort()).toEqual([...foreignRateIds].sort());
    const byForeignCursor = await page({ cursor: `n${foreignRateIds[0]}` });
    expect(byForeignCursor.list).toEqual([]);
    expect((await call(t.app, "GET", "/cabinet/order_rates")).status).toBe(401);
  });

  it("rejects an unknown state with a translated error naming the field", async () => {
    const res = await call(t.app, "GET", "/cabinet/order_rates", {
      token,
      locale: "de",
      query: { state: "nope" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].param).toBe("state");
  });

  it("exports the filtered rates as CSV, with a decimal comma in German", async () => {
    const en = await csv("/cabinet/order_rates/export.csv", "en", "?currency=chf");
    expect(en.statusCode).toBe(200);
    const lines = en.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(ORDER_RATE_CSV_HEADER.join(","));
    expect(lines).toHaveLength(3);
    const amount = ORDER_RATE_CSV_HEADER.indexOf("amount");
    expect(lines[1]!.split(",")[amount]).toBe("12.34");
    const de = (await csv("/cabinet/order_rates/export.csv", "de", "?currency=chf")).body
      .trimEnd()
      .split("\r\n");
    expect(de[0]).toBe(ORDER_RATE_CSV_HEADER.join(";"));
    expect(de[1]!.split(";")[amount]).toBe("12,34");
  });
});

describe("the order CSV's columns and decimal mark", () => {
  const settings = (as = token) => call(t.app, "GET", "/cabinet/orders/csv_settings", { token: as });
  const save = (columns: string[], as = token) =>
    call(t.app, "PUT", "/cabinet/orders/csv_settings", { token: as, body: { columns }, locale: "de" });

  it("writes every column until the seller chooses, then the chosen ones, remembered", async () => {
    expect((await settings()).body).toEqual({
      columns: [...ORDER_CSV_HEADER],
      available: [...ORDER_CSV_HEADER],
    });
    const saved = await save(["total", "id", "buyer_email"]);
    expect(saved.status).toBe(200);
    // Kept in the CSV's own order whatever order they were sent in.
    expect(saved.body.columns).toEqual(["id", "total", "buyer_email"]);
    expect((await settings()).body.columns).toEqual(["id", "total", "buyer_email"]);
    // Another seller still gets every column.
    expect((await settings(foreignToken)).body.columns).toEqual([...ORDER_CSV_HEADER]);

    const en = (await csv("/cabinet/orders/export.csv", "en", "?query=müller")).body.trimEnd().split("\r\n");
    expect(en).toEqual([
      "id,total,buyer_email",
      expect.stringMatching(/^\d+,12\.34,zoe\.mueller@example\.org$/),
    ]);
    const de = (await csv("/cabinet/orders/export.csv", "de", "?query=müller")).body.trimEnd().split("\r\n");
    expect(de).toEqual([
      "id;total;buyer_email",
      expect.stringMatching(/^\d+;12,34;zoe\.mueller@example\.org$/),
    ]);
  });

  it("refuses an unknown column or an empty choice, naming the field", async () => {
    const unknown = await save(["id", "secret"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details?.[0]?.param ?? unknown.body.error.message).toContain("columns");
    expect((await save([])).status).toBe(400);
  });
});
