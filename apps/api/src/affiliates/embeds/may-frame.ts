import { and, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { products } from "../../catalog/tables.ts";
import { users } from "../../identity/tables.ts";
import { orders } from "../../orders/tables.ts";
import { affiliateNodes, affiliatePrograms, embeddableItems } from "../tables.ts";

// Which buyer pages another site may frame (apps/api/src/shop/routes.ts). Everything else keeps
// frame-ancestors 'none': framing is how clickjacking works, so it is opened only where a seller
// said yes (embed_forms_allowed) for a publisher they accepted.

const ITEM_ID = /^[1-9]\d{0,15}$/;

/**
 * A checkout page opened by the embed script (`embed=1&item={id}`): the item leads to this very
 * product, its program allows embedding and is live, and its publisher is still accepted in it.
 */
export async function mayFrameCheckout(
  deps: Deps,
  page: { username: string; slug: string; embed?: string; item?: string },
): Promise<boolean> {
  if (page.embed !== "1" || !page.item || !ITEM_ID.test(page.item)) return false;
  const [row] = await deps.db
    .select({ id: embeddableItems.id })
    .from(embeddableItems)
    .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, embeddableItems.programId))
    .innerJoin(products, eq(products.id, embeddableItems.productId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(
      affiliateNodes,
      and(
        eq(affiliateNodes.programId, affiliatePrograms.id),
        eq(affiliateNodes.publisherId, embeddableItems.publisherId),
      ),
    )
    .where(
      and(
        eq(embeddableItems.id, Number(page.item)),
        eq(embeddableItems.purpose, "product"),
        eq(affiliatePrograms.embedFormsAllowed, true),
        isNull(affiliatePrograms.archivedAt),
        eq(affiliateNodes.state, "accepted"),
        eq(products.sellerId, affiliatePrograms.sellerId),
        eq(products.slug, page.slug),
        eq(sql`lower(${users.username})`, page.username.toLowerCase()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * An order's own pages (success, sandbox challenge, upsell) after an embedded checkout: the buyer
 * pays inside the frame, so the pages that follow must show there too. Allowed for orders
 * attributed to a program that allows embedding; the token in the URL is the order's secret.
 */
export async function mayFrameOrder(deps: Deps, token: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ allowed: affiliatePrograms.embedFormsAllowed })
    .from(orders)
    .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, orders.affiliateProgramId))
    .where(eq(orders.token, token))
    .limit(1);
  return row?.allowed === true;
}
