import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { CARD, givenSellingSeller, type PlanSpec } from "./support/given-checkout.ts";
import {
  buy,
  deliverTwice,
  givenContainer,
  givenDownload,
  givenEvent,
  givenLicenseKeyProduct,
  givenProductOf,
} from "./support/given-fulfilment.ts";
import { teamMemberships } from "../src/identity/index.ts";
import { chargeDueRates, orderRates, orders } from "../src/orders/index.ts";
import { courseAccesses, deliveries, paymentTickets } from "../src/fulfilment/tables.ts";
import { pauseOverdueAccess, resumeDelivery, revokeDelivery } from "../src/fulfilment/index.ts";
import { pauseUnpaidAccess } from "../src/fulfilment/use-cases/pause-unpaid-access.ts";
import { downloadExpiry, signedDownloadUrl } from "../src/fulfilment/links.ts";

// Access while a rate is unpaid, as the seller sets it (GET/PUT /cabinet/settings/access): with
// "keep" nothing changes; with "suspend" course access, files and keys pause after the grace
// days — the delayed job checks again when it runs, on the platform's clock — and come back once
// the rate is paid, never what a refund ended. Tickets stay. A cancelled subscription still ends.

const DAY = 86_400_000;
/** The sandbox card whose first charge succeeds and whose later off-session charges fail. */
const FAILS_LATER = "4000000000000341";
const WEEKLY: PlanSpec[] = [
  {
    form: "subscription",
    prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "week", count: 1 } },
  },
];

type Seller = Awaited<ReturnType<typeof givenSellingSeller>>;

let t: TestPlatform;
let seller: Seller;
let sellerToken: string;
let keys = 0;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  sellerToken = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

/**
 * A seller of their own for each case (the setting is per seller, and a sweep sees every
 * seller's orders) with the given choice saved through the API.
 */
async function sellerWho(body: { unpaid_access: string; grace_days: number }): Promise<Seller> {
  const own = await givenSellingSeller(t.deps);
  const token = (await signIn(t.app, own.email)).access_token;
  const res = await call(t.app, "PUT", "/cabinet/settings/access", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return own;
}

/** A weekly membership with a course, a download, a license key and an event, bought and delivered. */
async function subscribed(seller: Seller) {
  keys += 1;
  const course = await givenProductOf(t.deps, seller.id, "course");
  const download = await givenDownload(t.deps, seller.id);
  const key = await givenLicenseKeyProduct(t.deps, seller.id, { keys: [`UNPAID-${process.pid}-${keys}`] });
  const event = await givenEvent(t.deps, seller.id, { startsInDays: 60 });
  const membership = await givenContainer(
    t.deps,
    seller.id,
    "membership",
    [course.product.id, download.product.id, key.product.id, event.product.id],
    { plans: WEEKLY },
  );
  const order = await buy(t, membership, { card: FAILS_LATER });
  await deliverTwice(t, order.id);
  return order;
}

/** The next weekly rate falls due and its charge fails: the order's payment pauses. */
async function rateFails(orderId: number) {
  t.clock.advance(8 * DAY);
  await chargeDueRates(t.deps);
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order!.paymentState).toBe("payment_paused");
  const [rate] = await t.deps.db
    .select()
    .from(orderRates)
    .where(eq(orderRates.orderId, orderId))
    .orderBy(orderRates.number)
    .offset(1);
  expect(rate!.state).toBe("unpaid");
  return { order: order!, rate: rate! };
}

/** The buyer pays the open rate with a new card on the manage page. */
async function pays(token: string) {
  keys += 1;
  const res = await call(t.app, "POST", `/shop/orders/${token}/payment_method`, {
    body: { payment_method: "card", payment_data: CARD() },
    headers: { "idempotency-key": `unpaid-access-${process.pid}-${keys}` },
  });
  expect(res.body.status).toBe("paid");
}

async function accessStates(orderId: number) {
  const rows = await t.deps.db.select().from(courseAccesses).where(eq(courseAccesses.orderId, orderId));
  return [...new Set(rows.map((r) => r.state))];
}

async function deliveryStates(orderId: number) {
  const rows = await t.deps.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  return rows.map((r) => r.state).sort();
}

const deliveriesOf = async (token: string) =>
  (await call(t.app, "GET", `/shop/orders/${token}/deliveries`)).body;

