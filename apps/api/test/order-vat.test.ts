import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { runIssueCreditMemoJob } from "../src/billing/index.ts";
import { ORDER_CSV_HEADER } from "../src/orders/use-cases/export-orders.ts";
import {
  buy,
  documentsOf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
  SMALL_BUSINESS_SELLER,
} from "./support/billing.ts";

// The order shows the VAT its documents show: the seller's order detail and the order CSV.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seen(token: string, orderId: number) {
  const detail = await call(t.app, "GET", `/cabinet/orders/${orderId}`, { token });
  expect(detail.status).toBe(200);
  const csv = await t.app.inject({
    url: `/api/v1/cabinet/orders/export.csv?order_id=${orderId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = csv.body.trimEnd().split("\r\n");
  expect(rows).toHaveLength(2);
  const cells = rows[1]!.split(",");
  return {
    vat: detail.body.order.vat_amount as number,
    csvVat: cells[ORDER_CSV_HEADER.indexOf("vat")],
    csvTotal: cells[ORDER_CSV_HEADER.indexOf("total")],
  };
}

describe("the order's VAT", () => {
  it("is its invoice's VAT, less what credit memos gave back, in the detail and the CSV", async () => {
    const seller = await givenBillingSeller(t.deps);
    const { access_token: token } = await signIn(t.app, seller.email);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    await issueInvoicesOf(t.deps, order.id);
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    expect(invoice!.vatAmount).toBe(782);
    expect(await seen(token, order.id)).toEqual({ vat: 782, csvVat: "7.82", csvTotal: "49.00" });

    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token,
      body: { amount: 1000 },
      headers: { "idempotency-key": `order-vat-${process.pid}` },
    });
    expect(refund.body).toMatchObject({ state: "successful" });
    await runIssueCreditMemoJob(t.deps, { paymentId: refund.body.payment_id });
    await runIssueCreditMemoJob(t.deps, { paymentId: refund.body.payment_id });
    // The memo of 10.00 gives 1.60 of the VAT back (billing-credit-memos.test.ts).
    expect(await seen(token, order.id)).toEqual({ vat: 622, csvVat: "6.22", csvTotal: "49.00" });
  });

  it("stays 0 for a seller who charges no VAT", async () => {
    const seller = await givenBillingSeller(t.deps, SMALL_BUSINESS_SELLER);
    const { access_token: token } = await signIn(t.app, seller.email);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    await issueInvoicesOf(t.deps, order.id);
    expect((await documentsOf(t.deps, order.id)).map((d) => d.vatAmount)).toEqual([0]);
    expect(await seen(token, order.id)).toMatchObject({ vat: 0, csvVat: "0.00" });
  });
});
