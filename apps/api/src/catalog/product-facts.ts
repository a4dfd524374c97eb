import { and, eq, inArray, isNotNull, ne, not, notExists, notInArray, or, sql, type SQL } from "drizzle-orm";
import {
  PRODUCT_REVIEW_REASONS,
  type ProductFacts,
  type ProductNotReadyReason,
  type ProductPublishingState,
  type ProductReviewState,
  type ProductType,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { savedFormat } from "./license-keys/pool.ts";
import { activeTicketCondition, countActiveTickets } from "./event-content.ts";
import type { ProductRow } from "./repository.ts";
import type { SellerContext } from "./seller-context.ts";
import {
  events,
  licenseKeys,
  pricingPlans,
  productDigitals,
  productItems,
  products,
  ticketTypes,
} from "./tables.ts";

// The facts behind a product's not-ready reasons and warnings (spec core §4), gathered for a whole
// page in two queries, and the same conditions in SQL for the list's `warning` filter. The API
// tests hold both halves to the domain's rules.

export interface ProductCounts {
  activePlans: number;
  hasDigitals: boolean;
  activeTickets: number;
  addons: number;
  licenseKeysAvailable: number;
}

const activePlan = () => and(eq(pricingPlans.productId, products.id), eq(pricingPlans.active, true));
const digitalOf = () => eq(productDigitals.productId, products.id);
const itemOf = () => eq(productItems.productId, products.id);
// eq() names the table of each column; a bare column in sql`` inside a subquery would be read
// as the subquery's own (license_keys.id), which once counted the wrong keys.
const availableKeyOf = () => and(eq(licenseKeys.productId, products.id), eq(licenseKeys.state, "available"));

/** A checkout offers a method when its list is not empty; a free product needs none. */
const anyPaymentMethodActive = sql`(${products.free} or coalesce(jsonb_array_length(${products.checkout} -> 'payment_methods'), 0) > 0)`;

/**
 * The counts as columns of a query over `products` (correlated subqueries), for a caller that
 * reads a product and its counts in one statement (the checkout). Tickets are counted apart.
 */
export function productCountColumns() {
  return {
    activePlans: sql<number>`(select count(*)::int from ${pricingPlans} where ${activePlan()})`,
    hasDigitals: sql<boolean>`exists (select 1 from ${productDigitals} where ${digitalOf()})`,
    addons: sql<number>`(select count(*)::int from ${productItems} where ${itemOf()})`,
    licenseKeysAvailable: sql<number>`(select count(*)::int from ${licenseKeys} where ${availableKeyOf()})`,
  };
}

/** Counts per product for a page of products: one query with correlated counts, one for tickets. */
export async function loadProductCounts(
  ex: Executor,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, ProductCounts>> {
  if (productIds.length === 0) return new Map();
  const [rows, tickets] = await Promise.all([
    ex
      .select({ id: products.id, ...productCountColumns() })
      .from(products)
      .where(inArray(products.id, [...productIds])),
    countActiveTickets(ex, productIds, now),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        activePlans: Number(r.activePlans),
        hasDigitals: Boolean(r.hasDigitals),
        addons: Number(r.addons),
        licenseKeysAvailable: Number(r.licenseKeysAvailable),
        activeTickets: tickets.get(r.id) ?? 0,
      },
    ]),
  );
}

export const NO_COUNTS: ProductCounts = {
  activePlans: 0,
  hasDigitals: false,
  activeTickets: 0,
  addons: 0,
  licenseKeysAvailable: 0,
};

function hasAccessPassword(row: Pick<ProductRow, "accessPassword">): boolean {
  return row.accessPassword !== null && row.accessPassword !== "";
}

function paymentMethodsOf(row: ProductRow): unknown[] {
  const methods = row.checkout.payment_methods;
  return Array.isArray(methods) ? methods : [];
}

export function productFacts(row: ProductRow, counts: ProductCounts, seller: SellerContext): ProductFacts {
  return {
    form: row.form as ProductType,
    free: row.free,
    state: row.state as ProductPublishingState,
    reviewState: row.reviewState as ProductReviewState,
    archived: row.archived,
    limit: row.limit,
    soldCount: row.soldCount,
    reservedCount: row.reservedCount,
    hasAccessPassword: hasAccessPassword(row),
    activePricingPlansCount: counts.activePlans,
    anyPaymentMethodActive: row.free || paymentMethodsOf(row).length > 0,
    hasDigitals: counts.hasDigitals,
    activeTicketsCount: counts.activeTickets,
    productAddonsCount: counts.addons,
    sellerCanSell: seller.canSell,
    sellerReviewRequired: seller.reviewRequired,
    licenseKeysAvailable: counts.licenseKeysAvailable,
    generatesLicenseKeys: savedFormat(row) !== null,
  };
}

/**
 * The products of one seller for which a reason holds, as SQL. The seller's registration and
 * review flags are constants here, so those reasons reduce to conditions on the product alone.
 */
function reasonCondition(ex: Executor, reason: ProductNotReadyReason, seller: SellerContext, now: Date): SQL {
  const one = () => ex.select({ one: sql`1` });
  const conditions: Record<ProductNotReadyReason, () => SQL | undefined> = {
    not_valid: () => eq(products.state, "admin_unpublished"),
    no_active_pay_method: () => not(anyPaymentMethodActive),
    no_pricing_plans: () => notExists(one().from(pricingPlans).where(activePlan())),
    limit_reached: () =>
      or(
        sql`(${products.limit} is not null and ${products.soldCount} + ${products.reservedCount} >= ${products.limit})`,
        and(
          eq(products.form, "license_key"),
          // savedFormat(): only a string is a format.
          sql`jsonb_typeof(${products.typeSettings} -> 'license_key_format') is distinct from 'string'`,
          notExists(one().from(licenseKeys).where(availableKeyOf())),
        ),
      ),
    on_review: () => eq(products.reviewState, "in_review"),
    rejected: () => eq(products.reviewState, "rejected"),
    not_reviewed: () =>
      seller.reviewRequired
        ? and(not(products.free), notInArray(products.reviewState, ["reviewed", "in_review", "rejected"]))
        : sql`false`,
    not_active: () => ne(products.state, "published"),
    no_active_events: () =>
      and(
        eq(products.form, "event"),
        notExists(
          one()
            .from(ticketTypes)
            .innerJoin(events, eq(events.id, ticketTypes.eventId))
            .where(and(eq(events.productId, products.id), activeTicketCondition(now))),
        ),
      ),
    no_digitals: () =>
      and(eq(products.form, "download"), notExists(one().from(productDigitals).where(digitalOf()))),
    finish_registration: () => (seller.canSell ? sql`false` : not(products.free)),
    no_products: () =>
      and(
        inArray(products.form, ["bundle", "membership"]),
        notExists(one().from(productItems).where(itemOf())),
      ),
    is_archived: () => eq(products.archived, true),
    has_access_password: () => and(isNotNull(products.accessPassword), ne(products.accessPassword, "")),
  };
  return conditions[reason]() ?? sql`true`;
}

/** The list filter for a warning this viewer would see; review warnings exist for power sellers only. */
export function warningCondition(
  ex: Executor,
  warning: ProductNotReadyReason,
  seller: SellerContext,
  viewerIsPowerSeller: boolean,
  now: Date,
): SQL {
  const isReview = (PRODUCT_REVIEW_REASONS as readonly string[]).includes(warning);
  if (isReview && !viewerIsPowerSeller) return sql`false`;
  return reasonCondition(ex, warning, seller, now);
}
