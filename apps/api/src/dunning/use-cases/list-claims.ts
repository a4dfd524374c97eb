import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { dunning } from "@sellwerk/contracts";
import type { DunningViewer } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { listTable } from "../../platform/db/list.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { products } from "../../catalog/index.ts";
import { dunningClaims } from "../tables.ts";
import { claimConditions } from "../claim-filters.ts";
import { dunningSettingsOf } from "../settings-store.ts";
import type { ClaimRow } from "../claim-steps.ts";
import { claimView, type ClaimFacts } from "../views.ts";

const SORT_COLUMNS = {
  created_at: dunningClaims.createdAt,
  overdue_since: dunningClaims.overdueSince,
  amount: dunningClaims.amount,
  order_amount: dunningClaims.orderAmount,
  id: dunningClaims.id,
} as const;

/** The seller's claims (/cabinet/dunning), newest first by default, with the spec's filters; pages also by cursor. */
export async function listClaims(
  deps: Deps,
  sellerId: number,
  viewer: DunningViewer,
  q: dunning.ClaimsQuery,
) {
  const where = await claimsWhere(deps, sellerId, viewer, q);
  const now = deps.clock.now();
  return listTable(deps.db, {
    table: dunningClaims,
    where,
    request: q,
    sort: SORT_COLUMNS[q.sort_key],
    // Every sort key has an index ending in (key, id) after the seller (migration 0026).
    keysetScope: eq(dunningClaims.sellerId, sellerId),
    view: async (rows) => {
      const facts = await claimFacts(deps.db, rows);
      return rows.map((claim) => claimView(claim, facts.get(claim.id)!, viewer, now));
    },
  });
}

export async function claimsWhere(
  deps: Deps,
  sellerId: number,
  viewer: DunningViewer,
  q: dunning.ClaimsFilters,
): Promise<SQL | undefined> {
  const preferred = (await dunningSettingsOf(deps.db, sellerId)).strategy;
  return and(
    ...claimConditions(sellerId, q, { viewer, now: deps.clock.now(), preferredStrategy: preferred }),
  );
}

/** What a page of claims shows besides the claim: the rate's number, product and payer, in one query. */
export async function claimFacts(
  ex: Executor,
  claims: readonly ClaimRow[],
): Promise<Map<number, ClaimFacts>> {
  if (!claims.length) return new Map();
  const rows = await ex
    .select({
      rateId: orderRates.id,
      rateNumber: orderRates.number,
      payer: orders.payer,
      productName: products.name,
    })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      inArray(
        orderRates.id,
        claims.map((c) => c.orderRateId),
      ),
    );
  const byRate = new Map(rows.map((r) => [r.rateId, r]));
  return new Map(
    claims.map((c) => {
      const r = byRate.get(c.orderRateId);
      return [
        c.id,
        { rateNumber: r?.rateNumber ?? 0, productName: r?.productName ?? "", payer: r?.payer ?? {} },
      ];
    }),
  );
}
