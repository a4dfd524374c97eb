import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { expireCheckouts, orders } from "../src/orders/index.ts";
import { ORDER_CSV_HEADER } from "../src/orders/use-cases/export-orders.ts";
import { coupons } from "../src/checkout/tables.ts";
import { teamMemberships } from "../src/identity/index.ts";

// The seller's orders screens (GET /cabinet/orders and /cabinet/orders/:id) over orders made
// through the real checkout: every filter, sort and search, the detail's numbers, and that they
// are enough to refund and to mark a bank wire paid.

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;
let token: string;

type Item = { id: number; [key: string]: unknown };

/** Orders made in beforeAll, by what they are. */
const made = {} as Record<
  "card" | "installment" | "bankWire" | "declined" | "expired" | "coupon" | "usd" | "parent" | "upsell",
  number
>;
let productIds: { oneTime: number; installment: number; upsellOffer: number };
let installmentPlanId: number;
let couponId: number;
let foreignOrderId: number;
/** Plain card orders beyond the cases above, so the list has more than one page of 10. */
const extra: number[] = [];
const all = () => [...Object.values(made), ...extra];

async function buy(body: Record<string, unknown>, payer?: Record<string, string>) {
  const res = await checkoutCall(t.app, { ...body, ...(payer ? { payer } : {}) });
  expect(res.status).toBe(200);
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  return row!;
}

const payer = (first: string, last: string) => ({
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: last,
  country: "DE",
});

function list(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return call(t.app, "GET", "/cabinet/orders", { token, query, headers });
}

async function ids(query: Record<string, string>): Promise<number[]> {
  const res = await list({ per: "100", ...query });
  expect(res.status).toBe(200);
  return (res.body.list as Item[]).map((o) => o.id);
}

function detail(id: number, as = token, headers: Record<string, string> = {}) {
  return call(t.app, "GET", `/cabinet/orders/${id}`, { token: as, headers });
}

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;

  const oneTime = await givenSellableProduct(t.deps, seller.id);
  const installment = await givenSellableProduct(t.deps, seller.id, {
    plans: [
      {
        form: "installment",
        prefs: {
          firstAmount: 4000,
          nextAmount: 3000,
          paymentsCount: 3,
          interval: { unit: "month", count: 1 },
        },
      },
    ],
  });
  const usd = await givenSellableProduct(t.deps, seller.id, {
    plans: [{ form: "one_time", prefs: { price: 2500 }, currency: "usd" }],
  });
  const offer = await givenSellableProduct(t.deps, seller.id, {
    plans: [{ form: "one_time", prefs: { price: 1900 } }],
  });
  const withUpsell = await givenSellableProduct(t.deps, seller.id, {
    upsell: { product_ids: [offer.product.id] },
  });
  productIds = {
    oneTime: oneTime.product.id,
    installment: installment.product.id,
    upsellOffer: offer.product.id,
  };
  installmentPlanId = installment.plans[0]!.id;
  const [coupon] = await t.deps.db
    .insert(coupons)
    .values({ sellerId: seller.id, code: "SAVE10", discountType: "percents", value: 1000 })
    .returning();
  couponId = coupon!.id;
  const plain = { product_id: oneTime.product.id, pricing_plan_id: oneTime.plans[0]!.id };
  const card = { payment_method: "card", payment_data: CARD() };

  // A checkout abandoned long ago expires (cancelled, payment_not_completed) through the real work.
  const abandoned = await buy({ ...plain, payment_method: "card", payment_data: CARD("4000000000000002") });
  await t.deps.db
    .update(orders)
    .set({ createdAt: new Date(t.clock.now().getTime() - 3_600_000) })
    .where(eq(orders.id, abandoned.id));
  await expireCheckouts(t.deps);
  made.expired = abandoned.id;

  made.card = (await buy({ ...plain, ...card })).id;
  made.installment = (
    await buy(
      { product_id: installment.product.id, pricing_plan_id: installmentPlanId, ...card },
      payer("Carl", "Client"),
    )
  ).id;
  made.bankWire = (await buy({ ...plain, payment_method: "bank_wire" }, payer("Dora", "Wire"))).id;
  made.declined = (
    await buy(
      { ...plain, payment_method: "card", payment_data: CARD("4000000000000002") },
      payer("Emil", "Decline"),
    )
  ).id;
  made.coupon = (await buy({ ...plain, ...card, coupon_code: "save10" })).id;
  made.usd = (await buy({ product_id: usd.product.id, pricing_plan_id: usd.plans[0]!.id, ...card })).id;
  const parent = await buy({
    product_id: withUpsell.product.id,
    pricing_plan_id: withUpsell.plans[0]!.id,
    ...card,
  });
  made.parent = parent.id;
  const accepted = await call(
    t.app,
    "POST",
    `/shop/orders/${parent.token}/upsells/${offer.product.id}/accept`,
    {
      headers: { "idempotency-key": "orders-upsell-accept-1" },
    },
  );
  expect(accepted.body.status).toBe("paid");
  const [child] = await t.deps.db.select().from(orders).where(eq(orders.parentOrderId, parent.id));
  made.upsell = child!.id;

  for (let i = 0; i < 3; i++) extra.push((await buy({ ...plain, ...card }, payer(`Extra${i}`, "Buyer"))).id);

  const stranger = await givenSellingSeller(t.deps);
  const foreign = await givenSellableProduct(t.deps, stranger.id);
  foreignOrderId = (
    await buy({ product_id: foreign.product.id, pricing_plan_id: foreign.plans[0]!.id, ...card })
  ).id;
});
afterAll(() => t.close());

