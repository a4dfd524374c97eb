import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { REFUND_WINDOW_MS, sellerAccount } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { buy, documentsOf, givenBillingSeller, givenProductOf, issueInvoicesOf } from "./support/billing.ts";
import { until, verifySellerForPayouts } from "./support/verification.ts";
import { orders } from "../src/orders/index.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { runIssueCreditMemoJob } from "../src/billing/index.ts";
import { applyPayoutEvent, payouts } from "../src/payouts/index.ts";
import { accountingBookings, generateExport } from "../src/accounting/index.ts";
import { decodeWindows1252 } from "../src/accounting/windows-1252.ts";

// The DATEV export beyond the documents: the seller's payments, refunds, fees, VAT and payouts
// from the ledger, read back line by line from the file and checked against the ledger; the
// bookings list with spec two §3's accounting-export filters; a re-export marking the earlier.

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
let t: TestPlatform;
beforeAll(async () => {
  // A platform fee of 5 % per sale and 1.00 per EUR payout, as an installation may configure.
  t = await startTestPlatform({ PLATFORM_FEE_PERCENT: "5", PAYOUT_FEE_FIXED: "eur:100" });
});
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `accounting-bookings-${process.pid}-${++keys}` });

/**
 * A live sale of 49.00 with a refund of 10.00 and its credit memo; after the refund window a
 * payout the bank refuses (amount and fee come back) and one that is paid.
 */
async function givenSellerWithMoney() {
  const seller = await givenBillingSeller(t.deps);
  let token = (await signIn(t.app, seller.email)).access_token;
  await verifySellerForPayouts(t, token);
  const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
  // Sandbox sales are test mode, which the export leaves out: this one counts as a live sale.
  await t.deps.db.update(orders).set({ testMode: false }).where(eq(orders.id, order.id));
  await issueInvoicesOf(t.deps, order.id);
  const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
    token,
    body: { amount: 1000 },
    headers: key(),
  });
  expect(refund.body).toMatchObject({ state: "successful" });
  await runIssueCreditMemoJob(t.deps, { paymentId: (refund.body as { payment_id: number }).payment_id });

  t.clock.advance(REFUND_WINDOW_MS + DAY);
  token = (await signIn(t.app, seller.email)).access_token;
  const refused = await call(t.app, "POST", "/cabinet/payouts", {
    token,
    body: { currency: "eur" },
    headers: key(),
  });
  expect(refused.status).toBe(201);
  await applyPayoutEvent(t.deps, refused.body.payout.id, { event: "fail", failureCode: "account_closed" });
  const paid = await call(t.app, "POST", "/cabinet/payouts", {
    token,
    body: { currency: "eur" },
    headers: key(),
  });
  expect(paid.status).toBe(201);
  await until(
    () => t.deps.db.select().from(payouts).where(eq(payouts.id, paid.body.payout.id)),
    ([row]) => row?.state === "successful",
  );
  return {
    seller,
    token,
    order,
    paidPayout: paid.body.payout as { id: number; amount: number; fee: number },
  };
}

interface Line {
  amount: number;
  side: string;
  currency: string;
  account: string;
  contra: string;
  taxKey: string;
  field1: string;
  text: string;
}

