import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { payments } from "../src/payments/tables.ts";
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
  vatOwed as vatOwedBy,
} from "./support/billing.ts";
import { ISSUE_INVOICE_JOB } from "../src/platform/jobs/names.ts";
import { runSandboxEvent } from "../src/payments/jobs.ts";
import { CARD } from "./support/given-checkout.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const vatOwed = (orderId: number) => vatOwedBy(t.deps, orderId);

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

  it("of a chargeback reverses the invoice like a refund's, and only what refunds left of it", async () => {
    const seller = await givenBillingSeller(t.deps);
    const session = await signIn(t.app, seller.email);
    const product = await givenProductOf(t.deps, seller.id);
    const disputed = async () => {
      // The sandbox's dispute card: the buyer's bank takes the payment back later.
      const order = await buy(t.app, t.deps, product, { payment_data: CARD("4000000000000259") });
      await issueInvoicesOf(t.deps, order.id);
      return order;
    };
    const chargeback = async (orderId: number) => {
      const [charge] = await t.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge")));
      await runSandboxEvent(t.deps, { ref: charge!.providerRef!, event: { type: "chargeback" } });
      const [row] = await t.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.kind, "chargeback")));
      // Recording it enqueued the memo's job; run it here rather than wait for the workers.
      await runIssueCreditMemoJob(t.deps, { paymentId: row!.id });
      return row!;
    };

    const order = await disputed();
    const payment = await chargeback(order.id);
    const [invoice, memo] = await documentsOf(t.deps, order.id);
    expect(memo).toMatchObject({
      kind: "credit_memo",
      paymentId: payment.id,
      referencesInvoiceId: invoice!.id,
      grossAmount: 4900,
      netAmount: 4118,
      vatAmount: 782,
    });
    expect(memo!.lines).toEqual(invoice!.lines);
    expect(await vatOwed(order.id)).toBe(0);
    const pdf = await fetchPdf(t.app, `/api/v1/shop/orders/${order.token}/invoices/${memo!.id}/pdf`);
    expect(pdf.text).toContain("Reversed by a chargeback of the card payment.");
    expect(pdf.text).toContain("Total credited -49.00 €");

    // Refunded in part first: the chargeback's memo credits the rest, not the whole again.
    const partly = await disputed();
    const refundId = await refund(session.access_token, partly.id, 900);
    await runIssueCreditMemoJob(t.deps, { paymentId: refundId });
    await chargeback(partly.id);
    const memos = (await documentsOf(t.deps, partly.id)).filter((d) => d.kind === "credit_memo");
    expect(memos.map((m) => m.grossAmount)).toEqual([900, 4000]);
    expect(memos[1]!.lines).toMatchObject([
      { description: expect.stringMatching(/^Chargeback for invoice TEST-RE-\d{4}-\d{5}$/), amount: 4000 },
    ]);
    expect(await vatOwed(partly.id)).toBe(0);
  });
});
