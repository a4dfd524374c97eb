import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  payeeBalance,
  payoutTransitAccount,
  REFUND_WINDOW_MS,
  sellerAccount,
  type LedgerKind,
} from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, givenProductOf } from "./support/billing.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { givenTeam } from "./support/users.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import {
  applyPayoutEvent,
  payouts,
  reconcileLedger,
  runScheduledPayouts,
  sellerPayee,
  createPayout,
} from "../src/payouts/index.ts";

// Balances and payouts of issue 13 through the cabinet's routes: the refund window, "pay out
// now", the sandbox's payout events, held reasons, the statement and transfers, a failed payout's
// reversal, a refund after a payout, exactly-once under concurrent runs, and the reconciliation.

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = onServer ? 20 : 5;
const DAY = 86_400_000;

let t: TestPlatform;
beforeAll(async () => {
  // A platform fee of 5 % per sale and 1.00 per EUR payout, as an installation may configure.
  t = await startTestPlatform({ PLATFORM_FEE_PERCENT: "5", PAYOUT_FEE_FIXED: "eur:100" });
});
afterAll(() => t.close());

let keyCounter = 0;
const key = () => ({ "idempotency-key": `payout-${process.pid}-${++keyCounter}` });

async function verifiedSeller() {
  const seller = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, seller.email)).access_token;
  await verifySellerForPayouts(t, token);
  return { seller, token };
}

async function balances(token: string) {
  const res = await call(t.app, "GET", "/cabinet/payouts_balance", { token });
  expect(res.status).toBe(200);
  return res.body.list.find((b: { currency: string }) => b.currency === "eur");
}

/** The same figures the domain computes from the seller's ledger rows. */
async function domainBalance(sellerId: number) {
  const payee = sellerAccount(sellerId);
  const rows = await t.deps.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, [payee, payoutTransitAccount(payee)]));
  const b = payeeBalance(
    rows.map((r) => ({ ...r, kind: r.kind as LedgerKind })),
    payee,
    t.clock.now(),
  );
  return { pending: b.pending, available: b.available, on_hold: b.onHold, paid_out: b.paidOut };
}

/** Moves the clock past the refund window; the seller signs in again (their token expired meanwhile). */
async function pastRefundWindow(email: string): Promise<string> {
  t.clock.advance(REFUND_WINDOW_MS + DAY);
  return (await signIn(t.app, email)).access_token;
}

const payOutNow = (token: string, locale?: string) =>
  call(t.app, "POST", "/cabinet/payouts", { token, locale, body: { currency: "eur" }, headers: key() });

