import type { TransitionTable } from "../orders/transitions.ts";
import type { BANK_ACCOUNT_STATES } from "../states/lists.ts";

// A payout bank account's lifecycle (spec core §4 "Bank account"; docs/verification.md). Saved
// (init_state), it goes to the provider once the seller has an account there (until then
// not_sent); the provider answers by activating or rejecting it (waiting until then). A call that
// fails is error and is sent again. The seller or a manager deactivates an account; activating
// another one deactivates the previous, so a seller has at most one activated account.

export type BankAccountState = (typeof BANK_ACCOUNT_STATES)[number];

export const BANK_ACCOUNT_EVENTS = ["hold", "send", "fail", "activate", "reject", "deactivate"] as const;
export type BankAccountEvent = (typeof BANK_ACCOUNT_EVENTS)[number];

export const BANK_ACCOUNT_TRANSITIONS: TransitionTable<BankAccountState, BankAccountEvent> = {
  // The seller's legitimation has not reached the provider yet: the account waits for it.
  hold: { init_state: "not_sent" },
  send: { init_state: "waiting", not_sent: "waiting", error: "waiting" },
  fail: { init_state: "error", not_sent: "error", waiting: "error" },
  activate: { waiting: "activated" },
  reject: { waiting: "rejected" },
  deactivate: {
    init_state: "deactivated",
    not_sent: "deactivated",
    waiting: "deactivated",
    activated: "deactivated",
    error: "deactivated",
  },
};