describe("the order list", () => {
  it("lists the seller's orders newest first with their amounts, and no other seller's", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(all().length);
    expect(res.body.total_count_max).toBe(10_000);
    const rows = res.body.list as Item[];
    expect(rows.map((o) => o.id)).not.toContain(foreignOrderId);
    expect(rows.map((o) => o.id)).toEqual(all().sort((a, b) => b - a));
    const installment = rows.find((o) => o.id === made.installment)!;
    expect(installment).toMatchObject({
      product: { id: productIds.installment, form: "service" },
      payer: { name: "Carl Client", email: "carl@example.com" },
      plan_form: "installment",
      payment_method: "card",
      provider: "sandbox",
      test_mode: true,
      currency: "eur",
      total_amount: 10000,
      paid_amount: 4000,
      unpaid_amount: 6000,
      state: "finalized",
      payment_state: "paying",
      rates_count: 3,
    });
    expect(Date.parse(installment.next_due_at as string)).toBeGreaterThan(Date.now());
    expect(rows.find((o) => o.id === made.card)).toMatchObject({ paid_amount: 4900, next_due_at: null });
  });

  it("pages by 30 by default and by the chosen size, without overlaps", async () => {
    expect((await list()).body.list).toHaveLength(all().length);
    const page = (n: number) => list({ per: "10", page: String(n), sort_key: "id", sort_dir: "asc" });
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.body.list).toHaveLength(10);
    expect(second.body.list).toHaveLength(all().length - 10);
    expect(third.body.list).toEqual([]);
    expect(third.body.total_count).toBe(all().length);
    expect([...first.body.list, ...second.body.list].map((o: Item) => o.id)).toEqual(
      all().sort((a, b) => a - b),
    );
    expect((await list({ per: "7" })).status).toBe(400);
  });

  it("sorts by id, creation and total, each way", async () => {
    const everyId = all();
    expect(await ids({ sort_key: "id", sort_dir: "asc" })).toEqual([...everyId].sort((a, b) => a - b));
    const byTotal = await list({ per: "100", sort_key: "total_amount", sort_dir: "asc" });
    const totals = (byTotal.body.list as Item[]).map((o) => o.total_amount as number);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBe(1900);
    expect(await ids({ sort_key: "created_at", sort_dir: "asc" })).toEqual(
      (await ids({ sort_key: "created_at", sort_dir: "desc" })).reverse(),
    );
  });

  it("searches payer email and name, the order id and the token's start", async () => {
    expect(await ids({ query: "carl@EXAMPLE" })).toEqual([made.installment]);
    expect(await ids({ query: "dora wire" })).toEqual([made.bankWire]);
    expect(await ids({ query: String(made.usd) })).toEqual([made.usd]);
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, made.coupon));
    expect(await ids({ query: row!.token.slice(0, 10) })).toEqual([made.coupon]);
    expect(await ids({ query: "100%_" })).toEqual([]);
  });

  it("filters by every key the data has", async () => {
    const sorted = (values: number[]) => [...values].sort((a, b) => b - a);
    expect(await ids({ payment_state: "payment_pending" })).toEqual([made.bankWire]);
    expect(await ids({ payment_state: "payment_not_completed" })).toEqual([made.expired]);
    expect(await ids({ state: "draft" })).toEqual([made.declined]);
    expect(await ids({ state: "ready" })).toEqual([made.bankWire]);
    expect(await ids({ product_id: String(productIds.installment) })).toEqual([made.installment]);
    expect(await ids({ pricing_plan_id: String(installmentPlanId) })).toEqual([made.installment]);
    expect(await ids({ coupon_id: String(couponId) })).toEqual([made.coupon]);
    expect(await ids({ payment_method: "bank_wire" })).toEqual([made.bankWire]);
    // Test mode: the sandbox serves every method, the bank wire too.
    expect(await ids({ provider: "sandbox" })).toHaveLength(all().length);
    expect(await ids({ provider: "stripe" })).toEqual([]);
    expect(await ids({ currency: "usd" })).toEqual([made.usd]);
    expect(await ids({ upsell_type: "upsell" })).toEqual([made.upsell]);
    expect(await ids({ upsell_type: "none" })).not.toContain(made.upsell);
    expect(await ids({ exclude_not_completed: "true" })).toEqual(
      sorted(all().filter((id) => id !== made.declined && id !== made.expired)),
    );
    // The abandoned checkout was made an hour earlier; `_till` dates take their whole day.
    const halfAnHourAgo = new Date(Date.now() - 1_800_000).toISOString();
    expect(await ids({ created_from: halfAnHourAgo })).not.toContain(made.expired);
    expect(await ids({ created_from: halfAnHourAgo })).toHaveLength(all().length - 1);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ created_till: today })).toHaveLength(all().length);
    expect(await ids({ created_till: "2000-01-01" })).toEqual([]);
    expect((await list({ state: "nonsense" })).status).toBe(400);
  });
});

