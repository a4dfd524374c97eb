import { useLocation } from "react-router";
import { AFFILIATE_PAGE_SIZE } from "@sellwerk/domain";
import { payeePrefixOf, type PayeePrefix } from "../../api/payouts.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";
import { payoutListOptions, statementListOptions, transferListOptions } from "./payoutLists.ts";

// The payout screens serve every payee area (docs/payouts.md "Payees"): the seller's cabinet, the
// publisher area (issue 14) and the team member area (issue 13). Each area names its own pages, where "why held" is explained,
// and builds its lists once (useList keys its state on the options object).

export type PayoutPageKey = "balance" | "payouts" | "settings" | "statement" | "held" | "transfers";

export interface PayoutArea {
  prefix: PayeePrefix;
  pages: readonly { to: string; key: PayoutPageKey }[];
  /** The page that lists the reasons a payout is held. */
  heldPath: string;
  lists: { payouts: UseListOptions; statement: UseListOptions; transfers: UseListOptions };
}

/** Every area names a page the same way under its own prefix (spec core §2). */
const SEGMENTS: Record<PayoutPageKey, string> = {
  balance: "payouts_balance",
  payouts: "payouts",
  settings: "payouts_settings",
  statement: "payouts_statement",
  held: "payouts_held",
  transfers: "transfers",
};

function area(
  prefix: PayeePrefix,
  keys: readonly PayoutPageKey[],
  heldKey: PayoutPageKey,
  per?: number,
): PayoutArea {
  const path = (key: PayoutPageKey) => `${prefix}/${SEGMENTS[key]}`;
  return {
    prefix,
    pages: keys.map((key) => ({ to: path(key), key })),
    heldPath: path(heldKey),
    lists: {
      payouts: payoutListOptions(prefix, per),
      statement: statementListOptions(prefix, per),
      transfers: transferListOptions(prefix, per),
    },
  };
}

/** The publisher's and team member's own money: their balance page also says why a payout is held. */
const OWN_MONEY_PAGES = ["balance", "payouts", "settings", "transfers"] as const;

export const PAYOUT_AREAS: Record<PayeePrefix, PayoutArea> = {
  "/cabinet": area("/cabinet", ["payouts", "settings", "statement", "held", "transfers"], "held"),
  // The publisher area's lists page by the spec's 15 (spec two §9), the cabinet's stay at 20.
  "/publish": area("/publish", OWN_MONEY_PAGES, "balance", AFFILIATE_PAGE_SIZE),
  "/team_member": area("/team_member", OWN_MONEY_PAGES, "balance"),
};

/** The payout area of the page being shown. */
export function usePayoutArea(): PayoutArea {
  return PAYOUT_AREAS[payeePrefixOf(useLocation().pathname)];
}
