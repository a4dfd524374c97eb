import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { call, signIn } from "./support/api.ts";
import { seedCatalog } from "../src/seed/catalog.ts";
import { seedCatalogFiles } from "../src/seed/catalog-files.ts";
import { seedDemoAffiliates } from "../src/seed/affiliates.ts";
import { orders } from "../src/orders/index.ts";
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateNodes,
  affiliatePrograms,
} from "../src/affiliates/index.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("the demo affiliates", () => {
  it("a two-stage marketplace program, the publisher accepted, clicks and two paid sales the publisher brought", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const publisher = await givenUser(t.deps, { profiles: ["publisher"] });
    const ids = await seedCatalog(t.deps, seller.id);
    await seedCatalogFiles(t.deps, seller.id, ids);
    await seedDemoAffiliates(t.deps, seller.id, publisher.id, ids);

    const [program] = await t.deps.db
      .select()
      .from(affiliatePrograms)
      .where(eq(affiliatePrograms.sellerId, seller.id));
    expect(program).toMatchObject({
      form: "multiple",
      commissions: [2000, 500],
      commissionDuration: "lifetime",
      affiliateMarketplaceProduct: true,
    });
    const nodes = await t.deps.db
      .select()
      .from(affiliateNodes)
      .where(eq(affiliateNodes.programId, program!.id));
    expect(nodes.map((n) => [n.publisherId, n.state])).toEqual([[publisher.id, "accepted"]]);
    const clicks = await t.deps.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.publisherId, publisher.id));
    expect(clicks).toHaveLength(5);

    const sales = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.sellerId, seller.id))
      .orderBy(orders.id);
    expect(sales.map((o) => [o.productId, o.paymentState, o.publisherId, o.affiliateProgramId])).toEqual([
      [ids.download, "paid", publisher.id, program!.id],
      [ids.license_key, "paid", publisher.id, program!.id],
    ]);
    // Stage 1 earns 20 % of each sale; nobody recruited the publisher, so stage 2 stays with the seller.
    const commissions = await t.deps.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.publisherId, publisher.id))
      .orderBy(affiliateCommissions.id);
    expect(commissions.map((c) => [c.orderId, c.stage, c.amount])).toEqual(
      sales.map((o) => [o.id, 1, Math.round(o.totalAmount * 0.2)]),
    );

    // The publisher area shows both commissions as transfers, pending inside the refund window.
    const token = (await signIn(t.app, publisher.email)).access_token;
    const transfers = await call(t.app, "GET", "/publish/transfers", { token });
    expect(transfers.status).toBe(200);
    expect(
      transfers.body.list.map((tr: { order_id: number; amount: number }) => [tr.order_id, tr.amount]),
    ).toEqual(
      commissions
        .slice()
        .reverse()
        .map((c) => [c.orderId, c.amount]),
    );
  });
});
