import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, givenEvent } from "./support/given-fulfilment.ts";
import { givenProductOf } from "./support/billing.ts";
import { events, products } from "../src/catalog/index.ts";
import { orderLines, orderRates, orders, ORDER_CSV_HEADER } from "../src/orders/index.ts";
import { nextDueAt, orderAmounts } from "../src/orders/amounts.ts";
import { paymentTickets } from "../src/fulfilment/tables.ts";
import { csvAmount, csvFormat, csvLine, type CsvCell, type CsvFormat } from "../src/platform/http/csv.ts";

// The order CSV's lines are made by the database (export-orders.ts), for speed at a million
// orders. Here every line of a seller's export is compared with the same line written the plain
// way: cells from the rows through the domain's own rules (orderAmounts, nextDueAt, csvAmount)
// and csvLine, in English and in German. The orders hold what a database-made line could get
// wrong: an event with tickets, a trial and a custom start, a success page, yen and dinar
// amounts, and buyer texts a spreadsheet would misread or that hold the unit separator.

let t: TestPlatform;
let token: string;
let sellerId: number;

/** Where each buyer_ and owner_ column's value is stored in the order's party jsonb (vat_no is vat_id). */
const PARTY = ORDER_CSV_HEADER.filter((c) => c.startsWith("buyer_"))
  .map((c) => c.slice("buyer_".length))
  .map((k) => (k === "vat_no" ? "vat_id" : k));

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;

  const event = await givenEvent(t.deps, seller.id);
  const tickets = await buy(t, event, { tickets: [{ ticket_type_id: event.ticketType.id, quantity: 2 }] });
  await deliverTwice(t, tickets.id);

  const service = await givenProductOf(t.deps, seller.id);
  await t.deps.db
    .update(products)
    .set({
      internalName: "=internal",
      costCenter: "KST;7",
      pages: { success: "url", success_url: "https://seller.example/thanks?a=1,2" },
    })
    .where(eq(products.id, service.product.id));
  const tricky = await buy(t, service);
  await t.deps.db
    .update(orders)
    .set({
      payer: {
        first_name: '=HYPERLINK("http://evil")',
        last_name: "Doe, Jr.",
        email: "doe@example.com",
        city: "Köln\nNord",
        street: "-2+3",
        zip: "\u001f12345",
        company: "A;B \u001fGmbH",
      },
      couponCode: "@SUM",
      plan: sql`${orders.plan} || '{"name": "Plan \\"Gold\\"", "prefs": {"trialDays": 14, "customStartDay": 5}}'::jsonb`,
    })
    .where(eq(orders.id, tricky.id));
  const yen = await buy(t, service);
  await t.deps.db.update(orders).set({ currency: "jpy", totalAmount: 1234 }).where(eq(orders.id, yen.id));
  const dinar = await buy(t, service);
  await t.deps.db.update(orders).set({ currency: "kwd", totalAmount: 12345 }).where(eq(orders.id, dinar.id));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the order CSV's lines", () => {
  it("are what writing each cell from the rows by the domain's rules gives, in English and German", async () => {
    for (const locale of ["en", "de"] as const) {
      const format = csvFormat(locale);
      const res = await t.app.inject({
        url: "/api/v1/cabinet/orders/export.csv",
        headers: { authorization: `Bearer ${token}`, "x-locale": locale },
      });
      expect(res.statusCode).toBe(200);
      const expected = await expectedCsv(format);
      expect(res.body).toBe(expected);
    }
  });

  it("hold the cases this test is about", async () => {
    const body = (
      await t.app.inject({
        url: "/api/v1/cabinet/orders/export.csv",
        headers: { authorization: `Bearer ${token}`, "x-locale": "de" },
      })
    ).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain(`"Köln\nNord"`);
    expect(body).toContain(";'-2+3;");
    expect(body).toContain(`"A;B GmbH"`);
    expect(body).toContain(";12345;");
    expect(body).toContain(";'@SUM;");
    expect(body).toContain(";JPY;1234;");
    expect(body).toContain(";KWD;12,345;");
    expect(body).toContain("https://seller.example/thanks?a=1,2");
  });
});

/** The whole CSV as csvLine writes it from cells taken from the rows. */
async function expectedCsv(format: CsvFormat): Promise<string> {
  const db = t.deps.db;
  const rows = await db.select().from(orders).where(eq(orders.sellerId, sellerId)).orderBy(asc(orders.id));
  const ids = rows.map((o) => o.id);
  const productIds = [...new Set(rows.map((o) => o.productId))];
  const [rates, lines, codes, productRows, eventRows] = await Promise.all([
    db.select().from(orderRates).where(inArray(orderRates.orderId, ids)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db
      .select()
      .from(paymentTickets)
      .where(inArray(paymentTickets.orderId, ids))
      .orderBy(asc(paymentTickets.id)),
    db.select().from(products).where(inArray(products.id, productIds)),
    db
      .select()
      .from(events)
      .where(inArray(events.productId, productIds))
      .orderBy(asc(events.position), asc(events.id)),
  ]);
  const out = [csvLine(ORDER_CSV_HEADER, format.separator)];
  for (const o of rows) {
    const own = rates.filter((r) => r.orderId === o.id);
    const ticketLines = lines.filter((l) => l.orderId === o.id && l.kind === "ticket");
    const ticketCodes = codes.filter((c) => c.orderId === o.id).map((c) => c.code);
    const product = productRows.find((p) => p.id === o.productId);
    const event = eventRows.find((e) => e.productId === o.productId);
    const pages = (product?.pages ?? {}) as { success?: string; success_url?: string };
    const plan = o.plan as {
      name?: string;
      form?: string;
      prefs?: { trialDays?: number; customStartDay?: number };
    };
    const party = (p: unknown) =>
      PARTY.map((k) => ((p as Record<string, string | undefined>)[k] ?? "").replaceAll("\u001f", ""));
    const money = (amount: number) => csvAmount(amount, o.currency, format);
    const dues = own.map((r) => r.dueAt.getTime());
    const cells: CsvCell[] = [
      o.id,
      o.token,
      o.createdAt.toISOString(),
      o.productId,
      product?.name,
      product?.internalName,
      product?.costCenter,
      o.pricingPlanId,
      plan.name ?? "",
      plan.form !== "one_time",
      Number(plan.prefs?.trialDays ?? 0) > 0,
      plan.prefs?.customStartDay !== undefined && plan.prefs.customStartDay !== null,
      o.state,
      o.paymentState,
      o.paymentMethod,
      o.currency.toUpperCase(),
      money(o.totalAmount),
      money(o.vatAmount),
      money(orderAmounts(own).paid),
      own.filter((r) => r.state === "paid").length,
      nextDueAt(own)?.toISOString() ?? "",
      dues.length ? new Date(Math.max(...dues)).toISOString() : "",
      o.couponCode,
      o.upsellType ?? "",
      event?.name,
      event?.startsAt.toISOString(),
      event?.location,
      ticketLines.length || ticketCodes.length ? ticketLines.reduce((n, l) => n + l.quantity, 0) : "",
      ticketCodes.join(" "),
      ...party(o.payer),
      ...party(o.owner),
      pages.success === "url" ? (pages.success_url ?? "") : "",
      o.testMode,
      o.publisherId ?? "",
      o.affiliateProgramId ?? "",
    ];
    out.push(csvLine(cells, format.separator));
  }
  return out.join("");
}
