import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, gt, inArray, like, max } from "drizzle-orm";
import { emailLogs } from "../src/notifications/tables.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { BUYER } from "./support/given-checkout.ts";
import { orderRates, ratesAwaitingInvoice } from "../src/orders/index.ts";
import { invoices, invoiceSequences } from "../src/billing/tables.ts";
import { issueInvoice, runIssueInvoiceJob } from "../src/billing/index.ts";
import { calendarOf, sequenceYear } from "../src/billing/number-series.ts";
import {
  buy,
  givenBillingSeller,
  givenProductOf,
  invoiceWaitsAmiss,
  jobsSettled,
} from "./support/billing.ts";
import { ISSUE_INVOICE_JOB } from "../src/platform/jobs/names.ts";

// The issue's check: invoice numbers of one seller gap-free and unique under 200 concurrent
// payments, on PostgreSQL. The embedded engine runs one transaction at a time anyway, so it gets
// a smaller run of the same test.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const PURCHASES = onServer ? 200 : 30;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

/**
 * A seller's `count` paid rates, a given gap apart, as if no invoice job had run yet: once the
 * workers are done, their invoices and the series go. Answers the seller and the rates in payment order.
 */
async function paidRatesWithoutInvoices(count: number, gapMs: number, label: string) {
  const seller = await givenBillingSeller(t.deps);
  const product = await givenProductOf(t.deps, seller.id);
  const bought: Awaited<ReturnType<typeof buy>>[] = [];
  for (let i = 0; i < count; i++) {
    bought.push(
      await buy(t.app, t.deps, product, { payer: { ...BUYER, email: `${label}${i}@example.com` } }),
    );
    t.clock.advance(gapMs);
  }
  const rates = await t.deps.db
    .select()
    .from(orderRates)
    .where(
      inArray(
        orderRates.orderId,
        bought.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderRates.paidAt), asc(orderRates.id));
  expect(rates.map((r) => r.orderId)).toEqual(bought.map((o) => o.id));
  await jobsSettled(t.deps, ISSUE_INVOICE_JOB);
  await t.deps.db.delete(invoices).where(eq(invoices.sellerId, seller.id));
  await t.deps.db.delete(invoiceSequences).where(eq(invoiceSequences.sellerId, seller.id));
  // Their rates await an invoice again, as they did before the jobs ran.
  await t.deps.db.insert(ratesAwaitingInvoice).values(
    rates.map((r, i) => ({
      orderRateId: r.id,
      sellerId: seller.id,
      testMode: bought[i]!.testMode,
      paidAt: r.paidAt!,
    })),
  );
  return { seller, rates };
}

