import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAT_NOTES } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER } from "./support/given-checkout.ts";
import { runIssueCreditMemoJob } from "../src/billing/index.ts";
import {
  buy,
  documentsOf,
  fetchPdf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
  vatOwed,
} from "./support/billing.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/** A French company with its (well-formed) VAT id: reverse charge for a German seller. */
const FRENCH_COMPANY = {
  name: "Claire Martin",
  company: "Atelier Martin SARL",
  street: "12 rue de la Paix",
  zip: "75002",
  city: "Paris",
  country: "FR",
  vat_id: "FR 40 303265045",
  kind: "business",
};

let keys = 0;
const key = () => `correction-${process.pid}-${(keys += 1)}`;

async function seller() {
  const row = await givenBillingSeller(t.deps);
  const token = (await signIn(t.app, row.email)).access_token;
  const product = await givenProductOf(t.deps, row.id);
  const sale = async (email = "bea@example.com") => {
    const order = await buy(t.app, t.deps, product, {
      payer: { ...BUYER, email, street: "Ringstraße", street_number: "9", zip: "50667", city: "Köln" },
    });
    await issueInvoicesOf(t.deps, order.id);
    return { order, invoice: (await documentsOf(t.deps, order.id))[0]! };
  };
  const correct = (id: number, buyer: unknown, idempotencyKey = key(), locale?: string) =>
    call(t.app, "POST", `/cabinet/invoices/${id}/correction`, {
      token,
      body: { buyer },
      headers: { "idempotency-key": idempotencyKey },
      locale,
    });
  return { row, token, sale, correct };
}

