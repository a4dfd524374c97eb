import { publisherAccount, sellerAccount, teamMemberAccount } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { getPayoutDestination, type PayoutDestination } from "../verification/index.ts";

/**
 * Someone the platform owes money and pays out to, named by their ledger account: sellers,
 * publishers and team members. Balances, settings, payouts, statement and reconciliation work on
 * the account alone; each kind adds only its routes.
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

/** A payee who is a user of their own (not a seller): verified and paid to their own bank account. */
function userPayee(account: string, userId: number): Payee {
  return { account, sellerId: null, destination: (ex) => getPayoutDestination(ex, userId) };
}

/**
 * An affiliate publisher (issue 14): their commissions are credited to publisher:{userId}. Their
 * verification and bank account are the user's own, kept where a seller's are (verification).
 */
export function publisherPayee(userId: number): Payee {
  return userPayee(publisherAccount(userId), userId);
}

/**
 * A team member (issue 13), paid to their own bank account, never the seller's they work for:
 * whatever is credited to team_member:{userId}.
 */
export function teamMemberPayee(userId: number): Payee {
  return userPayee(teamMemberAccount(userId), userId);
}

const PAYEE_KINDS = new Map<string, (id: number) => Payee>([
  ["seller", sellerPayee],
  ["publisher", publisherPayee],
  ["team_member", teamMemberPayee],
]);

/** The payee behind a stored account name (the ticker reads settings rows), or null for an unknown kind. */
export function payeeOf(account: string): Payee | null {
  const match = /^([a-z_]+):(\d+)$/.exec(account);
  const kind = match ? PAYEE_KINDS.get(match[1]!) : undefined;
  return kind ? kind(Number(match![2])) : null;
}
