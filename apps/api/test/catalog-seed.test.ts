import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICING_PLAN_TYPES, PRODUCT_TYPES } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { cabinetClient } from "./support/catalog.ts";
import { seedCatalog } from "../src/seed/catalog.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("the demo catalog", () => {
  it("gives the seller one published product of each type, plans of every type, categories and settings", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const ids = await seedCatalog(t.deps, seller.id);
    expect(Object.keys(ids).sort()).toEqual([...PRODUCT_TYPES].sort());
    const api = cabinetClient(t.app, (await signIn(t.app, seller.email)).access_token);

    expect((await api.get("/cabinet/seller_profile")).body.seller_profile).toMatchObject({
      can_sell: true,
      missing_fields: [],
    });
    const full = await Promise.all(
      Object.values(ids).map(async (id) => (await api.get(`/cabinet/products/${id}`)).body.product),
    );
    for (const p of full) {
      expect(p).toMatchObject({ state: "published", review_state: "reviewed", last_step: p.steps.length });
      expect(p.category_ids.length).toBeGreaterThan(0);
      expect(p.description).toMatch(/^<(h2|p)>/);
    }
    const planTypes = new Set(full.flatMap((p) => p.pricing_plans.map((pl: { form: string }) => pl.form)));
    expect([...planTypes].sort()).toEqual([...PRICING_PLAN_TYPES].sort());
    const trial = full
      .flatMap((p) => p.pricing_plans)
      .find((pl: { form: string }) => pl.form === "subscription");
    expect(trial.prefs.trial_days).toBe(14);
    const installment = full
      .flatMap((p) => p.pricing_plans)
      .find((pl: { form: string }) => pl.form === "installment");
    expect(installment.prefs.payments_count).toBe(3);
    expect(full.some((p) => p.delivery.email === "custom")).toBe(true);
    expect(full.some((p) => p.pages.success === "url")).toBe(true);
    expect(full.some((p) => p.tracking_codes.length > 0)).toBe(true);

    // Types whose content comes from the other seeds still say what they lack; the rest are sellable.
    const list = (await api.get("/cabinet/products")).body.list as { form: string; warnings: string[] }[];
    const warnings = Object.fromEntries(list.map((p) => [p.form, p.warnings]));
    expect(warnings).toMatchObject({
      course: [],
      service: [],
      certificate: [],
      // The key pool is filled by the content seed: an empty pool is sold out.
      license_key: ["limit_reached"],
      download: ["no_digitals"],
      event: ["no_active_events"],
      bundle: ["no_products"],
      membership: ["no_products"],
    });
    const tree = (await api.get("/cabinet/product_categories")).body.list;
    expect(tree.map((c: { title: string }) => c.title)).toContain("Live sessions");
  });
});
