import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { orderRates, orders } from "../orders/tables.ts";
import { products } from "../catalog/tables.ts";
import { affiliateCommissions, affiliatePrograms } from "./tables.ts";

// What the publisher area shows of the facts: links, commissions with the order they came from
// (the buyer masked), names of sellers.

/** "Jane Doe": how a seller is named to publishers (first and last name, like the shop). */
export const sellerNameSql = (table: { firstName: AnyColumn; lastName: AnyColumn } = users): SQL<string> =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** The buyer's link of a program and publisher (recorded and redirected by the attribution part). */
export function affiliateLink(base: string, programId: number, publisherId: number): string {
  return `${base}/aff/${programId}/${publisherId}`;
}

/** Where publishers join a multiple-stage program under this one; null for single-stage programs. */
export function recruitLink(base: string, program: { id: number; form: string }, publisherId: number) {
  return program.form === "multiple"
    ? `${base}/affiliate_programs/${program.id}?recruiter=${publisherId}`
    : null;
}

/** The sign-up link of the platform's own affiliate program. */
export function platformAffiliateLink(base: string, publisherId: number): string {
  return `${base}/users/sign_up?platform_affiliate=${publisherId}`;
}

/**
 * A buyer's address as a publisher may see it: the first letter of the local part and the domain
 * ("j***@example.com"). A publisher learns that a sale happened, never whom to contact.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

const c = affiliateCommissions;

/** The columns of a commission row with its order, program, product, seller and rate. */
export function commissionRows(ex: Executor) {
  return ex
    .select({
      id: c.id,
      kind: c.kind,
      orderId: c.orderId,
      programId: c.programId,
      programName: affiliatePrograms.name,
      productName: products.name,
      sellerId: c.sellerId,
      sellerName: sellerNameSql(),
      payer: orders.payer,
      stage: c.stage,
      rateNumber: orderRates.number,
      currency: c.currency,
      orderAmount: sql<number>`coalesce(${orderRates.amount}, ${orders.totalAmount})`.mapWith(Number),
      baseAmount: c.baseAmount,
      amount: c.amount,
      clawedBackAmount: c.clawedBackAmount,
      paymentState: orders.paymentState,
      createdAt: c.createdAt,
    })
    .from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .innerJoin(users, eq(users.id, c.sellerId))
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.id, c.programId))
    .leftJoin(products, eq(products.id, sql`coalesce(${c.productId}, ${orders.productId})`))
    .leftJoin(orderRates, eq(orderRates.id, c.orderRateId));
}

type CommissionRow = Awaited<ReturnType<ReturnType<typeof commissionRows>["execute"]>>[number];

export function commissionView(row: CommissionRow): affiliates.PublishCommission {
  const email = typeof row.payer.email === "string" ? row.payer.email : "";
  return {
    id: row.id,
    kind: row.kind === "platform_affiliate" ? "platform_affiliate" : "seller_program",
    order_id: row.orderId,
    program_id: row.programId,
    program_name: row.programName,
    product_name: row.productName,
    seller_id: row.sellerId,
    seller_name: row.sellerName,
    buyer_email: maskEmail(email),
    stage: row.stage,
    rate_number: row.rateNumber,
    currency: row.currency,
    order_amount: row.orderAmount,
    base_amount: row.baseAmount,
    amount: row.amount,
    clawed_back_amount: row.clawedBackAmount,
    payment_state: row.paymentState,
    created_at: row.createdAt.toISOString(),
  };
}
