import { z } from "../zod.ts";

// The seller's shop page /s/{username} (server-rendered): the seller's published products a
// buyer may find there. The block-based shop builder will replace the page's layout, not this data.

export const shopProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  /** The medium square cover variant, signed; null without a cover. */
  cover_url: z.string().nullable(),
  free: z.boolean(),
  /** What the checkout shows first after a running discount (minor units); null for free products. */
  price: z.number().int().nullable(),
  /** The same before the discount, when a discount lowers it. */
  price_before: z.number().int().nullable(),
  /** Other plans show other amounts: "from" before the price. */
  price_from: z.boolean(),
  currency: z.string(),
  sold_out: z.boolean(),
  checkout_path: z.string(),
});
export type ShopProductCard = z.infer<typeof shopProductCard>;

export const sellerShop = z.object({
  seller: z.object({ username: z.string(), name: z.string() }),
  products: z.array(shopProductCard),
});
export type SellerShop = z.infer<typeof sellerShop>;
