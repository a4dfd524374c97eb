import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct } from "./support/given-checkout.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import { buy, fetchPdf, givenBillingSeller, issueInvoicesOf } from "./support/billing.ts";
import { runIssueCreditMemoJob } from "../src/billing/index.ts";

// Spec two §3 "an order is loaded with … invoices, affiliate program, publisher profile": the
// cabinet's order detail carries the order's invoices and credit memos (with the cabinet's PDF
// links) and the commissions its paid rates earned, each with the publisher and program named.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
}, 180_000);
afterAll(() => t.close());

let keys = 0;
const key = () => ({ "idempotency-key": `order-detail-${process.pid}-${++keys}` });

async function detail(token: string, orderId: number) {
  const res = await call(t.app, "GET", `/cabinet/orders/${orderId}`, { token });
  expect(res.status).toBe(200);
  return res.body.order;
}

describe("the order detail is loaded with", () => {
  it("its invoices and credit memos, whose PDFs the seller opens", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const order = await buy(t.app, t.deps, product);
    const token = (await signIn(t.app, seller.email)).access_token;
    // The worker may have issued the invoice already (PGlite runs it in-process); once only either way.
    await issueInvoicesOf(t.deps, order.id);
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token,
      body: { amount: 2500 },
      headers: key(),
    });
    expect(refund.status).toBeLessThan(300);
    // The refund's credit memo, as the worker's job issues it.
    await runIssueCreditMemoJob(t.deps, { paymentId: refund.body.payment_id });

    const loaded = await detail(token, order.id);
    expect(loaded.invoices.map((i: { kind: string }) => i.kind)).toEqual(["invoice", "credit_memo"]);
    const [invoice, memo] = loaded.invoices;
    expect(invoice).toMatchObject({ order_id: order.id, gross_amount: 10_000, currency: order.currency });
    expect(memo).toMatchObject({ gross_amount: 2500, references_number: invoice.number });
    expect(invoice.pdf_url).toBe(`/api/v1/cabinet/invoices/${invoice.id}/pdf`);
    const pdf = await fetchPdf(t.app, invoice.pdf_url, token);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(invoice.number);
  });

  it("the commissions its paid rates earned, per stage, with the publisher and program named", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 10_000 } }],
    });
    const chain = await givenChain(t.deps, seller.id, [1000, 500]);
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    const token = (await signIn(t.app, seller.email)).access_token;

    const loaded = await detail(token, order.id);
    expect(loaded.commissions).toMatchObject([
      {
        stage: 1,
        rate_number: 1,
        publisher_id: chain.publisher.id,
        program_id: chain.program.id,
        program_name: chain.program.name,
        amount: 1000,
        clawed_back_amount: 0,
      },
      { stage: 2, rate_number: 1, publisher_id: chain.recruiter.id, amount: 500, clawed_back_amount: 0 },
    ]);
    expect(loaded.commissions[0].publisher_name).toMatch(/\S/);

    // A full refund takes the commissions back: the detail shows what was taken.
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token,
      body: { amount: 10_000 },
      headers: key(),
    });
    expect(refund.status).toBeLessThan(300);
    const after = await detail(token, order.id);
    expect(after.commissions.map((c: { clawed_back_amount: number }) => c.clawed_back_amount)).toEqual([
      1000, 500,
    ]);

    // Another seller's order stays not found, its commissions with it.
    const other = await givenBillingSeller(t.deps);
    const otherToken = (await signIn(t.app, other.email)).access_token;
    expect((await call(t.app, "GET", `/cabinet/orders/${order.id}`, { token: otherToken })).status).toBe(404);
  });
});
