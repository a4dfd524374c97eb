import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { itemLeadingBack } from "../src/catalog/items/cycle.ts";

let t: TestPlatform;
let token: string;
let sellerId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenUser(t.deps, { profiles: ["seller"] });
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

async function setItems(productId: number, version: number, itemIds: number[]) {
  return call(t.app, "PUT", `/cabinet/products/${productId}/items`, {
    token,
    body: { version, item_ids: itemIds },
  });
}

describe("included products of bundles and memberships", () => {
  it("sets, reorders and removes the included products", async () => {
    const bundle = await givenProduct(t.deps, sellerId, "bundle");
    const a = await givenProduct(t.deps, sellerId, "download");
    const b = await givenProduct(t.deps, sellerId, "course");
    const c = await givenProduct(t.deps, sellerId, "service");
    const set = await setItems(bundle.id, bundle.version, [a.id, b.id, c.id]);
    expect(set.status).toBe(200);
    expect(set.body.list.map((p: { id: number }) => p.id)).toEqual([a.id, b.id, c.id]);
    expect(set.body.list[0]).toMatchObject({
      name: a.name,
      form: "download",
      state: "unpublished",
      position: 0,
    });
    const reordered = await setItems(bundle.id, set.body.product_version, [c.id, a.id]);
    expect(reordered.body.list.map((p: { id: number }) => p.id)).toEqual([c.id, a.id]);
    const listed = await call(t.app, "GET", `/cabinet/products/${bundle.id}/items`, { token });
    expect(listed.body).toEqual(reordered.body);
    const emptied = await setItems(bundle.id, reordered.body.product_version, []);
    expect(emptied.body.list).toEqual([]);
  });

  it("refuses the product itself, a repeated item, another seller's product", async () => {
    const membership = await givenProduct(t.deps, sellerId, "membership");
    const a = await givenProduct(t.deps, sellerId, "download");
    const self = await setItems(membership.id, membership.version, [a.id, membership.id]);
    expect(self.body.error.details[0]).toMatchObject({ param: "item_ids.1", code: "product_item_self" });
    const twice = await setItems(membership.id, membership.version, [a.id, a.id]);
    expect(twice.body.error.details[0]).toMatchObject({
      param: "item_ids.1",
      code: "product_item_duplicate",
    });
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const foreign = await givenProduct(t.deps, other.id, "download");
    const notOwn = await setItems(membership.id, membership.version, [foreign.id]);
    expect(notOwn.body.error.details[0]).toMatchObject({ param: "item_ids.0", code: "unknown_product" });
  });

  it("refuses a bundle inside a bundle that contains the parent (no cycles)", async () => {
    const outer = await givenProduct(t.deps, sellerId, "bundle");
    const middle = await givenProduct(t.deps, sellerId, "bundle");
    const inner = await givenProduct(t.deps, sellerId, "membership");
    const leaf = await givenProduct(t.deps, sellerId, "download");
    expect((await setItems(outer.id, outer.version, [middle.id, leaf.id])).status).toBe(200);
    expect((await setItems(middle.id, middle.version, [inner.id])).status).toBe(200);
    // inner -> outer would close outer -> middle -> inner -> outer.
    const cycle = await setItems(inner.id, inner.version, [leaf.id, outer.id]);
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0]).toMatchObject({ param: "item_ids.1", code: "product_item_cycle" });
    // A shared leaf is no cycle.
    expect((await setItems(inner.id, inner.version, [leaf.id])).status).toBe(200);
  });

  it("answers 409 to a stale version and 404 to other product types", async () => {
    const bundle = await givenProduct(t.deps, sellerId, "bundle");
    const a = await givenProduct(t.deps, sellerId, "download");
    expect((await setItems(bundle.id, bundle.version, [a.id])).status).toBe(200);
    const stale = await setItems(bundle.id, bundle.version, []);
    expect(stale.status).toBe(409);
    expect(
      (await call(t.app, "GET", `/cabinet/products/${bundle.id}/items`, { token })).body.list,
    ).toHaveLength(1);
    expect((await setItems(a.id, a.version, [])).status).toBe(404);
  });

  it("finds cycles through any depth and stops on a damaged graph", () => {
    const graph = new Map([
      [1, [2]],
      [2, [3, 4]],
      [3, [1]],
      [5, [5]],
    ]);
    expect(itemLeadingBack(graph, 1, [4, 2])).toBe(2);
    expect(itemLeadingBack(graph, 9, [5, 2])).toBeUndefined();
  });
});
