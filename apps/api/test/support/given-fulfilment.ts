import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "vitest";
import type { ProductType } from "@sellwerk/domain";
import type { Deps } from "../../src/platform/deps.ts";
import {
  events,
  files,
  licenseKeys,
  productDigitals,
  productItems,
  products,
  ticketTypes,
} from "../../src/catalog/index.ts";
import { orders } from "../../src/orders/index.ts";
import { deliverOrder } from "../../src/fulfilment/index.ts";
import type { TestPlatform } from "./platform.ts";
import { BUYER, CARD, checkoutCall, givenSellableProduct } from "./given-checkout.ts";

// Products of every type ready to sell, bought through the real checkout, and the delivery
// worker run by hand (the job runs too; delivery is exactly-once, so both may).

let n = 0;
/** A buyer address of its own per call, so accounts, mails and orders never mix between tests. */
export function freshBuyer(locale: "en" | "de" = "en") {
  n += 1;
  return { ...BUYER, email: `buyer-${process.pid}-${n}-${randomUUID().slice(0, 6)}@example.com`, locale };
}

/** Bytes stored the way an upload stores them, with their files row. */
export async function givenStoredFile(
  deps: Deps,
  sellerId: number,
  input: { filename: string; contentType: string; bytes: Uint8Array; purpose?: string },
) {
  const key = `${sellerId}/test/${randomUUID()}`;
  const stored = await deps.storage.put(key, Readable.from([Buffer.from(input.bytes)]));
  const [row] = await deps.db
    .insert(files)
    .values({
      sellerId,
      purpose: input.purpose ?? "digital",
      storageKey: key,
      filename: input.filename,
      contentType: input.contentType,
      size: stored.size,
      sha256: createHash("sha256").update(input.bytes).digest("hex"),
    })
    .returning();
  return row!;
}

/** A small PDF of `pages` pages with a line of text on each. */
export async function samplePdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([300, 400]).drawText(`Page ${i}`, { x: 40, y: 300, font, size: 14 });
  return doc.save();
}

type Options = Parameters<typeof givenSellableProduct>[2] & { delivery?: Record<string, unknown> };

async function sellable(deps: Deps, sellerId: number, form: ProductType, options: Options = {}) {
  const { delivery, ...rest } = options;
  const made = await givenSellableProduct(deps, sellerId, { ...rest, form });
  if (delivery) await deps.db.update(products).set({ delivery }).where(eq(products.id, made.product.id));
  return made;
}

export async function givenDownload(
  deps: Deps,
  sellerId: number,
  options: Options & { stampPdf?: boolean; pdf?: boolean } = {},
) {
  const made = await sellable(deps, sellerId, "download", options);
  const file = options.pdf
    ? await givenStoredFile(deps, sellerId, {
        filename: "guide.pdf",
        contentType: "application/pdf",
        bytes: await samplePdf(),
      })
    : await givenStoredFile(deps, sellerId, {
        filename: "notes.txt",
        contentType: "text/plain",
        bytes: new TextEncoder().encode("The download's own bytes.\n".repeat(20)),
      });
  const [digital] = await deps.db
    .insert(productDigitals)
    .values({ productId: made.product.id, fileId: file.id, stampPdf: options.stampPdf ?? false })
    .returning();
  return { ...made, file, digital: digital! };
}

const DAY = 86400_000;

export async function givenEvent(
  deps: Deps,
  sellerId: number,
  options: Options & { startsInDays?: number } = {},
) {
  const made = await sellable(deps, sellerId, "event", options);
  const start = new Date(deps.clock.now().getTime() + (options.startsInDays ?? 30) * DAY);
  const [event] = await deps.db
    .insert(events)
    .values({
      productId: made.product.id,
      name: "Summer Conference",
      location: "Berlin",
      startsAt: start,
      endsAt: new Date(start.getTime() + 8 * 3600_000),
    })
    .returning();
  const [standard] = await deps.db
    .insert(ticketTypes)
    .values({ eventId: event!.id, name: "Standard", price: 2500 })
    .returning();
  return { ...made, event: event!, ticketType: standard! };
}

export async function givenLicenseKeyProduct(
  deps: Deps,
  sellerId: number,
  options: Options & { keys?: string[]; format?: string } = {},
) {
  const made = await sellable(deps, sellerId, "license_key", options);
  if (options.format)
    await deps.db
      .update(products)
      .set({ typeSettings: { license_key_format: options.format } })
      .where(eq(products.id, made.product.id));
  const keys = options.keys ?? [];
  if (keys.length)
    await deps.db.insert(licenseKeys).values(keys.map((key) => ({ productId: made.product.id, key })));
  return made;
}

export async function givenCertificateProduct(deps: Deps, sellerId: number, options: Options = {}) {
  const made = await sellable(deps, sellerId, "certificate", options);
  await deps.db
    .update(products)
    .set({ typeSettings: { serial_prefix: "ACME", serial_format: "prefix_year_number" } })
    .where(eq(products.id, made.product.id));
  return made;
}

export const givenProductOf = (deps: Deps, sellerId: number, form: ProductType, options: Options = {}) =>
  sellable(deps, sellerId, form, options);

/** A bundle or membership including the given products. */
export async function givenContainer(
  deps: Deps,
  sellerId: number,
  form: "bundle" | "membership",
  itemIds: number[],
  options: Options = {},
) {
  const made = await sellable(deps, sellerId, form, options);
  await deps.db
    .insert(productItems)
    .values(itemIds.map((itemId, position) => ({ productId: made.product.id, itemId, position })));
  return made;
}

/** Buys through the real checkout with the sandbox card; answers the paid order's row. */
export async function buy(
  t: TestPlatform,
  made: { product: { id: number }; plans: { id: number }[] },
  options: {
    payer?: ReturnType<typeof freshBuyer>;
    tickets?: { ticket_type_id: number; quantity: number; attendees?: string[] }[];
    card?: string;
    bumps?: number[];
  } = {},
) {
  const payer = options.payer ?? freshBuyer();
  const { locale, ...party } = payer;
  const res = await checkoutCall(t.app, {
    product_id: made.product.id,
    pricing_plan_id: made.plans[0]!.id,
    payment_method: "card",
    payment_data: CARD(options.card),
    payer: party,
    locale,
    tickets: options.tickets ?? [],
    bump_product_ids: options.bumps ?? [],
  });
  expect(res.body).toMatchObject({ status: options.card === "4000000000000002" ? "failed" : "paid" });
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  return order!;
}

/** Runs the worker by hand, twice: the second run must find everything done. */
export async function deliverTwice(t: TestPlatform, orderId: number): Promise<void> {
  await deliverOrder(t.deps, orderId);
  expect(await deliverOrder(t.deps, orderId)).toBe(0);
}
