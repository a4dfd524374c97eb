import { and, eq } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { orders } from "../../orders/index.ts";
import { loadPublicOrder } from "../../checkout/index.ts";

/**
 * One of the payer's own orders, as its buyer pages show it (the checkout's public order). A
 * token of someone else's order answers 404 like an unknown one, so tokens cannot be probed.
 */
export async function showPayerOrder(
  deps: Deps,
  userId: number,
  p: { token: string; locale: Locale },
): Promise<Result<checkout.PublicOrder>> {
  const [own] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.token, p.token), eq(orders.payerUserId, userId)));
  if (!own) return fail("NOT_FOUND");
  const order = await loadPublicOrder(deps, p);
  return order ? ok(order) : fail("NOT_FOUND");
}
