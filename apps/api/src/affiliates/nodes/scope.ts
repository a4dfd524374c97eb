import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Failure } from "../../platform/result.ts";
import { affiliateNodes } from "../tables.ts";

// Whose nodes a request may see: a seller sees the nodes of their programs, a publisher their own
// nodes and the invitations mailed to their address that nobody has taken yet.

export interface PublisherViewer {
  userId: number;
  email: string;
}

export const sellerNodes = (sellerId: number): SQL => eq(affiliateNodes.sellerId, sellerId);

export function publisherNodes(viewer: PublisherViewer): SQL {
  return or(
    eq(affiliateNodes.publisherId, viewer.userId),
    and(
      isNull(affiliateNodes.publisherId),
      eq(affiliateNodes.initiator, "seller"),
      eq(sql`lower(${affiliateNodes.email})`, viewer.email.toLowerCase()),
    ),
  )!;
}

/** 409 naming the field and why (translated by the error handler). */
export function conflict(param: string, code: string, params?: Record<string, string | number>): Failure {
  return { ok: false, code: "CONFLICT", field: { param, code, ...(params ? { params } : {}) } };
}
