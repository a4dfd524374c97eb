import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { buy, documentsOf, givenBillingSeller, givenProductOf, issueInvoicesOf } from "./support/billing.ts";
import { orders } from "../src/orders/index.ts";
import { runIssueCreditMemoJob } from "../src/billing/index.ts";
import { generateExport } from "../src/accounting/index.ts";
import { decodeWindows1252 } from "../src/accounting/windows-1252.ts";

// The DATEV export as an accountant receives it: a sale and its partial refund of one seller,
// read back from the downloaded Windows-1252 file.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const today = () => t.deps.clock.now().toISOString().slice(0, 10);

/** A seller with one live sale of 49.00 (19 % DE) and a credit memo of a 10.00 refund. */
async function givenSaleAndRefund() {
  const seller = await givenBillingSeller(t.deps);
  const session = await signIn(t.app, seller.email);
  const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
  await issueInvoicesOf(t.deps, order.id);
  const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
    token: session.access_token,
    body: { amount: 1000 },
    headers: { "idempotency-key": `accounting-${process.pid}-${order.id}` },
  });
  expect(refund.body).toMatchObject({ state: "successful" });
  await runIssueCreditMemoJob(t.deps, { paymentId: (refund.body as { payment_id: number }).payment_id });
  // Sandbox sales are test mode, which the export leaves out: this one counts as a live sale.
  await t.deps.db.update(orders).set({ testMode: false }).where(eq(orders.id, order.id));
  return { seller, token: session.access_token, order, documents: await documentsOf(t.deps, order.id) };
}

/** The export once a worker (the test's own call or a background one) has generated it. */
async function waitGenerated(token: string, id: number) {
  for (let i = 0; i < 100; i++) {
    const shown = await call(t.app, "GET", `/cabinet/accounting_exports/${id}`, { token });
    const body = shown.body as { accounting_export: Record<string, unknown> };
    if (
      body.accounting_export.datev_state !== "pending" &&
      body.accounting_export.datev_state !== "generating"
    )
      return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`export ${id} was not generated`);
}

/**
 * Asks for today's export, lets the job run (or waits for the worker that took it) and downloads
 * it. `revenue` keeps the bookings against that revenue account: the documents' (the sale's
 * ledger movements are accounting-bookings.test.ts's).
 */
