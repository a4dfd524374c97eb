import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { products } from "../src/catalog/index.ts";
import { pageCache } from "../src/shop/page-cache.ts";
import { previewUrl } from "../src/checkout/preview-link.ts";

// The checkout page is shared by the buyers who open it within CHECKOUT_PAGE_CACHE_MS
// (shop/page-cache.ts); a preview never is, and a page not found is never kept.

const TTL_MS = 2000;
let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform({ CHECKOUT_PAGE_CACHE_MS: String(TTL_MS) });
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: "GET", url });
const rename = (id: number, name: string) =>
  t.deps.db.update(products).set({ name }).where(eq(products.id, id));

describe("the checkout page", () => {
  it("is the same for every buyer for a moment, then shows what changed", async () => {
    const made = await givenSellableProduct(t.deps, seller.id);
    await rename(made.product.id, "Before the change");
    const url = `/s/${seller.username}/${made.product.slug}`;
    expect((await page(url)).body).toContain("Before the change");
    await rename(made.product.id, "After the change");
    // Within the moment: the shared page, in its language; another language is its own page.
    expect((await page(url)).body).toContain("Before the change");
    expect((await page(`${url}?locale=de`)).body).toContain("After the change");
    // The seller's preview is never shared.
    const preview = await page(previewUrl(t.deps.urlSigner, seller.username, made.product.slug));
    expect(preview.body).toContain("After the change");
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect((await page(url)).body).toContain("After the change");
  });

  it("is found as soon as it is published, even right after a buyer got the not-found page", async () => {
    const made = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db.update(products).set({ state: "draft" }).where(eq(products.id, made.product.id));
    const url = `/s/${seller.username}/${made.product.slug}`;
    expect((await page(url)).statusCode).toBe(404);
    await t.deps.db.update(products).set({ state: "published" }).where(eq(products.id, made.product.id));
    expect((await page(url)).statusCode).toBe(200);
  });
});

describe("pageCache", () => {
  it("makes a page once for requests that arrive together, and again after the moment", async () => {
    const cache = pageCache<number>(60_000);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return made;
    };
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache.get("k", make)));
    expect(answers).toEqual(Array(16).fill(1));
    expect(made).toBe(1);
    expect(await pageCache<number>(0).get("k", make)).toBe(2);
  });

  it("does not keep a failure or a result it is told not to keep, and drops the oldest beyond its size", async () => {
    const cache = pageCache<number | null>(60_000, { maxEntries: 2, keep: (v) => v !== null });
    await expect(cache.get("fails", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("fails", async () => 1)).toBe(1);
    expect(await cache.get("none", async () => null)).toBeNull();
    expect(await cache.get("none", async () => 2)).toBe(2);
    await cache.get("third", async () => 3);
    // "fails" was the oldest of three: made again.
    expect(await cache.get("fails", async () => 4)).toBe(4);
    expect(await cache.get("third", async () => 5)).toBe(3);
  });
});