describe("GET/PUT /cabinet/settings/access", () => {
  it("keeps access by default and saves the seller's choice, refusing bad input in the caller's language", async () => {
    const other = await givenSellingSeller(t.deps);
    const otherToken = (await signIn(t.app, other.email)).access_token;
    const shown = await call(t.app, "GET", "/cabinet/settings/access", { token: otherToken });
    expect(shown.body).toEqual({ access_settings: { unpaid_access: "keep", grace_days: 0 } });

    const saved = await call(t.app, "PUT", "/cabinet/settings/access", {
      token: otherToken,
      body: { unpaid_access: "suspend", grace_days: 5 },
    });
    expect(saved.body).toEqual({ access_settings: { unpaid_access: "suspend", grace_days: 5 } });
    expect((await call(t.app, "GET", "/cabinet/settings/access", { token: otherToken })).body).toEqual(
      saved.body,
    );
    // Another seller's settings are their own.
    expect((await call(t.app, "GET", "/cabinet/settings/access", { token: sellerToken })).body).toEqual({
      access_settings: { unpaid_access: "keep", grace_days: 0 },
    });

    const tooLong = await call(t.app, "PUT", "/cabinet/settings/access", {
      token: otherToken,
      locale: "de",
      body: { unpaid_access: "suspend", grace_days: 61 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: "INVALID_INPUT", param: "grace_days" });
    expect(tooLong.body.error.details[0].message).toMatch(/60/);
    const unknown = await call(t.app, "PUT", "/cabinet/settings/access", {
      token: otherToken,
      body: { unpaid_access: "sometimes", grace_days: 0 },
    });
    expect(unknown.body.error).toMatchObject({ code: "INVALID_INPUT", param: "unpaid_access" });
  });

  it("lets a team member act for the selected seller; a payer may not", async () => {
    const owner = await givenSellingSeller(t.deps);
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: owner.id, memberId: member.id, role: "team_member" });
    const memberToken = (await signIn(t.app, member.email)).access_token;
    const saved = await call(t.app, "PUT", "/cabinet/settings/access", {
      token: memberToken,
      headers: { "x-seller-id": String(owner.id) },
      body: { unpaid_access: "suspend", grace_days: 2 },
    });
    expect(saved.status).toBe(200);
    const ownerToken = (await signIn(t.app, owner.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/settings/access", { token: ownerToken })).body).toEqual(
      saved.body,
    );
    // Naming a seller they do not work for is a foreign cabinet.
    const foreign = await call(t.app, "GET", "/cabinet/settings/access", {
      token: memberToken,
      headers: { "x-seller-id": String(seller.id) },
    });
    expect(foreign.status).toBe(404);

    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    const payerToken = (await signIn(t.app, payer.email)).access_token;
    expect((await call(t.app, "GET", "/cabinet/settings/access", { token: payerToken })).status).toBe(403);
  });
});

