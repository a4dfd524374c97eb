import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { isActiveTicket } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { countActiveTickets, events, ticketTypes } from "../src/catalog/index.ts";

let t: TestPlatform;
let token: string;
let sellerId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenUser(t.deps, { profiles: ["seller"] });
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

const day = 86400_000;
const at = (days: number) => new Date(t.clock.now().getTime() + days * day).toISOString();

async function givenEventProduct() {
  const product = await givenProduct(t.deps, sellerId, "event");
  let version = product.version;
  const send = async (method: "POST" | "PATCH", path: string, body: Record<string, unknown> = {}) => {
    const res = await call(t.app, method, `/cabinet/products/${product.id}/events${path}`, {
      token,
      body: { version, ...body },
    });
    if (res.body?.product_version) version = res.body.product_version;
    return res;
  };
  const remove = (path: string) =>
    call(t.app, "DELETE", `/cabinet/products/${product.id}/events${path}`, {
      token,
      headers: { "if-match": String(version) },
    }).then((res) => {
      if (res.body?.product_version) version = res.body.product_version;
      return res;
    });
  const list = async () =>
    (await call(t.app, "GET", `/cabinet/products/${product.id}/events`, { token })).body;
  const addEvent = async (overrides: Record<string, unknown> = {}) =>
    (
      await send("POST", "", {
        name: "Conference",
        location: "Berlin",
        starts_at: at(30),
        ends_at: at(31),
        ...overrides,
      })
    ).body.event.id as number;
  return { product, send, remove, list, addEvent, version: () => version };
}

