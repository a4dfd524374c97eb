import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { payments } from "../src/payments/tables.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import {
  invoices,
  InvoiceNotIssuedYet,
  issueCreditMemo,
  runIssueCreditMemoJob,
} from "../src/billing/index.ts";
import {
  buy,
  documentsOf,
  fetchPdf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
  jobsSettled,
} from "./support/billing.ts";
import { ISSUE_INVOICE_JOB } from "../src/platform/jobs/names.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/** What the ledger says the order's sales owe the tax office (vat:payable is a credit account). */
async function vatOwed(orderId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, "vat:payable")));
  return -Number(row!.sum) || 0;
}

let keys = 0;
async function refund(token: string, orderId: number, amount: number) {
  keys += 1;
  const res = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
    token,
    body: { amount },
    headers: { "idempotency-key": `memo-refund-${process.pid}-${keys}` },
  });
  expect(res.body).toMatchObject({ state: "successful" });
  return res.body.payment_id as number;
}

describe("credit memos (Storno) of refunds", () => {
  it("reverse the invoice in proportion, part by part, and sum to it exactly", async () => {
    const seller = await givenBillingSeller(t.deps);
    const session = await signIn(t.app, seller.email);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    // The invoice books its VAT as owed to the tax office, once.
    expect(await vatOwed(order.id)).toBe(782);

    const first = await refund(session.access_token, order.id, 1000);
    await runIssueCreditMemoJob(t.deps, { paymentId: first });
    await runIssueCreditMemoJob(t.deps, { paymentId: first });
    const second = await refund(session.access_token, order.id, 3900);
    await runIssueCreditMemoJob(t.deps, { paymentId: second });

    const memos = (await documentsOf(t.deps, order.id)).filter((d) => d.kind === "credit_memo");
    expect(memos).toHaveLength(2);
    // 782 VAT on 4900: 10.00 of it carries 782 × 1000 / 4900 = 159.6 → 1.60; the rest the remainder.
    expect(memos.map((m) => [m.paymentId, m.grossAmount, m.netAmount, m.vatAmount])).toEqual([
      [first, 1000, 840, 160],
      [second, 3900, 3278, 622],
    ]);
    expect(memos.reduce((sum, m) => sum + m.vatAmount, 0)).toBe(invoice!.vatAmount);
    expect(memos.reduce((sum, m) => sum + m.netAmount, 0)).toBe(invoice!.netAmount);
    // Each memo gives its VAT back: nothing is owed for a sale refunded in full.
    expect(await vatOwed(order.id)).toBe(0);
    for (const memo of memos)
      expect(memo).toMatchObject({
        referencesInvoiceId: invoice!.id,
        orderRateId: invoice!.orderRateId,
        vatMode: "standard",
        suppliedAt: invoice!.suppliedAt,
        seller: invoice!.seller,
        buyer: invoice!.buyer,
      });
    expect(memos.map((m) => m.number)).toEqual([
      `TEST-GS-${memos[0]!.year}-00001`,
      `TEST-GS-${memos[1]!.year}-00002`,
    ]);

    const pdf = await fetchPdf(t.app, `/api/v1/shop/orders/${order.token}/invoices/${memos[0]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    for (const text of [
      "Credit memo (cancellation invoice)",
      `Credit memo for invoice ${invoice!.number} of`,
      `Refund for invoice ${invoice!.number}`,
      "Net amount -8.40 €",
      "VAT 19 % (DE) -1.60 €",
      "Total credited -10.00 €",
    ])
      expect(pdf.text).toContain(text);
  });

  it("of the whole invoice lists its lines, in German as 'Gutschrift / Stornorechnung zu Rechnung …'", async () => {
    const seller = await givenBillingSeller(t.deps);
    const session = await signIn(t.app, seller.email);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), { locale: "de" });
    await issueInvoicesOf(t.deps, order.id);
    const paymentId = await refund(session.access_token, order.id, 4900);
    await runIssueCreditMemoJob(t.deps, { paymentId });
    const [invoice, memo] = await documentsOf(t.deps, order.id);
    expect(memo).toMatchObject({ kind: "credit_memo", grossAmount: 4900, netAmount: 4118, vatAmount: 782 });
    expect(memo!.lines).toEqual(invoice!.lines);
    const pdf = await fetchPdf(t.app, `/api/v1/shop/orders/${order.token}/invoices/${memo!.id}/pdf`);
    expect(pdf.text).toContain(`Gutschrift / Stornorechnung zu Rechnung ${invoice!.number} vom`);
    expect(pdf.text).toContain("Gutgeschriebener Betrag -49,00 €");
  });

  it("waits for the invoice when the refund's job runs first", async () => {
    const seller = await givenBillingSeller(t.deps);
    const session = await signIn(t.app, seller.email);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    // As if the invoice job had not run yet: once the workers are done with it, its invoice goes.
    await jobsSettled(t.deps, ISSUE_INVOICE_JOB);
    await t.deps.db.delete(invoices).where(eq(invoices.orderId, order.id));
    const paymentId = await refund(session.access_token, order.id, 4900);
    await expect(issueCreditMemo(t.deps, paymentId)).rejects.toBeInstanceOf(InvoiceNotIssuedYet);
    await issueInvoicesOf(t.deps, order.id);
    await runIssueCreditMemoJob(t.deps, { paymentId });
    const docs = await documentsOf(t.deps, order.id);
    expect(docs.map((d) => d.kind)).toEqual(["invoice", "credit_memo"]);
    expect(docs[1]!.referencesInvoiceId).toBe(docs[0]!.id);
  });

  it("is not issued for a refund that did not succeed", async () => {
    const seller = await givenBillingSeller(t.deps);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    const [charge] = await t.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "charge")));
    expect(await issueCreditMemo(t.deps, charge!.id)).toBeNull();
  });
});
