import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { seedCatalog } from "../src/seed/catalog.ts";
import { seedDemoSales } from "../src/seed/checkout.ts";
import { seedCatalogFiles } from "../src/seed/catalog-files.ts";
import { orders } from "../src/orders/index.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("the demo sales", () => {
  it("buys through the real checkout: a download, a course in installments with bump and coupon, a trial", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const ids = await seedCatalog(t.deps, seller.id);
    // The download needs its file to be on sale, as on a real first start.
    await seedCatalogFiles(t.deps, seller.id, ids);
    await seedDemoSales(t.deps, seller.id, ids);
    const rows = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.sellerId, seller.id))
      .orderBy(orders.id);
    expect(rows.map((o) => [o.productId, o.state, o.paymentState])).toEqual([
      [ids.download, "closed", "paid"],
      [ids.course, "finalized", "paying"],
      [ids.membership, "finalized", "paying"],
    ]);
    expect(rows[1]!.couponCode).toBe("WELCOME10");
    const course = await call(t.app, "GET", `/shop/orders/${rows[1]!.token}`);
    expect(course.body.lines.map((l: { kind: string }) => l.kind)).toEqual(["product", "bump"]);
    expect(course.body.rates.map((r: { state: string }) => r.state)).toEqual(["paid", "future", "future"]);
    // The course offers the license key as a one-click upsell after purchase.
    expect(course.body.next_upsell.product_id).toBe(ids.license_key);
  });
});
