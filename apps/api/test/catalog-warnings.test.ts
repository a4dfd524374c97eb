import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PRODUCT_NOT_READY_REASONS, PRODUCT_REVIEW_REASONS } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import {
  events,
  files,
  licenseKeys,
  productDigitals,
  productItems,
  products,
  ticketTypes,
} from "../src/catalog/index.ts";

let t: TestPlatform;
let power: { user: { id: number }; api: ReturnType<typeof cabinetClient> };
let plain: { user: { id: number }; api: ReturnType<typeof cabinetClient> };
let unregistered: { user: { id: number }; api: ReturnType<typeof cabinetClient> };

async function seller(opts: Parameters<typeof givenSeller>[2]) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { user: s.user, api: cabinetClient(t.app, s.token) };
}

beforeAll(async () => {
  t = await startTestPlatform();
  power = await seller({ canSell: true, powerSeller: true });
  plain = await seller({ canSell: true });
  unregistered = await seller({ canSell: false });
});
afterAll(() => t.close());

type Overrides = Partial<typeof products.$inferInsert>;

/** A published, reviewed, sellable product of the seller, then the given column changes. */
async function readyProduct(owner: typeof power, form: string, overrides: Overrides = {}) {
  const created = await owner.api.create(form);
  await owner.api.sellable(created.id, created.version);
  await t.deps.db
    .update(products)
    .set({ state: "published", reviewState: "reviewed", ...overrides })
    .where(eq(products.id, created.id));
  return created.id;
}

async function listed(owner: typeof power, id: number, query: Record<string, string> = {}) {
  const res = await owner.api.get("/cabinet/products", undefined, { query: { per: "500", ...query } });
  expect(res.status).toBe(200);
  return res.body.list.find((p: { id: number }) => p.id === id) as
    { warnings: string[]; not_ready_reasons: string[]; can_be_sold_via_shop: boolean } | undefined;
}

async function warningsOf(owner: typeof power, id: number, query: Record<string, string> = {}) {
  return (await listed(owner, id, query))!.warnings;
}

