import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { cabinetClient, COMPLETE_PROFILE_WIRE, givenSeller } from "./support/catalog.ts";
import { teamMemberships } from "../src/identity/index.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

describe("the seller profile", () => {
  it("starts with the sign-up names and every other required field missing", async () => {
    const { api, user } = await seller();
    const res = await api.get("/cabinet/seller_profile");
    expect(res.body.seller_profile).toEqual({
      profile: { first_name: user.firstName, last_name: user.lastName },
      can_sell: false,
      payment_account_done: false,
      review_required: true,
      // snake_case on the wire, like every other route.
      missing_fields: ["business_type", "phone", "street", "zip", "city", "country_code", "vat_payer"],
      version: 0,
    });
  });

  it("saves in steps: can_sell exactly when nothing required is missing", async () => {
    const { api } = await seller();
    const partial = await api.put("/cabinet/seller_profile", {
      version: 0,
      profile: {
        first_name: " Erika ",
        last_name: "Mustermann",
        business_type: "entity",
        country_code: "AT",
        street: null,
      },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.seller_profile).toMatchObject({
      profile: { first_name: "Erika", last_name: "Mustermann", business_type: "entity", country_code: "AT" },
      can_sell: false,
      version: 1,
    });
    // A foreign entity also needs company and region.
    expect(partial.body.seller_profile.missing_fields).toEqual(
      expect.arrayContaining(["company", "region", "phone", "street", "zip", "city", "vat_payer"]),
    );
    const complete = await api.put("/cabinet/seller_profile", { version: 1, profile: COMPLETE_PROFILE_WIRE });
    expect(complete.body.seller_profile).toMatchObject({ can_sell: true, missing_fields: [], version: 2 });
    const emptied = await api.put("/cabinet/seller_profile", {
      version: 2,
      profile: { ...COMPLETE_PROFILE_WIRE, zip: "" },
    });
    expect(emptied.body.seller_profile).toMatchObject({ can_sell: false, missing_fields: ["zip"] });
  });

  it("refuses wrong values per field (in German) and stale versions", async () => {
    const { api } = await seller({ locale: "de" });
    const bad = await api.put(
      "/cabinet/seller_profile",
      {
        version: 0,
        profile: {
          ...COMPLETE_PROFILE_WIRE,
          phone: "12",
          country_code: "Deutschland",
          vat_payer: true,
          vat_no: "DE1",
        },
      },
      { locale: "de" },
    );
    expect(bad.status).toBe(400);
    const byParam = Object.fromEntries(
      bad.body.error.details.map((d: { param: string; message: string }) => [d.param, d.message]),
    );
    expect(byParam).toEqual({
      "profile.phone": "Bitte gib eine gültige Telefonnummer ein.",
      "profile.country_code": "Bitte wähle einen der angebotenen Werte.",
      "profile.vat_no": "Ungültige USt-IdNr.",
    });
    const unknown = await api.put("/cabinet/seller_profile", { version: 0, profile: { password: "x" } });
    expect(unknown.status).toBe(400);
    expect((await api.put("/cabinet/seller_profile", { version: 0, profile: {} })).status).toBe(200);
    const stale = await api.put("/cabinet/seller_profile", { version: 0, profile: {} });
    expect(stale.status).toBe(409);
  });

  it("is the selected seller's for a team member", async () => {
    const owner = await seller({ canSell: true });
    const member = await givenUser(t.deps, { profiles: ["sales_team_member"] });
    await t.deps.db
      .insert(teamMemberships)
      .values({ sellerId: owner.user.id, memberId: member.id, role: "sales_team_member" });
    const asMember = cabinetClient(t.app, (await signIn(t.app, member.email)).access_token, {
      "x-seller-id": String(owner.user.id),
    });
    expect((await asMember.get("/cabinet/seller_profile")).body.seller_profile).toMatchObject({
      can_sell: true,
    });
  });
});

describe("product categories", () => {
  it("answers a tree in order with depth and the products of each category", async () => {
    const { api } = await seller();
    const add = async (title: string, extra: Record<string, unknown> = {}) =>
      (await api.post("/cabinet/product_categories", { title, ...extra })).body.category;
    const courses = await add("Courses", { position: 2, color: "#ff0000" });
    const ebooks = await add("E-books", { position: 1 });
    const live = await add("Live", { parent_id: courses.id });
    const recorded = await add("Recorded", { parent_id: courses.id, position: -1 });
    expect(recorded).toBeUndefined();
    const deep = await add("Deep", { parent_id: live.id });
    const product = await api.create("course");
    await api.patch(`/cabinet/products/${product.id}/details`, { version: 1, category_ids: [live.id] });
    const tree = (await api.get("/cabinet/product_categories")).body.list;
    expect(tree.map((c: { title: string; depth: number }) => `${c.depth}:${c.title}`)).toEqual([
      "0:E-books",
      "0:Courses",
      "1:Live",
      "2:Deep",
    ]);
    expect(tree.find((c: { id: number }) => c.id === live.id)).toMatchObject({
      parent_id: courses.id,
      product_ids: [product.id],
    });
    expect(deep.depth).toBe(2);
    expect(ebooks.color).toBeNull();
  });

  it("never moves a category under itself or its subcategories, nor under a stranger's", async () => {
    const { api } = await seller();
    const other = await seller();
    const root = (await api.post("/cabinet/product_categories", { title: "Root" })).body.category;
    const child = (await api.post("/cabinet/product_categories", { title: "Child", parent_id: root.id })).body
      .category;
    const grandchild = (
      await api.post("/cabinet/product_categories", { title: "Grandchild", parent_id: child.id })
    ).body.category;
    for (const parent of [root.id, grandchild.id]) {
      const res = await api.patch(`/cabinet/product_categories/${root.id}`, { parent_id: parent });
      expect(res.body.error.details[0]).toMatchObject({ param: "parent_id", code: "category_cycle" });
    }
    const strangers = (await other.api.post("/cabinet/product_categories", { title: "Theirs" })).body
      .category;
    const foreignParent = await api.patch(`/cabinet/product_categories/${child.id}`, {
      parent_id: strangers.id,
    });
    expect(foreignParent.body.error.details[0]).toMatchObject({ param: "parent_id", code: "invalid_value" });
    expect(
      (await other.api.patch(`/cabinet/product_categories/${root.id}`, { title: "Mine now" })).status,
    ).toBe(404);
    expect((await other.api.del(`/cabinet/product_categories/${root.id}`)).status).toBe(404);
    const badColor = await api.patch(`/cabinet/product_categories/${child.id}`, { color: "red" });
    expect(badColor.body.error.details[0]).toMatchObject({ param: "color", code: "invalid_hex_color" });
    const moved = await api.patch(`/cabinet/product_categories/${grandchild.id}`, {
      parent_id: null,
      title: "Now root",
    });
    expect(moved.body.category).toMatchObject({ parent_id: null, depth: 0, title: "Now root" });
  });

  it("removing a category moves its subcategories up to its parent", async () => {
    const { api } = await seller();
    const root = (await api.post("/cabinet/product_categories", { title: "Root" })).body.category;
    const middle = (await api.post("/cabinet/product_categories", { title: "Middle", parent_id: root.id }))
      .body.category;
    const leaf = (await api.post("/cabinet/product_categories", { title: "Leaf", parent_id: middle.id })).body
      .category;
    expect((await api.del(`/cabinet/product_categories/${middle.id}`)).status).toBe(204);
    const tree = (await api.get("/cabinet/product_categories")).body.list;
    expect(tree.find((c: { id: number }) => c.id === leaf.id)).toMatchObject({
      parent_id: root.id,
      depth: 1,
    });
    expect(tree.map((c: { id: number }) => c.id)).not.toContain(middle.id);
  });
});
