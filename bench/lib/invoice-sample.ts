import type { InvoiceDocumentData } from "../../apps/api/src/billing/snapshot.ts";

/**
 * A realistic invoice as stored after a sale: a German company selling a course with an order
 * bump and a coupon to a private buyer in Germany, 19 % VAT, three lines.
 */
export function sampleInvoice(number = 1): InvoiceDocumentData {
  const issuedAt = new Date("2031-06-12T09:30:00Z");
  return {
    id: number,
    kind: "invoice",
    number: `RE-2031-${String(number).padStart(5, "0")}`,
    orderId: 100_000 + number,
    issuedAt,
    suppliedAt: issuedAt,
    locale: "de",
    currency: "eur",
    netAmount: 16_378,
    vatAmount: 3_112,
    grossAmount: 19_490,
    vatMode: "standard",
    seller: {
      name: "Werkstatt Beispiel GmbH",
      contact: "Sabine Seller",
      street: "Hauptstraße 5",
      zip: "10115",
      city: "Berlin",
      region: "",
      country: "DE",
      email: "rechnung@werkstatt-beispiel.de",
      vatId: "DE123456789",
      taxNumber: "27/123/45678",
    },
    buyer: {
      name: "Erika Mustermann",
      company: "",
      email: "erika@example.com",
      street: "Ringstraße 9",
      zip: "50667",
      city: "Köln",
      country: "DE",
      kind: "private",
      vatId: "",
      paymentMethod: "card",
    },
    lines: [
      {
        description: "Online-Kurs: Fotografie für Einsteiger – Modul 1 bis 12 mit Praxisaufgaben",
        quantity: 1,
        unitAmount: 14_900,
        discountAmount: 1_490,
        amount: 13_410,
        net: 11_269,
        vat: 2_141,
      },
      {
        description: "Bonus: Lightroom-Presets",
        quantity: 1,
        unitAmount: 2_900,
        discountAmount: 290,
        amount: 2_610,
        net: 2_193,
        vat: 417,
      },
      {
        description: "Workshop-Ticket Berlin",
        quantity: 2,
        unitAmount: 1_935,
        discountAmount: 400,
        amount: 3_470,
        net: 2_916,
        vat: 554,
      },
    ],
    vatLines: [
      { rateBasisPoints: 1900, rateCountry: "DE", noteKey: null, net: 16_378, vat: 3_112, gross: 19_490 },
    ],
    reverses: null,
    test: false,
  };
}
