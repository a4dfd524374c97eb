import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orderRates, orders } from "../src/orders/index.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { invoices } from "../src/billing/tables.ts";
import { payouts } from "../src/payouts/tables.ts";
import { dunningClaims } from "../src/dunning/tables.ts";

// Transfers, invoices, payouts and dunning claims paged by cursor (issue 13), on whichever
// database the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL). Rows are written directly
// with repeating sort values, so only the id breaks ties; every sort key is walked both ways while
// a new row arrives at every page turn.

let t: TestPlatform;
let token: string;
let sellerId: number;
let orderId: number;
let other: { sellerId: number; orderId: number };
const BASE = Date.parse("2026-03-01T10:00:00Z");

type Page = {
  list: { id: number }[];
  total_count: number;
  next_cursor: string | null;
  prev_cursor: string | null;
};

let serial = 0;
/** Three rows share each second and four amounts repeat. */
function next() {
  serial += 1;
  return { n: serial, at: new Date(BASE + Math.floor(serial / 3) * 1000), amount: 1000 * (1 + (serial % 4)) };
}

async function rateOf(seller: number, order: number) {
  const { n, at, amount } = next();
  const [rate] = await t.deps.db
    .insert(orderRates)
    .values({
      orderId: order,
      sellerId: seller,
      number: n,
      dueAt: at,
      amount,
      currency: "eur",
      state: "pending",
    })
    .returning({ id: orderRates.id });
  return rate!.id;
}

interface MoneyList {
  path: string;
  sortKeys: string[];
  insert: (seller: number, order: number) => Promise<number>;
}

const LISTS: MoneyList[] = [
  {
    path: "/cabinet/transfers",
    sortKeys: ["created_at", "amount", "id"],
    insert: async (seller) => {
      const { n, at, amount } = next();
      const [row] = await t.deps.db
        .insert(ledgerEntries)
        .values({
          transactionId: `keyset-${n}`,
          kind: "charge",
          account: `seller:${seller}`,
          amount: -amount,
          currency: "eur",
          sellerId: seller,
          createdAt: at,
        })
        .returning({ id: ledgerEntries.id });
      return row!.id;
    },
  },
  {
    path: "/cabinet/invoices",
    sortKeys: ["issued_at", "gross_amount", "id"],
    insert: async (seller, order) => {
      const { n, at, amount } = next();
      const [row] = await t.deps.db
        .insert(invoices)
        .values({
          sellerId: seller,
          orderId: order,
          kind: "invoice",
          number: `RE-2026-${n}`,
          year: 2026,
          sequence: n,
          issuedAt: at,
          suppliedAt: at,
          locale: "en",
          currency: "eur",
          netAmount: amount,
          vatAmount: 0,
          grossAmount: amount,
          vatMode: "standard",
          vatLines: [],
          lines: [],
          seller: {},
          buyer: { name: "Keyset Buyer", email: "keyset@example.com" },
        })
        .returning({ id: invoices.id });
      return row!.id;
    },
  },
  {
    path: "/cabinet/payouts",
    sortKeys: ["created_at", "amount", "id"],
    insert: async (seller) => {
      const { n, at, amount } = next();
      const [row] = await t.deps.db
        .insert(payouts)
        .values({
          payee: `seller:${seller}`,
          currency: "eur",
          amount,
          state: "successful",
          periodKey: `keyset-${n}`,
          provider: "sandbox",
          coveredUntil: at,
          createdAt: at,
        })
        .returning({ id: payouts.id });
      return row!.id;
    },
  },
  {
    path: "/cabinet/dunning/claims",
    sortKeys: ["created_at", "overdue_since", "amount", "order_amount", "id"],
    insert: async (seller, order) => {
      const rateId = await rateOf(seller, order);
      const { at, amount } = next();
      const [row] = await t.deps.db
        .insert(dunningClaims)
        .values({
          sellerId: seller,
          orderId: order,
          orderRateId: rateId,
          currency: "eur",
          amount,
          orderAmount: 5000 - amount,
          payerType: "private",
          strategy: "dunning",
          stage: "dunning_first_email",
          overdueSince: at,
          stageEnteredAt: at,
          createdAt: at,
        })
        .returning({ id: dunningClaims.id });
      return row!.id;
    },
  },
];

