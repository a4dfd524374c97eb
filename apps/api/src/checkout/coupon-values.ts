import type { checkoutSettings } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { fieldFail, ok, type Result } from "../platform/result.ts";
import { isActiveNode } from "../affiliates/attribution/active-node.ts";
import { checkOwnOtherProducts } from "../catalog/index.ts";
import { couponValueIn } from "./coupon-view.ts";
import type { coupons } from "./tables.ts";

/** What a coupon takes off, for whom and when: the part single, bulk and edit share. */
export type CouponTerms = Pick<
  typeof coupons.$inferInsert,
  | "codeType"
  | "discountType"
  | "value"
  | "currency"
  | "amountBase"
  | "scope"
  | "productIds"
  | "usageLimit"
  | "appliesToAllRates"
  | "startsAt"
  | "endsAt"
  | "active"
  | "affiliateNodeId"
>;

type TermsInput = Omit<checkoutSettings.UpdateCouponBody, "code">;

/**
 * The stored terms of a coupon as given. Products must be the seller's own (another seller's id
 * reads like an unknown one); a coupon for all products names none, a percentage no currency.
 */
export async function couponTerms(
  ex: Executor,
  sellerId: number,
  input: TermsInput,
): Promise<Result<CouponTerms>> {
  const productIds = input.scope === "all" ? [] : [...new Set(input.product_ids)];
  const own = await checkOwnOtherProducts(ex, sellerId, null, productIds, (i) => `product_ids.${i}`);
  if (!own.ok) return own;
  if (input.affiliate_node_id !== null && !(await isActiveNode(ex, sellerId, input.affiliate_node_id)))
    return fieldFail("affiliate_node_id", "affiliate_node_not_active");
  return ok({
    codeType: input.code_type,
    discountType: input.discount_type,
    value: couponValueIn(input.discount_type, input.value),
    currency: input.discount_type === "currency" ? input.currency : null,
    amountBase: input.amount_base,
    scope: input.scope,
    productIds,
    usageLimit: input.usage_limit,
    appliesToAllRates: input.applies_to_all_rates,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    active: input.active,
    affiliateNodeId: input.affiliate_node_id,
  });
}
