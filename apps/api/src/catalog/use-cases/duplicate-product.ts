import { asc, eq, inArray } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import { PRODUCT_TEXT_LIMIT, textLength, type ProductDiscount } from "@sellwerk/domain";
import type { Tx } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProduct, type ProductRow } from "../repository.ts";
import { insertWithFreeSlug } from "../slugs.ts";
import {
  courseModules,
  events,
  lessons,
  pricingPlans,
  productCategoryLinks,
  productDigitals,
  productItems,
  ticketTypes,
  trackingCodes,
} from "../tables.ts";
import { productView } from "../views/product.ts";

const COPY_SUFFIX = " (copy)";

/** "Name (copy)", shortened so it stays within the name limit. */
function copyName(name: string): string {
  const room = PRODUCT_TEXT_LIMIT - textLength(COPY_SUFFIX);
  return `${[...name].slice(0, room).join("").trimEnd()}${COPY_SUFFIX}`;
}

/** Without id, product and timestamps: the columns a copy takes over. */
function strip<T extends { id: number; productId: number }>(
  row: T,
): Omit<T, "id" | "productId" | "createdAt"> {
  const { id: _id, productId: _productId, createdAt: _createdAt, ...rest } = row as T & { createdAt?: Date };
  return rest;
}

async function copyCourse(tx: Tx, from: number, to: number): Promise<void> {
  const modules = await tx
    .select()
    .from(courseModules)
    .where(eq(courseModules.productId, from))
    .orderBy(asc(courseModules.id));
  const moduleLessons = await tx
    .select()
    .from(lessons)
    .where(eq(lessons.productId, from))
    .orderBy(asc(lessons.id));
  for (const m of modules) {
    const [copy] = await tx
      .insert(courseModules)
      .values({ ...strip(m), productId: to })
      .returning({ id: courseModules.id });
    const own = moduleLessons.filter((l) => l.moduleId === m.id);
    if (own.length)
      await tx.insert(lessons).values(own.map((l) => ({ ...strip(l), moduleId: copy!.id, productId: to })));
  }
}

/** Events and their ticket types; nothing of them is sold or reserved in the copy. */
async function copyEvents(tx: Tx, from: number, to: number): Promise<void> {
  const eventRows = await tx.select().from(events).where(eq(events.productId, from)).orderBy(asc(events.id));
  if (eventRows.length === 0) return;
  const tickets = await tx
    .select()
    .from(ticketTypes)
    .where(
      inArray(
        ticketTypes.eventId,
        eventRows.map((e) => e.id),
      ),
    )
    .orderBy(asc(ticketTypes.id));
  for (const e of eventRows) {
    const [copy] = await tx
      .insert(events)
      .values({ ...strip(e), productId: to })
      .returning({ id: events.id });
    const own = tickets.filter((t) => t.eventId === e.id);
    if (own.length)
      await tx
        .insert(ticketTypes)
        .values(
          own.map(({ id: _id, ...t }) => ({ ...t, eventId: copy!.id, soldCount: 0, reservedCount: 0 })),
        );
  }
}

/** Rows that hang off the product by product_id alone, copied as they are. */
async function copyFlatParts(tx: Tx, from: number, to: number): Promise<void> {
  const [plans, links, digitals, items, codes] = await Promise.all([
    tx.select().from(pricingPlans).where(eq(pricingPlans.productId, from)).orderBy(asc(pricingPlans.id)),
    tx.select().from(productCategoryLinks).where(eq(productCategoryLinks.productId, from)),
    tx
      .select()
      .from(productDigitals)
      .where(eq(productDigitals.productId, from))
      .orderBy(asc(productDigitals.id)),
    tx.select().from(productItems).where(eq(productItems.productId, from)),
    tx.select().from(trackingCodes).where(eq(trackingCodes.productId, from)).orderBy(asc(trackingCodes.id)),
  ]);
  if (plans.length) await tx.insert(pricingPlans).values(plans.map((p) => ({ ...strip(p), productId: to })));
  if (links.length) await tx.insert(productCategoryLinks).values(links.map((l) => ({ ...l, productId: to })));
  // The same stored files: uploads are immutable, so sharing them is safe.
  if (digitals.length)
    await tx.insert(productDigitals).values(digitals.map((d) => ({ ...strip(d), productId: to })));
  if (items.length) await tx.insert(productItems).values(items.map((i) => ({ ...i, productId: to })));
  if (codes.length) await tx.insert(trackingCodes).values(codes.map((c) => ({ ...strip(c), productId: to })));
}

function freshDiscount(discount: ProductRow["discount"]): ProductRow["discount"] {
  return discount ? { ...(discount as unknown as ProductDiscount), ordersCount: 0 } : null;
}

/**
 * A deep copy for a new product: plans, categories, files, course, events and tickets, included
 * products, design and settings. Never the license key pool (a key is sold once) and nothing of
 * sales or review: the copy starts unpublished, unsold and unreviewed.
 */
export async function duplicateProduct(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<catalog.Product>> {
  const copy = await deps.db.transaction(async (tx) => {
    const source = await findOwnProduct(tx, sellerId, productId);
    if (!source) return undefined;
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, version: _v, ...fields } = source;
    const row = await insertWithFreeSlug(tx, {
      ...fields,
      name: copyName(source.name),
      state: "unpublished",
      reviewState: "not_for_review",
      reviewReason: null,
      reviewedAt: null,
      archived: false,
      soldCount: 0,
      reservedCount: 0,
      discount: freshDiscount(source.discount),
    });
    await copyFlatParts(tx, source.id, row.id);
    await copyCourse(tx, source.id, row.id);
    await copyEvents(tx, source.id, row.id);
    return row;
  });
  return copy ? ok(await productView(deps, deps.db, copy)) : fail("NOT_FOUND");
}
