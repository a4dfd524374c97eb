import {
  commissionPostings,
  commissionsForRate,
  platformAffiliatePostings,
  platformAffiliateShare,
  type OrderAffiliateTerms,
  type Posting,
} from "@sellwerk/domain";
import type { affiliateCommissions } from "../tables.ts";

// What a paid rate owes publishers, decided without reading anything: the orders context's
// paidRateLedger calls it for the single path and the batched renewals alike, so one place decides
// and both write the same ledger lines and commission rows (docs/affiliates.md "Commissions").

export type NewCommission = typeof affiliateCommissions.$inferInsert;

export interface RateCommissions {
  /** Part of the rate's own ledger transaction. */
  postings: Posting[];
  /** Written in the same database transaction (insertCommissions). */
  rows: NewCommission[];
}

interface Sale {
  order: {
    id: number;
    sellerId: number;
    productId: number | null;
    currency: string;
    affiliate: Record<string, unknown> | null;
  };
  rate: { id: number; number: number };
  paymentId: number;
  amount: number;
  paidAt: Date;
  /** The sale's platform fee, of which a recruiting publisher gets a share. */
  platformFee: number;
  /** The publisher who recruited the seller into the platform (platform_affiliate), if any. */
  platformReferrer: number | null;
  /** PLATFORM_AFFILIATE_PERCENT in basis points. */
  platformShareBps: number;
}

/** The agreed terms of an attributed order, or null (no affiliate, or a snapshot without stages). */
export function termsOf(affiliate: Record<string, unknown> | null): OrderAffiliateTerms | null {
  if (!affiliate || !Array.isArray(affiliate.stages) || affiliate.stages.length === 0) return null;
  return affiliate as unknown as OrderAffiliateTerms;
}

export function rateCommissions(sale: Sale): RateCommissions {
  const { order, rate } = sale;
  const common = {
    sellerId: order.sellerId,
    orderId: order.id,
    orderRateId: rate.id,
    paymentId: sale.paymentId,
    productId: order.productId,
    currency: order.currency,
    createdAt: sale.paidAt,
  };
  const postings: Posting[] = [];
  const rows: NewCommission[] = [];
  const terms = termsOf(order.affiliate);
  if (terms) {
    const parts = commissionsForRate(terms, {
      number: rate.number,
      amount: sale.amount,
      paidAt: sale.paidAt,
    });
    postings.push(...commissionPostings(order.sellerId, parts));
    for (const p of parts)
      rows.push({
        ...common,
        kind: "seller_program",
        publisherId: p.publisherId,
        programId: terms.programId,
        nodeId: p.nodeId,
        stage: p.stage,
        baseAmount: p.base,
        amount: p.amount,
      });
  }
  const share = sale.platformReferrer ? platformAffiliateShare(sale.platformFee, sale.platformShareBps) : 0;
  if (sale.platformReferrer && share > 0) {
    postings.push(...platformAffiliatePostings(sale.platformReferrer, share));
    rows.push({
      ...common,
      kind: "platform_affiliate",
      publisherId: sale.platformReferrer,
      programId: null,
      nodeId: null,
      stage: 1,
      baseAmount: sale.platformFee,
      amount: share,
    });
  }
  return { postings, rows };
}
