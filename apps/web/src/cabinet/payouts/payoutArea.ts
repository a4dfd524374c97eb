import { useLocation } from "react-router";
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

const lists = (prefix: PayeePrefix) => ({
  payouts: payoutListOptions(prefix),
  statement: statementListOptions(prefix),
  transfers: transferListOptions(prefix),
});

export const PAYOUT_AREAS: Record<PayeePrefix, PayoutArea> = {
  "/cabinet": {
    prefix: "/cabinet",
    pages: [
      { to: "/cabinet/payouts", key: "payouts" },
      { to: "/cabinet/payouts_settings", key: "settings" },
      { to: "/cabinet/payouts_statement", key: "statement" },
      { to: "/cabinet/payouts_held", key: "held" },
      { to: "/cabinet/transfers", key: "transfers" },
    ],
    heldPath: "/cabinet/payouts_held",
    lists: lists("/cabinet"),
  },
  // Spec core §2: the publisher's balance page shows the balances and why a payout is held.
  "/publish": {
    prefix: "/publish",
    pages: [
      { to: "/publish/payouts_balance", key: "balance" },
      { to: "/publish/payouts", key: "payouts" },
      { to: "/publish/payouts_settings", key: "settings" },
      { to: "/publish/transfers", key: "transfers" },
    ],
    heldPath: "/publish/payouts_balance",
    lists: lists("/publish"),
  },
  // Spec core §2 names the same pages for the team member's own money.
  "/team_member": {
    prefix: "/team_member",
    pages: [
      { to: "/team_member/payouts_balance", key: "balance" },
      { to: "/team_member/payouts", key: "payouts" },
      { to: "/team_member/payouts_settings", key: "settings" },
      { to: "/team_member/transfers", key: "transfers" },
    ],
    heldPath: "/team_member/payouts_balance",
    lists: lists("/team_member"),
  },
};

/** The payout area of the page being shown. */
export function usePayoutArea(): PayoutArea {
  return PAYOUT_AREAS[payeePrefixOf(useLocation().pathname)];
}
