import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import {
  BUYER,
  CARD,
  checkoutCall,
  givenSellableProduct,
  givenSellingSeller,
} from "./support/given-checkout.ts";
import { givenProduct } from "./support/given-product.ts";
import { events, pricingPlans, ticketTypes } from "../src/catalog/index.ts";
import { orders } from "../src/orders/index.ts";

// The check: 1,000 purchase attempts, 100 at once, on an event with 45 seats sell
// exactly 45 — on PostgreSQL. The embedded engine runs one statement at a time anyway, so it
// gets a smaller run of the same test.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ATTEMPTS = onServer ? 1000 : 150;
const AT_ONCE = onServer ? 100 : 15;
const SEATS = 45;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("event seats under concurrent buyers", () => {
  it(
    `sells exactly ${SEATS} seats to ${ATTEMPTS} attempts, ${AT_ONCE} at once`,
    { timeout: 240_000 },
    async () => {
      const seller = await givenSellingSeller(t.deps);
      const product = await givenProduct(t.deps, seller.id, "event", {
        state: "published",
        reviewState: "reviewed",
        limit: SEATS,
        checkout: { payment_methods: ["card"] },
      });
      await t.deps.db
        .insert(pricingPlans)
        .values({ productId: product.id, form: "one_time", currency: "eur", prefs: { price: 0 } });
      const [event] = await t.deps.db
        .insert(events)
        .values({
          productId: product.id,
          name: "Live",
          location: "Berlin",
          startsAt: new Date("2027-03-01T18:00:00Z"),
          endsAt: new Date("2027-03-01T21:00:00Z"),
        })
        .returning();
      const [ticket] = await t.deps.db
        .insert(ticketTypes)
        .values({ eventId: event!.id, name: "Seat", price: 2500, quota: SEATS })
        .returning();

      let next = 0;
      const outcomes: number[] = [];
      async function buyer() {
        for (;;) {
          const i = next++;
          if (i >= ATTEMPTS) return;
          const res = await call(t.app, "POST", "/shop/checkout", {
            body: {
              product_id: product.id,
              tickets: [{ ticket_type_id: ticket!.id, quantity: 1 }],
              payer: { ...BUYER, email: `buyer${i}@example.com` },
              accept_terms: true,
              payment_method: "card",
              payment_data: CARD(),
            },
            headers: { "idempotency-key": `seat-attempt-${i}` },
          });
          outcomes.push(res.status);
        }
      }
      await Promise.all(Array.from({ length: AT_ONCE }, buyer));
      const [{ paid } = { paid: -1 }] = await t.deps.db
        .select({ paid: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.productId, product.id));
      const [seat] = await t.deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticket!.id));
      const tally = outcomes.reduce<Record<number, number>>(
        (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
        {},
      );
      expect({ paid, tally }).toEqual({ paid: SEATS, tally: { 200: SEATS, 409: ATTEMPTS - SEATS } });
      expect([seat!.soldCount, seat!.reservedCount]).toEqual([SEATS, 0]);
      expect(outcomes.filter((s) => s === 200)).toHaveLength(SEATS);
      expect(outcomes.filter((s) => s === 409)).toHaveLength(ATTEMPTS - SEATS);
    },
  );
});

describe("a paid checkout beside other work on its seller", () => {
  // The payment's lock reads the seller and the product for the paid order's mails: locking them
  // too would queue every payment of a seller behind one another (and behind any edit of the
  // seller's account). Row locks only show between connections: PostgreSQL. The other transaction
  // holds the lock an update of the account takes (an update does not block the foreign key
  // checks of the order's inserts).
  it.runIf(onServer)("is paid while another transaction updates the seller's account", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const paid = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${seller.id} FOR NO KEY UPDATE`);
      const checkout = checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
      });
      const waited = new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 10_000));
      return Promise.race([checkout, waited]);
    });
    expect(paid).not.toBe("blocked");
    expect(paid).toMatchObject({ status: 200, body: { status: "paid" } });
  });
});