describe("one order", () => {
  it("is loaded with plan, parties, lines, rates, payment log and amounts", async () => {
    const res = await detail(made.installment);
    expect(res.status).toBe(200);
    const order = res.body.order;
    expect(order).toMatchObject({
      id: made.installment,
      state: "finalized",
      payment_state: "paying",
      product: { id: productIds.installment, form: "service" },
      plan: { pricing_plan_id: installmentPlanId, form: "installment" },
      coupon: null,
      total_amount: 10000,
      paid_amount: 4000,
      unpaid_amount: 6000,
      debt_amount: 0,
      refunded_amount: 0,
      payment_method: "card",
      test_mode: true,
      payer: {
        email: "carl@example.com",
        first_name: "Carl",
        last_name: "Client",
        country: "DE",
        company: "",
      },
      owner: { email: "carl@example.com" },
      parent: null,
      children: [],
      can_mark_paid: false,
    });
    expect(order.plan.prefs.paymentsCount).toBe(3);
    expect(order.lines).toEqual([expect.objectContaining({ kind: "product", quantity: 1, amount: 4000 })]);
    expect(
      order.rates.map((r: Item) => [r.number, r.amount, r.state, r.can_refund, r.refundable_amount]),
    ).toEqual([
      [1, 4000, "paid", true, 4000],
      [2, 3000, "future", false, 0],
      [3, 3000, "future", false, 0],
    ]);
    expect(order.rates[0]).toMatchObject({ paid_amount: 4000, refunded_amount: 0, last_failure: null });
    expect(order.payments).toEqual([
      expect.objectContaining({
        rate_number: 1,
        kind: "charge",
        provider: "sandbox",
        method: "card",
        amount: 4000,
        state: "successful",
        failure_code: null,
        test_mode: true,
      }),
    ]);
    expect(order.payments[0].provider_fee).toBeGreaterThan(0);
    expect(order.saved_method).toMatchObject({ method: "card", brand: "visa", last4: "4242", exp: "12/34" });
  });

  it("never answers a provider reference or client secret", async () => {
    const res = await detail(made.installment);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/sbx_(ch|pm)_/);
    expect(text).not.toContain("provider_ref");
    expect(text).not.toContain("client_secret");
  });

  it("shows the coupon, a declined attempt and the upsell family", async () => {
    expect((await detail(made.coupon)).body.order).toMatchObject({
      coupon: { id: couponId, code: "SAVE10" },
      discount_amount: 490,
      total_amount: 4410,
    });
    const declined = (await detail(made.declined)).body.order;
    expect(declined.payments).toEqual([
      expect.objectContaining({ kind: "charge", state: "denied", failure_code: "card_declined" }),
    ]);
    expect(declined.rates[0]).toMatchObject({
      state: "future",
      can_refund: false,
      last_failure: "card_declined",
    });
    const parent = (await detail(made.parent)).body.order;
    expect(parent.children).toEqual([
      expect.objectContaining({
        id: made.upsell,
        upsell_type: "upsell",
        product: expect.objectContaining({ id: productIds.upsellOffer }),
      }),
    ]);
    const child = (await detail(made.upsell)).body.order;
    expect(child).toMatchObject({ upsell_type: "upsell", parent: { id: made.parent }, children: [] });
  });

  it("is not found for another seller", async () => {
    const res = await detail(foreignOrderId);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    expect((await call(t.app, "GET", `/cabinet/orders/${made.card}`)).status).toBe(401);
  });

  it("exports the filtered orders as the spec's CSV, buyer fields included, no other seller's", async () => {
    const csv = (query: string) =>
      t.app.inject({
        url: `/api/v1/cabinet/orders/export.csv${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const all = await csv("");
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(all.headers["content-disposition"]).toBe('attachment; filename="orders.csv"');
    const rows = all.body.trimEnd().split("\r\n");
    expect(rows[0]).toBe(ORDER_CSV_HEADER.join(","));
    const listed = await list({ per: "100" });
    expect(rows).toHaveLength(1 + listed.body.total_count);
    const idColumn = rows.slice(1).map((r) => Number(r.split(",")[0]));
    expect(idColumn).not.toContain(foreignOrderId);
    expect(idColumn).toEqual([...idColumn].sort((a, b) => a - b));

    const carl = await csv("?query=carl&payment_method=card");
    const lines = carl.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(",");
    const column = (name: (typeof ORDER_CSV_HEADER)[number]) => cells[ORDER_CSV_HEADER.indexOf(name)];
    expect(column("id")).toBe(String(made.installment));
    expect(column("product_id")).toBe(String(productIds.installment));
    expect(column("pricing_plan_id")).toBe(String(installmentPlanId));
    expect(column("recurring")).toBe("true");
    expect(column("total")).toBe("100.00");
    expect(column("paid")).toBe("40.00");
    expect(column("paid_count")).toBe("1");
    expect(column("currency_key")).toBe("EUR");
    expect(column("buyer_first_name")).toBe("Carl");
    expect(column("buyer_last_name")).toBe("Client");
    expect(column("buyer_email")).toBe("carl@example.com");
    expect(column("buyer_country")).toBe("DE");
    expect(column("due_date")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(new Date(column("last_due_date")!).getTime()).toBeGreaterThan(
      new Date(column("due_date")!).getTime(),
    );

    const coupon = (await csv(`?coupon_id=${couponId}`)).body.trimEnd().split("\r\n");
    expect(coupon).toHaveLength(2);
    expect(coupon[1]!.split(",")[ORDER_CSV_HEADER.indexOf("coupon_code")]).toBe("SAVE10");

    expect((await t.app.inject({ url: "/api/v1/cabinet/orders/export.csv" })).statusCode).toBe(401);
  });

  it("refunds by the detail's numbers until nothing is left", async () => {
    const rate = () => detail(made.card).then((r) => r.body.order.rates[0]);
    const refund = (amount: number, key: string) =>
      call(t.app, "POST", `/cabinet/orders/${made.card}/rates/1/refund`, {
        token,
        body: { amount },
        headers: { "idempotency-key": key },
      });
    expect(await rate()).toMatchObject({ can_refund: true, refundable_amount: 4900 });
    expect((await refund(1000, "orders-refund-0001")).body.state).toBe("successful");
    const after = (await detail(made.card)).body.order;
    expect(after).toMatchObject({ state: "closed", paid_amount: 4900, refunded_amount: 1000 });
    expect(after.rates[0]).toMatchObject({ state: "paid", refunded_amount: 1000, refundable_amount: 3900 });
    expect(after.payments.map((p: Item) => [p.kind, p.amount, p.state])).toEqual([
      ["charge", 4900, "successful"],
      ["refund", 1000, "successful"],
    ]);
    const tooMuch = await refund(after.rates[0].refundable_amount + 1, "orders-refund-0002");
    expect(tooMuch.status).toBe(400);
    expect((await refund(after.rates[0].refundable_amount, "orders-refund-0003")).body.state).toBe(
      "successful",
    );
    const done = (await detail(made.card)).body.order;
    expect(done).toMatchObject({
      state: "refunded",
      payment_state: "payment_refunded",
      refunded_amount: 4900,
    });
    expect(done.rates[0]).toMatchObject({ state: "refunded", can_refund: false, refundable_amount: 0 });
  });

  it("lets the seller mark a bank wire paid while its payment is open", async () => {
    expect((await detail(made.bankWire)).body.order).toMatchObject({
      can_mark_paid: true,
      payment_reference: expect.stringMatching(/^SW-/),
      unpaid_amount: 4900,
    });
    const marked = await call(t.app, "POST", `/cabinet/orders/${made.bankWire}/mark_paid`, { token });
    expect(marked.status).toBe(204);
    expect((await detail(made.bankWire)).body.order).toMatchObject({
      can_mark_paid: false,
      state: "closed",
      payment_state: "paid",
      paid_amount: 4900,
      unpaid_amount: 0,
    });
  });
});

describe("team members", () => {
  it("see the selected seller's orders, and no other seller's", async () => {
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: seller.id, memberId: member.id, role: "team_member" });
    const session = await signIn(t.app, member.email);
    const as = { "x-seller-id": String(seller.id) };
    const res = await call(t.app, "GET", "/cabinet/orders", { token: session.access_token, headers: as });
    expect(res.status).toBe(200);
    expect((res.body.list as Item[]).map((o) => o.id)).toContain(made.installment);
    expect((await detail(made.installment, session.access_token, as)).status).toBe(200);
    expect((await detail(foreignOrderId, session.access_token, as)).status).toBe(404);
    expect((await call(t.app, "GET", "/cabinet/orders", { token: session.access_token })).status).toBe(403);
  });
});
