import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER } from "./support/given-checkout.ts";
import { listOrderInvoices, pdfUrls, runIssueCreditMemoJob } from "../src/billing/index.ts";
import type { OrderRow } from "../src/orders/repository.ts";
import {
  buy,
  documentsOf,
  fetchPdf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
} from "./support/billing.ts";

let t: TestPlatform;
let token: string;
let otherToken: string;
const made: OrderRow[] = [];
let otherOrder: OrderRow;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenBillingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;
  const product = await givenProductOf(t.deps, seller.id);
  const dear = await givenProductOf(t.deps, seller.id, { form: "one_time", prefs: { price: 9900 } });
  for (const [i, p] of [product, dear, product].entries()) {
    t.clock.advance(60_000);
    const order = await buy(t.app, t.deps, p, {
      payer: { ...BUYER, first_name: ["Ada", "Ben", "Cleo"][i], email: `payer${i}@example.com` },
    });
    await issueInvoicesOf(t.deps, order.id);
    made.push(order);
  }
  t.clock.advance(60_000);
  const refund = await call(t.app, "POST", `/cabinet/orders/${made[0]!.id}/rates/1/refund`, {
    token,
    body: { amount: 900 },
    headers: { "idempotency-key": `routes-refund-${process.pid}` },
  });
  await runIssueCreditMemoJob(t.deps, { paymentId: refund.body.payment_id });

  const other = await givenBillingSeller(t.deps);
  otherToken = (await signIn(t.app, other.email)).access_token;
  otherOrder = await buy(t.app, t.deps, await givenProductOf(t.deps, other.id));
  await issueInvoicesOf(t.deps, otherOrder.id);
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}, as = token) =>
  call(t.app, "GET", "/cabinet/invoices", { token: as, query });

describe("the seller's invoices (cabinet)", () => {
  it("lists invoices and credit memos, newest first, with what the list shows", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(4);
    const [memo, ...rest] = res.body.list;
    expect(rest.map((i: { order_id: number }) => i.order_id)).toEqual([
      made[2]!.id,
      made[1]!.id,
      made[0]!.id,
    ]);
    expect(memo).toMatchObject({
      kind: "credit_memo",
      order_id: made[0]!.id,
      gross_amount: 900,
      vat_amount: 144,
      net_amount: 756,
      currency: "eur",
      vat_mode: "standard",
      buyer_name: "Ada Buyer",
      buyer_email: "payer0@example.com",
      references_number: rest[2].number,
      pdf_url: `/api/v1/cabinet/invoices/${memo.id}/pdf`,
    });
    expect(rest[1]).toMatchObject({
      kind: "invoice",
      gross_amount: 9900,
      vat_amount: 1581,
      references_number: null,
    });
  });

  it("filters by kind, order and number or buyer, sorts and pages", async () => {
    const ids = async (query: Record<string, string>) =>
      ((await list(query)).body.list as { id: number; order_id: number; kind: string }[]).map((i) => [
        i.order_id,
        i.kind,
      ]);
    expect(await ids({ kind: "credit_memo" })).toEqual([[made[0]!.id, "credit_memo"]]);
    expect(await ids({ order_id: String(made[0]!.id), sort_dir: "asc", sort_key: "id" })).toEqual([
      [made[0]!.id, "invoice"],
      [made[0]!.id, "credit_memo"],
    ]);
    expect(await ids({ query: "Cleo" })).toEqual([[made[2]!.id, "invoice"]]);
    const [dear] = await documentsOf(t.deps, made[1]!.id);
    expect(await ids({ query: dear!.number })).toEqual([[made[1]!.id, "invoice"]]);
    const byAmount = (await list({ sort_key: "gross_amount", sort_dir: "asc" })).body.list.map(
      (i: { gross_amount: number }) => i.gross_amount,
    );
    expect(byAmount).toEqual([900, 4900, 4900, 9900]);
    const page2 = await list({ per: "10", page: "2" });
    expect(page2.body).toMatchObject({ list: [], total_count: 4 });
    expect((await list({ kind: "bill" })).status).toBe(400);
  });

  it("serves a PDF to its seller only; another seller gets 404", async () => {
    const [item] = (await list({ kind: "invoice" })).body.list;
    const own = await fetchPdf(t.app, item.pdf_url, token);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toContain(`${item.number}.pdf`);
    expect(own.text).toContain(item.number);
    expect((await fetchPdf(t.app, item.pdf_url, otherToken)).status).toBe(404);
    expect((await fetchPdf(t.app, item.pdf_url)).status).toBe(401);
    expect((await list({}, otherToken)).body.total_count).toBe(1);
  });
});

describe("the buyer's invoices (by order token)", () => {
  it("lists the order's documents with links through the token, and serves them", async () => {
    const res = await call(t.app, "GET", `/shop/orders/${made[0]!.token}/invoices`);
    expect(res.status).toBe(200);
    const kinds = res.body.list.map((i: { kind: string }) => i.kind);
    expect(kinds).toEqual(["invoice", "credit_memo"]);
    const [invoice, memo] = res.body.list;
    expect(memo.references_number).toBe(invoice.number);
    expect(invoice.pdf_url).toBe(`/api/v1/shop/orders/${made[0]!.token}/invoices/${invoice.id}/pdf`);
    expect(
      await listOrderInvoices(t.deps.db, made[0]!.id, (id) => pdfUrls.order(made[0]!.token, id)),
    ).toEqual(res.body.list);
    const pdf = await fetchPdf(t.app, invoice.pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(invoice.number);
  });

  it("answers 404 for another order's document or an unknown token", async () => {
    const [invoice] = (await call(t.app, "GET", `/shop/orders/${made[0]!.token}/invoices`)).body.list;
    expect(
      (await fetchPdf(t.app, `/api/v1/shop/orders/${otherOrder.token}/invoices/${invoice.id}/pdf`)).status,
    ).toBe(404);
    expect((await call(t.app, "GET", `/shop/orders/${"x".repeat(32)}/invoices`)).status).toBe(404);
  });
});