/** Exports [from, till] (split at a year's end: a DATEV batch lies within one year) and reads it back. */
async function exportLines(
  token: string,
  from: string,
  till: string,
  filters?: Record<string, string>,
): Promise<Line[]> {
  if (from.slice(0, 4) !== till.slice(0, 4)) {
    const year = from.slice(0, 4);
    return [
      ...(await exportLines(token, from, `${year}-12-31`, filters)),
      ...(await exportLines(token, `${Number(year) + 1}-01-01`, till, filters)),
    ];
  }
  const created = await call(t.app, "POST", "/cabinet/accounting_exports", {
    token,
    body: { from, till, ...(filters ? { filters } : {}) },
  });
  expect(created.status).toBe(201);
  const id = created.body.accounting_export.id as number;
  await generateExport(t.deps, id);
  const shown = await until(
    () => call(t.app, "GET", `/cabinet/accounting_exports/${id}`, { token }),
    (res) => res.body.accounting_export.datev_state === "generated",
  );
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/cabinet/accounting_exports/${id}/download`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const rows = decodeWindows1252(res.rawPayload).split("\r\n");
  expect(rows.pop()).toBe("");
  expect(rows[0]).toMatch(/^EXTF;700;21;Buchungsstapel;13;/);
  const lines = rows.slice(2).map((row): Line => {
    const cells = row.split(";");
    // Every line has DATEV's 14 columns, a positive amount with a decimal comma and two accounts.
    expect(cells).toHaveLength(14);
    expect(cells[0]).toMatch(/^\d+,\d\d$/);
    expect(["S", "H"]).toContain(cells[1]);
    expect(cells[6]).toMatch(/^\d{4,9}$/);
    expect(cells[7]).toMatch(/^\d{4,9}$/);
    expect(cells[6]).not.toBe(cells[7]);
    return {
      amount: Math.round(Number(cells[0]!.replace(",", ".")) * 100),
      side: cells[1]!,
      currency: cells[2]!,
      account: cells[6]!,
      contra: cells[7]!,
      taxKey: cells[8]!,
      field1: cells[10]!,
      text: cells[13]!,
    };
  });
  expect(shown.body.accounting_export.bookings_count).toBe(lines.length);
  return lines;
}

/** Each account's balance from the lines, debit positive: S debits Konto and credits Gegenkonto. */
function balances(lines: Line[]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (account: string, amount: number) => sums.set(account, (sums.get(account) ?? 0) + amount);
  for (const l of lines) {
    const signed = l.side === "S" ? l.amount : -l.amount;
    add(l.account, signed);
    add(l.contra, -signed);
  }
  return sums;
}

async function ledgerSum(sellerId: number, kinds?: string[]) {
  const [row] = await t.deps.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, sellerAccount(sellerId)),
        kinds ? sql`${ledgerEntries.kind} in ${kinds}` : undefined,
      ),
    );
  return Number(row!.sum);
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The day of the seller's first booking. Not the invoice's: ledger entries of a refund are
 * stamped by the database's clock, the documents by the platform's, which this file moves.
 */
async function firstDay(token: string): Promise<string> {
  const res = await call(t.app, "GET", "/cabinet/accounting_bookings", {
    token,
    query: { sort_key: "event_date", sort_dir: "asc", per: 10 },
  });
  return (res.body.list[0].event_date as string).slice(0, 10);
}

describe("the DATEV export of the seller's money", () => {
  it("books every document and every ledger movement, each line balanced and the totals the ledger's", async () => {
    const { seller, token, order, paidPayout } = await givenSellerWithMoney();
    const saved = await call(t.app, "GET", "/cabinet/accounting_settings", { token });
    await call(t.app, "PUT", "/cabinet/accounting_settings", {
      token,
      body: { ...saved.body.accounting_settings, platform_fee_vat: true },
    });
    const [invoice, memo] = await documentsOf(t.deps, order.id);
    const lines = await exportLines(token, await firstDay(token), day(t.clock.now()));

    // 2 documents; payment, provider fee, platform fee, VAT of the sale; refund and the VAT back;
    // payout and its fee, returned (amount, fee), paid again with its fee.
    expect(lines).toHaveLength(2 + 4 + 2 + 2 + 2 + 2);
    const sums = balances(lines);
    // The debtor: invoiced 49.00, paid 49.00, credited 10.00, refunded 10.00 — settled.
    expect(sums.get("10000")).toBe(0);
    // Revenue (SKR03 8400, VAT inside): what the documents say.
    expect(sums.get("8400")).toBe(-(invoice!.grossAmount - memo!.grossAmount));
    // The VAT the platform remitted: the invoice's less the credit memo's.
    expect(sums.get("1780")).toBe(invoice!.vatAmount - memo!.vatAmount);
    expect(sums.get("1780")).toBe(await ledgerSum(seller.id, ["vat"]));
    // The bank got the paid payout only (the refused one was booked and reversed).
    expect(sums.get("1200")).toBe(paidPayout.amount);
    // Fees: the provider's and the platform's per sale, and one payout fee (the other came back).
    expect(sums.get("4970")).toBe(
      (await ledgerSum(seller.id, ["provider_fee", "platform_fee", "payout_fee"])) - paidPayout.fee,
    );
    // The platform balance in the books is the ledger's: every entry on seller:{id} is booked.
    expect((sums.get("1360") ?? 0) + (await ledgerSum(seller.id))).toBe(0);
    // Platform and payout fees carry the input-VAT key 9; nothing else has a key (8400 is automatic).
    for (const l of lines) {
      const isPlatformFee = /^(Plattformgebühr|Auszahlungsgebühr)/.test(l.text);
      expect(l.taxKey).toBe(isPlatformFee ? "9" : "");
    }
    // A payment names its invoice in Belegfeld 1, so DATEV matches them.
    expect(lines.find((l) => l.text.startsWith("Zahlung"))).toMatchObject({
      field1: invoice!.number,
      account: "10000",
      contra: "1360",
      side: "H",
      amount: 4900,
    });
  });

  it("lists the bookings with the accounting-export filters and exports with the same", async () => {
    const { seller, token, order } = await givenSellerWithMoney();
    const list = (query: Record<string, string | number> = {}, locale?: string) =>
      call(t.app, "GET", "/cabinet/accounting_bookings", { token, query, locale });

    const all = await list({ per: 50 });
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(14);
    expect(new Set(all.body.list.map((b: { id: number }) => b.id)).size).toBe(14);

    const payoutsOnly = await list({ booking_type: "payout" });
    // The refused payout, its return, the paid one.
    expect(payoutsOnly.body.list.map((b: { side: string }) => b.side).sort()).toEqual(["H", "S", "S"]);
    expect((await list({ seller_account: "1200" })).body.total_count).toBe(3);
    expect(
      (await list({ gen_account: "8400" })).body.list
        .map((b: { booking_type: string }) => b.booking_type)
        .sort(),
    ).toEqual(["credit_memo", "invoice"]);
    expect((await list({ gen_account: "1360" })).body.total_count).toBe(12);
    expect((await list({ gen_account: "9999" })).body.total_count).toBe(0);
    const [invoice] = await documentsOf(t.deps, order.id);
    const numbered = await list({ document_field_1: invoice!.number });
    // Invoice, payment, provider fee, platform fee, VAT, refund, its VAT: all of the sale's rate.
    expect(numbered.body.total_count).toBe(7);
    // Payouts and their fees belong to no document.
    expect((await list({ w_document_field_1_present: "false" })).body.total_count).toBe(6);
    expect((await list({ w_document_field_1_present: "true" })).body.total_count).toBe(8);
    // The search box: a document number from its start, or words of the booking text.
    expect((await list({ query: invoice!.number })).body.total_count).toBe(7);
    const payouts = await list({ query: "auszahlung" });
    expect(payouts.body.list.length).toBeGreaterThan(0);
    for (const booking of payouts.body.list) expect(booking.text).toMatch(/Auszahlung/);
    expect((await list({ query: "50%" })).body.total_count).toBe(0);
    const byEvent = await list({ event_key: `invoice:${invoice!.id}` });
    expect(byEvent.body.list).toEqual([
      expect.objectContaining({
        booking_type: "invoice",
        amount: 4900,
        side: "S",
        seller_account: "10000",
        gen_account: "8400",
        document_field_1: invoice!.number,
        datev_state: null,
        datev_export_status: "open",
      }),
    ]);
    expect((await list({ event_date_till: "2000-01-01" })).body.total_count).toBe(0);

    // Pages by cursor, sorted by amount: every booking once.
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await list({
        per: 10,
        sort_key: "amount",
        sort_dir: "asc",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.body.list.map((b: { id: number }) => b.id));
      const amounts = page.body.list.map((b: { amount: number }) => b.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      cursor = page.body.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen.sort()).toEqual(all.body.list.map((b: { id: number }) => b.id).sort());

    // The export honours the filters: the payouts only.
    const from = await firstDay(token);
    const payoutLines = await exportLines(token, from, day(t.clock.now()), { booking_type: "payout" });
    expect(payoutLines.map((l) => [l.account, l.contra])).toEqual([
      ["1200", "1360"],
      ["1200", "1360"],
      ["1200", "1360"],
    ]);
    // Those bookings now carry the (downloaded) export; the others are still open.
    expect((await list({ datev_export_status: "downloaded" })).body.total_count).toBe(3);
    expect((await list({ datev_state: "generated" })).body.total_count).toBe(3);
    expect((await list({ datev_export_status: "open" })).body.total_count).toBe(11);

    // Bad filters are refused, naming the field, in the seller's language; another seller sees nothing.
    const bad = await list({ gen_account: "84x" }, "de");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "INVALID_INPUT", param: "gen_account" });
    expect(bad.body.error.details[0].message).not.toBe("invalid_value");
    const badType = await list({ booking_type: "gift" });
    expect(badType.body.error).toMatchObject({ code: "INVALID_INPUT", param: "booking_type" });
    const other = await givenBillingSeller(t.deps);
    const otherToken = (await signIn(t.app, other.email)).access_token;
    const foreign = await call(t.app, "GET", "/cabinet/accounting_bookings", {
      token: otherToken,
      query: { event_key: `invoice:${invoice!.id}` },
    });
    expect(foreign.body).toMatchObject({ total_count: 0, list: [] });
    const rows = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountingBookings)
      .where(eq(accountingBookings.sellerId, seller.id));
    expect(Number(rows[0]!.n)).toBe(14);
  });

  it("filters by a set contra account and by the buyer's access, in the list and in the export", async () => {
    const { token, order } = await givenSellerWithMoney();
    const list = (query: Record<string, string | number> = {}, locale?: string) =>
      call(t.app, "GET", "/cabinet/accounting_bookings", { token, query: { per: 50, ...query }, locale });
    const ids = async (query: Record<string, string> = {}) => {
      const res = await list(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.list as { id: number }[]).map((b) => b.id).sort((a, b) => a - b);
    };
    const all = (await list()).body.list as { id: number; booking_type: string }[];
    expect(all).toHaveLength(14);

    // Every account of the settings has a number (4–9 digits are required), so every Gegenkonto
    // is set: "true" keeps all, "false" none — computed from the settings, as the export's copy.
    expect(await ids({ gen_account_present: "true" })).toEqual(all.map((b) => b.id).sort((a, b) => a - b));
    expect(await ids({ gen_account_present: "false" })).toEqual([]);

    // The sale's bookings (documents, payment, fees, VAT, refund) follow its order's payment
    // state; payouts and their fees belong to no sale and match no access value.
    const ofSale = all
      .filter((b) => !["payout", "payout_fee"].includes(b.booking_type))
      .map((b) => b.id)
      .sort((a, b) => a - b);
    expect(ofSale).toHaveLength(8);
    const [shown] = await t.deps.db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(shown!.paymentState).toBe("paid");
    expect(await ids({ access: "active" })).toEqual(ofSale);
    expect(await ids({ access: "paused" })).toEqual([]);
    expect(await ids({ access: "ended" })).toEqual([]);
    // The order's payment state moves (the database copies it onto the rates): access follows.
    const moveTo = (paymentState: string) =>
      t.deps.db.update(orders).set({ paymentState }).where(eq(orders.id, order.id));
    await moveTo("payment_paused");
    expect(await ids({ access: "paused" })).toEqual(ofSale);
    expect(await ids({ access: "active" })).toEqual([]);
    await moveTo("payment_chargebacked");
    expect(await ids({ access: "ended" })).toEqual(ofSale);
    expect(await ids({ access: "paused" })).toEqual([]);
    // Combined with another filter: the ended sale's payment only.
    expect((await list({ access: "ended", booking_type: "payment" })).body.total_count).toBe(1);

    // The export keeps both filters and writes what they keep.
    const from = await firstDay(token);
    const ended = await exportLines(token, from, day(t.clock.now()), { access: "ended" });
    expect(ended).toHaveLength(8);
    expect(ended.filter((l) => l.account === "1200" || l.contra === "1200")).toEqual([]);
    expect(await exportLines(token, from, day(t.clock.now()), { access: "active" })).toEqual([]);
    expect(
      await exportLines(token, from, day(t.clock.now()), { gen_account_present: "true", access: "ended" }),
    ).toHaveLength(8);
    expect(await exportLines(token, from, day(t.clock.now()), { gen_account_present: "false" })).toEqual([]);
    // Every export of this seller (a period across a year's end is two), with the filters asked.
    const exports = await call(t.app, "GET", "/cabinet/accounting_exports", {
      token,
      query: { sort_key: "id", sort_dir: "asc", per: 50 },
    });
    const asked = (exports.body.list as { filters: Record<string, string> }[])
      .map((e) => JSON.stringify(e.filters))
      .filter((f, i, all) => i === 0 || all[i - 1] !== f)
      .map((f) => JSON.parse(f) as Record<string, string>);
    expect(asked).toEqual([
      { access: "ended" },
      { access: "active" },
      { gen_account_present: "true", access: "ended" },
      { gen_account_present: "false" },
    ]);

    // Values outside the filters' own are refused, naming the field, in the reader's language.
    for (const [param, value] of [
      ["access", "gone"],
      ["gen_account_present", "yes"],
    ] as const) {
      const bad = await list({ [param]: value }, "de");
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: "INVALID_INPUT", param });
      expect(bad.body.error.details[0].message).not.toBe("invalid_value");
    }
    const badExport = await call(t.app, "POST", "/cabinet/accounting_exports", {
      token,
      body: { month: "2026-01", filters: { access: "gone" } },
    });
    expect(badExport.status).toBe(400);
    expect(badExport.body.error.details[0].param).toBe("filters.access");
  });

  it("marks an earlier export of the same period and filters as replaced by the re-export", async () => {
    const { token } = await givenSellerWithMoney();
    const from = await firstDay(token);
    const till =
      from.slice(0, 4) === day(t.clock.now()).slice(0, 4) ? day(t.clock.now()) : `${from.slice(0, 4)}-12-31`;
    await exportLines(token, from, till);
    await exportLines(token, from, till, { booking_type: "vat" });
    await exportLines(token, from, till);
    const listed = await call(t.app, "GET", "/cabinet/accounting_exports", {
      token,
      query: { sort_dir: "asc" },
    });
    const [first, filtered, again] = listed.body.list as { id: number; superseded_by_id: number | null }[];
    expect(first!.superseded_by_id).toBe(again!.id);
    // Another selection of bookings is no re-export of the same thing.
    expect(filtered!.superseded_by_id).toBeNull();
    expect(again!.superseded_by_id).toBeNull();
    const bookings = await call(t.app, "GET", "/cabinet/accounting_bookings", { token, query: { per: 50 } });
    const exportsOf = new Set(
      bookings.body.list
        .filter((b: { event_date: string }) => b.event_date.slice(0, 10) <= till)
        .map((b: { export_id: number }) => b.export_id),
    );
    expect([...exportsOf]).toEqual([again!.id]);
  });

  it("records each booking once however many lists read at the same time", async () => {
    const { seller, token } = await givenSellerWithMoney();
    const answers = await Promise.all(
      Array.from({ length: onServer ? 20 : 5 }, () =>
        call(t.app, "GET", "/cabinet/accounting_bookings", { token, query: { per: 50 } }),
      ),
    );
    for (const res of answers) expect(res.body.total_count).toBe(14);
    const [row] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountingBookings)
      .where(eq(accountingBookings.sellerId, seller.id));
    expect(Number(row!.n)).toBe(14);
  });
});
