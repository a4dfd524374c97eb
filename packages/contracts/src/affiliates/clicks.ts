import { z } from "../zod.ts";

// Click tracking (spec core §7 "affiliate clicks", two §4): a public call a publisher's link, the
// checkout page or an embed makes. It never fails for the buyer: an unknown publisher, a program
// the publisher is not accepted in, or a flood all answer 204 and record nothing.

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const affiliateClickRequest = z.object({
  publisher_id: id,
  /** The program; without it, the seller's program covering the product in which the publisher is accepted. */
  program_id: id.optional(),
  product_id: id.optional(),
  embeddable_item_id: id.optional(),
  /** Today's click_token for this publisher and program, kept by the embed script: no second click. */
  click_token: z.string().max(200).optional(),
});
export type AffiliateClickRequest = z.infer<typeof affiliateClickRequest>;

export const affiliateClickResult = z.object({
  /**
   * The click, signed: send it as `click_token` in POST /shop/checkout where the browser blocks the
   * attribution cookie (a checkout embedded in another site's page).
   */
  click_token: z.string(),
});
export type AffiliateClickResult = z.infer<typeof affiliateClickResult>;

/** GET /aff/{program_id}/{publisher_id}: the affiliate link a publisher shares. */
export const affiliateLinkParams = z.object({ program_id: id, publisher_id: id });
export const affiliateLinkQuery = z.object({ product_id: id.optional() }).catchall(z.string());

/** The longest click token the checkout accepts (nodeId.clickId.issuedAt.signature). */
export const CLICK_TOKEN_MAX = 120;
