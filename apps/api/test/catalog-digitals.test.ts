import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { upload } from "./support/multipart.ts";

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

async function uploaded(filename: string, content: Buffer, purpose = "digital"): Promise<number> {
  const res = await upload(t.app, token, purpose, [{ name: "file", filename, content }]);
  expect(res.status).toBe(201);
  return res.body.file.id;
}

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

describe("a download's digitals", () => {
  it("adds, orders, replaces, stamps and removes files, each write naming the version", async () => {
    const product = await givenProduct(t.deps, sellerId, "download");
    const path = `/cabinet/products/${product.id}/digitals`;
    let version = product.version;
    const a = await uploaded("a.txt", Buffer.from("a"));
    const b = await uploaded("b.pdf", await pdf());
    const c = await uploaded("c.txt", Buffer.from("c"));

    for (const fileId of [a, b]) {
      const res = await call(t.app, "POST", path, { token, body: { version, file_id: fileId } });
      expect(res.status).toBe(201);
      expect(res.body.product_version).toBe(version + 1);
      version = res.body.product_version;
    }
    let list = (await call(t.app, "GET", path, { token })).body;
    expect(list.product_version).toBe(version);
    expect(list.list.map((d: { file: { id: number } }) => d.file.id)).toEqual([a, b]);
    expect(list.list[1].file).toMatchObject({ filename: "b.pdf", content_type: "application/pdf" });
    const [da, db] = list.list.map((d: { id: number }) => d.id);

    const ordered = await call(t.app, "PUT", `${path}/order`, { token, body: { version, ids: [db, da] } });
    expect(ordered.status).toBe(200);
    version = ordered.body.product_version;
    expect(ordered.body.list.map((d: { id: number }) => d.id)).toEqual([db, da]);

    // An order that drops or repeats an item is refused.
    const incomplete = await call(t.app, "PUT", `${path}/order`, { token, body: { version, ids: [db] } });
    expect(incomplete.body.error.details[0]).toMatchObject({ param: "ids", code: "order_mismatch" });

    // Stamping is for PDFs only.
    const stampText = await call(t.app, "PATCH", `${path}/${da}`, {
      token,
      body: { version, stamp_pdf: true },
    });
    expect(stampText.body.error.details[0]).toMatchObject({ param: "stamp_pdf", code: "file_type_mismatch" });
    const stamp = await call(t.app, "PATCH", `${path}/${db}`, { token, body: { version, stamp_pdf: true } });
    expect(stamp.body.list[0]).toMatchObject({ id: db, stamp_pdf: true });
    version = stamp.body.product_version;

    // Replacing keeps the place in the order.
    const replaced = await call(t.app, "PATCH", `${path}/${da}`, { token, body: { version, file_id: c } });
    expect(replaced.body.list.map((d: { id: number; file: { id: number } }) => [d.id, d.file.id])).toEqual([
      [db, b],
      [da, c],
    ]);
    version = replaced.body.product_version;

    const removed = await call(t.app, "DELETE", `${path}/${db}`, {
      token,
      headers: { "if-match": String(version) },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.list.map((d: { id: number }) => d.id)).toEqual([da]);
    list = (await call(t.app, "GET", path, { token })).body;
    expect(list.list).toHaveLength(1);
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const product = await givenProduct(t.deps, sellerId, "download");
    const path = `/cabinet/products/${product.id}/digitals`;
    const file = await uploaded("x.txt", Buffer.from("x"));
    const first = await call(t.app, "POST", path, {
      token,
      body: { version: product.version, file_id: file },
    });
    expect(first.status).toBe(201);
    // A second editor still holding the old version.
    const second = await call(t.app, "POST", path, {
      token,
      body: { version: product.version, file_id: file },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("CONFLICT");
    const staleDelete = await call(t.app, "DELETE", `${path}/${first.body.list[0].id}`, {
      token,
      headers: { "if-match": String(product.version) },
    });
    expect(staleDelete.status).toBe(409);
    expect((await call(t.app, "GET", path, { token })).body.list).toHaveLength(1);
  });

  it("accepts only the seller's own digital uploads, on downloads only", async () => {
    const product = await givenProduct(t.deps, sellerId, "download");
    const path = `/cabinet/products/${product.id}/digitals`;
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const otherToken = (await signIn(t.app, other.email)).access_token;
    const foreignFile = (
      await upload(t.app, otherToken, "digital", [
        { name: "file", filename: "f.txt", content: Buffer.from("f") },
      ])
    ).body.file.id;
    const foreign = await call(t.app, "POST", path, {
      token,
      body: { version: product.version, file_id: foreignFile },
    });
    expect(foreign.body.error.details[0]).toMatchObject({ param: "file_id", code: "invalid_file" });

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const cover = await uploaded("cover.png", png, "cover");
    const notDigital = await call(t.app, "POST", path, {
      token,
      body: { version: product.version, file_id: cover },
    });
    expect(notDigital.body.error.details[0]).toMatchObject({ param: "file_id", code: "file_type_mismatch" });

    // Another seller's product, or a product of another type, has no digitals here.
    expect((await call(t.app, "GET", path, { token: otherToken })).status).toBe(404);
    const course = await givenProduct(t.deps, sellerId, "course");
    expect((await call(t.app, "GET", `/cabinet/products/${course.id}/digitals`, { token })).status).toBe(404);
  });
});