describe("product list warnings, each under its stated condition (spec core §4)", () => {
  it("a ready product has none and can be sold via the shop", async () => {
    const id = await readyProduct(power, "service");
    expect(await listed(power, id)).toMatchObject({
      warnings: [],
      not_ready_reasons: [],
      can_be_sold_via_shop: true,
    });
  });

  it("no active payment method: none offered (a free product needs none)", async () => {
    const id = await readyProduct(power, "service", { checkout: { payment_methods: [] } });
    expect(await warningsOf(power, id)).toEqual(["no_active_pay_method"]);
    const free = await readyProduct(power, "service", {
      checkout: { payment_methods: [] },
      free: true,
      reviewState: "free",
    });
    expect(await warningsOf(power, free)).toEqual([]);
  });

  it("no pricing plans: the product has no active one", async () => {
    const created = await power.api.create("service");
    const saved = await power.api.put(`/cabinet/products/${created.id}/checkout`, {
      version: 1,
      pricing_plans: [{ form: "one_time", prefs: { price: 100 }, active: false }],
      payment_methods: ["card"],
    });
    expect(saved.body.product.warnings).toContain("no_pricing_plans");
  });

  it("limit reached: sold plus reserved at or above the limit", async () => {
    const at = await readyProduct(power, "service", { limit: 5, soldCount: 3, reservedCount: 2 });
    expect(await warningsOf(power, at)).toEqual(["limit_reached"]);
    const below = await readyProduct(power, "service", { limit: 5, soldCount: 3, reservedCount: 1 });
    expect(await warningsOf(power, below)).toEqual([]);
  });

  it("limit reached: a license key pool with no key left and no generator format (sold out)", async () => {
    const empty = await readyProduct(power, "license_key");
    expect(await listed(power, empty)).toMatchObject({
      warnings: ["limit_reached"],
      is_sold_out: true,
      license_keys_available: 0,
    });
    const stocked = await readyProduct(power, "license_key");
    const keys = ["K-1", "K-2", "K-3", "K-4"].map((key) => ({ productId: stocked, key }));
    await t.deps.db.insert(licenseKeys).values(keys);
    // Keys a checkout holds or an order was given are not available.
    await t.deps.db.update(licenseKeys).set({ state: "reserved" }).where(eq(licenseKeys.key, "K-4"));
    expect(await listed(power, stocked)).toMatchObject({
      warnings: [],
      is_sold_out: false,
      license_keys_available: 3,
    });
    const generating = await readyProduct(power, "license_key", {
      typeSettings: { license_key_format: "K-{numeric:6}" },
    });
    expect(await listed(power, generating)).toMatchObject({ warnings: [], license_keys_available: 0 });
    const download = await readyProduct(power, "download");
    expect(await listed(power, download)).toMatchObject({ license_keys_available: 0 });
  });

  it("review warnings are shown to power sellers only", async () => {
    const cases: [Overrides, string[]][] = [
      [{ state: "in_review", reviewState: "in_review" }, ["on_review", "not_active"]],
      [{ state: "rejected", reviewState: "rejected" }, ["rejected", "not_active"]],
      [{ state: "admin_unpublished" }, ["not_valid", "not_active"]],
      [{ state: "unpublished", reviewState: "not_for_review" }, ["not_reviewed", "not_active"]],
    ];
    for (const [overrides, expected] of cases) {
      const mine = await readyProduct(power, "service", overrides);
      expect(await warningsOf(power, mine)).toEqual(expected);
      const theirs = await readyProduct(plain, "service", overrides);
      expect(await warningsOf(plain, theirs)).toEqual(["not_active"]);
      // The reasons themselves are the same for everyone.
      expect((await listed(plain, theirs))!.not_ready_reasons).toEqual(expected);
    }
  });

  it("not active: the product is unpublished", async () => {
    const id = await readyProduct(power, "service", { state: "unpublished" });
    expect(await warningsOf(power, id)).toEqual(["not_active"]);
  });

  it("no active events: an event product with zero active tickets", async () => {
    const id = await readyProduct(power, "event");
    expect(await warningsOf(power, id)).toEqual(["no_active_events"]);
    const [ended] = await t.deps.db
      .insert(events)
      .values({
        productId: id,
        name: "Past",
        startsAt: new Date("2020-01-01"),
        endsAt: new Date("2020-01-02"),
      })
      .returning();
    await t.deps.db.insert(ticketTypes).values({ eventId: ended!.id, name: "Old" });
    const [future] = await t.deps.db
      .insert(events)
      .values({
        productId: id,
        name: "Next",
        startsAt: new Date("2099-01-01"),
        endsAt: new Date("2099-01-02"),
      })
      .returning();
    await t.deps.db.insert(ticketTypes).values({ eventId: future!.id, name: "Off", active: false });
    expect(await warningsOf(power, id)).toEqual(["no_active_events"]);
    await t.deps.db.insert(ticketTypes).values({ eventId: future!.id, name: "On" });
    expect(await listed(power, id)).toMatchObject({ warnings: [] });
  });

  it("no digitals: a download without files", async () => {
    const id = await readyProduct(power, "download");
    expect(await warningsOf(power, id)).toEqual(["no_digitals"]);
    const [file] = await t.deps.db
      .insert(files)
      .values({
        sellerId: power.user.id,
        purpose: "digital",
        storageKey: `w-${id}`,
        filename: "a.zip",
        contentType: "application/zip",
        size: 1,
        sha256: "z",
      })
      .returning();
    await t.deps.db.insert(productDigitals).values({ productId: id, fileId: file!.id });
    expect(await warningsOf(power, id)).toEqual([]);
  });

  it("no products: a bundle or membership without included products", async () => {
    for (const form of ["bundle", "membership"]) {
      const id = await readyProduct(power, form);
      expect(await warningsOf(power, id)).toEqual(["no_products"]);
      const item = await readyProduct(power, "service");
      await t.deps.db.insert(productItems).values({ productId: id, itemId: item });
      expect(await warningsOf(power, id)).toEqual([]);
    }
  });

  it("finish registration: the seller cannot sell and the product is not free", async () => {
    const paid = await readyProduct(unregistered, "service");
    expect(await listed(unregistered, paid)).toMatchObject({
      warnings: ["finish_registration"],
      can_be_sold_via_shop: false,
    });
    const free = await readyProduct(unregistered, "service", { free: true, reviewState: "free" });
    expect(await listed(unregistered, free)).toMatchObject({ warnings: [], can_be_sold_via_shop: true });
  });

  it("archived and access password", async () => {
    const archived = await readyProduct(power, "service", { archived: true, state: "unpublished" });
    expect(await listed(power, archived)).toBeUndefined();
    expect(await warningsOf(power, archived, { archived: "true" })).toEqual(["not_active", "is_archived"]);
    const locked = await readyProduct(power, "service", { accessPassword: "secret" });
    expect(await listed(power, locked)).toMatchObject({
      warnings: ["has_access_password"],
      can_be_sold_via_shop: false,
    });
  });
});

