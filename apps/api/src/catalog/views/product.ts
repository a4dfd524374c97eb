import { asc, inArray } from "drizzle-orm";
import { catalog } from "@sellwerk/contracts";
import {
  canBeSoldViaShop,
  isProductSoldOut,
  PRODUCT_EDIT_STEPS,
  productListWarnings,
  productNotReadyReasons,
  type ProductPublishingState,
  type ProductReviewState,
  type ProductType,
} from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import type { ProductRow } from "../repository.ts";
import { files, pricingPlans, productCategoryLinks, trackingCodes } from "../tables.ts";
import { toStoredFile, type FileRow } from "../files/view.ts";
import { loadProductCounts, NO_COUNTS, productFacts, type ProductCounts } from "../product-facts.ts";
import { loadSellers, type SellerContext } from "../seller-context.ts";
import { discountView, planView } from "./plans.ts";
import { checkoutPath, isOnSale } from "../shop-listing.ts";

// The product as the API answers it (docs/api-catalog.md), built for a page of products in a
// fixed number of queries whatever the page size.

type Product = catalog.Product;
type TrackingRow = typeof trackingCodes.$inferSelect;
type TrackingCode = Product["tracking_codes"][number];

export interface ViewOptions {
  /** "list" leaves out the editor steps' settings (plans, tracking codes, step jsonb). */
  depth: "full" | "list";
  /** Managers see review warnings; in the cabinet the acting seller's power-seller flag decides. */
  viewerIsPowerSeller?: boolean;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

async function loadParts(ex: Executor, rows: readonly ProductRow[], depth: ViewOptions["depth"]) {
  const ids = rows.map((r) => r.id);
  const fileIds = rows
    .flatMap((r) => [r.coverFileId, r.bannerFileId])
    .filter((id): id is number => id !== null);
  const full = depth === "full";
  const [links, fileRows, plans, codes] = await Promise.all([
    ex.select().from(productCategoryLinks).where(inArray(productCategoryLinks.productId, ids)),
    fileIds.length
      ? ex.select().from(files).where(inArray(files.id, fileIds))
      : Promise.resolve([] as FileRow[]),
    full
      ? ex
          .select()
          .from(pricingPlans)
          .where(inArray(pricingPlans.productId, ids))
          .orderBy(asc(pricingPlans.position), asc(pricingPlans.id))
      : Promise.resolve([]),
    full
      ? ex
          .select()
          .from(trackingCodes)
          .where(inArray(trackingCodes.productId, ids))
          .orderBy(asc(trackingCodes.id))
      : Promise.resolve([] as TrackingRow[]),
  ]);
  return {
    categories: groupBy(links, (l) => l.productId),
    files: new Map(fileRows.map((f) => [f.id, f])),
    plans: groupBy(plans, (p) => p.productId),
    codes: groupBy(codes, (c) => c.productId),
  };
}

function trackingView(row: TrackingRow): TrackingCode {
  return {
    id: row.id,
    kind: row.kind as TrackingCode["kind"],
    code_id: row.codeId,
    snippet: row.snippet,
    events: row.events as TrackingCode["events"],
    active: row.active,
  };
}

/** Views of products in the given order. Every row must belong to a seller that exists. */
export async function productViews(
  deps: Pick<Deps, "clock" | "urlSigner">,
  ex: Executor,
  rows: readonly ProductRow[],
  options: ViewOptions,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const [counts, sellers, parts] = await Promise.all([
    loadProductCounts(
      ex,
      rows.map((r) => r.id),
      now,
    ),
    loadSellers(
      ex,
      rows.map((r) => r.sellerId),
    ),
    loadParts(ex, rows, options.depth),
  ]);
  return rows.map((row) =>
    buildProductView(
      deps,
      row,
      counts.get(row.id) ?? NO_COUNTS,
      sellers.get(row.sellerId) as SellerContext,
      {
        categoryIds: (parts.categories.get(row.id) ?? []).map((l) => l.categoryId),
        files: parts.files,
        plans: parts.plans.get(row.id) ?? [],
        codes: parts.codes.get(row.id) ?? [],
      },
      options,
    ),
  );
}

/** What a product's view shows besides its row; a caller that loaded them its own way passes them in. */
export interface ProductViewParts {
  categoryIds: readonly number[];
  /** The cover and banner files by id (missing ones show as none). */
  files: ReadonlyMap<number, FileRow>;
  plans: readonly PlanRow[];
  codes: readonly TrackingRow[];
}

type PlanRow = typeof pricingPlans.$inferSelect;

/** One product's view from its row and what was loaded for it (productViews loads a page's worth). */
export function buildProductView(
  deps: Pick<Deps, "urlSigner">,
  row: ProductRow,
  c: ProductCounts,
  seller: SellerContext,
  parts: ProductViewParts,
  options: Pick<ViewOptions, "viewerIsPowerSeller">,
): Product {
  const file = (id: number | null) => {
    const found = id === null ? undefined : parts.files.get(id);
    return found ? toStoredFile(deps.urlSigner, found) : null;
  };
  const facts = productFacts(row, c, seller);
  const viewerIsPowerSeller = options.viewerIsPowerSeller ?? seller.powerSeller;
  return {
    id: row.id,
    form: row.form as ProductType,
    name: row.name,
    slug: row.slug,
    description: row.description,
    short_description: row.shortDescription,
    internal_name: row.internalName,
    cost_center: row.costCenter,
    content_language: row.contentLanguage,
    free: row.free,
    state: row.state as ProductPublishingState,
    review_state: row.reviewState as ProductReviewState,
    review_reason: row.reviewReason,
    archived: row.archived,
    limit: row.limit,
    sold_count: row.soldCount,
    reserved_count: row.reservedCount,
    is_sold_out: isProductSoldOut(facts),
    access_password: row.accessPassword,
    currency: row.currency,
    display_price: row.displayPrice,
    display_price_from: row.displayPriceFrom,
    checkout_path: isOnSale(row) ? checkoutPath(seller.username, row.slug) : null,
    cover: file(row.coverFileId),
    banner: file(row.bannerFileId),
    category_ids: [...parts.categoryIds].sort((a, b) => a - b),
    pricing_plans: parts.plans.map(planView),
    discount: discountView(row.discount),
    // Stored step settings pass through their schemas, which also fill defaults never saved.
    checkout: catalog.checkoutSettings.parse(row.checkout),
    upsell: catalog.upsellSettings.parse(row.upsell),
    delivery: catalog.deliverySettings.parse(row.delivery),
    pages: catalog.pagesSettings.parse(row.pages),
    advanced: catalog.advancedSettings.parse(row.advanced),
    design: row.design,
    type_settings: row.typeSettings,
    tracking_codes: parts.codes.map(trackingView),
    steps: [...PRODUCT_EDIT_STEPS[row.form as ProductType]],
    last_step: row.lastStep,
    not_ready_reasons: productNotReadyReasons(facts),
    warnings: productListWarnings(facts, { viewerIsPowerSeller }),
    can_be_sold_via_shop: canBeSoldViaShop(facts),
    has_digitals: c.hasDigitals,
    active_tickets_count: c.activeTickets,
    product_addons_count: c.addons,
    license_keys_available: c.licenseKeysAvailable,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function productView(
  deps: Pick<Deps, "clock" | "urlSigner">,
  ex: Executor,
  row: ProductRow,
  options: ViewOptions = { depth: "full" },
): Promise<Product> {
  const [view] = await productViews(deps, ex, [row], options);
  return view!;
}
