import { asc, eq } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { users } from "../../identity/index.ts";
import { orderRates } from "../../orders/tables.ts";
import { affiliateCommissions, affiliatePrograms } from "../tables.ts";
import { sellerNameSql } from "../publish-views.ts";

/**
 * The commissions one order's paid rates earned publishers, per rate and stage, with the
 * publisher's and program's names (the seller's order page). One query: the names come joined.
 */
export async function listOrderCommissions(
  ex: Executor,
  orderId: number,
): Promise<contracts.OrderDetail["commissions"]> {
  const c = affiliateCommissions;
  const rows = await ex
    .select({
      id: c.id,
      rateNumber: orderRates.number,
      stage: c.stage,
      publisherId: c.publisherId,
      publisherName: sellerNameSql(),
      programId: c.programId,
      programName: affiliatePrograms.name,
      amount: c.amount,
      clawedBack: c.clawedBackAmount,
      currency: c.currency,
      createdAt: c.createdAt,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.publisherId))
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.id, c.programId))
    .leftJoin(orderRates, eq(orderRates.id, c.orderRateId))
    .where(eq(c.orderId, orderId))
    .orderBy(asc(c.createdAt), asc(c.stage), asc(c.id));
  return rows.map((r) => ({
    id: r.id,
    rate_number: r.rateNumber,
    stage: r.stage,
    publisher_id: r.publisherId,
    publisher_name: r.publisherName,
    program_id: r.programId,
    program_name: r.programName,
    amount: r.amount,
    clawed_back_amount: r.clawedBack,
    currency: r.currency,
    created_at: r.createdAt.toISOString(),
  }));
}