async function exportOfToday(token: string, revenue: string) {
  const created = await call(t.app, "POST", "/cabinet/accounting_exports", {
    token,
    body: { from: today(), till: today(), filters: { gen_account: revenue } },
  });
  expect(created.status).toBe(201);
  const id = (created.body as { accounting_export: { id: number } }).accounting_export.id;
  await generateExport(t.deps, id);
  const shown = await waitGenerated(token, id);
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/cabinet/accounting_exports/${id}/download`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { id, shown, res };
}

describe("the DATEV accounting export", () => {
  it("books the invoice and the credit memo with their numbers, accounts and amounts", async () => {
    const { token, documents } = await givenSaleAndRefund();
    const [invoice, memo] = documents;
    expect([invoice!.kind, memo!.kind]).toEqual(["invoice", "credit_memo"]);

    const { id, shown, res } = await exportOfToday(token, "8400");
    expect(shown.accounting_export).toMatchObject({
      datev_state: "generated",
      datev_export_status: "open",
      progress: 100,
      documents_count: 2,
      bookings_count: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=windows-1252");
    // Windows-1252: "ü" is the single byte 0xFC, never UTF-8's two bytes.
    expect(res.rawPayload.includes(Buffer.from([0xfc]))).toBe(true);
    expect(res.rawPayload.includes(Buffer.from("ü", "utf8"))).toBe(false);

    const text = decodeWindows1252(res.rawPayload);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^EXTF;700;21;Buchungsstapel;13;\d{17};;SW;Sellwerk;;;;\d{4}0101;4;\d{8};\d{8};/,
    );
    expect(lines[1]!.split(";").slice(0, 3)).toEqual([
      "Umsatz (ohne Soll/Haben-Kz)",
      "Soll/Haben-Kennzeichen",
      "WKZ Umsatz",
    ]);
    expect(lines[1]).toContain("Gegenkonto (ohne BU-Schlüssel)");
    const day = invoice!.issuedAt.toISOString();
    const ddmm = `${day.slice(8, 10)}${day.slice(5, 7)}`;
    const bookings = lines.slice(2).map((l) => l.split(";"));
    // SKR03 defaults: debitor 10000 against 8400 (19 %, an automatic account: no BU key).
    expect(bookings).toEqual([
      [
        "49,00",
        "S",
        "EUR",
        "",
        "",
        "",
        "10000",
        "8400",
        "",
        ddmm,
        invoice!.number,
        "",
        "",
        `Rechnung ${invoice!.number} Bea Buyer`,
      ],
      [
        "10,00",
        "H",
        "EUR",
        "",
        "",
        "",
        "10000",
        "8400",
        "",
        ddmm,
        memo!.number,
        "",
        "",
        `Gutschrift ${memo!.number} Bea Buyer`,
      ],
    ]);
    // Debits less credits are what the documents say: the invoice less its credit memo.
    const signed = bookings.reduce(
      (sum, b) => sum + (b[1] === "S" ? 1 : -1) * Math.round(Number(b[0]!.replace(",", ".")) * 100),
      0,
    );
    expect(signed).toBe(invoice!.grossAmount - memo!.grossAmount);

    const listed = await call(t.app, "GET", "/cabinet/accounting_exports", {
      token,
      query: { datev_export_status: "downloaded" },
    });
    expect(listed.body).toMatchObject({ total_count: 1, list: [{ id, datev_export_status: "downloaded" }] });
    const open = await call(t.app, "GET", "/cabinet/accounting_exports", {
      token,
      query: { datev_export_status: "open" },
    });
    expect(open.body).toMatchObject({ total_count: 0 });
  });

  it("writes the seller's own accounts and the VAT key a plain revenue account needs", async () => {
    const { token } = await givenSaleAndRefund();
    const settings = await call(t.app, "GET", "/cabinet/accounting_settings", { token });
    const body = (settings.body as { accounting_settings: { accounts: Record<string, string> } })
      .accounting_settings;
    expect(body.accounts).toMatchObject({
      debitor: "10000",
      revenue_standard: "8400",
      revenue_reduced: "8300",
    });
    const saved = await call(t.app, "PUT", "/cabinet/accounting_settings", {
      token,
      body: {
        ...body,
        accounts: { ...body.accounts, debitor: "12000", revenue_standard: "8000" },
        consultant_number: "1234567",
        client_number: "42",
      },
    });
    expect(saved.status).toBe(200);

    const { res } = await exportOfToday(token, "8000");
    const lines = decodeWindows1252(res.rawPayload).trimEnd().split("\r\n");
    expect(lines[0]!.split(";").slice(10, 12)).toEqual(["1234567", "42"]);
    expect(lines.slice(2).map((l) => l.split(";").slice(6, 9))).toEqual([
      ["12000", "8000", "3"],
      ["12000", "8000", "3"],
    ]);
  });

  it("writes the file once however many workers take the job at the same time", async () => {
    const { token } = await givenSaleAndRefund();
    const created = await call(t.app, "POST", "/cabinet/accounting_exports", {
      token,
      body: { month: today().slice(0, 7) },
    });
    const id = (created.body as { accounting_export: { id: number } }).accounting_export.id;
    await Promise.all(Array.from({ length: 6 }, () => generateExport(t.deps, id)));
    // The two documents and the sale's five ledger movements (payment, fee, VAT, refund, VAT back).
    expect(await waitGenerated(token, id)).toMatchObject({
      accounting_export: { datev_state: "generated", documents_count: 7, bookings_count: 7 },
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/accounting_exports/${id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(decodeWindows1252(res.rawPayload).trimEnd().split("\r\n")).toHaveLength(9);
  });

  it("never shows or hands out another seller's export", async () => {
    const { token } = await givenSaleAndRefund();
    const { id } = await exportOfToday(token, "8400");
    const other = await givenBillingSeller(t.deps);
    const otherToken = (await signIn(t.app, other.email)).access_token;
    expect(
      (await call(t.app, "GET", `/cabinet/accounting_exports/${id}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "GET", `/cabinet/accounting_exports/${id}/download`, { token: otherToken })).status,
    ).toBe(404);
    const list = await call(t.app, "GET", "/cabinet/accounting_exports", { token: otherToken });
    expect(list.body).toMatchObject({ total_count: 0, list: [] });
  });

  it("refuses a period that ends before it starts or spans two years, in the seller's language", async () => {
    const seller = await givenBillingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    const backwards = await call(t.app, "POST", "/cabinet/accounting_exports", {
      token,
      body: { from: "2026-03-31", till: "2026-03-01" },
      locale: "de",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "till" } });
    const message = (backwards.body as { error: { details: { message: string }[] } }).error.details[0]!
      .message;
    expect(message).not.toBe("ends_before_start");
    const twoYears = await call(t.app, "POST", "/cabinet/accounting_exports", {
      token,
      body: { from: "2025-12-01", till: "2026-01-31" },
    });
    expect(twoYears.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "till" } });
    const badMonth = await call(t.app, "POST", "/cabinet/accounting_exports", {
      token,
      body: { month: "2026-13" },
    });
    expect(badMonth.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "month" } });
    const current = await call(t.app, "GET", "/cabinet/accounting_settings", { token });
    const settings = (current.body as { accounting_settings: { accounts: Record<string, string> } })
      .accounting_settings;
    const badAccount = await call(t.app, "PUT", "/cabinet/accounting_settings", {
      token,
      body: { ...settings, accounts: { ...settings.accounts, revenue_standard: "84x" } },
    });
    expect(badAccount.status).toBe(400);
    expect(badAccount.body).toMatchObject({
      error: { code: "INVALID_INPUT", param: "accounts.revenue_standard" },
    });
  });
});
