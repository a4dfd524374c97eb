import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { licenseKeyMatchesFormat } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { licenseKeys, products } from "../src/catalog/index.ts";

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

/** A license-key product and calls that always name its current version. */
async function givenKeyProduct() {
  const product = await givenProduct(t.deps, sellerId, "license_key");
  let version = product.version;
  const path = `/cabinet/products/${product.id}/license_keys`;
  const track = <T extends { body: { product_version?: number } }>(res: T) => {
    if (res.body?.product_version) version = res.body.product_version;
    return res;
  };
  return {
    product,
    path,
    version: () => version,
    add: async (body: Record<string, unknown>, locale?: string) =>
      track(await call(t.app, "POST", path, { token, locale, body: { version, ...body } })),
    list: async (query: Record<string, string> = {}) =>
      (await call(t.app, "GET", path, { token, query })).body,
    remove: async (ids: number[]) =>
      track(
        await call(t.app, "DELETE", path, { token, body: { ids }, headers: { "if-match": String(version) } }),
      ),
  };
}

describe("the key pool", () => {
  it("never stores a key twice: repeated in one paste, or pasted again later", async () => {
    const p = await givenKeyProduct();
    const first = await p.add({ keys: [" AAA-111 ", "BBB-222", "", "AAA-111", "   ", "CCC-333"] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      added: 3,
      duplicates: 1,
      duplicate_keys: ["AAA-111"],
      available: 3,
      stock: { available: 3, reserved: 0, assigned: 0 },
    });
    const again = await p.add({ keys: ["CCC-333", "DDD-444", "BBB-222"] });
    expect(again.body).toMatchObject({ added: 1, duplicates: 2, available: 4 });
    expect(again.body.duplicate_keys.sort()).toEqual(["BBB-222", "CCC-333"]);
    const rows = await t.deps.db.select().from(licenseKeys).where(eq(licenseKeys.productId, p.product.id));
    expect(rows.map((r) => r.key).sort()).toEqual(["AAA-111", "BBB-222", "CCC-333", "DDD-444"]);
  });

  it("refuses an input without keys and keys that are too long", async () => {
    const p = await givenKeyProduct();
    const empty = await p.add({ keys: ["", "  "] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0]).toMatchObject({ param: "keys", code: "license_keys_empty" });
    const long = await p.add({ keys: ["ok", "x".repeat(256)] });
    expect(long.body.error.details[0]).toMatchObject({ param: "keys.1", code: "too_long" });
    expect((await p.list()).total_count).toBe(0);
  });

  it("generates keys that follow the format and remembers the format", async () => {
    const p = await givenKeyProduct();
    const format = "SW-{alphanumeric:5}-{numeric:4}";
    const res = await p.add({ generate: { format, count: 200 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ added: 200, duplicates: 0, available: 200, format });
    const keys = await t.deps.db.select().from(licenseKeys).where(eq(licenseKeys.productId, p.product.id));
    expect(keys).toHaveLength(200);
    expect(
      keys.every((k) => licenseKeyMatchesFormat(k.key, format) && /^SW-[A-Z0-9]{5}-\d{4}$/.test(k.key)),
    ).toBe(true);
    expect(keys.every((k) => k.source === "generated")).toBe(true);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, p.product.id));
    expect(row!.typeSettings.license_key_format).toBe(format);
    expect((await p.list()).format).toBe(format);
  });

  it("fills a small format's space without repeating keys, and refuses more than it holds", async () => {
    const p = await givenKeyProduct();
    const half = await p.add({ generate: { format: "K{numeric:3}", count: 500 } });
    expect(half.body.added).toBe(500);
    const more = await p.add({ generate: { format: "K{numeric:3}", count: 400 } });
    expect(more.body.added).toBeGreaterThan(300);
    const keys = await t.deps.db.select().from(licenseKeys).where(eq(licenseKeys.productId, p.product.id));
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    expect(keys.length).toBe(500 + more.body.added);
    const tooMany = await p.add({ generate: { format: "{numeric:3}", count: 1001 } });
    expect(tooMany.body.error.details[0]).toMatchObject({
      param: "generate.format",
      code: "license_key_format_size",
    });
  });

  it("explains a bad format in the caller's language", async () => {
    const p = await givenKeyProduct();
    const cases = [
      ["SW-{alphanumeric:5", "license_key_bad_format"],
      ["SW-{numeric:2}", "license_key_format_size"],
      ["SW-STATIC", "license_key_format_type"],
    ] as const;
    for (const [format, code] of cases) {
      const res = await p.add({ generate: { format, count: 1 } }, "de");
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ param: "generate.format", code });
    }
    const saved = await call(t.app, "PUT", `/cabinet/products/${p.product.id}/license_key_format`, {
      token,
      locale: "de",
      body: { version: p.version(), format: "X-{hex:4}" },
    });
    expect(saved.body.error.details[0].code).toBe("license_key_format_type");
    expect(saved.body.error.details[0].message).not.toMatch(/format needs/);
    const ok = await call(t.app, "PUT", `/cabinet/products/${p.product.id}/license_key_format`, {
      token,
      body: { version: p.version(), format: "X-{alphabetic:4}" },
    });
    expect(ok.body).toEqual({ format: "X-{alphabetic:4}", product_version: p.version() + 1 });
  });

  it("lists by state with the stock, and deletes available keys only", async () => {
    const p = await givenKeyProduct();
    await p.add({ keys: ["K1", "K2", "K3", "K4"] });
    await t.deps.db
      .update(licenseKeys)
      .set({ state: "assigned", assignedAt: new Date() })
      .where(eq(licenseKeys.key, "K4"));
    const assigned = await p.list({ state: "assigned" });
    expect(assigned.list.map((k: { key: string }) => k.key)).toEqual(["K4"]);
    expect(assigned.stock).toEqual({ available: 3, reserved: 0, assigned: 1 });
    const available = await p.list({ state: "available", sort_key: "key", sort_dir: "asc" });
    expect(available.list.map((k: { key: string }) => k.key)).toEqual(["K1", "K2", "K3"]);
    const search = await p.list({ query: "k2" });
    expect(search.list.map((k: { key: string }) => k.key)).toEqual(["K2"]);

    const ids = (await p.list()).list.map((k: { id: number }) => k.id);
    const removed = await p.remove(ids);
    expect(removed.body).toMatchObject({ removed: 3, stock: { available: 0, assigned: 1 } });
    const one = (await p.list()).list[0];
    const single = await call(t.app, "DELETE", `${p.path}/${one.id}`, {
      token,
      headers: { "if-match": String(p.version()) },
    });
    expect(single.body.removed).toBe(0);
  });

  it("answers 409 to a stale version, and 404 to another seller or product type", async () => {
    const p = await givenKeyProduct();
    await p.add({ keys: ["A"] });
    const stale = await call(t.app, "POST", p.path, {
      token,
      body: { version: p.product.version, keys: ["B"] },
    });
    expect(stale.status).toBe(409);
    expect((await p.list()).total_count).toBe(1);
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const otherToken = (await signIn(t.app, other.email)).access_token;
    expect((await call(t.app, "GET", p.path, { token: otherToken })).status).toBe(404);
    const download = await givenProduct(t.deps, sellerId, "download");
    const wrongType = await call(t.app, "POST", `/cabinet/products/${download.id}/license_keys`, {
      token,
      body: { version: download.version, keys: ["A"] },
    });
    expect(wrongType.status).toBe(404);
  });
});