describe("events", () => {
  it("adds events with location, dates and sales window, listed by start", async () => {
    const p = await givenEventProduct();
    const res = await p.send("POST", "", {
      name: "Summer meetup",
      location: "Hamburg, Hafen 1",
      starts_at: "2031-06-10T17:00:00+02:00",
      ends_at: "2031-06-10T22:00:00+02:00",
      sales_start_at: "2031-01-01T00:00:00Z",
      sales_end_at: "2031-06-10T15:00:00Z",
    });
    expect(res.status).toBe(201);
    expect(res.body.event).toMatchObject({
      name: "Summer meetup",
      location: "Hamburg, Hafen 1",
      starts_at: "2031-06-10T15:00:00.000Z",
      ends_at: "2031-06-10T20:00:00.000Z",
      sales_end_at: "2031-06-10T15:00:00.000Z",
      active: true,
      ticket_types: [],
    });
    await p.send("POST", "", {
      name: "Spring meetup",
      starts_at: "2031-03-01T10:00:00Z",
      ends_at: "2031-03-01T12:00:00Z",
    });
    expect((await p.list()).list.map((e: { name: string }) => e.name)).toEqual([
      "Spring meetup",
      "Summer meetup",
    ]);
  });

  it.each([
    [
      "an end before the start",
      { starts_at: "2031-01-02T10:00:00Z", ends_at: "2031-01-01T10:00:00Z" },
      "ends_at",
      "ends_before_start",
    ],
    [
      "sales ending after the event",
      {
        starts_at: "2031-01-01T10:00:00Z",
        ends_at: "2031-01-01T12:00:00Z",
        sales_end_at: "2031-01-01T12:00:01Z",
      },
      "sales_end_at",
      "sales_end_after_event_end",
    ],
    [
      "sales ending before they start",
      {
        starts_at: "2031-01-01T10:00:00Z",
        ends_at: "2031-01-01T12:00:00Z",
        sales_start_at: "2030-12-01T00:00:00Z",
        sales_end_at: "2030-11-01T00:00:00Z",
      },
      "sales_end_at",
      "sales_end_before_sales_start",
    ],
    [
      "a date without offset",
      { starts_at: "2031-01-01T10:00:00", ends_at: "2031-01-01T12:00:00Z" },
      "starts_at",
      "invalid",
    ],
  ])("refuses %s", async (_name, dates, param, code) => {
    const p = await givenEventProduct();
    const res = await p.send("POST", "", { name: "X", ...dates });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
    expect((await p.list()).list).toEqual([]);
  });

  it("checks a changed date against the stored ones", async () => {
    const p = await givenEventProduct();
    const id = await p.addEvent({ starts_at: "2031-01-01T10:00:00Z", ends_at: "2031-01-01T12:00:00Z" });
    const res = await p.send("PATCH", `/${id}`, { ends_at: "2031-01-01T09:00:00Z" });
    expect(res.body.error.details[0]).toMatchObject({ param: "ends_at", code: "ends_before_start" });
    const ok = await p.send("PATCH", `/${id}`, {
      starts_at: "2031-01-01T08:00:00Z",
      ends_at: "2031-01-01T09:00:00Z",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.event).toMatchObject({
      starts_at: "2031-01-01T08:00:00.000Z",
      ends_at: "2031-01-01T09:00:00.000Z",
    });
  });
});

describe("ticket types", () => {
  it("adds paid and free tickets with quotas (the 45 and 75 defaults) and reports what is left", async () => {
    const p = await givenEventProduct();
    const eventId = await p.addEvent();
    const paid = await p.send("POST", `/${eventId}/ticket_types`, {
      name: "Standard",
      price: 4900,
      quota: 45,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.ticket_type).toMatchObject({
      name: "Standard",
      free: false,
      price: 4900,
      currency: "eur",
      quota: 45,
      available: 45,
      active: true,
      position: 0,
    });
    const free = await p.send("POST", `/${eventId}/ticket_types`, {
      name: "Guest",
      free: true,
      price: 999,
      quota: 75,
    });
    expect(free.body.ticket_type).toMatchObject({ free: true, price: 0, quota: 75, position: 1 });
    const unlimited = await p.send("POST", `/${eventId}/ticket_types`, { name: "Stream", price: 900 });
    expect(unlimited.body.ticket_type).toMatchObject({ quota: null, available: null });
  });

  it("refuses a paid ticket without a price", async () => {
    const p = await givenEventProduct();
    const eventId = await p.addEvent();
    const res = await p.send("POST", `/${eventId}/ticket_types`, { name: "Standard", price: 0 });
    expect(res.body.error.details[0]).toMatchObject({ param: "price", code: "too_low" });
    const id = (await p.send("POST", `/${eventId}/ticket_types`, { name: "Guest", free: true })).body
      .ticket_type.id;
    const unfree = await p.send("PATCH", `/${eventId}/ticket_types/${id}`, { free: false });
    expect(unfree.body.error.details[0]).toMatchObject({ param: "price", code: "too_low" });
  });

  it("never lowers a quota below the tickets sold plus reserved", async () => {
    const p = await givenEventProduct();
    const eventId = await p.addEvent();
    const id = (await p.send("POST", `/${eventId}/ticket_types`, { name: "Standard", price: 100, quota: 45 }))
      .body.ticket_type.id;
    await t.deps.db
      .update(ticketTypes)
      .set({ soldCount: 30, reservedCount: 5 })
      .where(eq(ticketTypes.id, id));
    const before = p.version();
    const below = await p.send("PATCH", `/${eventId}/ticket_types/${id}`, { quota: 34 });
    expect(below.status).toBe(400);
    expect(below.body.error.details[0]).toMatchObject({ param: "quota", code: "quota_below_sold" });
    expect(below.body.error.details[0].message).toContain("35");
    expect(p.version()).toBe(before);
    const exact = await p.send("PATCH", `/${eventId}/ticket_types/${id}`, { quota: 35 });
    expect(exact.body.ticket_type).toMatchObject({
      quota: 35,
      available: 0,
      sold_count: 30,
      reserved_count: 5,
    });
    const unlimited = await p.send("PATCH", `/${eventId}/ticket_types/${id}`, { quota: null });
    expect(unlimited.body.ticket_type.quota).toBeNull();
  });

  it("removes tickets and events nobody holds, and refuses the others", async () => {
    const p = await givenEventProduct();
    const eventId = await p.addEvent();
    const sold = (await p.send("POST", `/${eventId}/ticket_types`, { name: "Sold", price: 100 })).body
      .ticket_type.id;
    const spare = (await p.send("POST", `/${eventId}/ticket_types`, { name: "Spare", price: 100 })).body
      .ticket_type.id;
    await t.deps.db.update(ticketTypes).set({ reservedCount: 1 }).where(eq(ticketTypes.id, sold));
    expect((await p.remove(`/${eventId}/ticket_types/${spare}`)).status).toBe(200);
    const held = await p.remove(`/${eventId}/ticket_types/${sold}`);
    expect(held.body.error.details[0]).toMatchObject({ code: "tickets_sold" });
    const event = await p.remove(`/${eventId}`);
    expect(event.body.error.details[0]).toMatchObject({ param: "event_id", code: "tickets_sold" });
    await t.deps.db.update(ticketTypes).set({ reservedCount: 0 }).where(eq(ticketTypes.id, sold));
    expect((await p.remove(`/${eventId}`)).status).toBe(200);
    expect((await p.list()).list).toEqual([]);
  });
});

describe("active tickets ('no active events')", () => {
  it("counts active ticket types on active, upcoming events whose sales are open, the same in SQL and in the domain", async () => {
    const p = await givenEventProduct();
    expect((await p.list()).active_tickets_count).toBe(0);
    const upcoming = await p.addEvent();
    const on = (await p.send("POST", `/${upcoming}/ticket_types`, { name: "On", price: 100 })).body
      .ticket_type.id;
    await p.send("POST", `/${upcoming}/ticket_types`, { name: "Off", price: 100, active: false });
    const closed = await p.addEvent({ sales_end_at: at(1) });
    await p.send("POST", `/${closed}/ticket_types`, { name: "Sales closed soon", price: 100 });
    const inactive = await p.addEvent({ active: false });
    await p.send("POST", `/${inactive}/ticket_types`, { name: "Event off", price: 100 });
    // An event that is over: written directly, since its dates lie in the past.
    const [past] = await t.deps.db
      .insert(events)
      .values({ productId: p.product.id, name: "Past", startsAt: new Date(at(-3)), endsAt: new Date(at(-2)) })
      .returning();
    await p.send("POST", `/${past!.id}/ticket_types`, { name: "Too late", price: 100 });

    const counts = async () => ({
      api: (await p.list()).active_tickets_count as number,
      sql: (await countActiveTickets(t.deps.db, [p.product.id], t.clock.now())).get(p.product.id) ?? 0,
      domain: (await p.list()).list.flatMap((e: EventJson) =>
        e.ticket_types.filter((tt) =>
          isActiveTicket(
            {
              ticketActive: tt.active,
              eventActive: e.active,
              endsAt: new Date(e.ends_at),
              salesStartAt: e.sales_start_at ? new Date(e.sales_start_at) : null,
              salesEndAt: e.sales_end_at ? new Date(e.sales_end_at) : null,
            },
            t.clock.now(),
          ),
        ),
      ).length,
    });
    expect(await counts()).toEqual({ api: 2, sql: 2, domain: 2 });
    await p.send("PATCH", `/${upcoming}/ticket_types/${on}`, { active: false });
    expect(await counts()).toEqual({ api: 1, sql: 1, domain: 1 });
    await p.send("PATCH", `/${closed}`, { active: false });
    expect(await counts()).toEqual({ api: 0, sql: 0, domain: 0 });
  });
});

interface EventJson {
  active: boolean;
  ends_at: string;
  sales_start_at: string | null;
  sales_end_at: string | null;
  ticket_types: { active: boolean }[];
}

describe("scope and concurrency", () => {
  it("answers 404 for another seller's event product, for non-event products and for foreign events", async () => {
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const foreign = await givenProduct(t.deps, other.id, "event");
    expect((await call(t.app, "GET", `/cabinet/products/${foreign.id}/events`, { token })).status).toBe(404);
    const write = await call(t.app, "POST", `/cabinet/products/${foreign.id}/events`, {
      token,
      body: { version: 1, name: "X", starts_at: at(1), ends_at: at(2) },
    });
    expect(write.status).toBe(404);
    const course = await givenProduct(t.deps, sellerId, "course");
    expect((await call(t.app, "GET", `/cabinet/products/${course.id}/events`, { token })).status).toBe(404);

    const p1 = await givenEventProduct();
    const p2 = await givenEventProduct();
    const e1 = await p1.addEvent();
    expect((await p2.send("PATCH", `/${e1}`, { name: "mine now" })).status).toBe(404);
    expect((await p2.send("POST", `/${e1}/ticket_types`, { name: "x", price: 1 })).status).toBe(404);
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const p = await givenEventProduct();
    const id = await p.addEvent({ name: "First" });
    const res = await call(t.app, "PATCH", `/cabinet/products/${p.product.id}/events/${id}`, {
      token,
      body: { version: p.version() - 1, name: "Second" },
    });
    expect(res.status).toBe(409);
    expect((await p.list()).list[0].name).toBe("First");
  });
});