describe("invoice numbers", () => {
  // First: after the concurrent run below, its background jobs keep the queue busy for minutes.
  it("follow the order of payment when the invoice jobs run in another order", async () => {
    const { seller, rates } = await paidRatesWithoutInvoices(5, 60_000, "inorder");

    // The last payment's job runs first, then the others, newest first.
    const first = await issueInvoice(t.deps, rates[4]!.id);
    for (const rate of [...rates].reverse()) await runIssueInvoiceJob(t.deps, { orderRateId: rate.id });

    const issued = await t.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, seller.id))
      .orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.sequence)).toEqual([1, 2, 3, 4, 5]);
    // The first payment has number 1, the last number 5, whichever job ran first.
    expect(issued.map((i) => i.orderRateId)).toEqual(rates.map((r) => r.id));
    expect(first).toMatchObject({ orderRateId: rates[4]!.id, sequence: 5 });
  });

  it("follow the order of payment when a backlog is longer than one transaction catches up", async () => {
    // 53 rates waiting for their invoices: more than the 50 earlier rates one transaction issues,
    // so the last payment's job works off the backlog in rounds, earliest first, then its own.
    const { seller, rates } = await paidRatesWithoutInvoices(53, 1_000, "backlog");

    const last = await issueInvoice(t.deps, rates[52]!.id);

    expect(last).toMatchObject({ orderRateId: rates[52]!.id, sequence: 53 });
    const issued = await t.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, seller.id))
      .orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.orderRateId)).toEqual(rates.map((r) => r.id));
    expect(issued.map((i) => i.sequence)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
  });

  it("are issued for later payments by the first job too, in payment order, 25 after its own at most", async () => {
    // A launch: 30 paid rates wait while the invoice jobs queue on the seller's series. The first
    // payment's job issues its own invoice and the next 25; the other jobs find theirs issued.
    const { seller, rates } = await paidRatesWithoutInvoices(30, 1_000, "follow");
    // The helper's own jobs mailed the invoices it then removed: count only the mails after it.
    const [before] = await t.deps.db.select({ id: max(emailLogs.id) }).from(emailLogs);

    const first = await issueInvoice(t.deps, rates[0]!.id);
    expect(first).toMatchObject({ orderRateId: rates[0]!.id, sequence: 1 });
    const issuedOf = () =>
      t.deps.db
        .select()
        .from(invoices)
        .where(eq(invoices.sellerId, seller.id))
        .orderBy(asc(invoices.sequence));
    expect((await issuedOf()).map((i) => i.orderRateId)).toEqual(rates.slice(0, 26).map((r) => r.id));

    // The 26 issued rates no longer wait for an invoice; the 4 others still do.
    expect(
      await invoiceWaitsAmiss(
        t.deps,
        rates.map((r) => r.id),
      ),
    ).toEqual([]);
    const waiting = await t.deps.db
      .select({ id: ratesAwaitingInvoice.orderRateId })
      .from(ratesAwaitingInvoice)
      .where(eq(ratesAwaitingInvoice.sellerId, seller.id))
      .orderBy(asc(ratesAwaitingInvoice.paidAt), asc(ratesAwaitingInvoice.orderRateId));
    expect(waiting.map((r) => r.id)).toEqual(rates.slice(26).map((r) => r.id));

    for (const rate of [...rates].reverse()) await runIssueInvoiceJob(t.deps, { orderRateId: rate.id });
    const issued = await issuedOf();
    expect(issued.map((i) => i.orderRateId)).toEqual(rates.map((r) => r.id));
    expect(issued.map((i) => i.sequence)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(
      await invoiceWaitsAmiss(
        t.deps,
        rates.map((r) => r.id),
      ),
    ).toEqual([]);
    // One invoice mail per buyer, whichever job issued the invoice.
    const mails = await t.deps.db
      .select({ to: emailLogs.to })
      .from(emailLogs)
      .where(
        and(
          eq(emailLogs.template, "invoice_issued"),
          like(emailLogs.to, "follow%@example.com"),
          gt(emailLogs.id, before?.id ?? 0),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `follow${i}@example.com`).sort(),
    );
  });

  it(
    `run 1..${PURCHASES} without gap or duplicate for ${PURCHASES} concurrent purchases of one seller`,
    { timeout: 300_000 },
    async () => {
      const seller = await givenBillingSeller(t.deps);
      const product = await givenProductOf(t.deps, seller.id);
      const orders = await Promise.all(
        Array.from({ length: PURCHASES }, (_, i) =>
          buy(t.app, t.deps, product, { payer: { ...BUYER, email: `numbered${i}@example.com` } }),
        ),
      );
      const rates = await t.deps.db
        .select({ id: orderRates.id })
        .from(orderRates)
        .where(
          inArray(
            orderRates.orderId,
            orders.map((o) => o.id),
          ),
        );
      expect(rates).toHaveLength(PURCHASES);
      // Every rate's job twice at once, next to the background workers running the same jobs.
      await Promise.all(
        rates.flatMap((r) => [runIssueInvoiceJob(t.deps, { orderRateId: r.id }), issueInvoice(t.deps, r.id)]),
      );

      const issued = await t.deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.sellerId, seller.id), eq(invoices.kind, "invoice")));
      expect(issued).toHaveLength(PURCHASES);
      expect(new Set(issued.map((i) => i.orderRateId)).size).toBe(PURCHASES);
      expect(new Set(issued.map((i) => i.number)).size).toBe(PURCHASES);
      const years = new Set(issued.map((i) => i.year));
      expect(years.size).toBe(1);
      expect(issued.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: PURCHASES }, (_, i) => i + 1),
      );
      const [series] = await t.deps.db
        .select()
        .from(invoiceSequences)
        .where(eq(invoiceSequences.sellerId, seller.id));
      expect(series).toMatchObject({ series: "test_invoice", nextNumber: PURCHASES + 1 });
    },
  );

  it("belong to the year and month where documents are dated (Germany), not UTC's", () => {
    expect(calendarOf(new Date("2031-12-31T23:30:00Z"))).toEqual({ year: 2032, month: 1 });
    expect(calendarOf(new Date("2031-06-30T21:59:59Z"))).toEqual({ year: 2031, month: 6 });
  });

  it("count on across years when the format prints no year, so no number repeats", () => {
    expect(sequenceYear("RE-{YYYY}-{NNNNN}", 2031)).toBe(2031);
    expect(sequenceYear("{YY}/{NNN}", 2031)).toBe(2031);
    expect(sequenceYear("INV-{NNNNNN}", 2031)).toBe(0);
  });
});
