import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { BUYER } from "./support/given-checkout.ts";
import type { ReceivedMail } from "./support/smtp.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { buy, documentsOf, givenBillingSeller, givenProductOf, pdfText } from "./support/billing.ts";

// The buyer gets every invoice and credit memo by mail with its PDF attached, over real SMTP;
// the background workers issue the documents and send the mails, as in production.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let buyers = 0;
const buyerEmail = () => `mail-buyer-${process.pid}-${(buyers += 1)}@example.com`;

async function attachedPdfs(mail: ReceivedMail) {
  return Promise.all(
    mail.attachments.map(async (a) => ({
      filename: a.filename,
      type: a.contentType,
      text: await pdfText(a.content),
    })),
  );
}

/** The documents once the workers issued them (the mail is queued in the same transaction). */
async function documentsWhenIssued(orderId: number, count: number) {
  for (let i = 0; i < 300; i++) {
    const docs = await documentsOf(t.deps, orderId);
    if (docs.length >= count) return docs;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`order ${orderId} has not ${count} documents`);
}

describe("documents by mail", () => {
  it("send the buyer each invoice with its PDF, in the order's language; test sales say so", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenProductOf(t.deps, seller.id);
    const to = buyerEmail();
    const order = await buy(t.app, t.deps, product, { payer: { ...BUYER, email: to } });
    const [invoice] = await documentsWhenIssued(order.id, 1);

    const mail = await t.mailbox.waitFor(to, /^Your invoice/);
    expect(mail.subject).toBe(`Your invoice ${invoice!.number} from Werkstatt Beispiel GmbH`);
    expect(mail.text).toContain(`Your invoice ${invoice!.number} is attached as a PDF.`);
    expect(mail.text).toContain("Test purchase: this document is not a valid invoice.");
    expect(mail.text).toContain(`/payer/orders/${order.token}`);
    const [pdf, ...more] = await attachedPdfs(mail);
    expect(more).toHaveLength(0);
    expect(pdf).toMatchObject({ filename: `${invoice!.number}.pdf`, type: "application/pdf" });
    expect(pdf!.text).toContain(invoice!.number);
    expect(pdf!.text).toContain("Total 49.00 €");
    expect(pdf!.text).toContain("TEST");

    const [log] = await t.deps.db.select().from(emailLogs).where(eq(emailLogs.subject, mail.subject));
    expect(log).toMatchObject({
      template: "invoice_issued",
      attachments: [{ kind: "invoice", id: invoice!.id }],
    });

    const german = buyerEmail();
    const de = await buy(t.app, t.deps, product, { payer: { ...BUYER, email: german }, locale: "de" });
    const [rechnung] = await documentsWhenIssued(de.id, 1);
    const deMail = await t.mailbox.waitFor(german, /^Deine Rechnung/);
    expect(deMail.subject).toBe(`Deine Rechnung ${rechnung!.number} von Werkstatt Beispiel GmbH`);
    const [dePdf] = await attachedPdfs(deMail);
    expect(dePdf!.text).toContain("Rechnung");
    expect(dePdf!.text).toContain("Gesamtbetrag 49,00 €");
  });

  it("send a refund's credit memo and a correction's two documents in one mail", async () => {
    const seller = await givenBillingSeller(t.deps);
    const token = (await signIn(t.app, seller.email)).access_token;
    const to = buyerEmail();
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), {
      payer: { ...BUYER, email: to },
    });
    const [invoice] = await documentsWhenIssued(order.id, 1);
    await t.mailbox.waitFor(to, /^Your invoice/);

    const refund = await call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
      token,
      body: { amount: 1000 },
      headers: { "idempotency-key": `mail-refund-${process.pid}` },
    });
    expect(refund.body.state).toBe("successful");
    const [, memo] = await documentsWhenIssued(order.id, 2);
    const memoMail = await t.mailbox.waitFor(to, /^Credit memo/);
    expect(memoMail.subject).toBe(`Credit memo ${memo!.number} from Werkstatt Beispiel GmbH`);
    expect(memoMail.text).toContain(
      `credit memo ${memo!.number} over 10.00 € for invoice ${invoice!.number}`,
    );
    const [memoPdf] = await attachedPdfs(memoMail);
    expect(memoPdf).toMatchObject({ filename: `${memo!.number}.pdf`, type: "application/pdf" });
    expect(memoPdf!.text).toContain("Total credited -10.00 €");

    const corrected = await call(t.app, "POST", `/cabinet/invoices/${invoice!.id}/correction`, {
      token,
      body: { buyer: { name: "Bea Buyer", company: "Buyer GmbH", country: "DE", kind: "business" } },
      headers: { "idempotency-key": `mail-correction-${process.pid}` },
    });
    expect(corrected.status).toBe(201);
    const { credit_memo: cancel, invoice: replacement } = corrected.body;
    const mail = await t.mailbox.waitFor(to, /^Corrected invoice/);
    expect(mail.subject).toBe(`Corrected invoice ${replacement.number} from Werkstatt Beispiel GmbH`);
    expect(mail.text).toContain(
      `Attached are credit memo ${cancel.number}, which cancels it, and the corrected invoice ${replacement.number} over 39.00 €`,
    );
    const pdfs = await attachedPdfs(mail);
    expect(pdfs.map((p) => p.filename)).toEqual([`${cancel.number}.pdf`, `${replacement.number}.pdf`]);
    expect(pdfs[0]!.text).toContain("Total credited -39.00 €");
    expect(pdfs[1]!.text).toContain("Buyer GmbH");
    expect(pdfs[1]!.text).toContain("Total 39.00 €");
  });
});
