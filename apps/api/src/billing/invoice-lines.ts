import { vatForLines, type VatTreatment } from "@sellwerk/domain";
import type { orderLines } from "../orders/tables.ts";
import { rateLabel, type InvoiceLabels } from "./documents/labels.ts";
import type { LineSnapshot } from "./snapshot.ts";

/** What an invoice line is made of, of an order line. */
export type InvoicedLine = Pick<
  typeof orderLines.$inferSelect,
  "kind" | "name" | "quantity" | "unitAmount" | "discountAmount" | "amount"
>;
type LineInput = Omit<LineSnapshot, "net" | "vat">;

/**
 * What a paid rate's invoice lists. Rate 1 carries the order's lines as bought (product, bumps,
 * tickets, each with its share of the coupon), the product line named with its rate when more
 * follow; every later rate is one line "Rate n of m — product". Should the amount paid differ
 * from the lines' sum (a rate paid in part), the rate is invoiced as one line of what was paid,
 * since an invoice states what was supplied for the money received.
 */
export function rateLines(input: {
  labels: InvoiceLabels;
  rate: { number: number; paidAmount: number };
  ratesCount: number | null;
  productName: string;
  lines: readonly InvoicedLine[];
}): LineInput[] {
  const { labels, rate, ratesCount, productName } = input;
  const manyRates = ratesCount !== 1;
  const rateName = (name: string) => `${rateLabel(labels, rate.number, ratesCount)} — ${name}`;
  const asBought = input.lines.reduce((sum, l) => sum + l.amount, 0);
  if (rate.number === 1 && asBought === rate.paidAmount && input.lines.length > 0)
    return input.lines.map((l) => ({
      description: l.kind === "product" && manyRates ? rateName(l.name) : l.name,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      discountAmount: l.discountAmount,
      amount: l.amount,
    }));
  return [
    {
      description: rateName(productName),
      quantity: 1,
      unitAmount: rate.paidAmount,
      discountAmount: 0,
      amount: rate.paidAmount,
    },
  ];
}

/** The lines with their VAT share, and the document's totals, all from one split of the total. */
export function withVat(lines: LineInput[], rateBasisPoints: number) {
  const split = vatForLines(lines, rateBasisPoints);
  return {
    net: split.net,
    vat: split.vat,
    gross: split.gross,
    lines: lines.map((line, i): LineSnapshot => ({ ...line, ...pick(split.lines[i]!) })),
  };
}

const pick = (l: { net: number; vat: number }) => ({ net: l.net, vat: l.vat });

/**
 * An invoice's amounts, VAT and lines as its row stores them, from the lines and the VAT
 * treatment of its parties: the first issue and a correction price alike.
 */
export function invoiceAmounts(lines: LineInput[], treatment: VatTreatment) {
  const priced = withVat(lines, treatment.rateBasisPoints);
  return {
    netAmount: priced.net,
    vatAmount: priced.vat,
    grossAmount: priced.gross,
    vatMode: treatment.mode,
    vatLines: [
      {
        rateBasisPoints: treatment.rateBasisPoints,
        rateCountry: treatment.rateCountry,
        noteKey: treatment.noteKey,
        net: priced.net,
        vat: priced.vat,
        gross: priced.gross,
      },
    ],
    lines: priced.lines,
  };
}
