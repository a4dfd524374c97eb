import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAT_NOTES } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { BUYER } from "./support/given-checkout.ts";
import { eq } from "drizzle-orm";
import { chargeDueRates, orderRates } from "../src/orders/index.ts";
import { issueInvoice, runIssueInvoiceJob } from "../src/billing/index.ts";
import {
  buy,
  documentsOf,
  fetchPdf,
  givenBillingSeller,
  givenProductOf,
  issueInvoicesOf,
  SMALL_BUSINESS_SELLER,
} from "./support/billing.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

const pdfOf = (token: string, id: number) =>
  fetchPdf(t.app, `/api/v1/shop/orders/${token}/invoices/${id}/pdf`);

describe("the invoice of a paid rate", () => {
  it("is issued once with the parties, the VAT of the buyer's country and a PDF that says so", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenProductOf(t.deps, seller.id);
    const order = await buy(t.app, t.deps, product, {
      payer: { ...BUYER, street: "Ringstraße", street_number: "9", zip: "50667", city: "Köln" },
    });
    await issueInvoicesOf(t.deps, order.id);

    const [invoice, ...more] = await documentsOf(t.deps, order.id);
    expect(more).toHaveLength(0);
    // 49.00 gross at 19 %: VAT = 4900 × 1900 / 11900 = 782.35 → 7.82.
    expect(invoice).toMatchObject({
      kind: "invoice",
      // Sandbox sales are test mode: their own series, marked, never the seller's real numbers.
      number: `TEST-RE-${invoice!.year}-00001`,
      sequence: 1,
      locale: "en",
      currency: "eur",
      grossAmount: 4900,
      vatAmount: 782,
      netAmount: 4118,
      vatMode: "standard",
      vatLines: [
        { rateBasisPoints: 1900, rateCountry: "DE", noteKey: null, net: 4118, vat: 782, gross: 4900 },
      ],
    });
    expect(invoice!.storageKey).toBe(`invoices/${seller.id}/${invoice!.id}.pdf`);

    const pdf = await pdfOf(order.token, invoice!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    for (const text of [
      "Invoice",
      `TEST-RE-${invoice!.year}-00001`,
      "Werkstatt Beispiel GmbH",
      "Hauptstraße 5",
      "10115 Berlin",
      "VAT ID: DE123456789",
      "Tax number: 27/123/45678",
      "Bea Buyer",
      "Ringstraße 9",
      "50667 Köln",
      "Date of issue",
      "Date of supply",
      product.product.name,
      "Net amount 41.18 €",
      "VAT 19 % (DE) 7.82 €",
      "Total 49.00 €",
      "Paid in full by card on",
      "Test purchase: this document is not a valid invoice.",
    ])
      expect(pdf.text).toContain(text);
  });

  it("is rendered again, byte for byte, when storage lost its file", async () => {
    const seller = await givenBillingSeller(t.deps);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id));
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    const url = `/api/v1/shop/orders/${order.token}/invoices/${invoice!.id}/pdf`;
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);

    // A database restored without its files: the row names a key storage no longer has.
    await t.deps.storage.delete(invoice!.storageKey!);
    const again = await t.app.inject({ method: "GET", url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await t.deps.storage.stat(invoice!.storageKey!)).toEqual({ size: first.rawPayload.length });
  });

  it("is in German for an order placed in German", async () => {
    const seller = await givenBillingSeller(t.deps);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), { locale: "de" });
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    expect(invoice!.locale).toBe("de");
    const pdf = await pdfOf(order.token, invoice!.id);
    for (const text of [
      "Rechnung",
      "Rechnungsnummer",
      "Rechnungsdatum",
      "Leistungsdatum",
      "USt-IdNr.: DE123456789",
      "Steuernummer: 27/123/45678",
      "Deutschland",
      "Nettobetrag 41,18 €",
      "USt. 19 % (DE) 7,82 €",
      "Gesamtbetrag 49,00 €",
      "Vollständig bezahlt per Karte am",
    ])
      expect(pdf.text).toContain(text);
  });

  it("charges no VAT to a business buyer with another EU country's VAT id, and says why", async () => {
    const seller = await givenBillingSeller(t.deps);
    const buyer = {
      ...BUYER,
      country: "FR",
      buyer_kind: "business",
      company: "Atelier Dupont SARL",
      vat_id: "FR40303265045",
      street: "Rue de Rivoli",
      street_number: "12",
      zip: "75001",
      city: "Paris",
    };
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), { payer: buyer });
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    expect(invoice).toMatchObject({
      vatMode: "reverse_charge",
      vatAmount: 0,
      netAmount: 4900,
      grossAmount: 4900,
    });
    expect(invoice!.vatLines).toEqual([
      { rateBasisPoints: 0, rateCountry: null, noteKey: "reverse_charge", net: 4900, vat: 0, gross: 4900 },
    ]);
    const pdf = await pdfOf(order.token, invoice!.id);
    expect(pdf.text).toContain("Atelier Dupont SARL");
    expect(pdf.text).toContain("Customer VAT ID: FR40303265045");
    expect(pdf.text).toContain("France");
    expect(pdf.text).toContain("VAT 0 % 0.00 €");
    expect(pdf.text).toContain(VAT_NOTES.reverse_charge.en);
  });

  it("charges the buyer's country's VAT to a private buyer elsewhere in the EU", async () => {
    const seller = await givenBillingSeller(t.deps);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), {
      payer: { ...BUYER, country: "FR" },
    });
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    // 20 %: 4900 × 2000 / 12000 = 816.67 → 8.17.
    expect(invoice).toMatchObject({ vatMode: "standard", vatAmount: 817, netAmount: 4083 });
  });

  it("notes § 19 UStG for a small business seller and charges no VAT", async () => {
    const seller = await givenBillingSeller(t.deps, SMALL_BUSINESS_SELLER);
    const order = await buy(t.app, t.deps, await givenProductOf(t.deps, seller.id), { locale: "de" });
    await issueInvoicesOf(t.deps, order.id);
    const [invoice] = await documentsOf(t.deps, order.id);
    expect(invoice).toMatchObject({ vatMode: "small_business", vatAmount: 0, netAmount: 4900 });
    expect(invoice!.seller).toMatchObject({ name: "Kai Klein", vatId: "", taxNumber: "143/456/78901" });
    const pdf = await pdfOf(order.token, invoice!.id);
    expect(pdf.text).toContain(VAT_NOTES.small_business_de.de);
    expect(pdf.text).toContain("Steuernummer: 143/456/78901");
    expect(pdf.text).not.toContain("USt-IdNr.:");
    // No VAT row at all for a seller who charges none; the note says why.
    expect(pdf.text).not.toContain("USt. 0 %");
  });

  it("is not issued twice for one rate, whatever the number of jobs", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenProductOf(t.deps, seller.id);
    const order = await buy(t.app, t.deps, product);
    const [rate] = await t.deps.db.select().from(orderRates).where(eq(orderRates.orderId, order.id));
    await Promise.all([
      runIssueInvoiceJob(t.deps, { orderRateId: rate!.id }),
      runIssueInvoiceJob(t.deps, { orderRateId: rate!.id }),
      issueInvoice(t.deps, rate!.id),
    ]);
    await runIssueInvoiceJob(t.deps, { orderRateId: rate!.id });
    expect(await documentsOf(t.deps, order.id)).toHaveLength(1);
    // No number was used up by the duplicates: the next sale takes number 2.
    const next = await buy(t.app, t.deps, product);
    await issueInvoicesOf(t.deps, next.id);
    expect((await documentsOf(t.deps, next.id))[0]!.sequence).toBe(2);
  });
});