describe("the warning filter", () => {
  it("selects exactly the products whose listed warnings contain it", async () => {
    // Earlier tests fixed theirs; keep one product of each content warning.
    await readyProduct(power, "event");
    await readyProduct(power, "download");
    await readyProduct(power, "bundle");
    await readyProduct(power, "service", { accessPassword: "kept" });
    for (const owner of [power, plain, unregistered]) {
      for (const archived of ["false", "true"]) {
        const all = await owner.api.get("/cabinet/products", undefined, { query: { per: "500", archived } });
        for (const warning of PRODUCT_NOT_READY_REASONS) {
          const expected = all.body.list
            .filter((p: { warnings: string[] }) => p.warnings.includes(warning))
            .map((p: { id: number }) => p.id)
            .sort();
          const filtered = await owner.api.get("/cabinet/products", undefined, {
            query: { per: "500", archived, warning },
          });
          const got = filtered.body.list.map((p: { id: number }) => p.id).sort();
          expect([warning, archived, got]).toEqual([warning, archived, expected]);
        }
      }
    }
    // The suite above created products with every warning somewhere.
    const seen = new Set<string>();
    for (const owner of [power, unregistered])
      for (const archived of ["false", "true"])
        for (const p of (
          await owner.api.get("/cabinet/products", undefined, { query: { per: "500", archived } })
        ).body.list)
          for (const w of p.warnings) seen.add(w);
    expect([...seen].sort()).toEqual([...PRODUCT_NOT_READY_REASONS].sort());
    expect(PRODUCT_REVIEW_REASONS.every((r) => seen.has(r))).toBe(true);
  });
});

describe("the list", () => {
  it("pages 30 by default, searches name, internal name and id, sorts and filters", async () => {
    const owner = await seller({ canSell: true });
    const ids: number[] = [];
    for (let i = 0; i < 32; i++)
      ids.push(
        (await owner.api.create(i % 2 ? "course" : "service", `Item ${String(i).padStart(2, "0")}`)).id,
      );
    const page1 = await owner.api.get("/cabinet/products");
    expect(page1.body.list).toHaveLength(30);
    expect(page1.body.total_count).toBe(32);
    const explicit = await owner.api.get("/cabinet/products", undefined, { query: { per: "30", page: "2" } });
    expect(explicit.body.list).toHaveLength(2);
    const byName = await owner.api.get("/cabinet/products", undefined, {
      query: { sort_key: "name", sort_dir: "asc", per: "10" },
    });
    expect(byName.body.list.map((p: { name: string }) => p.name).slice(0, 3)).toEqual([
      "Item 00",
      "Item 01",
      "Item 02",
    ]);
    const search = await owner.api.get("/cabinet/products", undefined, { query: { query: "item 1" } });
    expect(search.body.total_count).toBe(10);
    const byId = await owner.api.get("/cabinet/products", undefined, { query: { query: String(ids[5]) } });
    // An id also matches names containing its digits.
    expect(byId.body.list.map((p: { id: number }) => p.id)).toContain(ids[5]);
    const courses = await owner.api.get("/cabinet/products", undefined, { query: { form: "course" } });
    expect(courses.body.total_count).toBe(16);
    expect(page1.body.list[0]).not.toHaveProperty("description");
    expect(page1.body.list[0]).not.toHaveProperty("pricing_plans");
    const bad = await owner.api.get("/cabinet/products", undefined, {
      query: { per: "31", sort_key: "secret" },
    });
    expect(bad.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual(["per", "sort_key"]);
  });

  it("filters by category and state", async () => {
    const owner = await seller({ canSell: true });
    const cat = (await owner.api.post("/cabinet/product_categories", { title: "Tagged" })).body.category;
    const a = await owner.api.create("service", "In category");
    await owner.api.create("service", "Outside");
    await owner.api.patch(`/cabinet/products/${a.id}/details`, { version: 1, category_ids: [cat.id] });
    const inCat = await owner.api.get("/cabinet/products", undefined, {
      query: { category_id: String(cat.id) },
    });
    expect(inCat.body.list.map((p: { name: string }) => p.name)).toEqual(["In category"]);
    const published = await owner.api.get("/cabinet/products", undefined, { query: { state: "published" } });
    expect(published.body.total_count).toBe(0);
  });
});