async function orderOf(seller: number) {
  const product = (await givenSellableProduct(t.deps, seller)).product.id;
  const [row] = await t.deps.db
    .insert(orders)
    .values({
      sellerId: seller,
      token: `keyset-order-${seller}-${Math.random().toString(36).slice(2)}`,
      state: "ready",
      paymentState: "paying",
      productId: product,
      plan: { form: "installment" },
      currency: "eur",
      totalAmount: 5000,
      paymentMethod: "card",
      provider: "sandbox",
      payer: { email: "keyset@example.com", first_name: "Keyset", last_name: "Buyer" },
      owner: {},
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function page(path: string, query: Record<string, string>): Promise<Page> {
  const res = await call(t.app, "GET", path, { token, query: { per: "10", ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}

/** Follows next_cursor to the end, calling `between` after each page. */
async function walk(path: string, query: Record<string, string>, between: () => Promise<unknown>) {
  const seen: number[] = [];
  let current = await page(path, query);
  for (;;) {
    seen.push(...current.list.map((o) => o.id));
    await between();
    if (!current.next_cursor) return seen;
    current = await page(path, { ...query, cursor: current.next_cursor });
  }
}

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
  orderId = await orderOf(sellerId);
  const foreign = await givenSellingSeller(t.deps);
  other = { sellerId: foreign.id, orderId: await orderOf(foreign.id) };
  for (const list of LISTS) for (let i = 0; i < 25; i++) await list.insert(sellerId, orderId);
});

afterAll(async () => {
  await t?.close();
});

describe.each(LISTS)("paging $path by cursor", (list) => {
  it("shows every row exactly once, in the list's order, for every sort, while rows arrive", async () => {
    for (const sort_key of list.sortKeys) {
      for (const sort_dir of ["asc", "desc"]) {
        const sort = { sort_key, sort_dir };
        const before = (await page(list.path, { ...sort, per: "100" })).list.map((r) => r.id);
        expect(before.length).toBeGreaterThanOrEqual(25);
        const seen = await walk(list.path, sort, () => list.insert(sellerId, orderId));
        expect(new Set(seen).size, `${sort_key} ${sort_dir}`).toBe(seen.length);
        expect(
          seen.filter((id) => before.includes(id)),
          `${sort_key} ${sort_dir}`,
        ).toEqual(before);
      }
    }
  });

  it("goes back by prev_cursor to the same pages, and agrees with paging by number", async () => {
    const sort = { sort_key: list.sortKeys[1]!, sort_dir: "desc" };
    const first = await page(list.path, sort);
    expect(first.prev_cursor).toBeNull();
    const second = await page(list.path, { ...sort, cursor: first.next_cursor! });
    const third = await page(list.path, { ...sort, cursor: second.next_cursor! });
    const back = await page(list.path, { ...sort, cursor: third.prev_cursor! });
    expect(back.list).toEqual(second.list);
    const start = await page(list.path, { ...sort, cursor: back.prev_cursor! });
    expect(start.list).toEqual(first.list);
    expect(start.prev_cursor).toBeNull();
    const byNumber = await page(list.path, { ...sort, page: "3" });
    expect(byNumber.list).toEqual(third.list);
    expect(byNumber.prev_cursor).toBe(`p${third.list[0]!.id}`);
  });

  it("reveals nothing about another seller's row named in a cursor, and refuses a malformed one", async () => {
    const foreignId = await list.insert(other.sellerId, other.orderId);
    const foreign = await page(list.path, { cursor: `n${foreignId}` });
    expect(foreign.list).toEqual([]);
    expect(foreign.next_cursor).toBeNull();
    const bad = await call(t.app, "GET", list.path, { token, query: { cursor: "n1 or 1=1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("cursor");
  });
});
