import type { AffiliateNodeState } from "../states/lists.ts";

// Affiliate node states (spec two §4): requested → accepted (shown as "active") | rejected |
// canceled, accepted → canceled. Who may move a node is part of the table: the side that did not
// start it answers (the seller answers a publisher's request, the publisher a seller's
// invitation); either side may cancel. Rejected and canceled are final.

export const AFFILIATE_NODE_ACTIONS = ["accept", "reject", "cancel"] as const;
export type AffiliateNodeAction = (typeof AFFILIATE_NODE_ACTIONS)[number];
export const AFFILIATE_NODE_SIDES = ["seller", "publisher"] as const;
export type AffiliateNodeSide = (typeof AFFILIATE_NODE_SIDES)[number];

type Who = "answerer" | "either";

const NODE_TRANSITIONS: Record<
  AffiliateNodeState,
  Partial<Record<AffiliateNodeAction, { to: AffiliateNodeState; by: Who }>>
> = {
  requested: {
    accept: { to: "accepted", by: "answerer" },
    reject: { to: "rejected", by: "answerer" },
    cancel: { to: "canceled", by: "either" },
  },
  accepted: { cancel: { to: "canceled", by: "either" } },
  rejected: {},
  canceled: {},
};

export type NodeTransition =
  | { ok: true; state: AffiliateNodeState }
  /** invalid_transition: not from this state; not_your_answer: the other side must answer. */
  | { ok: false; reason: "invalid_transition" | "not_your_answer" };

/** The node's next state when `side` does `action`, or why it may not. */
export function transitNode(
  node: { state: AffiliateNodeState; initiator: AffiliateNodeSide },
  action: AffiliateNodeAction,
  side: AffiliateNodeSide,
): NodeTransition {
  const step = NODE_TRANSITIONS[node.state][action];
  if (!step) return { ok: false, reason: "invalid_transition" };
  if (step.by === "answerer" && side === node.initiator) return { ok: false, reason: "not_your_answer" };
  return { ok: true, state: step.to };
}

/** Actions `side` may take on a node now (the screens show only these buttons). */
export function nodeActions(
  node: { state: AffiliateNodeState; initiator: AffiliateNodeSide },
  side: AffiliateNodeSide,
): AffiliateNodeAction[] {
  return AFFILIATE_NODE_ACTIONS.filter((action) => transitNode(node, action, side).ok);
}
