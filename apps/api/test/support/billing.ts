import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../src/platform/deps.ts";
import { sellerProfiles } from "../../src/catalog/index.ts";
import { orderRates, orders } from "../../src/orders/index.ts";
import { invoices, runIssueInvoiceJob } from "../../src/billing/index.ts";
import { ledgerEntries } from "../../src/ledger/index.ts";
import {
  CARD,
  checkoutCall,
  givenSellableProduct,
  givenSellingSeller,
  type PlanSpec,
} from "./given-checkout.ts";
import { rowsOf } from "../../src/platform/db/bulk.ts";
import { readPdf } from "./pdf.ts";

// Billing tests: sellers with VAT settings, purchases through the real checkout, the invoice
// jobs run directly (the background workers may run them too: issuing is idempotent), and PDFs
// read back as plain text.

export const VAT_SELLER = {
  businessType: "entity",
  company: "Werkstatt Beispiel GmbH",
  firstName: "Sabine",
  lastName: "Seller",
  street: "Hauptstraße",
  streetNumber: "5",
  zip: "10115",
  city: "Berlin",
  countryCode: "DE",
  vatPayer: true,
  vatNo: "DE123456789",
  taxNumberType: "number",
  taxNumber: "27/123/45678",
  taxIssuanceCountryCode: "DE",
};

export const SMALL_BUSINESS_SELLER = {
  businessType: "natural",
  firstName: "Kai",
  lastName: "Klein",
  street: "Gartenweg",
  streetNumber: "2",
  zip: "80331",
  city: "München",
  countryCode: "DE",
  vatPayer: false,
  vatExempt: true,
  vatExemptionReason: "small_business",
  taxNumberType: "number",
  taxNumber: "143/456/78901",
  taxIssuanceCountryCode: "DE",
};

/** A seller who may sell, with the given verification profile. */
export async function givenBillingSeller(deps: Deps, profile: Record<string, unknown> = VAT_SELLER) {
  const seller = await givenSellingSeller(deps);
  await deps.db.update(sellerProfiles).set({ profile }).where(eq(sellerProfiles.userId, seller.id));
  return seller;
}

/** Buys the product's first plan by card; answers the order row. */
export async function buy(
  app: FastifyInstance,
  deps: Deps,
  product: { product: { id: number }; plans: { id: number }[] },
  body: Record<string, unknown> = {},
) {
  const res = await checkoutCall(app, {
    product_id: product.product.id,
    pricing_plan_id: product.plans[0]!.id,
    payment_method: "card",
    payment_data: CARD(),
    ...body,
  });
  if (res.body?.status !== "paid") throw new Error(`checkout answered ${JSON.stringify(res.body)}`);
  const [order] = await deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  return order!;
}

/** A published product with one plan (default: one-time 49.00 EUR). */
export function givenProductOf(deps: Deps, sellerId: number, plan?: PlanSpec) {
  return givenSellableProduct(deps, sellerId, plan ? { plans: [plan] } : {});
}

/** Runs the invoice job of every paid rate of the order (as the worker would). */
export async function issueInvoicesOf(deps: Deps, orderId: number): Promise<void> {
  const rates = await deps.db.select().from(orderRates).where(eq(orderRates.orderId, orderId));
  for (const rate of rates.filter((r) => r.paidAmount > 0))
    await runIssueInvoiceJob(deps, { orderRateId: rate.id });
}

export async function documentsOf(deps: Deps, orderId: number) {
  return deps.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

/** GET a PDF route; answers its status, headers and the PDF's text (runs joined by spaces). */
export async function fetchPdf(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) return { status: res.statusCode, headers: res.headers, text: "" };
  return { status: 200, headers: res.headers, text: await pdfText(res.rawPayload) };
}

/** A PDF's text in reading order, lines joined by single spaces (wrapped paragraphs read whole). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const read = await readPdf(bytes);
  return read.runs.map((r) => r.text).join(" ");
}

/**
 * Waits until the background workers have nothing left of a job kind (created, retrying or
 * running), for tests that change what a job would find.
 */
export async function jobsSettled(deps: Deps, name: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const answer: unknown = await deps.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry', 'active')`,
    );
    // Both drivers answer execute() with { rows }.
    if ((answer as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`jobs ${name} did not settle`);
}

/** What the ledger says the order's sales owe the tax office (vat:payable is a credit account). */
export async function vatOwed(deps: Deps, orderId: number): Promise<number> {
  const [row] = await deps.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, "vat:payable")));
  return -Number(row!.sum) || 0;
}

/**
 * Rates among `rateIds` whose wait for an invoice (orders' ratesAwaitingInvoice) disagrees with
 * the facts: a rate awaits exactly while it was paid an amount and its original invoice is not
 * issued (the issue of an invoice finds its neighbours in payment order there). Empty when all
 * agree.
 */
export async function invoiceWaitsAmiss(deps: Deps, rateIds: number[]): Promise<unknown[]> {
  if (rateIds.length === 0) return [];
  return rowsOf(
    await deps.db.execute(sql`
      SELECT r.id, r.state, r.paid_amount, w.order_rate_id IS NOT NULL AS awaiting
      FROM order_rates r LEFT JOIN rates_awaiting_invoice w ON w.order_rate_id = r.id
      WHERE r.id IN (${sql.join(
        rateIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND (w.order_rate_id IS NOT NULL) <> (r.paid_amount > 0 AND NOT EXISTS (
          SELECT 1 FROM invoices i
          WHERE i.order_rate_id = r.id AND i.kind = 'invoice' AND i.corrects_invoice_id IS NULL))`),
  );
}
