import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { PRODUCT_TYPES, type ProductType } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { files, licenseKeys, productDigitals, productItems, products } from "../src/catalog/index.ts";
import { seedCatalogFiles } from "../src/seed/catalog-files.ts";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

describe("the demo files seed", () => {
  it("gives every product a cover, the download a PDF, 20 keys, and the bundle and membership products", async () => {
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    const ids = {} as Record<ProductType, number>;
    for (const form of PRODUCT_TYPES) ids[form] = (await givenProduct(t.deps, seller.id, form)).id;
    await seedCatalogFiles(t.deps, seller.id, ids);

    const rows = await t.deps.db.select().from(products).where(eq(products.sellerId, seller.id));
    expect(rows.every((r) => r.coverFileId !== null)).toBe(true);
    const [cover] = await t.deps.db.select().from(files).where(eq(files.id, rows[0]!.coverFileId!));
    const variant = await t.deps.storage.get(cover!.variants.s!);
    const chunks: Buffer[] = [];
    for await (const c of variant!) chunks.push(c as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ width: 200, height: 200 });

    const digitals = await t.deps.db
      .select({ type: files.contentType, stamp: productDigitals.stampPdf })
      .from(productDigitals)
      .innerJoin(files, eq(files.id, productDigitals.fileId))
      .where(eq(productDigitals.productId, ids.download));
    expect(digitals).toEqual([{ type: "application/pdf", stamp: true }]);
    const keys = await t.deps.db.select().from(licenseKeys).where(eq(licenseKeys.productId, ids.license_key));
    expect(keys).toHaveLength(20);
    const bundle = await t.deps.db.select().from(productItems).where(eq(productItems.productId, ids.bundle));
    expect(bundle.map((i) => i.itemId)).toEqual([ids.download, ids.course, ids.license_key]);
    const membership = await t.deps.db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, ids.membership));
    expect(membership).toHaveLength(3);
  });
});
