import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { seedCourseContent, seedEventContent } from "../src/seed/catalog-content.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { teamMemberships } from "../src/identity/index.ts";
import {
  courseModules,
  events,
  files,
  lessons,
  licenseKeys,
  pricingPlans,
  productDigitals,
  productItems,
  products,
  ticketTypes,
} from "../src/catalog/index.ts";
import { PRODUCT_EDIT_STEPS } from "@sellwerk/domain";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

describe("creating and reading products", () => {
  it("creates every type with its steps, unpublished, slug from the name", async () => {
    const { api } = await seller();
    for (const form of Object.keys(PRODUCT_EDIT_STEPS)) {
      const product = await api.create(form, `Mein Über-Produkt ${form}`);
      expect(product).toMatchObject({
        form,
        state: "unpublished",
        review_state: "not_for_review",
        steps: PRODUCT_EDIT_STEPS[form as keyof typeof PRODUCT_EDIT_STEPS],
        last_step: 1,
        version: 1,
        currency: "eur",
        display_price: null,
        // The methods the seller can take are ticked (no bank details yet: no bank transfer).
        checkout: { payment_methods: expect.arrayContaining(["card"]), layout: "default", order_bumps: [] },
        delivery: { email: "standard", custom: {} },
        pages: { success: "default" },
      });
      expect(product.slug).toBe(`mein-ueber-produkt-${form.replace("_", "-")}`);
    }
  });

  it("keeps slugs unique per seller: -2, -3, and other sellers may reuse them", async () => {
    const a = await seller();
    const b = await seller();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await a.api.create("service", "Coaching Call")).slug);
    expect(slugs).toEqual(["coaching-call", "coaching-call-2", "coaching-call-3"]);
    expect((await b.api.create("service", "Coaching Call")).slug).toBe("coaching-call");
    // Concurrent creates race for the same slug and still all succeed.
    const racing = await Promise.all(Array.from({ length: 4 }, () => b.api.create("service", "Race")));
    expect(new Set(racing.map((p) => p.slug)).size).toBe(4);
  });

  it("answers another seller's product as not found, for reads and writes", async () => {
    const a = await seller();
    const b = await seller();
    const product = await a.api.create("service");
    for (const res of [
      await b.api.get(`/cabinet/products/${product.id}`),
      await b.api.get(`/cabinet/products/${product.id}/preview`),
      await b.api.patch(`/cabinet/products/${product.id}/details`, { version: 1, name: "Stolen" }),
      await b.api.post(`/cabinet/products/${product.id}/duplicate`),
      await b.api.post(`/cabinet/products/${product.id}/publish`, { version: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect((await a.api.get(`/cabinet/products/${product.id}`)).body.product.name).toBe("service product");
  });

  it("lets a team member act on the selected seller's products via X-Seller-Id", async () => {
    const owner = await seller();
    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: owner.user.id, memberId: member.id, role: "team_member" });
    const session = await signIn(t.app, member.email);
    const asMember = cabinetClient(t.app, session.access_token, { "x-seller-id": String(owner.user.id) });
    const created = await asMember.create("download", "Team made");
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.sellerId).toBe(owner.user.id);
    const list = await owner.api.get("/cabinet/products");
    expect(list.body.list.map((p: { id: number }) => p.id)).toContain(created.id);
    const stranger = await seller();
    const elsewhere = cabinetClient(t.app, session.access_token, { "x-seller-id": String(stranger.user.id) });
    expect((await elsewhere.get("/cabinet/products")).status).toBe(404);
  });

  it("previews what the buyer page shows, with the seller", async () => {
    const { api, user } = await seller();
    const product = await api.create("course", "Preview me");
    const res = await api.get(`/cabinet/products/${product.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.body.product.name).toBe("Preview me");
    expect(res.body.seller).toEqual({ username: user.username, name: `${user.firstName} ${user.lastName}` });
    expect(res.body.product.course_modules).toEqual([]);
    // The real buyer page in preview mode: shown although unpublished, framable by the cabinet only.
    const page = await t.app.inject({ method: "GET", url: res.body.page_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Preview me");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    const forged = await t.app.inject({
      method: "GET",
      url: res.body.page_url.replace(/preview=.*/, "preview=forged"),
    });
    expect(forged.statusCode).toBe(404);
    const plain = await t.app.inject({ method: "GET", url: res.body.page_url.replace(/\?preview=.*/, "") });
    expect(plain.statusCode).toBe(404);
  });

  it("previews a course with its modules and lessons and an event with its dates and tickets", async () => {
    const { api } = await seller();
    const course = await api.create("course", "Course preview");
    await seedCourseContent(t.deps.db, course.id);
    const coursePreview = (await api.get(`/cabinet/products/${course.id}/preview`)).body.product;
    expect(coursePreview.course_modules.length).toBeGreaterThan(0);
    expect(coursePreview.course_modules[0].lessons.length).toBeGreaterThan(0);
    const event = await api.create("event", "Event preview");
    await seedEventContent(t.deps.db, event.id, t.clock.now());
    const eventPreview = (await api.get(`/cabinet/products/${event.id}/preview`)).body.product;
    expect(eventPreview.events[0]).toMatchObject({
      starts_at: expect.any(String),
      ends_at: expect.any(String),
    });
    expect(eventPreview.events[0].ticket_types.length).toBeGreaterThan(0);
  });
});

describe("the details step", () => {
  it("saves fields, sanitises the description and bumps the version", async () => {
    const { api } = await seller();
    const product = await api.create("service");
    const res = await api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      name: "Renamed",
      slug: "renamed-slug",
      description:
        '<h2>Title</h2><p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a> <a href="https://example.com">ok</a> <img src=x onerror=alert(1)></p>' +
        "<ul><li>one</li></ul>",
      short_description: "Short",
      internal_name: "INT-1",
      cost_center: "CC-9",
      content_language: "de",
      free: true,
    });
    expect(res.status).toBe(200);
    const p = res.body.product;
    expect(p).toMatchObject({
      name: "Renamed",
      slug: "renamed-slug",
      short_description: "Short",
      internal_name: "INT-1",
      cost_center: "CC-9",
      content_language: "de",
      free: true,
      version: 2,
    });
    expect(p.description).toContain("<h2>Title</h2>");
    expect(p.description).toContain("<strong>there</strong>");
    expect(p.description).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(p.description).toContain("<ul><li>one</li></ul>");
    for (const bad of ["script", "onclick", "javascript:", "onerror", "<img"])
      expect(p.description).not.toContain(bad);
  });

  it("refuses a slug another product of the seller uses, and a malformed one", async () => {
    const { api } = await seller();
    const a = await api.create("service", "Alpha");
    const b = await api.create("service", "Beta");
    const taken = await api.patch(`/cabinet/products/${b.id}/details`, { version: 1, slug: a.slug });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({
      code: "INVALID_INPUT",
      param: "slug",
      details: [{ code: "already_exists" }],
    });
    const bad = await api.patch(`/cabinet/products/${b.id}/details`, { version: 1, slug: "Not A Slug" });
    expect(bad.body.error.details[0]).toMatchObject({ param: "slug", code: "invalid_slug" });
    // Nothing changed, not even the version.
    expect((await api.get(`/cabinet/products/${b.id}`)).body.product).toMatchObject({
      slug: "beta",
      version: 1,
    });
  });

  it("names bad input per field in German", async () => {
    const { api } = await seller({ locale: "de" });
    const product = await api.create("service");
    const res = await api.patch(
      `/cabinet/products/${product.id}/details`,
      { version: 1, name: "", short_description: "x".repeat(301), content_language: "xx" },
      { locale: "de" },
    );
    expect(res.status).toBe(400);
    const byParam = Object.fromEntries(
      res.body.error.details.map((d: { param: string; message: string }) => [d.param, d.message]),
    );
    expect(byParam).toEqual({
      name: "Dieses Feld ist erforderlich.",
      short_description: "Zu lang: höchstens 300 Zeichen.",
      content_language: "Bitte wähle einen der angebotenen Werte.",
    });
  });

  it("links own categories and images only", async () => {
    const a = await seller();
    const b = await seller();
    const product = await a.api.create("service");
    const cat = (await a.api.post("/cabinet/product_categories", { title: "Courses" })).body.category;
    const foreignCat = (await b.api.post("/cabinet/product_categories", { title: "Other" })).body.category;
    const foreign = await a.api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      category_ids: [cat.id, foreignCat.id],
    });
    expect(foreign.body.error.details[0]).toMatchObject({ param: "category_ids.1", code: "invalid_value" });
    const [digital] = await t.deps.db
      .insert(files)
      .values({
        sellerId: a.user.id,
        purpose: "digital",
        storageKey: `k-${Date.now()}`,
        filename: "a.pdf",
        contentType: "application/pdf",
        size: 1,
        sha256: "x",
      })
      .returning();
    const wrongKind = await a.api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      cover_file_id: digital!.id,
    });
    expect(wrongKind.body.error.details[0]).toMatchObject({
      param: "cover_file_id",
      code: "file_type_mismatch",
    });
    const ok = await a.api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      category_ids: [cat.id],
    });
    expect(ok.body.product.category_ids).toEqual([cat.id]);
  });
});

describe("two editors saving the same product", () => {
  it("tells the second one (409) and overwrites nothing", async () => {
    const { api } = await seller();
    const product = await api.create("service", "Original");
    const first = await api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      name: "First editor",
    });
    expect(first.status).toBe(200);
    const second = await api.patch(`/cabinet/products/${product.id}/details`, {
      version: 1,
      name: "Second editor",
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("CONFLICT");
    const stale = await api.put(`/cabinet/products/${product.id}/checkout`, {
      version: 1,
      pricing_plans: [{ form: "one_time", prefs: { price: 100 } }],
      payment_methods: ["card"],
    });
    expect(stale.status).toBe(409);
    const now = (await api.get(`/cabinet/products/${product.id}`)).body.product;
    expect(now).toMatchObject({ name: "First editor", version: 2, pricing_plans: [] });
  });

  it("lets exactly one of two simultaneous saves win", async () => {
    const { api } = await seller();
    const product = await api.create("service");
    const results = await Promise.all(
      ["A", "B"].map((name) => api.patch(`/cabinet/products/${product.id}/details`, { version: 1, name })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.product.name;
    expect((await api.get(`/cabinet/products/${product.id}`)).body.product).toMatchObject({
      name: winner,
      version: 2,
    });
  });
});

describe("the resume point", () => {
  it("records the furthest step within the type's steps", async () => {
    const { api } = await seller();
    const product = await api.create("service");
    const four = await api.post(`/cabinet/products/${product.id}/step`, { version: 1, step: 4 });
    expect(four.body.product.last_step).toBe(4);
    const back = await api.post(`/cabinet/products/${product.id}/step`, { version: 2, step: 2 });
    expect(back.body.product.last_step).toBe(4);
    const beyond = await api.post(`/cabinet/products/${product.id}/step`, { version: 3, step: 7 });
    expect(beyond.body.error.details[0]).toMatchObject({ param: "step", code: "too_high" });
  });
});

describe("duplicate", () => {
  it("deep-copies plans, categories, files, course, events, items and settings, never the key pool", async () => {
    const { api, user } = await seller();
    const source = await api.create("license_key", "Keys & more");
    const other = await api.create("service", "Included");
    const cat = (await api.post("/cabinet/product_categories", { title: "Cat" })).body.category;
    let v = (
      await api.patch(`/cabinet/products/${source.id}/details`, { version: 1, category_ids: [cat.id] })
    ).body.product.version;
    v = (
      await api.sellable(source.id, v, {
        discount: { active: true, value: 10, value_form: "percents", limit: 5 },
      })
    ).version;
    await api.put(`/cabinet/products/${source.id}/advanced`, {
      version: v,
      tracking_codes: [{ kind: "ga4", code_id: "G-ABC123", events: ["success"] }],
    });
    const db = t.deps.db;
    const [file] = await db
      .insert(files)
      .values({
        sellerId: user.id,
        purpose: "digital",
        storageKey: `dup-${Date.now()}`,
        filename: "f.zip",
        contentType: "application/zip",
        size: 5,
        sha256: "y",
      })
      .returning();
    await db.insert(productDigitals).values({ productId: source.id, fileId: file!.id, position: 0 });
    await db.insert(productItems).values({ productId: source.id, itemId: other.id });
    await db.insert(licenseKeys).values([
      { productId: source.id, key: "AAA-1" },
      { productId: source.id, key: "AAA-2" },
    ]);
    const [mod] = await db
      .insert(courseModules)
      .values({ productId: source.id, title: "Module" })
      .returning();
    await db.insert(lessons).values({ moduleId: mod!.id, productId: source.id, title: "Lesson 1" });
    const [ev] = await db
      .insert(events)
      .values({
        productId: source.id,
        name: "Live",
        startsAt: new Date("2030-01-01"),
        endsAt: new Date("2030-01-02"),
      })
      .returning();
    await db
      .insert(ticketTypes)
      .values({ eventId: ev!.id, name: "VIP", price: 100, quota: 10, soldCount: 4, reservedCount: 1 });
    await db
      .update(products)
      .set({
        soldCount: 3,
        state: "published",
        reviewState: "reviewed",
        design: { color: "#fff" },
        typeSettings: { format: "{numeric:4}" },
      })
      .where(eq(products.id, source.id));

    const res = await api.post(`/cabinet/products/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = res.body.product;
    expect(copy).toMatchObject({
      name: "Keys & more (copy)",
      slug: "keys-more-copy",
      state: "unpublished",
      review_state: "not_for_review",
      sold_count: 0,
      version: 1,
      category_ids: [cat.id],
      has_digitals: true,
      product_addons_count: 1,
      license_keys_available: 0,
      design: { color: "#fff" },
      type_settings: { format: "{numeric:4}" },
      discount: { active: true, value: 10, orders_count: 0 },
      tracking_codes: [{ kind: "ga4", code_id: "G-ABC123" }],
    });
    expect(copy.pricing_plans).toHaveLength(1);
    expect(copy.pricing_plans[0].id).not.toBe(
      (await api.get(`/cabinet/products/${source.id}`)).body.product.pricing_plans[0].id,
    );
    const copiedLessons = await db.select().from(lessons).where(eq(lessons.productId, copy.id));
    expect(copiedLessons.map((l) => l.title)).toEqual(["Lesson 1"]);
    expect(copiedLessons[0]!.moduleId).not.toBe(mod!.id);
    const copiedEvents = await db.select().from(events).where(eq(events.productId, copy.id));
    const copiedTickets = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, copiedEvents[0]!.id));
    expect(copiedTickets).toMatchObject([{ name: "VIP", quota: 10, soldCount: 0, reservedCount: 0 }]);
    const copiedDigitals = await db
      .select()
      .from(productDigitals)
      .where(eq(productDigitals.productId, copy.id));
    expect(copiedDigitals.map((d) => d.fileId)).toEqual([file!.id]);
    expect(await db.select().from(licenseKeys).where(eq(licenseKeys.productId, copy.id))).toEqual([]);
    expect(await db.select().from(pricingPlans).where(eq(pricingPlans.productId, source.id))).toHaveLength(1);
    // A second copy gets its own slug.
    expect((await api.post(`/cabinet/products/${source.id}/duplicate`)).body.product.slug).toBe(
      "keys-more-copy-2",
    );
  });
});
