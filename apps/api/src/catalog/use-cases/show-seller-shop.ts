import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import {
  buyPriceAfterDiscount,
  listPrice,
  type PricingPlanType,
  type ProductDiscount,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { profiles, users } from "../../identity/index.ts";
import { pricingPlans, products } from "../tables.ts";
import { storedPrefs } from "../views/plans.ts";
import { productViews } from "../views/product.ts";
import { sellerName } from "../seller-context.ts";
import { checkoutPath } from "../shop-listing.ts";

/** The shop page shows this many products, newest first, until the shop builder pages them. */
export const SHOP_PAGE_PRODUCTS_MAX = 100;

/**
 * The seller's shop page (/s/{username}): published products that passed review (a power
 * seller's product may sell before its review; the shop lists it once reviewed), not hidden from
 * the shop, without an access password, and sellable. Null for anyone who is not a seller.
 */
export async function showSellerShop(deps: Deps, username: string): Promise<catalog.SellerShop | null> {
  const [seller] = await deps.db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.type, "seller")))
    .where(eq(users.username, username.toLowerCase()));
  if (!seller) return null;
  const rows = await deps.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.sellerId, seller.id),
        eq(products.state, "published"),
        eq(products.archived, false),
        notInArray(products.reviewState, ["in_review", "rejected"]),
        sql`${products.accessPassword} IS NULL`,
        sql`coalesce((${products.advanced}->>'hidden_in_shop')::boolean, false) = false`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(SHOP_PAGE_PRODUCTS_MAX);
  const ids = rows.map((r) => r.id);
  const [views, planRows] = await Promise.all([
    productViews(deps, deps.db, rows, { depth: "list" }),
    ids.length
      ? deps.db
          .select()
          .from(pricingPlans)
          .where(and(inArray(pricingPlans.productId, ids), eq(pricingPlans.active, true)))
          .orderBy(asc(pricingPlans.position), asc(pricingPlans.id))
      : Promise.resolve([]),
  ]);
  const cards = rows.flatMap((row, i): catalog.ShopProductCard[] => {
    const view = views[i]!;
    // Paid products of a seller who has not finished registering cannot be bought yet.
    if (!view.can_be_sold_via_shop) return [];
    const shown = listPrice(
      planRows
        .filter((p) => p.productId === row.id)
        .map((p) => ({ ...p, form: p.form as PricingPlanType, prefs: storedPrefs(p) })),
    );
    if (!row.free && !shown) return [];
    const before = row.free || !shown ? null : shown.amount;
    const discount = row.discount as ProductDiscount | null;
    // The checkout's first price: the plan's headline after a running discount.
    const price = before === null ? null : buyPriceAfterDiscount(before, { free: row.free, discount });
    return [
      {
        id: row.id,
        name: row.name,
        short_description: row.shortDescription,
        cover_url: view.cover ? (view.cover.variants.m ?? view.cover.url) : null,
        free: row.free,
        price,
        price_before: price !== null && before !== null && price < before ? before : null,
        price_from: !row.free && (shown?.from ?? false),
        currency: row.currency,
        sold_out: view.is_sold_out,
        checkout_path: checkoutPath(seller.username, row.slug),
      },
    ];
  });
  return { seller: { username: seller.username, name: sellerName(seller) }, products: cards };
}
