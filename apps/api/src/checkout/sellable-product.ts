import { and, eq, sql } from "drizzle-orm";
import type { catalog as catalogContract } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { compiled } from "../platform/db/compiled.ts";
import {
  events,
  pricingPlans,
  products,
  sellerProfiles,
  ticketTypes,
  type ProductRow,
} from "../catalog/index.ts";
import { activeTicketCondition } from "../catalog/event-content.ts";
import { productCountColumns } from "../catalog/product-facts.ts";
import { buildProductView } from "../catalog/views/product.ts";
import { sellerName } from "../catalog/seller-context.ts";
import { users } from "../identity/tables.ts";
import { secretBoxFor } from "../platform/crypto/secret-box.ts";
import { paymentProviderAccounts, paymentSettings } from "../payments/tables.ts";
import type { AccountRow } from "../payments/accounts.ts";
import { paymentSetupFrom } from "../payments/settings.ts";
import { storedSettingsOf } from "../payments/settings-store.ts";
import type { PaymentSetup } from "./payment-options.ts";
import type { PublicSeller } from "./sellers.ts";

type PlanRow = typeof pricingPlans.$inferSelect;

export interface SellableProduct {
  row: ProductRow;
  /**
   * The product as the catalog answers it, for what a sale reads (plans, checkout and upsell
   * steps, sold-out and sale readiness). Categories, cover, banner and tracking codes are left
   * empty: no sale reads them, and the checkout page loads its own full view.
   */
  view: catalogContract.Product;
  /** The pricing plans' rows, in the editor's order (what the view's pricing_plans show). */
  plans: PlanRow[];
  seller: PublicSeller;
  /** How the seller takes payments (methods to providers, flags, accounts opened). */
  paymentSetup: PaymentSetup;
}

/** pricing_plans rows as json_agg() answers them: column names, timestamps as text. */
interface PlanJson {
  id: number;
  product_id: number;
  name: string;
  form: string;
  currency: string;
  use_net_price: boolean;
  prefs: Record<string, unknown>;
  active: boolean;
  recommended: boolean;
  position: number;
  created_at: string;
}

/** payment_provider_accounts rows as json_agg() answers them. */
interface AccountJson {
  id: number;
  seller_id: number;
  provider: string;
  mode: string | null;
  credentials: string | null;
  public_config: Record<string, unknown>;
  webhook_secret: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

const accountRow = (a: AccountJson): AccountRow => ({
  id: Number(a.id),
  sellerId: Number(a.seller_id),
  provider: a.provider,
  mode: a.mode,
  credentials: a.credentials,
  publicConfig: a.public_config,
  webhookSecret: a.webhook_secret,
  active: a.active,
  createdAt: new Date(a.created_at),
  updatedAt: new Date(a.updated_at),
});

const planRow = (p: PlanJson): PlanRow => ({
  id: Number(p.id),
  productId: Number(p.product_id),
  name: p.name,
  form: p.form,
  currency: p.currency,
  useNetPrice: p.use_net_price,
  prefs: p.prefs,
  active: p.active,
  recommended: p.recommended,
  position: p.position,
  createdAt: new Date(p.created_at),
});

/**
 * Everything a sale needs to know about a product in one statement (issue 11: the checkout read
 * the plans and the seller twice and loaded categories, files and tracking codes it never used):
 * the row, the counts behind its readiness (catalog/product-facts.ts), its seller's registration
 * and review flags, and its pricing plans in the editor's order. Built once (compiled.ts): every
 * checkout runs it.
 */
const productForSale = compiled((ex: Executor) =>
  ex
    .select({
      product: products,
      ...productCountColumns(),
      activeTickets: sql<number>`(select count(*)::int from ${ticketTypes}
        inner join ${events} on ${eq(events.id, ticketTypes.eventId)}
        where ${and(eq(events.productId, products.id), activeTicketCondition(sql.placeholder("now")))})`,
      seller: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        powerSeller: users.powerSeller,
      },
      canSell: sellerProfiles.canSell,
      reviewRequired: sellerProfiles.reviewRequired,
      // The seller's payment settings and connected accounts (payments/settings.ts), so the
      // checkout knows its methods without two more round trips.
      paymentSettings: paymentSettings,
      accounts: sql<AccountJson[]>`(select coalesce(json_agg(${paymentProviderAccounts}), '[]'::json)
        from ${paymentProviderAccounts}
        where ${and(eq(paymentProviderAccounts.sellerId, products.sellerId), eq(paymentProviderAccounts.active, true))})`,
      plans: sql<
        PlanJson[]
      >`(select coalesce(json_agg(${pricingPlans} order by ${pricingPlans.position}, ${pricingPlans.id}), '[]'::json)
        from ${pricingPlans} where ${eq(pricingPlans.productId, products.id)})`,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .leftJoin(paymentSettings, eq(paymentSettings.sellerId, products.sellerId))
    .where(eq(products.id, sql.placeholder("productId"))),
);

async function loadForSale(deps: Pick<Deps, "clock">, ex: Executor, productId: number) {
  const [found] = await productForSale(ex, { productId, now: deps.clock.now().toISOString() });
  return found ?? null;
}

/** A published, unarchived product of a seller who may sell it; anything else is not for sale. */
export async function loadSellableProduct(
  deps: Deps,
  ex: Executor,
  productId: number,
): Promise<SellableProduct | null> {
  const found = await loadForSale(deps, ex, productId);
  if (!found) return null;
  const row = found.product;
  if (row.state !== "published" || row.archived) return null;
  // A seller without a profile row has not registered: cannot sell, reviewed (seller-context.ts).
  const seller = {
    ...found.seller,
    canSell: found.canSell ?? false,
    reviewRequired: found.reviewRequired ?? true,
  };
  const counts = {
    activePlans: Number(found.activePlans),
    hasDigitals: Boolean(found.hasDigitals),
    addons: Number(found.addons),
    licenseKeysAvailable: Number(found.licenseKeysAvailable),
    activeTickets: Number(found.activeTickets),
  };
  const plans = (found.plans ?? []).map(planRow);
  const view = buildProductView(
    deps,
    row,
    counts,
    seller,
    { categoryIds: [], files: new Map(), plans, codes: [] },
    {},
  );
  const onSale = view.can_be_sold_via_shop || (view.is_sold_out && onlySoldOut(view));
  if (!onSale) return null;
  const paymentSetup = paymentSetupFrom(
    await secretBoxFor(deps),
    storedSettingsOf(found.paymentSettings),
    (found.accounts ?? []).map(accountRow),
  );
  return {
    row,
    view,
    plans,
    paymentSetup,
    seller: { id: seller.id, username: seller.username, name: sellerName(seller) },
  };
}

/** A product held back only by its limit is on sale in every other respect (the page says sold out). */
function onlySoldOut(view: catalogContract.Product): boolean {
  return view.not_ready_reasons.every(
    (r) => r === "limit_reached" || r === "not_reviewed" || r === "has_access_password",
  );
}
