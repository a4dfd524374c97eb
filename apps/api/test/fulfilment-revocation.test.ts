import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import {
  buy,
  deliverTwice,
  givenCertificateProduct,
  givenContainer,
  givenDownload,
  givenEvent,
  givenLicenseKeyProduct,
  givenProductOf,
} from "./support/given-fulfilment.ts";
import { licenseKeys } from "../src/catalog/index.ts";
import { orderRates, orders } from "../src/orders/index.ts";
import { certificates, courseAccesses, deliveries, paymentTickets } from "../src/fulfilment/tables.ts";
import { resumeDelivery, revokeDelivery, type RevokeReason } from "../src/fulfilment/index.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

/** As the orders context will: the order's new state and the revocation in one transaction. */
async function end(orderId: number, state: string, reason: RevokeReason) {
  await t.deps.db.transaction(async (tx) => {
    await tx.update(orders).set({ state }).where(eq(orders.id, orderId));
    await revokeDelivery(t.deps, tx, orderId, reason);
  });
}

/** A bundle of every kind that leaves a trace: download, course, key, certificate; and an event. */
async function boughtEverything() {
  const download = await givenDownload(t.deps, seller.id);
  const course = await givenProductOf(t.deps, seller.id, "course");
  const key = await givenLicenseKeyProduct(t.deps, seller.id, { keys: [`REVOKE-${Date.now()}`] });
  const certificate = await givenCertificateProduct(t.deps, seller.id);
  const bundle = await givenContainer(t.deps, seller.id, "bundle", [
    download.product.id,
    course.product.id,
    key.product.id,
    certificate.product.id,
  ]);
  const order = await buy(t, bundle);
  await deliverTwice(t, order.id);
  const event = await givenEvent(t.deps, seller.id);
  const ticketOrder = await buy(t, event, {
    tickets: [{ ticket_type_id: event.ticketType.id, quantity: 2 }],
  });
  await deliverTwice(t, ticketOrder.id);
  return { order, ticketOrder };
}

describe("revokeDelivery", () => {
  it("ends everything a refunded order gave, and changes nothing when called again", async () => {
    const { order, ticketOrder } = await boughtEverything();
    const before = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    const downloadUrl = before.body.downloads[0].url as string;
    expect((await t.app.inject({ url: downloadUrl })).statusCode).toBe(200);

    // One ticket was used at the door before the refund.
    const [used] = await t.deps.db
      .select()
      .from(paymentTickets)
      .where(eq(paymentTickets.orderId, ticketOrder.id));
    await t.deps.db.update(paymentTickets).set({ state: "used" }).where(eq(paymentTickets.id, used!.id));

    for (let i = 0; i < 2; i++) {
      await end(order.id, "refunded", "refunded");
      await end(ticketOrder.id, "refunded", "chargebacked");
    }
    const [access] = await t.deps.db
      .select()
      .from(courseAccesses)
      .where(eq(courseAccesses.orderId, order.id));
    expect(access).toMatchObject({ state: "ended" });
    expect(access!.endsAt!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const states = async <T extends { state: string }>(rows: Promise<T[]>) =>
      (await rows).map((r) => r.state).sort();
    expect(await states(t.deps.db.select().from(deliveries).where(eq(deliveries.orderId, order.id)))).toEqual(
      Array(5).fill("revoked"),
    );
    expect(
      await states(t.deps.db.select().from(licenseKeys).where(eq(licenseKeys.orderId, order.id))),
    ).toEqual(["revoked"]);
    expect(
      await states(t.deps.db.select().from(certificates).where(eq(certificates.orderId, order.id))),
    ).toEqual(["revoked"]);
    expect(
      await states(t.deps.db.select().from(paymentTickets).where(eq(paymentTickets.orderId, ticketOrder.id))),
    ).toEqual(["refunded", "used"]);

    expect((await t.app.inject({ url: downloadUrl })).statusCode).toBe(404);
    const after = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(after.body).toMatchObject({ status: "revoked", downloads: [] });
    expect(after.body.course_accesses[0].state).toBe("ended");
  });

  it("invalidates the tickets of a cancelled order", async () => {
    const event = await givenEvent(t.deps, seller.id);
    const order = await buy(t, event, { tickets: [{ ticket_type_id: event.ticketType.id, quantity: 1 }] });
    await deliverTwice(t, order.id);
    await end(order.id, "cancelled", "cancelled");
    const [ticket] = await t.deps.db
      .select()
      .from(paymentTickets)
      .where(eq(paymentTickets.orderId, order.id));
    expect(ticket!.state).toBe("invalidated");
  });

  it("keeps a subscription's course open to the end of the paid period once it is cancelled", async () => {
    const course = await givenProductOf(t.deps, seller.id, "course", {
      plans: [
        {
          form: "subscription",
          prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "month", count: 1 } },
        },
      ],
    });
    const order = await buy(t, course);
    await deliverTwice(t, order.id);
    const cancelled = await call(t.app, "POST", `/shop/orders/${order.token}/cancel`);
    expect(cancelled.status).toBe(200);
    await t.deps.db.transaction((tx) => revokeDelivery(t.deps, tx, order.id, "unsubscribed"));

    const [next] = await t.deps.db
      .select()
      .from(orderRates)
      .where(eq(orderRates.orderId, order.id))
      .orderBy(orderRates.number)
      .offset(1);
    const [access] = await t.deps.db
      .select()
      .from(courseAccesses)
      .where(eq(courseAccesses.orderId, order.id));
    expect(access).toMatchObject({ state: "active", endsAt: next!.dueAt });
    // The buyer still sees it running, and ended after the period.
    const view = async () => (await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`)).body;
    expect((await view()).course_accesses[0]).toMatchObject({
      state: "active",
      ends_at: next!.dueAt.toISOString(),
    });
    t.clock.advance(next!.dueAt.getTime() - t.clock.now().getTime() + 1000);
    expect((await view()).course_accesses[0].state).toBe("ended");
  });

  it("pauses course access while a rate is unpaid, and resumes it once paid", async () => {
    const course = await givenProductOf(t.deps, seller.id, "course");
    const order = await buy(t, course);
    await deliverTwice(t, order.id);
    const accessState = async () =>
      (await t.deps.db.select().from(courseAccesses).where(eq(courseAccesses.orderId, order.id)))[0]!.state;
    await t.deps.db.transaction((tx) => revokeDelivery(t.deps, tx, order.id, "unpaid"));
    expect(await accessState()).toBe("paused");
    await t.deps.db.transaction((tx) => resumeDelivery(tx, order.id));
    expect(await accessState()).toBe("active");
  });
});