describe("installments", () => {
  it("invoice each rate as it is charged: the order's lines first, then 'Rate n of m'", async () => {
    const seller = await givenBillingSeller(t.deps);
    const product = await givenProductOf(t.deps, seller.id, {
      form: "installment",
      prefs: { firstAmount: 4000, nextAmount: 3000, paymentsCount: 3, interval: { unit: "month", count: 1 } },
    });
    const order = await buy(t.app, t.deps, product);
    await issueInvoicesOf(t.deps, order.id);
    expect((await documentsOf(t.deps, order.id)).map((d) => d.grossAmount)).toEqual([4000]);

    for (const expected of [2, 3]) {
      t.clock.advance(32 * 86_400_000);
      await chargeDueRates(t.deps);
      await issueInvoicesOf(t.deps, order.id);
      expect(await documentsOf(t.deps, order.id)).toHaveLength(expected);
    }
    const docs = await documentsOf(t.deps, order.id);
    expect(docs.map((d) => d.grossAmount)).toEqual([4000, 3000, 3000]);
    // One series per year: numbers run on within a year and start at 1 in a new one (the clock
    // moves two months here, which may cross New Year).
    docs.forEach((d, i) => {
      const previous = docs[i - 1];
      expect(d.sequence).toBe(previous && previous.year === d.year ? previous.sequence + 1 : 1);
    });
    const name = product.product.name;
    expect((docs[0]!.lines as { description: string }[])[0]!.description).toBe(`Rate 1 of 3 — ${name}`);
    expect(docs[2]!.lines).toEqual([
      expect.objectContaining({ description: `Rate 3 of 3 — ${name}`, quantity: 1, amount: 3000, vat: 479 }),
    ]);
    // The date of supply is when each rate was paid.
    expect(docs[2]!.suppliedAt.getTime()).toBeGreaterThan(docs[1]!.suppliedAt.getTime());
    const pdf = await pdfOf(order.token, docs[2]!.id);
    expect(pdf.text).toContain(`Rate 3 of 3 — ${name}`);
    expect(pdf.text).toContain("Total 30.00 €");
  });
});
