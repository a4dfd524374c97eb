import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orders } from "../src/orders/index.ts";

// The cabinet orders list paged by cursor (docs/orders-list.md) and its search, on whichever
// database the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL). Orders are written
// directly: the checkout is tested elsewhere, these tests need many orders with tied sort values.

let t: TestPlatform;
let token: string;
let sellerId: number;
let productId: number;
let otherOrderId: number;
const BASE = Date.parse("2026-03-01T10:00:00Z");

type Page = {
  list: { id: number }[];
  total_count: number;
  next_cursor: string | null;
  prev_cursor: string | null;
};

let serial = 0;
/** Orders whose created_at and amount repeat, so only the id breaks ties between them. */
async function insertOrders(seller: number, product: number, count: number, payer?: Record<string, string>) {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return {
      sellerId: seller,
      token: `keyset-${serial}-${Math.random().toString(36).slice(2)}`,
      state: "finalized",
      paymentState: "paid",
      productId: product,
      plan: { form: "one_time" },
      currency: "eur",
      totalAmount: 1000 * (serial % 4),
      paymentMethod: "card",
      provider: "sandbox",
      // Three orders share each second: the id alone orders them.
      createdAt: new Date(BASE + Math.floor(serial / 3) * 1000),
      payer: payer ?? {
        email: `buyer${serial}@example.com`,
        first_name: "Plain",
        last_name: `Buyer ${serial}`,
      },
      owner: {},
    };
  });
  return (await t.deps.db.insert(orders).values(rows).returning({ id: orders.id })).map((r) => r.id);
}

async function page(query: Record<string, string>): Promise<Page> {
  const res = await call(t.app, "GET", "/cabinet/orders", { token, query: { per: "10", ...query } });
  expect(res.status).toBe(200);
  return res.body as Page;
}

/** Follows next_cursor to the end, calling `between` after each page. */
async function walk(query: Record<string, string>, between: () => Promise<void> = async () => {}) {
  const seen: number[] = [];
  let current = await page(query);
  for (;;) {
    seen.push(...current.list.map((o) => o.id));
    await between();
    if (!current.next_cursor) return seen;
    current = await page({ ...query, cursor: current.next_cursor });
  }
}

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
  productId = (await givenSellableProduct(t.deps, sellerId)).product.id;
  await insertOrders(sellerId, productId, 45);
  await insertOrders(sellerId, productId, 1, {
    email: "Zoe.Mueller@Example.org",
    first_name: "Zoë",
    last_name: "Müller",
  });
  await insertOrders(sellerId, productId, 1, {
    email: "kai@shop.test",
    first_name: "Kai",
    last_name: "Wüst-Müller",
  });
  const other = await givenSellingSeller(t.deps);
  const otherProduct = (await givenSellableProduct(t.deps, other.id)).product.id;
  otherOrderId = (await insertOrders(other.id, otherProduct, 1))[0]!;
});

afterAll(async () => {
  await t?.close();
});

describe("paging the orders by cursor", () => {
  it("shows every order exactly once, in the list's order, while new orders arrive", async () => {
    for (const sort of [
      { sort_key: "created_at", sort_dir: "desc" },
      { sort_key: "total_amount", sort_dir: "asc" },
      { sort_key: "id", sort_dir: "asc" },
    ]) {
      const before = (await page({ per: "500", ...sort })).list.map((o) => o.id);
      // A sale during every page turn, sorting anywhere (amounts and times repeat).
      const seen = await walk(sort, async () => void (await insertOrders(sellerId, productId, 1)));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
    }
  });

  it("goes back by prev_cursor to the same pages, and the first page has no previous", async () => {
    const first = await page({ sort_key: "total_amount", sort_dir: "desc" });
    expect(first.prev_cursor).toBeNull();
    const second = await page({ sort_key: "total_amount", sort_dir: "desc", cursor: first.next_cursor! });
    const third = await page({ sort_key: "total_amount", sort_dir: "desc", cursor: second.next_cursor! });
    const back = await page({ sort_key: "total_amount", sort_dir: "desc", cursor: third.prev_cursor! });
    expect(back.list).toEqual(second.list);
    const start = await page({ sort_key: "total_amount", sort_dir: "desc", cursor: back.prev_cursor! });
    expect(start.list).toEqual(first.list);
    expect(start.prev_cursor).toBeNull();
  });

  it("gives the same rows by page number as by cursor", async () => {
    const byCursor = await walk({ sort_key: "created_at", sort_dir: "asc" });
    const third = await page({ sort_key: "created_at", sort_dir: "asc", page: "3" });
    expect(third.list.map((o) => o.id)).toEqual(byCursor.slice(20, 30));
    expect(third.prev_cursor).toBe(`p${byCursor[20]}`);
  });

  it("reveals nothing about another seller's order named in a cursor", async () => {
    const foreign = await page({ cursor: `n${otherOrderId}` });
    expect(foreign.list).toEqual([]);
    expect(foreign.next_cursor).toBeNull();
  });

  it("refuses a cursor that is not one", async () => {
    const res = await call(t.app, "GET", "/cabinet/orders", { token, query: { cursor: "n1 or 1=1" } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("cursor");
  });
});

describe("searching the orders", () => {
  const found = async (query: string) => (await page({ per: "50", query })).list.length;

  it("finds buyers by fragments of email or name, in any case and with umlauts", async () => {
    expect(await found("mueller@exa")).toBe(1);
    expect(await found("ZOE.MUE")).toBe(1);
    expect(await found("müller")).toBe(2);
    expect(await found("zoë müller")).toBe(1);
    expect(await found("wüst-")).toBe(1);
    expect(await found("Buyer 4")).toBeGreaterThan(1);
  });

  it("does not match across email and name, and treats wildcards literally", async () => {
    expect(await found("example.org zoë")).toBe(0);
    expect(await found("%")).toBe(0);
    expect(await found("zo_")).toBe(0);
  });

  it("counts exactly what a short result shows", async () => {
    const result = await page({ query: "müller" });
    expect(result.total_count).toBe(2);
    expect(result.next_cursor).toBeNull();
  });
});
