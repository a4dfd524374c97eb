import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { readPdf } from "./support/pdf.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenContainer, givenEvent } from "./support/given-fulfilment.ts";
import { events, ticketTypes } from "../src/catalog/index.ts";
import { paymentTickets } from "../src/fulfilment/tables.ts";
import { revokeDelivery } from "../src/fulfilment/index.ts";
import { PAYMENT_TICKET_CSV_HEADER } from "../src/fulfilment/use-cases/export-payment-tickets.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

const checkIn = (code: string, as = token, locale = "en") =>
  call(t.app, "POST", "/cabinet/tickets/check_in", { token: as, body: { code }, locale });

/** An event with a second ticket type, bought with 2 standard seats and 1 VIP seat. */
async function boughtTickets() {
  const made = await givenEvent(t.deps, seller.id);
  const [vip] = await t.deps.db
    .insert(ticketTypes)
    .values({ eventId: made.event.id, name: "VIP", price: 9900 })
    .returning();
  const payer = freshBuyer();
  const order = await buy(t, made, {
    payer,
    tickets: [
      { ticket_type_id: made.ticketType.id, quantity: 2, attendees: ["Anna Alt", "Ben Bauer"] },
      { ticket_type_id: vip!.id, quantity: 1 },
    ],
  });
  await deliverTwice(t, order.id);
  const rows = await t.deps.db
    .select()
    .from(paymentTickets)
    .where(eq(paymentTickets.orderId, order.id))
    .orderBy(paymentTickets.id);
  return { made, vip: vip!, payer, order, rows };
}

