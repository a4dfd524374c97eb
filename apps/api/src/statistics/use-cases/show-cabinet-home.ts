import { and, eq, ne, sql } from "drizzle-orm";
import type { home } from "@sellwerk/contracts";
import { REVIEW_HANDLING_DAYS, SECONDS_PER_DAY, sellerChecklist } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { showCatalogSummary } from "../../catalog/index.ts";
import { paymentProviderAccounts, payments, paymentSettings } from "../../payments/index.ts";
import { billingSettings } from "../../billing/index.ts";

/** Products of the home's attention list; the products screen lists them all. */
const ATTENTION_LIMIT = 6;

/**
 * The seller's home: the first-day checklist read from their real state (profile complete, a
 * provider connected or the payment settings saved, products, a paid charge, invoice settings
 * saved), and the products in review, rejected or with a warning, with when a review is usually
 * decided.
 */
export async function showCabinetHome(deps: Deps, sellerId: number): Promise<home.CabinetHome> {
  const exists = (query: { limit: (n: number) => Promise<unknown[]> }) =>
    query.limit(1).then((rows) => rows.length > 0);
  const one = { one: sql`1` };
  const [catalog, provider, settings, invoices, charge, liveCharge] = await Promise.all([
    showCatalogSummary(deps, sellerId, ATTENTION_LIMIT),
    exists(
      deps.db
        .select(one)
        .from(paymentProviderAccounts)
        .where(and(eq(paymentProviderAccounts.sellerId, sellerId), eq(paymentProviderAccounts.active, true))),
    ),
    // Saved method choices: the seller chose, even if the choice is the test provider. A manager
    // switching a feature flag writes the row too, but leaves the choices empty.
    exists(
      deps.db
        .select(one)
        .from(paymentSettings)
        .where(
          and(eq(paymentSettings.sellerId, sellerId), ne(paymentSettings.methodProviders, sql`'{}'::jsonb`)),
        ),
    ),
    exists(deps.db.select(one).from(billingSettings).where(eq(billingSettings.sellerId, sellerId))),
    exists(deps.db.select(one).from(payments).where(successfulCharge(sellerId))),
    exists(
      deps.db
        .select(one)
        .from(payments)
        .where(and(successfulCharge(sellerId), eq(payments.testMode, false))),
    ),
  ]);
  const handlingMs = REVIEW_HANDLING_DAYS * SECONDS_PER_DAY * 1000;
  return {
    checklist: sellerChecklist({
      canSell: catalog.canSell,
      paymentsSetUp: provider || settings,
      products: catalog.products,
      publishedProducts: catalog.publishedProducts,
      sold: charge,
      invoiceSettingsSaved: invoices,
    }),
    live_sales: liveCharge,
    review_handling_days: REVIEW_HANDLING_DAYS,
    attention: catalog.attention.map(({ product, submittedAt }) => ({
      product,
      submitted_at: submittedAt?.toISOString() ?? null,
      expected_by:
        product.review_state === "in_review" && submittedAt
          ? new Date(submittedAt.getTime() + handlingMs).toISOString()
          : null,
    })),
    attention_count: catalog.attentionCount,
  };
}

function successfulCharge(sellerId: number) {
  return and(eq(payments.sellerId, sellerId), eq(payments.kind, "charge"), eq(payments.state, "successful"));
}