describe("balances and a payout", () => {
  it("keep a sale pending for the refund window, then pay it out through the sandbox", async () => {
    const { seller, token: first } = await verifiedSeller();
    let token = first;
    const product = await givenProductOf(t.deps, seller.id);
    await buy(t.app, t.deps, product);

    const fresh = await balances(token);
    // 49.00 sold, less the sandbox's fee (1.4 % + 0.25) and the platform's 5 %: all of it pending.
    expect(fresh).toEqual({ currency: "eur", pending: 4561, available: 0, on_hold: 0, paid_out: 0 });
    expect(fresh).toEqual({ currency: "eur", ...(await domainBalance(seller.id)) });
    const held = await call(t.app, "GET", "/cabinet/payouts_held_reasons", { token });
    expect(held.body.reasons).toEqual([{ code: "below_minimum", link: "/cabinet/payouts_settings" }]);

    token = await pastRefundWindow(seller.email);
    expect(await balances(token)).toEqual({
      currency: "eur",
      pending: 0,
      available: 4561,
      on_hold: 0,
      paid_out: 0,
    });
    expect((await call(t.app, "GET", "/cabinet/payouts_held_reasons", { token })).body.reasons).toEqual([]);

    const created = await payOutNow(token);
    expect(created.status).toBe(201);
    // The payout fee comes off the balance with it: 45.61 available, 44.61 transferred.
    expect(created.body.payout).toMatchObject({
      state: "pending",
      amount: 4461,
      fee: 100,
      currency: "eur",
      period: "manual",
    });
    expect(created.body.payout.iban_masked).toMatch(/^DE89 \*\*\*\* 3000$/);
    expect(await balances(token)).toEqual({
      currency: "eur",
      pending: 0,
      available: 0,
      on_hold: 4461,
      paid_out: 0,
    });

    // The sandbox accepts it, then reports it paid (a provider event, like a bank's webhook).
    const list = await until(
      () => call(t.app, "GET", "/cabinet/payouts", { token }),
      (res) => res.body.list[0]?.state === "successful",
    );
    expect(list.body.list[0]).toMatchObject({
      id: created.body.payout.id,
      provider: "sandbox",
      provider_ref: `sbx_po_${created.body.payout.id}`,
    });
    expect(list.body.list[0].issued_at).not.toBeNull();
    expect(await balances(token)).toEqual({
      currency: "eur",
      pending: 0,
      available: 0,
      on_hold: 0,
      paid_out: 4461,
    });
    expect(await balances(token)).toEqual({ currency: "eur", ...(await domainBalance(seller.id)) });

    // The statement shows every entry behind it, the payout's named; the CSV has the same rows.
    const statement = await call(t.app, "GET", "/cabinet/payouts_statement", {
      token,
      query: { sort_dir: "asc", per: "50" },
    });
    const kinds = statement.body.list.map((e: { kind: string; account: string; amount: number }) => [
      e.kind,
      e.account,
      e.amount,
    ]);
    expect(kinds).toEqual([
      ["charge", "balance", 4900],
      ["provider_fee", "balance", -94],
      ["platform_fee", "balance", -245],
      ["payout", "balance", -4461],
      ["payout", "on_hold", 4461],
      ["payout_fee", "balance", -100],
      ["payout", "on_hold", -4461],
    ]);
    expect(
      statement.body.list.filter((e: { payout_id: number | null }) => e.payout_id === created.body.payout.id),
    ).toHaveLength(3);
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/v1/cabinet/payouts_statement/export?kind=charge",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,kind,account,amount,currency,order_id,order_rate_id,payout_id,transaction_id",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",charge,balance,49.00,eur,");

    // The transfer: the sale's share, paid out with that payout.
    const transfers = await call(t.app, "GET", "/cabinet/transfers", { token });
    expect(transfers.body.list).toEqual([
      expect.objectContaining({
        transferable_type: "order_rate",
        state: "paid_out",
        provider: "sandbox",
        gross_amount: 4900,
        fee_amount: 339,
        amount: 4561,
        payout_id: created.body.payout.id,
      }),
    ]);
    // The lists' search boxes: a payout by its number or period, an order's entries and transfer.
    const found = await call(t.app, "GET", "/cabinet/payouts", {
      token,
      query: { query: `#${created.body.payout.id}` },
    });
    expect(found.body.list.map((p: { id: number }) => p.id)).toEqual([created.body.payout.id]);
    expect(
      (await call(t.app, "GET", "/cabinet/payouts", { token, query: { query: "2020-W01" } })).body.list,
    ).toEqual([]);
    const orderId = String(transfers.body.list[0].order_id);
    const ofOrder = await call(t.app, "GET", "/cabinet/payouts_statement", {
      token,
      query: { query: orderId },
    });
    expect(ofOrder.body.list.map((e: { kind: string }) => e.kind).sort()).toEqual([
      "charge",
      "platform_fee",
      "provider_fee",
    ]);
    expect(
      (await call(t.app, "GET", "/cabinet/transfers", { token, query: { query: orderId } })).body.list,
    ).toHaveLength(1);
    expect(
      (await call(t.app, "GET", "/cabinet/transfers", { token, query: { query: "nothing" } })).body.list,
    ).toEqual([]);
    const byPayout = await call(t.app, "GET", "/cabinet/transfers", {
      token,
      query: { payout_id: "999999" },
    });
    expect(byPayout.body.list).toEqual([]);
    const byState = await call(t.app, "GET", "/cabinet/transfers", { token, query: { state: "pending" } });
    expect(byState.body).toMatchObject({ list: [], total_count: 0 });
  });

  it("are a seller's own: another seller sees none of it", async () => {
    const other = await givenSellingSeller(t.deps);
    const token = (await signIn(t.app, other.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/payouts", { token })).body.list).toEqual([]);
    expect((await call(t.app, "GET", "/cabinet/payouts_statement", { token })).body.list).toEqual([]);
    expect((await call(t.app, "GET", "/cabinet/transfers", { token })).body.list).toEqual([]);
    expect(await balances(token)).toEqual({
      currency: "eur",
      pending: 0,
      available: 0,
      on_hold: 0,
      paid_out: 0,
    });
  });
});

describe("held payouts", () => {
  it("name every reason with its link, and pay out now answers 409 with them (German)", async () => {
    const seller = await givenSellingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    const held = await call(t.app, "GET", "/cabinet/payouts_held_reasons", { token });
    expect(held.body).toEqual({
      currency: "eur",
      available: 0,
      minimum_amount: 0,
      payout_fee: 100,
      reasons: [
        { code: "missing_verification", link: "/cabinet/legitimation" },
        { code: "bank_account_not_active", link: "/cabinet/bank_accounts" },
        { code: "below_minimum", link: "/cabinet/payouts_settings" },
      ],
    });
    const refused = await payOutNow(token, "de");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PAYOUT_HELD");
    expect(refused.body.error.message).toContain("Verifizierung");
    expect(refused.body.error.details.map((d: { code: string }) => d.code)).toEqual([
      "missing_verification",
      "bank_account_not_active",
      "below_minimum",
    ]);
    expect(refused.body.error.details[0].message).toContain("Verifizierung");
    expect(
      await t.deps.db
        .select()
        .from(payouts)
        .where(eq(payouts.payee, sellerAccount(seller.id))),
    ).toEqual([]);
  });

  it("hold a balance below the chosen minimum, and refuse settings that do not fit the schedule", async () => {
    const { seller } = await verifiedSeller();
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    const token = await pastRefundWindow(seller.email);
    const saved = await call(t.app, "PUT", "/cabinet/payouts_settings", {
      token,
      body: { schedule: "monthly", day: 15, minimum_amount: 10_000, currency: "eur" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      schedule: "monthly",
      day: 15,
      minimum_amount: 10_000,
      currency: "eur",
      payout_fee: 100,
    });
    const held = await call(t.app, "GET", "/cabinet/payouts_held_reasons", { token });
    expect(held.body.reasons.map((r: { code: string }) => r.code)).toEqual(["below_minimum"]);

    const bad = await call(t.app, "PUT", "/cabinet/payouts_settings", {
      token,
      locale: "de",
      body: { schedule: "weekly", day: 1, minimum_amount: -1, currency: "usd" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual([
      "currency",
      "minimum_amount",
    ]);
    // A weekly payout day is a weekday, 1 (Monday) to 7.
    const badDay = await call(t.app, "PUT", "/cabinet/payouts_settings", {
      token,
      body: { schedule: "weekly", day: 9, minimum_amount: 0, currency: "eur" },
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error).toMatchObject({ code: "INVALID_INPUT", param: "day" });
  });
});

describe("a failed payout and a refund after a payout", () => {
  it("return a failed payout's amount and fee to the balance", async () => {
    const { seller } = await verifiedSeller();
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    const token = await pastRefundWindow(seller.email);
    const before = await balances(token);
    const created = await payOutNow(token);
    expect(created.status).toBe(201);
    // The bank refuses it (a provider's failure event) before the sandbox reports it paid.
    await applyPayoutEvent(t.deps, created.body.payout.id, { event: "fail", failureCode: "account_closed" });
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, created.body.payout.id));
    expect(row).toMatchObject({ state: "canceled", failureCode: "account_closed" });
    expect(await balances(token)).toEqual(before);
    // A late success report for it changes nothing.
    await applyPayoutEvent(t.deps, created.body.payout.id, { event: "succeed" });
    expect(await balances(token)).toEqual(before);
    const statement = await call(t.app, "GET", "/cabinet/payouts_statement", {
      token,
      query: { kind: "payout_reversal" },
    });
    expect(statement.body.list.map((e: { amount: number }) => e.amount).sort()).toEqual(
      [100, 4461, -4461].sort(),
    );
  });

  it("make a refund after a payout a negative balance that the next sales settle", async () => {
    const { seller, token: first } = await verifiedSeller();
    let token = first;
    const product = await givenProductOf(t.deps, seller.id);
    const order = await buy(t.app, t.deps, product);
    token = await pastRefundWindow(seller.email);
    const paid = await payOutNow(token);
    expect(paid.status).toBe(201);
    await until(
      () => balances(token),
      (b) => b.paid_out === 4461,
    );
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token,
      body: { amount: 4900 },
      headers: key(),
    });
    expect(refund.status).toBeLessThan(300);
    expect(await balances(token)).toMatchObject({ available: -4900, paid_out: 4461 });
    const held = await call(t.app, "GET", "/cabinet/payouts_held_reasons", { token });
    expect(held.body.reasons).toEqual([{ code: "negative_balance", link: "/cabinet/payouts_statement" }]);
    // Two new sales: once their window passed, the first settles the debt, the rest is paid out.
    await buy(t.app, t.deps, product);
    await buy(t.app, t.deps, product);
    token = await pastRefundWindow(seller.email);
    expect(await balances(token)).toMatchObject({ available: 2 * 4561 - 4900 });
    const next = await payOutNow(token);
    expect(next.status).toBe(201);
    expect(next.body.payout.amount).toBe(2 * 4561 - 4900 - 100);
    expect(await balances(token)).toEqual({ currency: "eur", ...(await domainBalance(seller.id)) });
  });
});

describe("exactly once", () => {
  it("a scheduled payout per period however often the ticker runs at once", async () => {
    const { seller } = await verifiedSeller();
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    const token = await pastRefundWindow(seller.email);
    // Weekly on Monday: due on every day of the week from Monday on, so due now.
    await call(t.app, "PUT", "/cabinet/payouts_settings", {
      token,
      body: { schedule: "weekly", day: 1, minimum_amount: 0, currency: "eur" },
    });
    await Promise.all(Array.from({ length: RUNS }, () => runScheduledPayouts(t.deps)));
    const rows = await t.deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.payee, sellerAccount(seller.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 4461, fee: 100 });
    // Once paid for the period, the ticker makes no second payout of new money in the same week.
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    expect(await createPayout(t.deps, sellerPayee(seller.id), "eur", rows[0]!.periodKey)).toMatchObject({
      created: false,
    });
    await runScheduledPayouts(t.deps);
    expect(
      await t.deps.db
        .select()
        .from(payouts)
        .where(eq(payouts.payee, sellerAccount(seller.id))),
    ).toHaveLength(1);
  });

  it("pays the available balance once when 'pay out now' is clicked many times at once", async () => {
    const { seller, token: first } = await verifiedSeller();
    let token = first;
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    token = await pastRefundWindow(seller.email);
    const answers = await Promise.all(Array.from({ length: RUNS }, () => payOutNow(token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RUNS - 1);
    const rows = await t.deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.payee, sellerAccount(seller.id)));
    expect(rows.map((r) => r.amount + r.fee)).toEqual([2 * 4561]);
    const b = await balances(token);
    expect(b.available).toBe(0);
  });
});

describe("the nightly reconciliation", () => {
  it("finds the ledger in agreement with the payouts, and reports a transaction that does not balance", async () => {
    const clean = await reconcileLedger(t.deps);
    expect(clean.differences).toEqual([]);
    expect(clean.created).toBe(true);
    // Somebody wrote an unbalanced transaction past postLedger.
    await t.deps.db
      .insert(ledgerEntries)
      .values({ transactionId: "broken-1", kind: "charge", account: "seller:0", amount: 5, currency: "eur" });
    t.clock.advance(DAY);
    const found = await reconcileLedger(t.deps);
    expect(found.differences).toEqual([
      { check: "transaction_unbalanced", subject: "broken-1 eur", expected: 0, actual: 5 },
    ]);
    // The same day again stores nothing twice.
    expect((await reconcileLedger(t.deps)).created).toBe(false);
  });
});

describe("a seller's team", () => {
  it("sees the balances; only full team members change the payout settings or pay out, never sales team members", async () => {
    const { seller } = await verifiedSeller();
    const { member, sales } = await givenTeam(t.deps, seller.id);
    const headers = { "x-seller-id": String(seller.id) };
    const as = async (email: string) => (await signIn(t.app, email)).access_token;
    const settings = { schedule: "weekly", minimum_amount: 5000, currency: "eur" };
    for (const [who, allowed] of [
      [sales.email, false],
      [member.email, true],
    ] as const) {
      const token = await as(who);
      expect((await call(t.app, "GET", "/cabinet/payouts_balance", { token, headers })).status).toBe(200);
      const saved = await call(t.app, "PUT", "/cabinet/payouts_settings", { token, headers, body: settings });
      expect(saved.status).toBe(allowed ? 200 : 403);
      const paid = await call(t.app, "POST", "/cabinet/payouts", {
        token,
        headers: { ...headers, ...key() },
        body: { currency: "eur" },
      });
      // Nothing is available yet: a team member is held (409), a sales team member refused (403).
      expect(paid.status).toBe(allowed ? 409 : 403);
    }
  });
});
