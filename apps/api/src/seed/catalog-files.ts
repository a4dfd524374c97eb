import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { ProductType } from "@sellwerk/domain";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Result } from "../platform/result.ts";
import { products } from "../catalog/index.ts";
import { touchProduct } from "../catalog/repository.ts";
import { uploadFile } from "../catalog/use-cases/upload-file.ts";
import { addDigital } from "../catalog/use-cases/add-digital.ts";
import { generateLicenseKeys } from "../catalog/use-cases/generate-license-keys.ts";
import { setItems } from "../catalog/use-cases/set-items.ts";

// Demo files of the demo seller's catalog (issue 3): covers, the download's PDF, the license key
// pool and the products of the bundle and the membership. Everything goes through the same
// use-cases as the editor (uploads are detected, variants cut, keys drawn like a seller's).

const COLOURS = ["#4c6ef5", "#12b886", "#f76707", "#ae3ec9", "#1098ad", "#e03131", "#5c940d", "#f59f00"];

/** A seed that does not validate is a bug in the seed. */
function expectOk<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`demo files: ${what} refused: ${JSON.stringify(result)}`);
  return result.value;
}

async function currentVersion(deps: Deps, productId: number): Promise<number> {
  const [row] = await deps.db
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`demo files: product ${productId} does not exist`);
  return row.version;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A coloured square (1200 px) with a large initial: a cover that needs no image files. */
export async function demoImage(text: string, colour: string): Promise<Buffer> {
  const initial = escapeXml((text.trim()[0] ?? "S").toUpperCase());
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">` +
      `<text x="600" y="640" font-family="DejaVu Sans, Arial, sans-serif" font-size="640" font-weight="700" ` +
      `fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${initial}</text></svg>`,
  );
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: colour } })
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
}

/** Uploads a generated image for a purpose (cover, ticket_logo, …) and answers the file id. */
export async function seedImage(
  deps: Deps,
  sellerId: number,
  purpose: catalogFiles.FilePurpose,
  text: string,
  colour = COLOURS[0]!,
): Promise<number> {
  return uploadImage(deps, sellerId, purpose, await demoImage(text, colour));
}

/** Uploads an image drawn before (demoImage) for a purpose and answers the file id. */
export async function uploadImage(
  deps: Deps,
  sellerId: number,
  purpose: catalogFiles.FilePurpose,
  image: Buffer,
): Promise<number> {
  const file = await uploadFile(deps, sellerId, {
    purpose,
    filename: `${purpose}.png`,
    stream: Readable.from([image]),
    crop: {},
  });
  return expectOk(file, `${purpose} image`).id;
}

/** Gives a product a cover with its initial (and its size variants). */
export async function seedCover(
  deps: Deps,
  sellerId: number,
  productId: number,
  name: string,
  colour = COLOURS[productId % COLOURS.length]!,
): Promise<number> {
  const fileId = await seedImage(deps, sellerId, "cover", name, colour);
  await setCover(deps, sellerId, productId, fileId);
  return fileId;
}

/** Makes an uploaded cover image the product's cover. */
async function setCover(deps: Deps, sellerId: number, productId: number, fileId: number): Promise<void> {
  const version = await currentVersion(deps, productId);
  await deps.db.transaction(async (tx) =>
    expectOk(await touchProduct(tx, sellerId, productId, version, { coverFileId: fileId }), "cover"),
  );
}

/** The cover of the index-th product of a catalog: its initial on the index-th colour. */
export function coverImage(name: string, index: number): Promise<Buffer> {
  return demoImage(name, COLOURS[index % COLOURS.length]!);
}

/** A small PDF e-book: a title page and two pages of text. */
export async function demoPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const cover = doc.addPage([595, 842]);
  cover.drawText(title, { x: 60, y: 700, size: 28, font: bold, color: rgb(0.2, 0.25, 0.6) });
  cover.drawText("A Sellwerk demo download", { x: 60, y: 660, size: 14, font: regular });
  for (const chapter of ["Getting started", "Going further"]) {
    const page = doc.addPage([595, 842]);
    page.drawText(chapter, { x: 60, y: 760, size: 20, font: bold });
    page.drawText("This file was generated for the demo catalog.", {
      x: 60,
      y: 720,
      size: 12,
      font: regular,
    });
  }
  return Buffer.from(await doc.save());
}

/** Uploads a generated PDF and adds it to a download (stamped with the buyer's email). */
export async function seedDigital(
  deps: Deps,
  sellerId: number,
  productId: number,
  title: string,
): Promise<number> {
  const file = expectOk(
    await uploadFile(deps, sellerId, {
      purpose: "digital",
      filename: `${title.replace(/[^\w -]+/g, "").trim() || "download"}.pdf`,
      stream: Readable.from([await demoPdf(title)]),
      crop: {},
    }),
    "digital",
  );
  expectOk(
    await addDigital(deps, sellerId, productId, {
      version: await currentVersion(deps, productId),
      file_id: file.id,
      stamp_pdf: true,
    }),
    "digital on the download",
  );
  return file.id;
}

/** A pool of generated keys (20 by default) in the demo format, which the product remembers. */
export async function seedLicenseKeys(
  deps: Deps,
  sellerId: number,
  productId: number,
  count = 20,
  format = "SW-{alphanumeric:5}-{alphanumeric:5}",
): Promise<void> {
  expectOk(
    await generateLicenseKeys(deps, sellerId, productId, {
      version: await currentVersion(deps, productId),
      format,
      count,
    }),
    "license keys",
  );
}

/** The products a bundle or membership includes, in order. */
export async function seedItems(
  deps: Deps,
  sellerId: number,
  productId: number,
  itemIds: number[],
): Promise<void> {
  expectOk(
    await setItems(deps, sellerId, productId, {
      version: await currentVersion(deps, productId),
      item_ids: itemIds,
    }),
    "included products",
  );
}

/**
 * Everything above for the demo catalog: a cover for every product, the download's PDF, 20 keys,
 * the bundle (download, course, license key) and the membership (course, download, event).
 * `covers`: cover images uploaded ahead (seedCoverImage), by product type; the others are made here.
 */
export async function seedCatalogFiles(
  deps: Deps,
  sellerId: number,
  ids: Record<ProductType, number>,
  covers: Partial<Record<ProductType, number>> = {},
): Promise<void> {
  const rows = await deps.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  // Together: the images are drawn and cut into variants on sharp's threads while the database
  // writes the other covers (one after another took a second of every first start).
  await Promise.all(
    (Object.entries(ids) as [ProductType, number][]).map(([form, id], index) => {
      const uploaded = covers[form];
      return uploaded === undefined
        ? seedCover(deps, sellerId, id, names.get(id) ?? "Sellwerk", COLOURS[index % COLOURS.length])
        : setCover(deps, sellerId, id, uploaded);
    }),
  );
  await seedDigital(deps, sellerId, ids.download, names.get(ids.download) ?? "Demo e-book");
  await seedLicenseKeys(deps, sellerId, ids.license_key);
  await seedItems(deps, sellerId, ids.bundle, [ids.download, ids.course, ids.license_key]);
  await seedItems(deps, sellerId, ids.membership, [ids.course, ids.download, ids.event]);
}
