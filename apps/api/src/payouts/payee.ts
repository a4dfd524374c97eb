import { publisherAccount, sellerAccount } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { getPayoutDestination, type PayoutDestination } from "../verification/index.ts";

/**
 * Someone the platform owes money and pays out to, named by their ledger account. Sellers now;
 * publishers and team members become payees by adding a kind here and their routes — balances,
 * settings, payouts, statement and reconciliation work on the account alone.
 */
export interface Payee {
  account: string;
  /** The seller whose account lines carry `seller_id` in the ledger; null for other payees. */
  sellerId: number | null;
  /** Whether they are verified and where the money goes. */
  destination(ex: Executor): Promise<PayoutDestination>;
}

export function sellerPayee(sellerId: number): Payee {
  return {
    account: sellerAccount(sellerId),
    sellerId,
    destination: (ex) => getPayoutDestination(ex, sellerId),
  };
}

/**
 * An affiliate publisher (issue 14): their commissions are credited to publisher:{userId}. Their
 * verification and bank account are the user's own, kept where a seller's are (verification).
 */
export function publisherPayee(userId: number): Payee {
  return {
    account: publisherAccount(userId),
    sellerId: null,
    destination: (ex) => getPayoutDestination(ex, userId),
  };
}

/** The payee behind a stored account name (the ticker reads settings rows), or null for an unknown kind. */
export function payeeOf(account: string): Payee | null {
  const match = /^(seller|publisher):(\d+)$/.exec(account);
  if (!match) return null;
  return match[1] === "seller" ? sellerPayee(Number(match[2])) : publisherPayee(Number(match[2]));
}