describe("payment tickets", () => {
  it("are one per seat with a unique random code and the attendee's name, however often delivery runs", async () => {
    const { rows, made, vip } = await boughtTickets();
    expect(rows.map((r) => [r.ticketTypeId, r.seat, r.attendeeName, r.state])).toEqual([
      [made.ticketType.id, 1, "Anna Alt", "unused"],
      [made.ticketType.id, 2, "Ben Bauer", "unused"],
      [vip.id, 1, "", "unused"],
    ]);
    for (const r of rows) expect(r.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(rows.map((r) => r.code)).size).toBe(3);
  });

  it("come as PDFs in the seller's design with the code in a QR code", async () => {
    const { order, rows } = await boughtTickets();
    const answer = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(answer.body.tickets).toHaveLength(3);
    const first = answer.body.tickets[0];
    expect(first).toMatchObject({ code: rows[0]!.code, attendee_name: "Anna Alt", state: "unused" });
    const res = await t.app.inject({ url: first.pdf_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = await readPdf(res.rawPayload);
    const texts = pdf.runs.map((r) => r.text);
    expect(texts).toContain(rows[0]!.code);
    expect(texts).toContain("Anna Alt");
    expect(texts).toContain("Summer Conference");
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    const foreign = await t.app.inject({ url: first.pdf_url.replace(order.token, "x".repeat(32)) });
    expect(foreign.statusCode).toBe(404);
  });

  it("check in once: the second scan is refused with when it was used", async () => {
    const { rows } = await boughtTickets();
    const code = rows[0]!.code;
    // A hand scanner or a person: case and hyphens do not matter.
    const first = await checkIn(code.replaceAll("-", "").toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: "checked_in",
      message: "Checked in: Anna Alt (Standard).",
      ticket: { code, state: "used", attendee_name: "Anna Alt" },
    });
    const second = await checkIn(code);
    expect(second.body.result).toBe("already_used");
    expect(second.body.message).toMatch(/^Already used on .+\d{1,2}:\d{2}( [AP]M)?\.$/);
    const german = await checkIn(code, token, "de");
    expect(german.body.message).toMatch(/^Bereits verwendet am /);
  });

  it("check in once also when two scanners read the same code at the same moment", async () => {
    const { rows } = await boughtTickets();
    const answers = await Promise.all([
      checkIn(rows[1]!.code),
      checkIn(rows[1]!.code),
      checkIn(rows[1]!.code),
    ]);
    expect(answers.map((a) => a.body.result).sort()).toEqual(["already_used", "already_used", "checked_in"]);
  });

  it("refuse unknown codes, other sellers' codes, refunded and expired tickets", async () => {
    const { rows, order } = await boughtTickets();
    expect((await checkIn("ZZZZ-ZZZZ-ZZZZ")).body).toMatchObject({ result: "unknown", ticket: null });
    expect((await checkIn("not a code")).body.result).toBe("unknown");
    const other = await givenSellingSeller(t.deps);
    const otherToken = (await signIn(t.app, other.email)).access_token;
    expect((await checkIn(rows[0]!.code, otherToken)).body.result).toBe("unknown");

    await t.deps.db.transaction((tx) => revokeDelivery(t.deps, tx, order.id, "refunded"));
    const refunded = await checkIn(rows[0]!.code);
    expect(refunded.body).toMatchObject({
      result: "refunded",
      message: "This ticket was refunded and is not valid.",
    });

    // An event that is over: its unused tickets read as expired and open no door.
    const later = await boughtTickets();
    const over = new Date(t.clock.now().getTime() - 3600_000);
    await t.deps.db
      .update(events)
      .set({ startsAt: new Date(over.getTime() - 3600_000), endsAt: over })
      .where(eq(events.id, later.made.event.id));
    expect((await checkIn(later.rows[0]!.code)).body).toMatchObject({
      result: "expired",
      ticket: { state: "expired" },
    });
  });

  it("are listed for the seller with filters by event, state and search", async () => {
    const { made, rows, payer } = await boughtTickets();
    await checkIn(rows[0]!.code);
    const list = (query: Record<string, string>) =>
      call(t.app, "GET", "/cabinet/payment_tickets", { token, query });
    const ofEvent = await list({ event_id: String(made.event.id) });
    expect(ofEvent.body.total_count).toBe(3);
    expect(ofEvent.body.list[0]).toMatchObject({ event: { id: made.event.id, name: "Summer Conference" } });
    const used = await list({ event_id: String(made.event.id), state: "used" });
    expect(used.body.list.map((r: { code: string }) => r.code)).toEqual([rows[0]!.code]);
    const unused = await list({ event_id: String(made.event.id), state: "unused" });
    expect(unused.body.total_count).toBe(2);
    expect(
      (await list({ event_id: String(made.event.id), query: "ben bau" })).body.list.map(
        (r: { code: string }) => r.code,
      ),
    ).toEqual([rows[1]!.code]);
    expect((await list({ query: payer.email })).body.total_count).toBe(3);
    const prices = ofEvent.body.list
      .map((r: { price: number }) => r.price)
      .sort((a: number, b: number) => a - b);
    expect(prices).toEqual([2500, 2500, 9900]);

    const events = await call(t.app, "GET", "/cabinet/payment_tickets/events", { token });
    expect(events.body.events.find((e: { id: number }) => e.id === made.event.id)).toMatchObject({
      tickets_count: 3,
      product_name: made.product.name,
    });
  });

  it("export as the CSV of spec core §3, streamed, with the list's filters", async () => {
    const { made, rows, payer, order } = await boughtTickets();
    const res = await t.app.inject({
      url: `/api/v1/cabinet/payment_tickets/export.csv?event_id=${made.event.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(PAYMENT_TICKET_CSV_HEADER.join(","));
    expect(lines[0]!.split(",")).toEqual(
      expect.arrayContaining([
        "event",
        "code",
        "payer_email",
        "payer_street",
        "payer_zip",
        "payer_city",
        "attendee_name",
        "price",
        "order_id",
      ]),
    );
    expect(lines).toHaveLength(4);
    const cells = lines[1]!.split(",");
    const column = (name: string) => cells[PAYMENT_TICKET_CSV_HEADER.indexOf(name as never)];
    expect(column("event")).toBe("Summer Conference");
    expect(column("code")).toBe(rows[0]!.code);
    expect(column("attendee_name")).toBe("Anna Alt");
    expect(column("payer_email")).toBe(payer.email);
    expect(column("payer_country")).toBe("DE");
    expect(column("price")).toBe("25.00");
    expect(column("currency")).toBe("EUR");
    expect(column("order_id")).toBe(String(order.id));

    const anonymous = await t.app.inject({ url: "/api/v1/cabinet/payment_tickets/export.csv" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("events inside bundles and memberships", () => {
  /** An event whose next date has a sold-out cheap type, a free-to-sell one and a dearer one; one date is over. */
  async function eventWithTypes() {
    const made = await givenEvent(t.deps, seller.id, { startsInDays: 20 });
    const now = t.clock.now().getTime();
    const [past] = await t.deps.db
      .insert(events)
      .values({
        productId: made.product.id,
        name: "Last year",
        startsAt: new Date(now - 40 * 86_400_000),
        endsAt: new Date(now - 39 * 86_400_000),
      })
      .returning();
    await t.deps.db.insert(ticketTypes).values({ eventId: past!.id, name: "Old", price: 100 });
    const [cheapSoldOut] = await t.deps.db
      .insert(ticketTypes)
      .values({ eventId: made.event.id, name: "Early bird", price: 900, quota: 1, soldCount: 1 })
      .returning();
    const [dear] = await t.deps.db
      .insert(ticketTypes)
      .values({ eventId: made.event.id, name: "VIP", price: 9900 })
      .returning();
    return { ...made, cheapSoldOut: cheapSoldOut!, dear: dear! };
  }

  it("give a ticket per bundle bought, of the next date's cheapest type with seats left, in the payer's name", async () => {
    const first = await eventWithTypes();
    const second = await givenEvent(t.deps, seller.id, { startsInDays: 10 });
    const bundle = await givenContainer(t.deps, seller.id, "bundle", [first.product.id, second.product.id]);
    const payer = freshBuyer();
    const order = await buy(t, bundle, { payer });
    await deliverTwice(t, order.id);

    const rows = await t.deps.db
      .select()
      .from(paymentTickets)
      .where(eq(paymentTickets.orderId, order.id))
      .orderBy(paymentTickets.id);
    expect(rows.map((r) => [r.eventId, r.ticketTypeId, r.seat, r.attendeeName, r.state])).toEqual([
      [first.event.id, first.ticketType.id, 1, `${payer.first_name} ${payer.last_name}`, "unused"],
      [second.event.id, second.ticketType.id, 2, `${payer.first_name} ${payer.last_name}`, "unused"],
    ]);
    const [standard] = await t.deps.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, first.ticketType.id));
    expect(standard!.soldCount).toBe(1);

    // The buyer gets them like any ticket; the seller's list shows them at no price of their own.
    const view = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(view.body.tickets.map((x: { code: string }) => x.code)).toEqual(rows.map((r) => r.code));
    const pdf = await t.app.inject({ url: view.body.tickets[0].pdf_url });
    expect(pdf.statusCode).toBe(200);
    const listed = await call(t.app, "GET", "/cabinet/payment_tickets", {
      token,
      query: { event_id: String(first.event.id) },
    });
    expect(listed.body.list).toEqual([expect.objectContaining({ code: rows[0]!.code, price: 0 })]);
    expect((await checkIn(rows[0]!.code)).body.result).toBe("checked_in");
  });

  it("give a membership's event a ticket too, and none for an event whose dates are all over", async () => {
    const upcoming = await givenEvent(t.deps, seller.id);
    const over = await givenEvent(t.deps, seller.id);
    await t.deps.db
      .update(events)
      .set({
        startsAt: new Date(t.clock.now().getTime() - 3 * 86_400_000),
        endsAt: new Date(t.clock.now().getTime() - 2 * 86_400_000),
      })
      .where(eq(events.id, over.event.id));
    const membership = await givenContainer(t.deps, seller.id, "membership", [
      upcoming.product.id,
      over.product.id,
    ]);
    const order = await buy(t, membership);
    await deliverTwice(t, order.id);
    const rows = await t.deps.db.select().from(paymentTickets).where(eq(paymentTickets.orderId, order.id));
    expect(rows.map((r) => r.eventId)).toEqual([upcoming.event.id]);
  });
});
