import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { cabinetClient, COMPLETE_PROFILE_WIRE, givenSeller } from "./support/catalog.ts";
import { productReviews } from "../src/catalog/index.ts";

let t: TestPlatform;
let managerId: number;
let manager: string;
beforeAll(async () => {
  t = await startTestPlatform();
  const m = await givenUser(t.deps, { profiles: ["manager"] });
  managerId = m.id;
  manager = (await signIn(t.app, m.email)).access_token;
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

/** A paid service with a plan and a payment method, at its version after that. */
async function sellableProduct(api: ReturnType<typeof cabinetClient>, name = "Paid service") {
  const created = await api.create("service", name);
  return api.sellable(created.id, created.version);
}

const admin = (method: "GET" | "POST", path: string, body?: unknown, query?: Record<string, string>) =>
  call(t.app, method, path, { token: manager, body, query });

async function reviewLog(productId: number) {
  const rows = await t.deps.db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(asc(productReviews.id));
  return rows.map((r) => ({ decision: r.decision, reason: r.reason, managerId: r.managerId }));
}

describe("publishing without review", () => {
  it("publishes, unpublishes, archives and unarchives through the transition table", async () => {
    const { api } = await seller({ canSell: true, reviewRequired: false });
    const p = await sellableProduct(api);
    const published = await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version });
    expect(published.body.product).toMatchObject({
      state: "published",
      review_state: "not_for_review",
      warnings: [],
    });
    expect(published.body.product.can_be_sold_via_shop).toBe(true);
    const live = published.body.product.version;
    const archiveLive = await api.post(`/cabinet/products/${p.id}/archive`, { version: live });
    expect(archiveLive.body.error.details[0]).toMatchObject({ param: "state", code: "invalid_transition" });
    const unpublished = await api.post(`/cabinet/products/${p.id}/unpublish`, { version: live });
    expect(unpublished.body.product.state).toBe("unpublished");
    const archived = await api.post(`/cabinet/products/${p.id}/archive`, { version: live + 1 });
    expect(archived.body.product).toMatchObject({ archived: true, state: "unpublished" });
    const list = await api.get("/cabinet/products");
    expect(list.body.list.map((x: { id: number }) => x.id)).not.toContain(p.id);
    const publishArchived = await api.post(`/cabinet/products/${p.id}/publish`, { version: live + 2 });
    expect(publishArchived.body.error.details[0]).toMatchObject({ param: "state", code: "product_archived" });
    const back = await api.post(`/cabinet/products/${p.id}/unarchive`, { version: live + 2 });
    expect(back.body.product).toMatchObject({ archived: false, state: "unpublished" });
    expect(await reviewLog(p.id)).toEqual([]);
  });

  it("publishes a free product directly even for a reviewed seller", async () => {
    const { api } = await seller({ canSell: false });
    const created = await api.create("service", "Free gift");
    const free = await api.patch(`/cabinet/products/${created.id}/details`, { version: 1, free: true });
    const planned = await api.sellable(created.id, free.body.product.version, {
      pricing_plans: [{ form: "one_time", prefs: { price: 0 } }],
      payment_methods: [],
    });
    const res = await api.post(`/cabinet/products/${created.id}/publish`, { version: planned.version });
    expect(res.body.product).toMatchObject({
      state: "published",
      review_state: "free",
      can_be_sold_via_shop: true,
    });
  });

  it("refuses publishing a product with nothing to sell, naming each reason and its step", async () => {
    const { api } = await seller({ canSell: true, reviewRequired: false, locale: "de" });
    const p = await api.create("download");
    // A new product has the seller's methods ticked; this seller unticked them all.
    const unticked = await api.put(`/cabinet/products/${p.id}/checkout`, {
      version: 1,
      pricing_plans: [],
      payment_methods: [],
    });
    expect(unticked.status).toBe(200);
    const res = await api.post(`/cabinet/products/${p.id}/publish`, { version: 2 }, { locale: "de" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "INVALID_INPUT", param: "checkout" });
    expect(res.body.error.details).toEqual([
      { param: "checkout", code: "no_active_pay_method", message: "Keine Zahlungsart ist aktiv." },
      { param: "checkout", code: "no_pricing_plans", message: "Das Produkt hat keine Zahlungspläne." },
      { param: "file_upload", code: "no_digitals", message: "Es wurden keine Dateien hochgeladen." },
    ]);
    expect((await api.get(`/cabinet/products/${p.id}`)).body.product).toMatchObject({
      state: "unpublished",
      version: 2,
    });
  });

  it("refuses an action the state does not allow, in the request's language", async () => {
    const { api } = await seller({ canSell: true });
    const p = await api.create("service");
    const res = await api.post(`/cabinet/products/${p.id}/unpublish`, { version: 1 }, { locale: "de" });
    expect(res.body.error.details[0]).toEqual({
      param: "state",
      code: "invalid_transition",
      message: "Das ist im aktuellen Zustand des Produkts nicht möglich.",
    });
    const stale = await api.post(`/cabinet/products/${p.id}/archive`, { version: 7 });
    expect(stale.status).toBe(409);
  });
});