describe("an unpaid rate", () => {
  it("changes nothing while the seller keeps access", async () => {
    const own = await sellerWho({ unpaid_access: "keep", grace_days: 0 });
    const bought = await subscribed(own);
    const { rate } = await rateFails(bought.id);
    expect(await pauseUnpaidAccess(t.deps, { orderId: bought.id, orderRateId: rate.id })).toBe("unchanged");
    expect(await accessStates(bought.id)).toEqual(["active"]);
    expect((await deliveriesOf(bought.token)).status).toBe("delivered");
  });

  it("pauses course access, files and keys at once without grace days, keeps tickets, and resumes when paid", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 0 });
    const bought = await subscribed(own);
    const before = await deliveriesOf(bought.token);
    const digitalId = before.downloads[0].digital_id as number;
    const key = before.license_keys[0].key as string;
    expect(before.tickets).toHaveLength(1);

    await rateFails(bought.id);
    expect(await accessStates(bought.id)).toEqual(["paused"]);
    const paused = await deliveriesOf(bought.token);
    expect(paused).toMatchObject({
      status: "paused",
      manage_url: `/s/${own.username}/payment/${bought.token}/manage`,
      downloads: [],
      license_keys: [{ key: "", state: "paused" }],
      tickets: [{ state: "unused" }],
    });
    expect(paused.course_accesses.map((a: { state: string }) => a.state)).toEqual(["paused", "paused"]);
    expect(paused.products.find((p: { form: string }) => p.form === "event").state).toBe("delivered");
    // A link signed now (the buyer's older one has expired meanwhile) is refused with the reason.
    const fresh = signedDownloadUrl(t.deps.urlSigner, bought.id, digitalId, downloadExpiry(t.clock.now()));
    const refused = await t.app.inject({ url: fresh, headers: { "x-locale": "de" } });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error).toMatchObject({
      code: "ACCESS_PAUSED",
      message: expect.stringContaining("pausiert"),
    });
    const [ticket] = await t.deps.db
      .select()
      .from(paymentTickets)
      .where(eq(paymentTickets.orderId, bought.id));
    expect(ticket!.state).toBe("unused");
    // The buyer's deliveries page says so and links to where the rate is paid.
    const page = await t.app.inject({
      url: `/s/${own.username}/payment/${bought.token}/deliveries?locale=de`,
    });
    expect(page.body).toContain("Offenen Betrag bezahlen");
    expect(page.body).toContain(`href="/s/${own.username}/payment/${bought.token}/manage"`);
    expect(page.body).not.toContain(key);

    await pays(bought.token);
    expect(await accessStates(bought.id)).toEqual(["active"]);
    const resumed = await deliveriesOf(bought.token);
    expect(resumed.status).toBe("delivered");
    expect(resumed.license_keys).toEqual([expect.objectContaining({ key, state: "assigned" })]);
    expect((await t.app.inject({ url: resumed.downloads[0].url })).statusCode).toBe(200);
  });

  it("waits for the grace days on the platform's clock, and the delayed job checks again when it runs", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 3 });
    const bought = await subscribed(own);
    const { rate } = await rateFails(bought.id);
    expect(await accessStates(bought.id)).toEqual(["active"]);
    const job = { orderId: bought.id, orderRateId: rate.id };
    // Run early (the job waits in real time; the test clock stands still), it waits again.
    expect(await pauseUnpaidAccess(t.deps, job)).toBe("not_due");
    t.clock.advance(2 * DAY);
    expect(await pauseUnpaidAccess(t.deps, job)).toBe("not_due");
    expect(await accessStates(bought.id)).toEqual(["active"]);
    t.clock.advance(DAY + 1000);
    expect(await pauseUnpaidAccess(t.deps, job)).toBe("paused");
    expect(await accessStates(bought.id)).toEqual(["paused"]);
    expect(await deliveryStates(bought.id)).toEqual(["delivered", "paused", "paused", "paused", "paused"]);
    // Running again changes nothing.
    expect(await pauseUnpaidAccess(t.deps, job)).toBe("paused");
    expect(await deliveryStates(bought.id)).toEqual(["delivered", "paused", "paused", "paused", "paused"]);
  });

  it("does not pause when the rate was paid before the grace days ended", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 2 });
    const bought = await subscribed(own);
    const { rate } = await rateFails(bought.id);
    await pays(bought.token);
    t.clock.advance(3 * DAY);
    expect(await pauseUnpaidAccess(t.deps, { orderId: bought.id, orderRateId: rate.id })).toBe("unchanged");
    expect(await accessStates(bought.id)).toEqual(["active"]);
  });

  it("pauses what a test clock's jump passed, as the test clock route does", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 1 });
    const bought = await subscribed(own);
    await rateFails(bought.id);
    expect(await pauseOverdueAccess(t.deps)).toBe(0);
    t.clock.advance(DAY + 1000);
    expect(await pauseOverdueAccess(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await accessStates(bought.id)).toEqual(["paused"]);
    // Already paused: not picked again.
    expect(await pauseOverdueAccess(t.deps)).toBe(0);
  });

  it("never brings back what a refund ended, even when a pause is lifted", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 0 });
    const bought = await subscribed(own);
    await rateFails(bought.id);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(orders).set({ state: "refunded" }).where(eq(orders.id, bought.id));
      await revokeDelivery(t.deps, tx, bought.id, "refunded");
    });
    await t.deps.db.transaction((tx) => resumeDelivery(tx, bought.id));
    expect(await accessStates(bought.id)).toEqual(["ended"]);
    expect(new Set(await deliveryStates(bought.id))).toEqual(new Set(["revoked"]));
  });

  it("still ends a paused subscription that the buyer cancels, giving back the files paid for", async () => {
    const own = await sellerWho({ unpaid_access: "suspend", grace_days: 0 });
    const bought = await subscribed(own);
    const { rate } = await rateFails(bought.id);
    const cancelled = await call(t.app, "POST", `/shop/orders/${bought.token}/cancel`);
    expect(cancelled.status).toBe(200);
    const accesses = await t.deps.db
      .select()
      .from(courseAccesses)
      .where(eq(courseAccesses.orderId, bought.id));
    expect(accesses.every((a) => a.state === "ended" && a.endsAt!.getTime() === rate.dueAt.getTime())).toBe(
      true,
    );
    const view = await deliveriesOf(bought.token);
    expect(view.status).toBe("delivered");
    expect(view.downloads).toHaveLength(1);
    expect(view.course_accesses.every((a: { state: string }) => a.state === "ended")).toBe(true);
    // The pause job arriving late finds an ended order and leaves it.
    expect(await pauseUnpaidAccess(t.deps, { orderId: bought.id, orderRateId: rate.id })).toBe("unchanged");
  });
});
