/**
 * The affiliate terms agreed when an order was attributed, snapshotted on the order
 * (orders.affiliate) at checkout start: later edits of the program or the node do not change
 * what the publishers of an existing order earn on its rates.
 */
export interface OrderAffiliateTerms {
  programId: number;
  nodeId: number;
  /** how the order was attributed: a cookie/link click, a node-bound coupon, a lifetime email binding, an embed's click token */
  source: "click" | "coupon" | "email" | "embed";
  /** index 0 = the publisher who brought the sale (bonus already added), then the recruiters up the chain */
  stages: { publisherId: number; nodeId: number; bps: number }[];
  /** provision_from_brutto: commissions on the gross amount instead of the net */
  fromGross: boolean;
  /** VAT rate applied at checkout (0 if none): net = round(amount*10000/(10000+vatBps)) */
  vatBps: number;
  duration: "none" | "lifetime" | "fixed";
  /** ISO; fixed: order creation + lifetime_duration days; null otherwise */
  until: string | null;
}
