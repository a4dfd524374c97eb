import {
  AFFILIATE_NODE_ACTIONS,
  AFFILIATE_NODE_STATES,
  AFFILIATE_PAGE_SIZE,
  hasTwoDecimals,
  MAX_COMMISSION,
} from "@sellwerk/domain";
import { text, z } from "../zod.ts";
import { listQuery, listResponse, queryBoolean, queryDate } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";

// Affiliate nodes: a publisher in a seller's program (spec two §3 "Affiliate node", §4 states).
// The seller invites by email or a publisher asks to join; the other side answers.

const bonusPercent = z.number().min(0).max(MAX_COMMISSION).refine(hasTwoDecimals, { message: "invalid" });

export const affiliateNode = z.object({
  id: z.number().int(),
  affiliate_program_id: z.number().int(),
  created_at: dateTime,
  /** requested, accepted (shown as "active"), rejected, canceled */
  state: z.enum(AFFILIATE_NODE_STATES),
  /** seller: an invitation; publisher: a request to join */
  initiator: z.enum(["seller", "publisher"]),
  from_landing_page: z.boolean(),
  /** This publisher's own bonus in percent; null: the program's. */
  bonus: z.number().nullable(),
  /** Null until an invited email is taken by a publisher. */
  publisher_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  affiliate_program: z.object({ id: z.number().int(), name: z.string() }),
  /** The recruiting publisher's node (multiple-stage programs). */
  parent_node_id: z.number().int().nullable(),
  answered_at: dateTime.nullable(),
  /** What the viewer may do now (the side's buttons). */
  actions: z.array(z.enum(AFFILIATE_NODE_ACTIONS)),
});
export type AffiliateNode = z.infer<typeof affiliateNode>;
export const affiliateNodeEnvelope = z.object({ affiliate_node: affiliateNode });
export const affiliateNodeParams = z.object({ id: recordId });

export const AFFILIATE_NODE_SORT_KEYS = ["created_at", "id", "state"] as const;
const nodeFilters = {
  state: z.enum(AFFILIATE_NODE_STATES).optional(),
  affiliate_program_id: recordId.optional(),
  from_landing_page: queryBoolean,
  created_from: queryDate,
  created_till: queryDate,
};
/** `query`: name or email contains (case-insensitive). */
export const affiliateNodesQuery = listQuery(
  { sortKeys: AFFILIATE_NODE_SORT_KEYS, defaultSortKey: "created_at", defaultPer: AFFILIATE_PAGE_SIZE },
  nodeFilters,
);
export type AffiliateNodesQuery = z.infer<typeof affiliateNodesQuery>;
export const affiliateNodesAnswer = listResponse(affiliateNode);

/** The publisher's nodes; `waiting`: only invitations that wait for their answer ("new requests"). */
export const publishNodesQuery = listQuery(
  { sortKeys: AFFILIATE_NODE_SORT_KEYS, defaultSortKey: "created_at", defaultPer: AFFILIATE_PAGE_SIZE },
  { ...nodeFilters, waiting: queryBoolean },
);
export type PublishNodesQuery = z.infer<typeof publishNodesQuery>;

export const inviteNodeBody = z.object({
  affiliate_program_id: recordId,
  email: z.email().trim().toLowerCase().max(254),
  name: text(200).nullable().default(null),
  /** Percent added to stage 1 for this publisher; null: the program's bonus. */
  bonus: bonusPercent.nullable().default(null),
});
export type InviteNodeBody = z.infer<typeof inviteNodeBody>;

export const updateNodeBody = z.object({ bonus: bonusPercent.nullable() });

/** A publisher asks to join a program; `recruiter_id` = the recruiting publisher's id. */
export const requestNodeBody = z.object({
  affiliate_program_id: recordId,
  recruiter_id: recordId.nullable().default(null),
});
export type RequestNodeBody = z.infer<typeof requestNodeBody>;

export const INVITE_TOKEN_MAX = 100;
export const inviteTokenParams = z.object({ token: z.string().min(10).max(INVITE_TOKEN_MAX) });

/**
 * The publishers of the seller's programs, one row each however many programs they joined: the
 * orders list's publisher picker (spec two §3 orders filter publisher_id) searches them by name.
 */
export const SELLER_PUBLISHERS_MAX = 500;
export const sellerPublishersQuery = z.object({ query: z.string().trim().max(200).optional() });
export const sellerPublishersAnswer = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type SellerPublisher = z.infer<typeof sellerPublishersAnswer>["list"][number];