describe("correcting an invoice", () => {
  it("cancels it with a credit memo and replaces it with an invoice for the new buyer, VAT decided again", async () => {
    const s = await seller();
    const { order, invoice } = await s.sale();
    expect(invoice).toMatchObject({ vatMode: "standard", grossAmount: 4900, vatAmount: 782 });
    expect(await vatOwed(t.deps, order.id)).toBe(782);

    // The form starts from the buyer as invoiced.
    const detail = await call(t.app, "GET", `/cabinet/invoices/${invoice.id}`, { token: s.token });
    expect(detail.body.invoice).toMatchObject({
      number: invoice.number,
      correctable: true,
      buyer: {
        name: "Bea Buyer",
        company: "",
        street: "Ringstraße 9",
        zip: "50667",
        city: "Köln",
        country: "DE",
        vat_id: "",
        kind: "private",
        email: "bea@example.com",
      },
    });

    const idempotencyKey = key();
    const res = await s.correct(invoice.id, FRENCH_COMPANY, idempotencyKey);
    expect(res.status).toBe(201);
    const { credit_memo: memo, invoice: corrected } = res.body;
    const year = invoice.year;
    expect(memo).toMatchObject({
      kind: "credit_memo",
      number: `TEST-GS-${year}-00001`,
      references_number: invoice.number,
      gross_amount: 4900,
      net_amount: 4118,
      vat_amount: 782,
      vat_mode: "standard",
      correctable: false,
    });
    // Reverse charge: the gross stays what was paid, so the net is all of it.
    expect(corrected).toMatchObject({
      kind: "invoice",
      number: `TEST-RE-${year}-00002`,
      corrects_number: invoice.number,
      gross_amount: 4900,
      net_amount: 4900,
      vat_amount: 0,
      vat_mode: "reverse_charge",
      buyer_name: "Atelier Martin SARL",
      buyer_email: "bea@example.com",
      correctable: true,
    });

    const docs = await documentsOf(t.deps, order.id);
    expect(
      docs.map((d) => [d.kind, d.paymentId, d.referencesInvoiceId, d.correctsInvoiceId, d.orderRateId]),
    ).toEqual([
      ["invoice", null, null, null, invoice.orderRateId],
      ["credit_memo", null, invoice.id, null, invoice.orderRateId],
      ["invoice", null, null, invoice.id, invoice.orderRateId],
    ]);
    expect(docs[2]!.buyer).toMatchObject({
      company: "Atelier Martin SARL",
      vatId: "FR40303265045",
      kind: "business",
      paymentMethod: "card",
    });
    expect(docs[2]!.seller).toEqual(invoice.seller);
    expect(docs[2]!.suppliedAt).toEqual(invoice.suppliedAt);
    // The cancelled invoice's VAT is no longer owed, the corrected one owes none.
    expect(await vatOwed(t.deps, order.id)).toBe(0);

    const memoPdf = await fetchPdf(t.app, `/api/v1/cabinet/invoices/${memo.id}/pdf`, s.token);
    for (const text of [
      `Credit memo for invoice ${invoice.number} of`,
      "Total credited -49.00 €",
      `This credit memo cancels the invoice for a correction; nothing is paid back. Invoice ${corrected.number} replaces it.`,
    ])
      expect(memoPdf.text).toContain(text);
    const invoicePdf = await fetchPdf(t.app, `/api/v1/cabinet/invoices/${corrected.id}/pdf`, s.token);
    for (const text of [
      `Corrected invoice: it replaces invoice ${invoice.number} of`,
      `which credit memo ${memo.number} cancels.`,
      "Atelier Martin SARL",
      "Customer VAT ID: FR40303265045",
      VAT_NOTES.reverse_charge.en,
      "Total 49.00 €",
    ])
      expect(invoicePdf.text).toContain(text);

    // The list names the links both ways, and offers "Correct" on the invoice in force only.
    const list = await call(t.app, "GET", "/cabinet/invoices", {
      token: s.token,
      query: { order_id: String(order.id) },
    });
    const byNumber = Object.fromEntries(list.body.list.map((i: { number: string }) => [i.number, i]));
    expect(byNumber[invoice.number]).toMatchObject({ cancelled_by_number: memo.number, correctable: false });
    expect(byNumber[corrected.number]).toMatchObject({ corrects_number: invoice.number, correctable: true });
    // The buyer sees the same documents on the order.
    const theirs = await call(t.app, "GET", `/shop/orders/${order.token}/invoices`);
    expect(
      theirs.body.list.map((i: Record<string, unknown>) => [
        i.number,
        i.references_number,
        i.corrects_number,
        i.cancelled_by_number,
      ]),
    ).toEqual([
      [invoice.number, null, null, memo.number],
      [memo.number, invoice.number, null, null],
      [corrected.number, null, invoice.number, null],
    ]);

    // The same request again answers the same; a new one is refused: correct the corrected one.
    const replay = await s.correct(invoice.id, FRENCH_COMPANY, idempotencyKey);
    expect(replay.status).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(res.body);
    const again = await s.correct(invoice.id, FRENCH_COMPANY, key(), "de");
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "INVOICE_ALREADY_CORRECTED",
      message:
        "Diese Rechnung wurde bereits korrigiert. Um sie erneut zu ändern, korrigiere die korrigierte Rechnung.",
    });
    expect(await documentsOf(t.deps, order.id)).toHaveLength(3);

    // Correcting the correction back to a private buyer in Germany charges German VAT again.
    const back = await s.correct(corrected.id, {
      ...FRENCH_COMPANY,
      company: "",
      vat_id: "",
      kind: "private",
      country: "DE",
    });
    expect(back.status).toBe(201);
    expect(back.body.credit_memo).toMatchObject({ references_number: corrected.number, vat_amount: 0 });
    expect(back.body.invoice).toMatchObject({
      corrects_number: corrected.number,
      vat_amount: 782,
      net_amount: 4118,
    });
    expect(await vatOwed(t.deps, order.id)).toBe(782);
  });

  it("refuses what cannot be corrected: a credit memo, an invoice refunded in full", async () => {
    const s = await seller();
    const { order, invoice } = await s.sale();
    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token: s.token,
      body: { amount: 4900 },
      headers: { "idempotency-key": key() },
    });
    await runIssueCreditMemoJob(t.deps, { paymentId: refund.body.payment_id });
    const [, memo] = await documentsOf(t.deps, order.id);
    for (const id of [invoice.id, memo!.id]) {
      const res = await s.correct(id, FRENCH_COMPANY);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("INVOICE_NOT_CORRECTABLE");
    }
    const list = await call(t.app, "GET", "/cabinet/invoices", {
      token: s.token,
      query: { order_id: String(order.id) },
    });
    expect(list.body.list.map((i: { correctable: boolean }) => i.correctable)).toEqual([false, false]);
  });

  it("of an invoice refunded in part cancels and re-invoices what is left; later refunds reverse the correction", async () => {
    const s = await seller();
    const { order, invoice } = await s.sale();
    const refund = async (amount: number) => {
      const res = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
        token: s.token,
        body: { amount },
        headers: { "idempotency-key": key() },
      });
      await runIssueCreditMemoJob(t.deps, { paymentId: res.body.payment_id });
    };
    await refund(1000);
    const res = await s.correct(invoice.id, FRENCH_COMPANY);
    expect(res.status).toBe(201);
    expect(res.body.credit_memo).toMatchObject({ gross_amount: 3900, vat_amount: 622, net_amount: 3278 });
    expect(res.body.invoice).toMatchObject({ gross_amount: 3900, vat_amount: 0, vat_mode: "reverse_charge" });
    const docs = await documentsOf(t.deps, order.id);
    expect(docs[3]!.lines).toMatchObject([
      {
        description: `Invoice ${invoice.number}, less what was credited before`,
        amount: 3900,
        net: 3900,
        vat: 0,
      },
    ]);

    await refund(500);
    const memo = (await documentsOf(t.deps, order.id)).at(-1)!;
    expect(memo).toMatchObject({
      kind: "credit_memo",
      referencesInvoiceId: res.body.invoice.id,
      grossAmount: 500,
      vatAmount: 0,
    });
    expect(await vatOwed(t.deps, order.id)).toBe(0);
  });

  it("checks the buyer and stays the seller's: another seller gets 404", async () => {
    const s = await seller();
    const { invoice } = await s.sale();
    const bad = await s.correct(invoice.id, { ...FRENCH_COMPANY, company: "", vat_id: "FR12" }, key(), "de");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { param: "buyer.company", code: "required", message: "Dieses Feld ist erforderlich." },
      { param: "buyer.vat_id", code: "wrong_vat", message: "Ungültige USt-IdNr." },
    ]);
    const noKey = await call(t.app, "POST", `/cabinet/invoices/${invoice.id}/correction`, {
      token: s.token,
      body: { buyer: FRENCH_COMPANY },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.param).toBe("idempotency-key");

    const other = await seller();
    expect((await other.correct(invoice.id, FRENCH_COMPANY)).status).toBe(404);
    expect((await call(t.app, "GET", `/cabinet/invoices/${invoice.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, "GET", `/cabinet/invoices/${invoice.id}/pdf`, { token: other.token })).status,
    ).toBe(404);
    const theirList = await call(t.app, "GET", "/cabinet/invoices", { token: other.token });
    expect(theirList.body.list.map((i: { id: number }) => i.id)).not.toContain(invoice.id);
    expect(await documentsOf(t.deps, invoice.orderId)).toHaveLength(1);
  });

  it("happens once when two corrections of one invoice race", async () => {
    const s = await seller();
    const { order, invoice } = await s.sale();
    const answers = await Promise.all([
      s.correct(invoice.id, FRENCH_COMPANY),
      s.correct(invoice.id, FRENCH_COMPANY),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const docs = await documentsOf(t.deps, order.id);
    expect(docs.map((d) => d.kind)).toEqual(["invoice", "credit_memo", "invoice"]);
    // No number was used by the refused one.
    expect(docs.map((d) => d.sequence)).toEqual([1, 1, 2]);
  });
});