describe("publishing with review", () => {
  it("moves a paid product into review; a manager approves it and it goes live", async () => {
    const { api, user } = await seller({ canSell: true, powerSeller: true });
    const p = await sellableProduct(api, "Needs a look");
    const submitted = await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version });
    expect(submitted.body.product).toMatchObject({ state: "in_review", review_state: "in_review" });
    expect(submitted.body.product.warnings).toEqual(["on_review", "not_active"]);

    const queue = await admin("GET", "/admin/product_reviews", undefined, { seller_id: String(user.id) });
    expect(queue.status).toBe(200);
    expect(queue.body.list).toHaveLength(1);
    expect(queue.body.list[0]).toMatchObject({
      product: { id: p.id, name: "Needs a look", state: "in_review" },
      seller: { id: user.id, username: user.username, power_seller: true },
    });

    const approved = await admin("POST", `/admin/product_reviews/${p.id}/approve`);
    expect(approved.body.product).toMatchObject({
      state: "published",
      review_state: "reviewed",
      review_reason: null,
    });
    const mine = (await api.get(`/cabinet/products/${p.id}`)).body.product;
    expect(mine).toMatchObject({ state: "published", warnings: [], can_be_sold_via_shop: true });
    // The decision moved the version on: an editor open on the old one is told to reload.
    expect(mine.version).toBe(submitted.body.product.version + 1);
    expect(await reviewLog(p.id)).toEqual([
      { decision: "submitted", reason: null, managerId: null },
      { decision: "approved", reason: null, managerId },
    ]);
    const again = await admin("POST", `/admin/product_reviews/${p.id}/approve`);
    expect(again.body.error.details[0].code).toBe("invalid_transition");
    // Once reviewed, unpublishing and publishing again needs no new review.
    const off = await api.post(`/cabinet/products/${p.id}/unpublish`, { version: mine.version });
    const on = await api.post(`/cabinet/products/${p.id}/publish`, { version: off.body.product.version });
    expect(on.body.product.state).toBe("published");
  });

  it("a rejection tells the seller why; publishing again asks for another review", async () => {
    const { api } = await seller({ canSell: true, powerSeller: true });
    const p = await sellableProduct(api);
    await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version });
    const noReason = await admin("POST", `/admin/product_reviews/${p.id}/reject`, { reason: "x" });
    expect(noReason.body.error.details[0]).toMatchObject({ param: "reason", code: "too_short" });
    const rejected = await admin("POST", `/admin/product_reviews/${p.id}/reject`, {
      reason: "Images are missing",
    });
    expect(rejected.body.product).toMatchObject({ state: "rejected", review_state: "rejected" });

    const seen = (await api.get(`/cabinet/products/${p.id}`)).body.product;
    expect(seen).toMatchObject({
      state: "rejected",
      review_state: "rejected",
      review_reason: "Images are missing",
    });
    expect(seen.warnings).toEqual(["rejected", "not_active"]);
    const listed = await api.get("/cabinet/products", undefined, { query: { warning: "rejected" } });
    expect(listed.body.list.map((x: { id: number }) => x.id)).toEqual([p.id]);

    const resubmitted = await api.post(`/cabinet/products/${p.id}/publish`, { version: seen.version });
    expect(resubmitted.body.product).toMatchObject({
      state: "in_review",
      review_state: "in_review",
      review_reason: null,
    });
    expect((await reviewLog(p.id)).map((r) => r.decision)).toEqual(["submitted", "rejected", "submitted"]);
    // Withdrawing from review revokes the request.
    const withdrawn = await api.post(`/cabinet/products/${p.id}/unpublish`, {
      version: resubmitted.body.product.version,
    });
    expect(withdrawn.body.product).toMatchObject({ state: "revoked", review_state: "not_for_review" });
  });

  it("a manager may take a published product down; only another review brings it back", async () => {
    const { api } = await seller({ canSell: true, reviewRequired: false, powerSeller: true });
    const p = await sellableProduct(api);
    const live = (await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version })).body.product;
    const down = await admin("POST", `/admin/product_reviews/${p.id}/unpublish`, {
      reason: "Reported as misleading",
    });
    expect(down.body.product).toMatchObject({
      state: "admin_unpublished",
      review_reason: "Reported as misleading",
    });
    const seen = (await api.get(`/cabinet/products/${p.id}`)).body.product;
    expect(seen.warnings).toEqual(["not_valid", "not_active"]);
    expect(seen.version).toBe(live.version + 1);
    const republish = await api.post(`/cabinet/products/${p.id}/publish`, { version: seen.version });
    expect(republish.body.product).toMatchObject({ state: "in_review", review_state: "in_review" });
    expect((await reviewLog(p.id)).map((r) => r.decision)).toEqual(["unpublished", "submitted"]);
  });

  it("keeps the review area to managers", async () => {
    const { token } = await seller();
    expect((await call(t.app, "GET", "/admin/product_reviews", { token })).status).toBe(403);
    expect((await admin("POST", "/admin/product_reviews/999999/approve")).status).toBe(404);
  });
});

describe("publishing before the registration is complete", () => {
  it("waits in publish_pending and goes on to review once the profile is complete", async () => {
    const { api } = await seller({ canSell: false, powerSeller: true });
    const p = await sellableProduct(api);
    const pending = await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version });
    expect(pending.body.product).toMatchObject({
      state: "publish_pending",
      warnings: expect.arrayContaining(["finish_registration"]),
    });

    const profile = await api.get("/cabinet/seller_profile");
    expect(profile.body.seller_profile).toMatchObject({ can_sell: false, version: 1 });
    const saved = await api.put("/cabinet/seller_profile", { version: 1, profile: COMPLETE_PROFILE_WIRE });
    expect(saved.body.seller_profile).toMatchObject({ can_sell: true, missing_fields: [], version: 2 });

    const released = (await api.get(`/cabinet/products/${p.id}`)).body.product;
    expect(released).toMatchObject({ state: "in_review", review_state: "in_review" });
    expect(released.warnings).not.toContain("finish_registration");
  });
});
