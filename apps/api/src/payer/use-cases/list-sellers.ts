import { and, eq, ne } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { orders } from "../../orders/index.ts";
import { sellersById } from "../sellers.ts";

/** The sellers the payer has orders with, by name: the choices of the orders list's seller filter. */
export async function listPayerSellers(deps: Deps, userId: number): Promise<payer.PayerSeller[]> {
  const rows = await deps.db
    .selectDistinct({ sellerId: orders.sellerId })
    .from(orders)
    .where(and(eq(orders.payerUserId, userId), ne(orders.state, "draft")));
  const sellers = await sellersById(
    deps.db,
    rows.map((r) => r.sellerId),
  );
  return [...sellers.values()].sort((a, b) => a.name.localeCompare(b.name));
}
